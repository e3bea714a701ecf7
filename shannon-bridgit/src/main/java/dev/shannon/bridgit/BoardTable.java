package dev.shannon.bridgit;

import dev.shannon.graph.Interruption;
import dev.shannon.switching.TreePacking;
import java.util.ArrayList;
import java.util.List;

/**
 * The board facts of docs/rules.md, computed: per n, the size of red's graph, how many first moves
 * win (Lehman, via {@link BridgitAnalyzer}) and after how many the remaining edges split into
 * exactly two spanning trees (Edmonds' matroid partition, {@link TreePacking}).
 */
public final class BoardTable {
    private BoardTable() {}

    public static List<TableRow> rows(int maxN) {
        if (maxN < Board.MIN_N || maxN > Board.MAX_N) {
            throw new IllegalArgumentException(
                    "max n = " + maxN + " is out of range " + Board.MIN_N + ".." + Board.MAX_N);
        }
        List<TableRow> rows = new ArrayList<>();
        for (int n = 1; n <= maxN; n++) {
            rows.add(row(n));
        }
        return rows;
    }

    public static TableRow row(int n) {
        Board board = Board.of(n);
        int v = board.vertexCount();
        int e = board.crossingCount();
        int wins = BridgitAnalyzer.analyze(BridgitGame.start(board, Side.RED)).winningIndices().length;
        SideGraph red = new SideGraph(board, Side.RED);
        int splits = 0;
        for (int first = 0; first < e; first++) {
            Interruption.check();
            red.take(first, true);
            if (splitsIntoTwoSpanningTrees(red.minor())) {
                splits++;
            }
            red.undo();
        }
        return new TableRow(n, v, e, 2 * (v - 1), wins, e, splits);
    }

    /** Are the graph's edges exactly two edge-disjoint spanning trees? */
    static boolean splitsIntoTwoSpanningTrees(SideMinor g) {
        int treeSize = g.vertexCount() - 1;
        if (g.edgeCount() != 2 * treeSize) {
            return false;
        }
        TreePacking packing = TreePacking.pack(g.vertexCount(), g.u(), g.v());
        return packing.forest(0).length == treeSize && packing.forest(1).length == treeSize;
    }
}
