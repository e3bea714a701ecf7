package dev.shannon.online.store;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.bridgit.Crossing;
import dev.shannon.online.GameSpec;
import dev.shannon.online.Move;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.OnlineGames;
import dev.shannon.online.Status;
import dev.shannon.online.Timeouts;
import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Two stores on one PostgreSQL database, as two servers behind a load balancer would have: a whole game is played
 * with the moves alternating between them, and each move made through one is heard by a subscriber of the other
 * within a second (LISTEN/NOTIFY), then read from it exactly as written.
 */
class TwoServersTest {
    @Test
    @SuppressWarnings("try") // the subscriptions only need closing
    void everyMoveMadeThroughOneServerReachesTheOthersSubscribersWithinASecond() throws Exception {
        String url = PostgresServer.get().newDatabase();
        try (JdbcGameStore a = JdbcGameStore.open(StoreConfig.postgres(url));
                JdbcGameStore b = JdbcGameStore.open(StoreConfig.postgres(url))) {
            OnlineGames viaA = new OnlineGames(a, InstantSource.system(), Timeouts.DEFAULT, new SecureRandom());
            OnlineGames viaB = new OnlineGames(b, InstantSource.system(), Timeouts.DEFAULT, new SecureRandom());
            OnlineGames.NewGame g = viaA.create(GameSpec.bridgit(2, "red", null), "red");
            String id = g.game().id();
            BlockingQueue<Long> heardByA = new LinkedBlockingQueue<>();
            BlockingQueue<Long> heardByB = new LinkedBlockingQueue<>();
            try (var sa = a.changes().subscribe(id, () -> heardByA.add(System.nanoTime()));
                    var sb = b.changes().subscribe(id, () -> heardByB.add(System.nanoTime()))) {
                for (int i = 0; i < 100 && !(a.isListening() && b.isListening()); i++) {
                    Thread.sleep(50);
                }
                viaB.join(id, g.tokens().get("blue"));
                assertThat(heardByA.poll(1, TimeUnit.SECONDS))
                        .as("A hears B's join")
                        .isNotNull();
                List<Crossing> moves = List.of(
                        new Crossing(1, 1),
                        new Crossing(1, 3),
                        new Crossing(2, 2),
                        new Crossing(3, 1),
                        new Crossing(3, 3));
                for (int ply = 0; ply < moves.size(); ply++) {
                    boolean throughA = ply % 2 == 0;
                    OnlineGames server = throughA ? viaA : viaB;
                    BlockingQueue<Long> other = throughA ? heardByB : heardByA;
                    other.clear();
                    String token = g.tokens().get(ply % 2 == 0 ? "red" : "blue");
                    long sent = System.nanoTime();
                    OnlineGame written = server.move(id, token, ply, new Move.Place(moves.get(ply)));
                    Long heard = other.poll(1, TimeUnit.SECONDS);
                    assertThat(heard)
                            .as("move %d heard on the other server within a second", ply)
                            .isNotNull();
                    assertThat(heard - sent).isLessThan(TimeUnit.SECONDS.toNanos(1));
                    assertThat((throughA ? viaB : viaA).get(id)).isEqualTo(written);
                }
                OnlineGame end = viaB.get(id);
                assertThat(end.status()).isEqualTo(Status.FINISHED);
                assertThat(end.winner()).isEqualTo("red");
            }
        }
    }
}
