package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class GameSessionsTest {
    private final AtomicLong now = new AtomicLong();
    private final GameSessions<StringBuilder> sessions = new GameSessions<>(3, Duration.ofSeconds(10), now::get);

    @Test
    void aRememberedGameIsReturnedAgain() {
        StringBuilder a = sessions.obtain("a", x -> true, StringBuilder::new);
        assertThat(sessions.obtain("a", x -> true, StringBuilder::new)).isSameAs(a);
    }

    @Test
    void aGameThatDoesNotFitIsReplaced() {
        StringBuilder a = sessions.obtain("a", x -> true, () -> new StringBuilder("old"));
        StringBuilder b = sessions.obtain("a", x -> x.toString().equals("new"), () -> new StringBuilder("new"));
        assertThat(b).isNotSameAs(a).hasToString("new");
        assertThat(sessions.size()).isEqualTo(1);
    }

    @Test
    void theLeastRecentlyUsedGoesFirstWhenTheCapIsReached() {
        StringBuilder a = sessions.obtain("a", x -> true, StringBuilder::new);
        sessions.obtain("b", x -> true, StringBuilder::new);
        sessions.obtain("c", x -> true, StringBuilder::new);
        sessions.obtain("a", x -> true, StringBuilder::new); // a is now the most recent
        sessions.obtain("d", x -> true, StringBuilder::new); // b goes
        assertThat(sessions.size()).isEqualTo(3);
        assertThat(sessions.obtain("a", x -> true, StringBuilder::new)).isSameAs(a);
        StringBuilder b2 = sessions.obtain("b", x -> true, () -> new StringBuilder("fresh"));
        assertThat(b2).hasToString("fresh");
    }

    @Test
    void idleGamesExpire() {
        StringBuilder a = sessions.obtain("a", x -> true, StringBuilder::new);
        now.addAndGet(Duration.ofSeconds(9).toNanos());
        assertThat(sessions.obtain("a", x -> true, StringBuilder::new)).isSameAs(a);
        now.addAndGet(Duration.ofSeconds(11).toNanos());
        assertThat(sessions.size()).isZero();
        assertThat(sessions.obtain("a", x -> true, StringBuilder::new)).isNotSameAs(a);
    }
}
