package dev.shannon.online;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SeatTokensTest {
    private final SeatTokens tokens = new SeatTokens(new SecureRandom());

    @Test
    void aTokenHas256RandomBitsAndOnlyItsHashIsKept() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String t = tokens.newToken();
            assertThat(t).hasSize(43).matches("[A-Za-z0-9_-]+");
            assertThat(seen.add(t)).isTrue();
            String hash = SeatTokens.hash(t);
            assertThat(hash).hasSize(64).doesNotContain(t);
            assertThat(SeatTokens.matches(hash, t)).isTrue();
        }
    }

    @Test
    void anyOtherTokenFails() {
        String t = tokens.newToken();
        String hash = SeatTokens.hash(t);
        assertThat(SeatTokens.matches(hash, t.substring(1))).isFalse();
        assertThat(SeatTokens.matches(hash, t + "x")).isFalse();
        assertThat(SeatTokens.matches(hash, "")).isFalse();
        assertThat(SeatTokens.matches(hash, null)).isFalse();
        assertThat(SeatTokens.matches(hash, "x".repeat(10_000))).isFalse();
        assertThat(SeatTokens.matches(hash, hash)).as("the hash is no token").isFalse();
    }

    @Test
    void gameIdsAreWellFormedAndDistinct() {
        GameIds ids = new GameIds(new SecureRandom());
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String id = ids.newId();
            assertThat(GameIds.isWellFormed(id)).isTrue();
            assertThat(seen.add(id)).isTrue();
        }
        assertThat(GameIds.isWellFormed("abc")).isFalse();
        assertThat(GameIds.isWellFormed("ABCDEFGHIJK/")).isFalse();
        assertThat(GameIds.isWellFormed(null)).isFalse();
    }
}
