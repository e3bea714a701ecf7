package dev.shannon.online.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.bridgit.Crossing;
import dev.shannon.online.EndReason;
import dev.shannon.online.GameConflictException;
import dev.shannon.online.GameSpec;
import dev.shannon.online.IllegalMoveException;
import dev.shannon.online.Move;
import dev.shannon.online.NoSuchGameException;
import dev.shannon.online.NotASeatException;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.OnlineGames;
import dev.shannon.online.PlayedMove;
import dev.shannon.online.Status;
import dev.shannon.online.TestClock;
import dev.shannon.online.TimeControl;
import dev.shannon.online.Timeouts;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every {@link dev.shannon.online.GameStore} must do, run against each real database (H2 and PostgreSQL):
 * whole games, racing moves, clocks, resignation, abandonment, rematches, change notification, reopening.
 */
abstract class GameStoreContract {
    static final long START = 1_700_000_000_000L;

    JdbcGameStore store;
    TestClock clock;
    OnlineGames games;

    /** A store on a fresh database. */
    abstract JdbcGameStore openStore();

    /** The same database opened again (after {@link JdbcGameStore#close}). */
    abstract JdbcGameStore reopenStore();

    @BeforeEach
    void open() {
        store = openStore();
        clock = new TestClock(START);
        games = new OnlineGames(store, clock, Timeouts.DEFAULT, new SecureRandom());
    }

    @AfterEach
    void close() {
        store.close();
    }

    static Move at(int r, int c) {
        return new Move.Place(new Crossing(r, c));
    }

    @Test
    void wholeGameIsPlayedStoredAndWonByTheRules() {
        OnlineGames.NewGame g = games.create(GameSpec.bridgit(2, "red", null), "red");
        String id = g.game().id();
        String red = g.tokens().get("red");
        String blue = g.tokens().get("blue");
        assertThat(g.creator()).isEqualTo("red");
        assertThat(games.get(id).status()).isEqualTo(Status.WAITING);
        assertThat(games.join(id, blue).side()).isEqualTo("blue");
        assertThat(games.get(id).status()).isEqualTo(Status.PLAYING);
        // Red's chain on the 2x3 board: (1,1) (2,2) (3,3) joins its sides; blue answers elsewhere.
        games.move(id, red, 0, at(1, 1));
        games.move(id, blue, 1, at(1, 3));
        games.move(id, red, 2, at(2, 2));
        games.move(id, blue, 3, at(3, 1));
        OnlineGame end = games.move(id, red, 4, at(3, 3));
        assertThat(end.status()).isEqualTo(Status.FINISHED);
        assertThat(end.winner()).isEqualTo("red");
        assertThat(end.reason()).isEqualTo(EndReason.RULES);
        OnlineGame stored = store.find(id).orElseThrow();
        assertThat(stored).isEqualTo(end);
        assertThat(stored.moves()).extracting(m -> m.move().text()).containsExactly("1,1", "1,3", "2,2", "3,1", "3,3");
        assertThatThrownBy(() -> games.move(id, blue, 5, at(2, 4))).isInstanceOf(GameConflictException.class);
    }

    @Test
    void refusalsAreTheContractsOnes() {
        OnlineGames.NewGame g = games.create(GameSpec.bridgit(3, "red", null), "blue");
        String id = g.game().id();
        String red = g.tokens().get("red");
        String blue = g.tokens().get("blue");
        assertThatThrownBy(() -> games.get("AAAAAAAAAAAA")).isInstanceOf(NoSuchGameException.class);
        assertThatThrownBy(() -> games.get("../etc")).isInstanceOf(NoSuchGameException.class);
        assertThatThrownBy(() -> games.move(id, "not-a-token", 0, at(1, 1))).isInstanceOf(NotASeatException.class);
        OnlineGames.NewGame other = games.create(GameSpec.bridgit(3, "red", null), "red");
        assertThatThrownBy(() -> games.move(id, other.tokens().get("red"), 0, at(1, 1)))
                .isInstanceOf(NotASeatException.class);
        assertThatThrownBy(() -> games.move(id, blue, 0, at(1, 1)))
                .isInstanceOf(GameConflictException.class)
                .hasMessageContaining("red's turn");
        assertThatThrownBy(() -> games.move(id, red, 0, at(1, 2)))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("not a crossing");
        games.move(id, red, 0, at(1, 1));
        assertThatThrownBy(() -> games.move(id, red, 0, at(3, 3)))
                .isInstanceOf(GameConflictException.class)
                .hasMessageContaining("stale");
        assertThatThrownBy(() -> games.move(id, blue, 1, at(1, 1)))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("already taken by red");
        assertThatThrownBy(() -> games.move(id, blue, 1, new Move.Take(3))).isInstanceOf(IllegalMoveException.class);
        assertThat(store.find(id).orElseThrow().ply()).isEqualTo(1);
    }

