package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/**
 * The Tsunagaru reduction (docs/theory.md), done with degree sets and forbidden edge pairs in one
 * frontier search: a tile's kind fixes its vertex degree, and an L tile may not run straight
 * while an I tile may not turn. World stage 9 has exactly 3 solutions.
 */
class TileShapesTest {
    private static final String[] STAGE_9 = {
        "L 3 3 3 3 3 3 3 L",
        "3 4 L L L L L L 3",
        "3 3 I I I I I 3 3",
        "3 L L I L 1 L L 3",
        "3 L 3 L L L I L 3",
        "3 L 3 3 L 3 3 L 3",
        "3 3 3 1 L L I L 3",
        "3 3 3 3 3 3 3 3 3",
        "L 3 3 3 3 3 3 3 L",
    };

    static GraphConstraints stage(Universe g, String[] rows) {
        int n = rows.length;
        GraphConstraints c = GraphSets.graphs(g);
        for (int r = 0; r < n; r++) {
            String[] tiles = rows[r].split(" ");
            for (int col = 0; col < n; col++) {
                String v = r + "," + col;
                int left = col > 0 ? g.edgeIndex(r + "," + (col - 1), v) : -1;
                int right = col + 1 < n ? g.edgeIndex(v, r + "," + (col + 1)) : -1;
                int up = r > 0 ? g.edgeIndex((r - 1) + "," + col, v) : -1;
                int down = r + 1 < n ? g.edgeIndex(v, (r + 1) + "," + col) : -1;
                switch (tiles[col]) {
                    case "L" -> {
                        c.degree(v, 2);
                        forbidPair(c, left, right);
                        forbidPair(c, up, down);
                    }
                    case "I" -> {
                        c.degree(v, 2);
                        forbidPair(c, left, up);
                        forbidPair(c, left, down);
                        forbidPair(c, right, up);
                        forbidPair(c, right, down);
                    }
                    default -> c.degree(v, Integer.parseInt(tiles[col]));
                }
            }
        }
        return c;
    }

    private static void forbidPair(GraphConstraints c, int a, int b) {
        if (a >= 0 && b >= 0) {
            c.forbid(a, b);
        }
    }

    @Test
    void worldStage9HasThreeSolutions() {
        Universe g = Universe.grid(9, 9);
        GraphSet solutions = stage(g, STAGE_9).build();
        assertThat(solutions.count()).isEqualTo(BigInteger.valueOf(3));
        for (Subgraph s : solutions) {
            assertThat(s.degree(g.vertex("1,1"))).isEqualTo(4);
        }
        // The connected solutions, once by one more constraint in the same search, once by hand.
        long connected = solutions.stream().filter(TileShapesTest::isConnected).count();
        assertThat(stage(g, STAGE_9).components(1).build().count()).isEqualTo(BigInteger.valueOf(connected));
    }

    private static boolean isConnected(Subgraph s) {
        Universe u = s.universe();
        int[] parent = new int[u.vertexCount()];
        for (int v = 0; v < parent.length; v++) {
            parent[v] = v;
        }
        int pieces = s.vertices().length;
        for (int e : s.edges()) {
            int a = find(parent, u.edgeU(e));
            int b = find(parent, u.edgeV(e));
            if (a != b) {
                parent[a] = b;
                pieces--;
            }
        }
        return pieces == 1;
    }

    private static int find(int[] p, int x) {
        while (p[x] != x) {
            x = p[x];
        }
        return x;
    }
}
