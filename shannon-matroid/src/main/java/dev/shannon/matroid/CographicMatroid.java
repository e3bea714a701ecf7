package dev.shannon.matroid;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;

/**
 * The bond matroid of a multigraph, the dual of its cycle matroid: a set is independent when
 * removing it leaves the graph's components connected. Fundamental circuits come from the
 * graph directly: against an independent I, x closes a circuit iff x is a bridge of the rest
 * H = E − I, and the circuit holds the elements of I that cross the cut x leaves behind.
 */
public final class CographicMatroid implements Matroid {
    private final GraphicMatroid graphic;
    private final Multigraph g;
    private final int fullRank;

    CographicMatroid(GraphicMatroid graphic) {
        this.graphic = graphic;
        this.g = graphic.graph();
        this.fullRank = graphic.rank();
    }

    public CographicMatroid(Multigraph g) {
        this(new GraphicMatroid(g));
    }

    @Override
    public int size() {
        return g.edgeCount();
    }

    @Override
    public int rank(long[] set) {
        return Bits.count(set) + graphic.rank(Bits.complement(set, size())) - fullRank;
    }

    @Override
    public GraphicMatroid dual() {
        return graphic;
    }

    @Override
    public ExchangeOracle exchange(long[] independent) {
        long[] rest = Bits.complement(independent, size());
        return new ExchangeOracle() {
            @Override
            public long[] circuit(int x) {
                UnionFind uf = new UnionFind(g.vertexCount());
                for (int y = Bits.next(rest, 0); y >= 0; y = Bits.next(rest, y + 1)) {
                    if (y != x) {
                        uf.union(g.edgeU(y), g.edgeV(y));
                    }
                }
                if (uf.connected(g.edgeU(x), g.edgeV(x))) {
                    return null;
                }
                long[] c = Bits.empty(size());
                for (int y = 0; y < size(); y++) {
                    if (!Bits.get(rest, y) && !uf.connected(g.edgeU(y), g.edgeV(y))) {
                        Bits.set(c, y);
                    }
                }
                return c;
            }

            @Override
            public void add(int x) {
                Bits.clear(rest, x);
            }
        };
    }

    @Override
    public String describe() {
        return "cographic, " + g.vertexCount() + " vertices, " + g.edgeCount() + " edges";
    }
}