    @Test
    void ofMovesSentAtTheSameMomentExactlyOneIsPlayed() throws Exception {
        OnlineGames.NewGame g = games.create(GameSpec.bridgit(5, "red", null), "red");
        String id = g.game().id();
        String red = g.tokens().get("red");
        games.join(id, g.tokens().get("blue"));
        int racers = 8;
        ExecutorService pool = Executors.newFixedThreadPool(racers);
        try {
            for (int round = 0; round < 5; round++) {
                int ply = games.get(id).ply();
                String mover = ply % 2 == 0 ? red : g.tokens().get("blue");
                CyclicBarrier start = new CyclicBarrier(racers);
                List<Future<Boolean>> results = new ArrayList<>();
                for (int i = 0; i < racers; i++) {
                    // Each racer a different free crossing: only the ply decides who wins.
                    Move move = freeMove(games.get(id), i);
                    results.add(pool.submit(() -> {
                        start.await();
                        try {
                            games.move(id, mover, ply, move);
                            return true;
                        } catch (GameConflictException lost) {
                            return false;
                        }
                    }));
                }
                int won = 0;
                for (Future<Boolean> f : results) {
                    won += f.get(30, TimeUnit.SECONDS) ? 1 : 0;
                }
                assertThat(won).as("round %d", round).isEqualTo(1);
                assertThat(store.find(id).orElseThrow().ply()).isEqualTo(ply + 1);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The i-th free crossing of the game's board (in row order). */
    private static Move freeMove(OnlineGame game, int i) {
        var taken = game.moves().stream().map(m -> m.move().text()).toList();
        int n = game.spec().n();
        int seen = 0;
        for (int r = 1; r <= 2 * n - 1; r++) {
            for (int c = 1; c <= 2 * n - 1; c++) {
                if ((r - c) % 2 == 0 && !taken.contains(r + "," + c) && seen++ == i) {
                    return at(r, c);
                }
            }
        }
        throw new IllegalStateException("board full");
    }

    @Test
    void theStoreWritesOnlyOverTheVersionItWasGiven() throws Exception {
        OnlineGames.NewGame g = games.create(GameSpec.bridgit(4, "red", null), "red");
        OnlineGame current = games.join(g.game().id(), g.tokens().get("blue")).game();
        OnlineGame a = current.play("red", 0, at(1, 1), START);
        OnlineGame b = current.play("red", 0, at(3, 3), START);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CyclicBarrier start = new CyclicBarrier(2);
            Future<Boolean> fa = pool.submit(() -> {
                start.await();
                return store.replace(current, a, null);
            });
            Future<Boolean> fb = pool.submit(() -> {
                start.await();
                return store.replace(current, b, null);
            });
            assertThat(fa.get(30, TimeUnit.SECONDS) ^ fb.get(30, TimeUnit.SECONDS))
                    .isTrue();
        } finally {
            pool.shutdownNow();
        }
        OnlineGame stored = store.find(current.id()).orElseThrow();
        assertThat(stored.ply()).isEqualTo(1);
        assertThat(stored).isIn(a, b);
    }

    @Test
    void clocksRunOnTheServerAndAFallenFlagEndsTheGame() {
        OnlineGames.NewGame g = games.create(GameSpec.bridgit(4, "red", new TimeControl(10_000, 2_000)), "red");
        String id = g.game().id();
        String red = g.tokens().get("red");
        String blue = g.tokens().get("blue");
        clock.advance(5_000); // waiting for blue costs red nothing
        games.join(id, blue);
        clock.advance(3_000);
        OnlineGame afterRed = games.move(id, red, 0, at(1, 1));
        assertThat(afterRed.remainingMillis("red", clock.millis())).contains(9_000L);
        assertThat(afterRed.moves().get(0).clockMillis()).isEqualTo(9_000L);
        clock.advance(4_000);
        assertThat(games.get(id).remainingMillis("blue", clock.millis())).contains(6_000L);
        clock.advance(6_000);
        assertThatThrownBy(() -> games.move(id, blue, 1, at(3, 3))).isInstanceOf(GameConflictException.class);
        OnlineGame end = store.find(id).orElseThrow();
        assertThat(end.status()).isEqualTo(Status.FINISHED);
        assertThat(end.reason()).isEqualTo(EndReason.TIME);
        assertThat(end.winner()).isEqualTo("red");
        assertThat(end.remainingMillis("blue", clock.millis())).contains(0L);
    }

    @Test
    void theSweeperEndsFlagFallsAndAbandonedGamesNobodyLooksAt() {
        OnlineGames.NewGame timed = games.create(GameSpec.bridgit(3, "red", new TimeControl(60_000, 0)), "red");
        games.join(timed.game().id(), timed.tokens().get("blue"));
        OnlineGames.NewGame waiting = games.create(GameSpec.bridgit(3, "red", null), "red");
        OnlineGames.NewGame idle = games.create(GameSpec.bridgit(3, "blue", null), "red");
        games.join(idle.game().id(), idle.tokens().get("blue"));
        games.move(idle.game().id(), idle.tokens().get("blue"), 0, at(1, 1));
        clock.advance(61_000);
        assertThat(games.sweep()).isEqualTo(1);
        assertThat(store.find(timed.game().id()).orElseThrow().reason()).isEqualTo(EndReason.TIME);
        clock.advance(Duration.ofHours(24).toMillis());
        assertThat(games.sweep()).isEqualTo(1);
        OnlineGame w = store.find(waiting.game().id()).orElseThrow();
        assertThat(w.reason()).isEqualTo(EndReason.ABANDONED);
        assertThat(w.winner()).isNull();
        clock.advance(Duration.ofHours(48).toMillis());
        assertThat(games.sweep()).isEqualTo(1);
        OnlineGame i = store.find(idle.game().id()).orElseThrow();
        assertThat(i.reason()).isEqualTo(EndReason.ABANDONED);
        assertThat(i.winner()).as("red left blue waiting").isEqualTo("blue");
        assertThat(games.sweep()).isZero();
    }

    @Test
    void resignationEndsTheGameForTheOtherSide() {
        OnlineGames.NewGame g = games.create(GameSpec.bridgit(3, "red", null), "random");
        String id = g.game().id();
        OnlineGame end = games.resign(id, g.tokens().get("blue"));
        assertThat(end.status()).isEqualTo(Status.FINISHED);
        assertThat(end.reason()).isEqualTo(EndReason.RESIGN);
        assertThat(end.winner()).isEqualTo("red");
        assertThatThrownBy(() -> games.resign(id, g.tokens().get("red"))).isInstanceOf(GameConflictException.class);
    }

    @Test
    void aRematchNeedsBothAndSwapsTheSides() {
        OnlineGames.NewGame g =
                games.create(GameSpec.switching("terminals s t\ns a\na t\ns b\nb t\n", null, "short", null), "short");
        String id = g.game().id();
        String first = g.tokens().get("short");
        String second = g.tokens().get("cut");
        assertThatThrownBy(() -> games.rematch(id, first)).isInstanceOf(GameConflictException.class);
        games.resign(id, second);
        OnlineGames.Rematch asked = games.rematch(id, first);
        assertThat(asked.rematch()).isEmpty();
        OnlineGames.Rematch agreed = games.rematch(id, second);
        OnlineGame next = agreed.rematch().orElseThrow();
        assertThat(next.rematchOf()).isEqualTo(id);
        assertThat(next.status()).isEqualTo(Status.PLAYING);
        assertThat(store.find(id).orElseThrow().rematchId()).isEqualTo(next.id());
        assertThat(next.sideOf(first)).contains("cut");
        assertThat(next.sideOf(second)).contains("short");
        // Asking again finds the same rematch; the new game is played with the same tokens, sides swapped.
        assertThat(games.rematch(id, first).rematch()).map(OnlineGame::id).contains(next.id());
        OnlineGame moved = games.move(next.id(), second, 0, new Move.Take(0));
        assertThat(moved.moves()).extracting(PlayedMove::side).containsExactly("short");
    }

    @Test
    @SuppressWarnings("try") // the subscriptions only need closing
    void subscribersHearEveryCommittedChange() throws Exception {
        OnlineGames.NewGame g = games.create(GameSpec.bridgit(3, "red", null), "red");
        String id = g.game().id();
        CountDownLatch heard = new CountDownLatch(2);
        AtomicInteger calls = new AtomicInteger();
        try (var sub = store.changes().subscribe(id, () -> {
            calls.incrementAndGet();
            heard.countDown();
        })) {
            awaitListening();
            games.join(id, g.tokens().get("blue"));
            games.move(id, g.tokens().get("red"), 0, at(1, 1));
            assertThat(heard.await(2, TimeUnit.SECONDS)).isTrue();
        }
        int before = calls.get();
        games.move(id, g.tokens().get("blue"), 1, at(3, 3));
        Thread.sleep(300);
        assertThat(calls.get()).as("no calls after closing").isEqualTo(before);
    }

    @Test
    void aClosedAndReopenedStoreServesEveryAcknowledgedMove() {
        OnlineGames.NewGame g =
                games.create(GameSpec.limitedBridges(3, 2, "red", new TimeControl(30_000, 1_000)), "red");
        String id = g.game().id();
        games.join(id, g.tokens().get("blue"));
        games.move(id, g.tokens().get("red"), 0, at(1, 1));
        games.move(id, g.tokens().get("blue"), 1, at(2, 2));
        games.move(id, g.tokens().get("red"), 2, at(5, 5));
        games.move(id, g.tokens().get("blue"), 3, at(4, 4));
        OnlineGame last =
                games.move(id, g.tokens().get("red"), 4, new Move.Shift(new Crossing(5, 5), new Crossing(3, 3)));
        store.close();
        store = reopenStore();
        OnlineGame back = store.find(id).orElseThrow();
        assertThat(back).isEqualTo(last);
        assertThat(back.moves().get(4).move().text()).isEqualTo("5,5>3,3");
    }

    void awaitListening() throws InterruptedException {
        for (int i = 0; i < 100 && !store.isListening(); i++) {
            Thread.sleep(50);
        }
        assertThat(store.isListening()).isTrue();
    }
}
