package dev.shannon.bridgit.puzzle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The shipped puzzle set: puzzles on boards 4×5 … 10×11, in {@link PuzzleText} form, made by the
 * command in docs/puzzles.md ("The shipped set"). A puzzle's id is its place in the set.
 */
public final class PuzzleSet {
    /** The resource holding the set. */
    public static final String RESOURCE = "/dev/shannon/bridgit/puzzle/puzzles.txt";

    private static final class Holder {
        static final List<Puzzle> SHIPPED = load();
    }

    private PuzzleSet() {}

    /** The shipped puzzles, in their file's order (loaded once). */
    public static List<Puzzle> shipped() {
        return Holder.SHIPPED;
    }

    private static List<Puzzle> load() {
        try (InputStream in = PuzzleSet.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the puzzle set " + RESOURCE + " is missing from the build");
            }
            return List.copyOf(PuzzleText.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
