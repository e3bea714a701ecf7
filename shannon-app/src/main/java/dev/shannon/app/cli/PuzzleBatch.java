package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * What the puzzle generators ({@code shannon puzzles}, {@code shannon bridgit puzzles}) share, as
 * a picocli mixin: how many puzzles, from which seed, and the three forms a puzzle is printed in —
 * words, one JSON object a line ({@code --json}, docs/json.md) or one line of the shipped set's
 * text form ({@code --set-format}, docs/puzzles.md).
 */
public final class PuzzleBatch {
    /** The most puzzles one command makes. */
    public static final int MAX_COUNT = 1000;

    @Option(
            names = "--count",
            paramLabel = "K",
            defaultValue = "1",
            description = "How many puzzles (1.." + MAX_COUNT + ", default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--set-format",
            description = "One line a puzzle in the shipped set's text form (docs/puzzles.md), as the set's"
                    + " puzzles.sh writes it.")
    boolean setFormat;

    /** How many puzzles were asked for, within 1 … {@link #MAX_COUNT}. */
    public int count() {
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException("--count " + count + " is out of range 1.." + MAX_COUNT);
        }
        return count;
    }

    public long seed() {
        return seed;
    }

    /**
     * Prints {@code puzzles} in the form asked for, after checking that the generator found as many
     * as were asked for in its {@code gamesPerPuzzle} games a puzzle.
     */
    public <P> void print(
            List<P> puzzles,
            int gamesPerPuzzle,
            Output output,
            Function<P, String> setLine,
            Function<P, ? extends JsonNode> json,
            Function<P, String> words) {
        if (puzzles.size() < count) {
            throw new IllegalArgumentException("found only " + puzzles.size() + " of " + count + " puzzles in "
                    + count * gamesPerPuzzle + " games; ask for fewer or try another seed");
        }
        PrintWriter out = output.out();
        for (P p : puzzles) {
            if (setFormat) {
                out.println(setLine.apply(p));
            } else if (output.json()) {
                out.println(Json.line(json.apply(p)));
            } else {
                out.println(words.apply(p));
            }
        }
        out.flush();
    }
}
