package dev.shannon.app.web.switching;

import dev.shannon.graph.Multigraph;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Vertices named "r,c" (as {@code shannon count --grid} names them) are drawn at row r, column c,
 * so a pasted grid looks like a grid.
 */
final class GridNames {
    private static final Pattern CELL = Pattern.compile("(\\d{1,4}),(\\d{1,4})");

    private GridNames() {
    }

    /** True when every vertex name is "r,c" and no two name the same cell ("01,2" and "1,2" would). */
    static boolean applies(Multigraph g) {
        Set<Long> cells = new HashSet<>();
        for (int v = 0; v < g.vertexCount(); v++) {
            Matcher m = CELL.matcher(g.name(v));
            if (!m.matches() || !cells.add(Long.parseLong(m.group(1)) << 32 | Long.parseLong(m.group(2)))) {
                return false;
            }
        }
        return true;
    }

    static Drawing drawing(Multigraph g) {
        double[] x = new double[g.vertexCount()];
        double[] y = new double[g.vertexCount()];
        for (int v = 0; v < g.vertexCount(); v++) {
            Matcher m = CELL.matcher(g.name(v));
            if (!m.matches()) {
                throw new IllegalArgumentException("vertex '" + g.name(v) + "' is not named r,c");
            }
            y[v] = Integer.parseInt(m.group(1));
            x[v] = Integer.parseInt(m.group(2));
        }
        return Drawing.normalized(x, y, "grid");
    }
}
