package dev.shannon.online.store;

import dev.shannon.online.GameSpec;
import dev.shannon.online.Move;
import dev.shannon.online.OnlineGames;
import dev.shannon.online.Timeouts;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.InstantSource;

/**
 * The process {@link KillTest} kills: opens the embedded store in the given data directory, creates a switching game
 * on a long path-and-cycle graph and plays its moves as fast as it can, printing "id ID" once and then "ack PLY" after
 * each move the store acknowledged. It never stops on its own before the game ends.
 */
public final class StoreChild {
    private StoreChild() {}

    public static void main(String[] args) {
        JdbcGameStore store = JdbcGameStore.open(StoreConfig.embedded(Path.of(args[0])));
        OnlineGames games = new OnlineGames(store, InstantSource.system(), Timeouts.DEFAULT, new SecureRandom());
        // s and t joined by 400 parallel two-edge paths: each side's moves stay clear of the other's for a long game.
        StringBuilder graph = new StringBuilder("terminals s t\n");
        for (int i = 0; i < 400; i++) {
            graph.append("s m").append(i).append('\n').append("m").append(i).append(" t\n");
        }
        OnlineGames.NewGame g = games.create(GameSpec.switching(graph.toString(), null, "short", null), "short");
        String id = g.game().id();
        System.out.println("id " + id);
        System.out.flush();
        for (int ply = 0; ; ply++) {
            // Short claims the first edge of path k, Cut deletes the second edge of path k: nobody wins for 400 moves.
            int path = ply / 2;
            int edge = ply % 2 == 0 ? 2 * path : 2 * path + 1;
            String token = g.tokens().get(ply % 2 == 0 ? "short" : "cut");
            games.move(id, token, ply, new Move.Take(edge));
            System.out.println("ack " + ply);
            System.out.flush();
        }
    }
}
