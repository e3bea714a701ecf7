package dev.shannon.graph.io;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.TerminalGraph;

/**
 * A graph as read from a file, with the terminals the file named (null when it named none).
 * {@link #toGame} applies command-line overrides and checks the terminals.
 */
public record GraphFile(String source, Multigraph graph, String s, String t) {

    /** The switching game this file describes; non-null overrides replace the file's terminals. */
    public TerminalGraph toGame(String sOverride, String tOverride) {
        String sName = sOverride != null ? sOverride : s;
        String tName = tOverride != null ? tOverride : t;
        if (sName == null || tName == null) {
            throw new GraphFormatException(source + ": missing terminal " + (sName == null ? "s" : "t")
                    + ": add a line 'terminals S T' or give --s and --t");
        }
        if (graph.indexOf(sName) < 0) {
            throw new GraphFormatException(source + ": unknown terminal '" + sName + "': no edge touches it");
        }
        if (graph.indexOf(tName) < 0) {
            throw new GraphFormatException(source + ": unknown terminal '" + tName + "': no edge touches it");
        }
        if (sName.equals(tName)) {
            throw new GraphFormatException(source + ": s and t are the same vertex '" + sName + "'");
        }
        return TerminalGraph.of(graph, sName, tName);
    }
}
