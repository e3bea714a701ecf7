package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.switching.puzzle.SwitchingPuzzle;
import dev.shannon.switching.puzzle.SwitchingPuzzleText;
import dev.shannon.switching.puzzle.SwitchingPuzzles;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code shannon puzzles}: switching-game puzzles on a graph family, mined from play and rated (docs/puzzles.md). */
@Command(
        name = "puzzles",
        mixinStandardHelpOptions = true,
        description = {
            "Switching-game puzzles mined from games of two exact players who slip: positions where the player to move",
            "has exactly one winning move (certified by Lehman's theorem) and slipped there. Each comes with a difficulty",
            "rating. Families: wheel-9, grid-4x4, petersen, random-12-26 (s = vertex 0, t = the last vertex).",
            "The same seed gives the same puzzles. For Bridg-It puzzles: shannon bridgit puzzles."
        },
        footer = {
            "",
            "Examples:",
            "  shannon puzzles --family petersen --count 3 --seed 1",
            "  shannon puzzles --family grid-4x4 --count 10 --seed 42 --json"
        })
@TimeLimit.Default(600)
public final class PuzzlesCommand implements Callable<Integer> {
    @Option(
            names = "--family",
            required = true,
            paramLabel = "F",
            description = "Graph family: wheel-9, grid-4x4, petersen or random-12-26.")
    String family;

    @Mixin
    PuzzleBatch batch;

    @Mixin
    Output output;

    @Mixin
    TimeLimit timeLimit;

    @Override
    public Integer call() {
        if (!SwitchingPuzzles.FAMILIES.contains(family)) {
            throw new IllegalArgumentException(
                    "--family " + family + " is not one of " + String.join(", ", SwitchingPuzzles.FAMILIES));
        }
        List<SwitchingPuzzle> puzzles =
                timeLimit.run(() -> SwitchingPuzzles.generate(family, batch.count(), batch.seed()));
        batch.print(
                puzzles,
                SwitchingPuzzles.GAMES_PER_PUZZLE,
                output,
                SwitchingPuzzleText::format,
                PuzzlesCommand::json,
                PuzzlesCommand::describe);
        return 0;
    }

    /** A puzzle as JSON (docs/json.md, "puzzles --json"). */
    static ObjectNode json(SwitchingPuzzle p) {
        ObjectNode o = Json.object();
        o.put("family", p.family());
        o.put("first", p.first().id());
        o.set("moves", Json.array(p.moves().stream().mapToInt(Integer::intValue).toArray()));
        o.put("toMove", p.toMove().id());
        o.put("solution", p.solution());
        o.put("rating", p.rating());
        o.put("free", p.position().freeEdges().length);
        o.put("source", p.source());
        return o;
    }

    private static String describe(SwitchingPuzzle p) {
        return "Switching game on " + p.family() + ", " + p.first().id() + " first, moves " + p.moves() + "\n  "
                + p.toMove().id() + " to move: find the only winning edge; rating " + p.rating() + "; answer edge "
                + p.solution();
    }
}
