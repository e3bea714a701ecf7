package dev.shannon.graph.layout;

import dev.shannon.graph.Multigraph;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Vertices named "r,c" (as {@link dev.shannon.graph.generate.NamedGraphs#grid} and {@code shannon
 * count --grid} name them) placed at row r, column c (x = c, y = r), so a grid looks like a grid.
 */
public final class GridLayout {
    private static final Pattern CELL = Pattern.compile("(\\d{1,4}),(\\d{1,4})");

    private GridLayout() {}

    /** True when every vertex name is "r,c" and no two name the same cell ("01,2" and "1,2" would). */
    public static boolean applies(Multigraph g) {
        Set<Long> cells = new HashSet<>();
        for (int v = 0; v < g.vertexCount(); v++) {
            Matcher m = CELL.matcher(g.name(v));
            if (!m.matches() || !cells.add(Long.parseLong(m.group(1)) << 32 | Long.parseLong(m.group(2)))) {
                return false;
            }
        }
        return true;
    }

    /** The grid positions; an {@link IllegalArgumentException} when a vertex is not named "r,c". */
    public static Layout of(Multigraph g) {
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
        return new Layout(x, y);
    }
}
