package dev.shannon.app.cli;

import dev.shannon.app.io.GameInput;
import dev.shannon.app.io.GraphInputFormat;
import dev.shannon.switching.TerminalGraph;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How a command reads a switching-game file: its {@code --format}, and terminals {@code --s}
 * and {@code --t} that override the file's; a picocli mixin.
 */
public final class GameFileOptions {
    @Option(names = "--s", paramLabel = "S", description = "Terminal s (overrides the file's).")
    String s;

    @Option(names = "--t", paramLabel = "T", description = "Terminal t (overrides the file's).")
    String t;

    @Mixin
    GraphFormatOption format;

    /** The game in {@code file} ('-': standard input), with these options; bad input is a usage error. */
    public TerminalGraph read(String file) {
        return GameInput.readGame(file, format.format(), s, t, System.in);
    }

    /** Whether any of the options was given (a command reading no graph file refuses them). */
    public boolean given() {
        return s != null || t != null || format.format() != GraphInputFormat.AUTO;
    }
}
