package dev.shannon.app.cli.tsunagaru;

import dev.shannon.app.io.InputFiles;
import dev.shannon.puzzles.tsunagaru.Stage;

/** Reads stage files for the tsunagaru commands; errors name the file. */
final class StageInput {
    private StageInput() {}

    /** The stage in file {@code name} ({@code -} for standard input). */
    static Stage read(String name) {
        String text = InputFiles.read(name, System.in);
        try {
            return Stage.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(InputFiles.displayName(name) + ": " + e.getMessage(), e);
        }
    }
}
