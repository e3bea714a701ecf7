package dev.shannon.switching.puzzle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The shipped switching-game puzzle set, in {@link SwitchingPuzzleText} form, made by
 * {@code shannon-switching/puzzles.sh} (docs/puzzles.md, "Switching-game puzzles"). A puzzle's
 * id is its place in the set.
 */
public final class SwitchingPuzzleSet {
    /** The resource holding the set. */
    public static final String RESOURCE = "/dev/shannon/switching/puzzle/switching-puzzles.txt";

    private static final class Holder {
        static final List<SwitchingPuzzle> SHIPPED = load();
    }

    private SwitchingPuzzleSet() {}

    /** The shipped puzzles, in their file's order (loaded once). */
    public static List<SwitchingPuzzle> shipped() {
        return Holder.SHIPPED;
    }

    private static List<SwitchingPuzzle> load() {
        try (InputStream in = SwitchingPuzzleSet.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the switching puzzle set " + RESOURCE + " is missing from the build");
            }
            return List.copyOf(SwitchingPuzzleText.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
