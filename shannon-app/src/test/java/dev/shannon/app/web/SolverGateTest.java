package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SolverGateTest {
    /** One cheap and one expensive slot, one place in each queue, two requests per client, 5 s wait. */
    private static final SolverLimits SMALL = new SolverLimits(5, 1, 1, 1, 1, 2, 2, Duration.ofSeconds(5));

    private final CountDownLatch release = new CountDownLatch(1);
    private final List<Thread> holders = new ArrayList<>();

    @AfterEach
    void releaseHolders() throws InterruptedException {
        release.countDown();
        for (Thread t : holders) {
            t.join();
        }
    }

    /** Starts a request that holds its slot (or its place in the queue) until the test ends. */
    private void hold(SolverGate gate, String client, double millis) throws InterruptedException {
        int before = gate.present(gate.laneOf(millis));
        Thread t = new Thread(() -> gate.run(client, millis, () -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        }));
        holders.add(t);
        t.start();
        // Admitted once the lane counts it (running or waiting).
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (gate.present(gate.laneOf(millis)) <= before && System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        assertThat(gate.present(gate.laneOf(millis))).isGreaterThan(before);
    }

    @Test
    void runsWorkAndReturnsItsResult() {
        assertThat(new SolverGate(SMALL).run("a", 1, () -> 42)).isEqualTo(42);
    }

    @Test
    void theEstimateChoosesTheLane() {
        SolverGate gate = new SolverGate(SMALL);
        assertThat(gate.laneOf(0)).isEqualTo(SolverGate.Lane.CHEAP);
        assertThat(gate.laneOf(4.9)).isEqualTo(SolverGate.Lane.CHEAP);
        assertThat(gate.laneOf(5)).isEqualTo(SolverGate.Lane.EXPENSIVE);
    }

    @Test
    void cheapWorkRunsWhileTheExpensiveLaneIsFull() throws Exception {
        SolverGate gate = new SolverGate(SMALL);
        hold(gate, "a", 1000);
        hold(gate, "b", 1000);
        long t = System.nanoTime();
        assertThat(gate.run("c", 1, () -> 7)).isEqualTo(7);
        assertThat(System.nanoTime() - t).isLessThan(TimeUnit.SECONDS.toNanos(2));
    }

    @Test
    void aFullQueueIsRefusedAtOnceWithRetryAfter() throws Exception {
        SolverGate gate = new SolverGate(SMALL);
        hold(gate, "a", 1000);
        hold(gate, "b", 1000);
        long t = System.nanoTime();
        assertThatThrownBy(() -> gate.run("c", 1000, () -> 1))
                .isInstanceOf(ApiError.class)
                .satisfies(e -> {
                    assertThat(((ApiError) e).status()).isEqualTo(503);
                    assertThat(((ApiError) e).retryAfterSeconds()).isPositive();
                })
                .hasMessageContaining("busy");
        // At once: not after the 5 s a request may wait.
        assertThat(System.nanoTime() - t).isLessThan(TimeUnit.SECONDS.toNanos(1));
    }

    @Test
    void aRequestExpectedToWaitPastTheLimitIsRefusedOnArrival() throws Exception {
        SolverGate gate = new SolverGate(new SolverLimits(5, 1, 1, 1, 10, 5, 5, Duration.ofSeconds(5)));
        hold(gate, "a", 8000);
        long t = System.nanoTime();
        // 8 s of work ahead on one slot is more than the 5 s anyone may wait.
        assertThatThrownBy(() -> gate.run("b", 100, () -> 1))
                .isInstanceOf(ApiError.class)
                .satisfies(e -> assertThat(((ApiError) e).status()).isEqualTo(503));
        assertThat(System.nanoTime() - t).isLessThan(TimeUnit.SECONDS.toNanos(1));
    }

    @Test
    void oneClientCannotTakeMoreThanItsShare() throws Exception {
        SolverGate gate = new SolverGate(new SolverLimits(5, 1, 1, 1, 8, 2, 2, Duration.ofSeconds(5)));
        hold(gate, "greedy", 10);
        hold(gate, "greedy", 10);
        assertThatThrownBy(() -> gate.run("greedy", 10, () -> 1))
                .isInstanceOf(ApiError.class)
                .satisfies(e -> assertThat(((ApiError) e).status()).isEqualTo(429));
        // Somebody else still gets in (into the queue; then served when the holders finish).
        hold(gate, "other", 10);
        assertThat(gate.present(SolverGate.Lane.EXPENSIVE)).isEqualTo(3);
    }

    @Test
    void aWaitPastTheLimitIsA503() throws Exception {
        SolverGate gate = new SolverGate(new SolverLimits(5, 1, 1, 1, 1, 2, 2, Duration.ofMillis(100)));
        hold(gate, "a", 10);
        assertThatThrownBy(() -> gate.run("b", 10, () -> 1))
                .isInstanceOf(ApiError.class)
                .satisfies(e -> assertThat(((ApiError) e).status()).isEqualTo(503))
                .hasMessageContaining("waited");
    }

    @Test
    void aFailingJobReleasesItsSlotAndItsShare() {
        SolverGate gate = new SolverGate(new SolverLimits(5, 1, 0, 1, 0, 1, 1, Duration.ofMillis(50)));
        for (int i = 0; i < 3; i++) {
            assertThatThrownBy(() -> gate.run("a", 10, () -> {
                        throw new IllegalArgumentException("bad");
                    }))
                    .isInstanceOf(IllegalArgumentException.class);
        }
        assertThat(gate.run("a", 10, () -> 3)).isEqualTo(3);
        assertThat(gate.present(SolverGate.Lane.EXPENSIVE)).isZero();
    }
}
