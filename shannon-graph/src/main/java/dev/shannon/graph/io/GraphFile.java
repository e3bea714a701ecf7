package dev.shannon.graph.io;

import dev.shannon.graph.Multigraph;

/**
 * A graph as read from a file, with the terminals the file named (null when it named none).
 * {@link #terminals} applies command-line overrides and checks the terminals.
 */
public record GraphFile(String source, Multigraph graph, String s, String t) {

    /** The names of the two terminals of a game on this file's graph: distinct vertices of it. */
    public record Terminals(String s, String t) {}

    /**
     * The terminals this file describes, where non-null overrides replace the file's own; a clear
     * {@link GraphFormatException} (naming the file) when one is missing, unknown or both are the same.
     */
    public Terminals terminals(String sOverride, String tOverride) {
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
        return new Terminals(sName, tName);
    }
}
