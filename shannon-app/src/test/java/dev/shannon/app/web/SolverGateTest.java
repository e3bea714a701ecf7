package dev.shannon.app.web;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SolverGateTest {
    @Test
    void runsWorkAndReturnsItsResult() {
        assertThat(new SolverGate(1, Duration.ofSeconds(1)).run(() -> 42)).isEqualTo(42);
    }

    @Test
    void aRequestThatWaitsTooLongGetsA429() throws Exception {
        SolverGate gate = new SolverGate(1, Duration.ofMillis(50));
        CountDownLatch busy = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread holder = new Thread(() -> gate.run(() -> {
            busy.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        }));
        holder.start();
        busy.await();
        assertThatThrownBy(() -> gate.run(() -> 1)).isInstanceOf(ApiError.class)
                .satisfies(e -> assertThat(((ApiError) e).status()).isEqualTo(429)).hasMessageContaining("busy");
        release.countDown();
        holder.join();
        assertThat(gate.run(() -> 2)).isEqualTo(2);
    }

    @Test
    void aFailingJobReleasesItsSlot() {
        SolverGate gate = new SolverGate(1, Duration.ofMillis(50));
        assertThatThrownBy(() -> gate.run(() -> {
            throw new IllegalArgumentException("bad");
        })).isInstanceOf(IllegalArgumentException.class);
        assertThat(gate.run(() -> 3)).isEqualTo(3);
    }
}
