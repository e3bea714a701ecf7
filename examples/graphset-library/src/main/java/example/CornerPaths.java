package example;

import dev.shannon.zdd.GraphSet;
import dev.shannon.zdd.GraphSets;
import dev.shannon.zdd.Universe;
import dev.shannon.zdd.spec.PathSpec;

import java.math.BigInteger;

/** The first example of the GraphSet guide, from a project that depends on the library. */
public final class CornerPaths {
    private CornerPaths() {
    }

    /** Simple paths between opposite corners of the k×k grid of vertices. */
    public static GraphSet of(int k) {
        Universe grid = Universe.grid(k, k);
        return GraphSets.paths(grid, "0,0", (k - 1) + "," + (k - 1));
    }

    /**
     * The same number counted straight from the path spec, without keeping a diagram: the specs
     * are the library's exported {@code dev.shannon.zdd.spec} package.
     */
    public static BigInteger countWithoutDiagram(int k) {
        Universe grid = Universe.grid(k, k);
        return GraphSets.count(grid, PathSpec.between(grid, grid.vertex("0,0"), grid.vertex((k - 1) + "," + (k - 1))));
    }

    public static void main(String[] args) {
        int k = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        GraphSet paths = of(k);
        BigInteger n = paths.count();
        System.out.println(k + "x" + k + " grid: " + n + " corner-to-corner paths, " + paths.nodeCount() + " ZDD nodes");
    }
}
