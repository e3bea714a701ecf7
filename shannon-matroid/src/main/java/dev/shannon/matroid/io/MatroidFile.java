package dev.shannon.matroid.io;

import dev.shannon.matroid.MatroidGame;
import dev.shannon.switching.TerminalGraph;
import java.util.Objects;

/**
 * A parsed matroid game file: the kind it was written as ("binary", "linear", "uniform",
 * "graph", "bases", "circuits"), the game, and for a graph the switching game it came from
 * (its target is then the new edge st, the last element).
 */
public record MatroidFile(String source, String kind, MatroidGame game, TerminalGraph graph) {
    public MatroidFile {
        Objects.requireNonNull(source);
        Objects.requireNonNull(kind);
        Objects.requireNonNull(game);
    }
}
