package dev.shannon.app.cli.matroid;

import dev.shannon.matroid.BinaryMatroid;
import dev.shannon.matroid.Bits;
import dev.shannon.matroid.LinearMatroid;
import dev.shannon.matroid.Matroid;
import dev.shannon.matroid.MatroidPosition;
import dev.shannon.matroid.io.MatroidFile;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The matroid game's board on the terminal, drawn the way the matroid is given: a matrix with a
 * mark over each column, a graph's edges, or — for a matroid of rank 3 or less given otherwise —
 * its point–line picture as a list of lines. ● marks a claimed element, ○ a deleted one, e the
 * target (✓ and ✗ mean winning and losing moves everywhere else, so they are not used here).
 */
final class MatroidBoard {
    /** Above this many elements the lines of a rank-3 matroid are not listed (a cubic search, and a long list). */
    private static final int MAX_PICTURE = 40;

    private final MatroidFile file;
    private final ElementLabels labels;

    MatroidBoard(MatroidFile file, ElementLabels labels) {
        this.file = file;
        this.labels = labels;
    }

    String draw(MatroidPosition p) {
        Matroid m = file.game().matroid();
        if (m instanceof BinaryMatroid b) {
            return matrix(p, "GF(2)", b.rows(), b::entry);
        }
        if (m instanceof LinearMatroid l) {
            return matrix(p, "GF(" + l.prime() + ")", l.rows(), l::entry);
        }
        StringBuilder sb = new StringBuilder(elements(p));
        if (file.graph() == null && m.rank() <= 3 && file.game().size() <= MAX_PICTURE) {
            sb.append(lines(m));
        }
        return sb.toString();
    }

    private String mark(MatroidPosition p, int x) {
        return x == file.game().target() ? "e" : p.isClaimed(x) ? "●" : p.isDeleted(x) ? "○" : " ";
    }

    @FunctionalInterface
    private interface Entry {
        int at(int row, int col);
    }

    private String matrix(MatroidPosition p, String field, int rows, Entry entry) {
        int n = file.game().size();
        int width = Math.max(2, Integer.toString(n - 1).length() + 1);
        StringBuilder sb = new StringBuilder(
                "Matrix over " + field + ": column j is element j (● claimed, ○ deleted, e the target):\n");
        sb.append("       ");
        for (int x = 0; x < n; x++) {
            sb.append(String.format("%" + width + "s", mark(p, x).isBlank() ? "" : mark(p, x)));
        }
        sb.append("\n       ");
        for (int x = 0; x < n; x++) {
            sb.append(String.format("%" + width + "d", x));
        }
        sb.append('\n');
        for (int i = 0; i < rows; i++) {
            sb.append(String.format("  row %-2d", i + 1).substring(0, 7));
            for (int x = 0; x < n; x++) {
                sb.append(String.format("%" + width + "d", entry.at(i, x)));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private String elements(MatroidPosition p) {
        StringBuilder sb = new StringBuilder("Elements (● claimed, ○ deleted, e the target):");
        int n = file.game().size();
        for (int x = 0; x < n; x++) {
            sb.append(x % 6 == 0 ? "\n  " : "   ").append(String.format("%s %-14s", mark(p, x), labels.label(x)));
        }
        return sb.append('\n').toString();
    }

    /**
     * The point–line picture: the lines are the rank-2 flats with three or more points (two points
     * always span a line; only three or more on one are a dependency worth drawing).
     */
    private static String lines(Matroid m) {
        int n = m.size();
        Set<List<Integer>> found = new LinkedHashSet<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (m.rank(Bits.of(n, i, j)) != 2) {
                    continue;
                }
                List<Integer> line = new ArrayList<>();
                for (int k = 0; k < n; k++) {
                    if (m.rank(Bits.of(n, k)) == 1 && m.rank(Bits.of(n, i, j, k)) == 2) {
                        line.add(k);
                    }
                }
                if (line.size() >= 3) {
                    found.add(line);
                }
            }
        }
        if (found.isEmpty()) {
            return "Points in general position: no three on a line.\n";
        }
        StringBuilder sb = new StringBuilder("Lines (three or more points of rank 2):");
        for (List<Integer> line : found) {
            sb.append("\n  {");
            for (int k = 0; k < line.size(); k++) {
                sb.append(k == 0 ? "" : ", ").append(line.get(k));
            }
            sb.append('}');
        }
        return sb.append('\n').toString();
    }
}
