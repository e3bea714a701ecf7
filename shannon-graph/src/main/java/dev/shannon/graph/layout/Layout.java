package dev.shannon.graph.layout;

/**
 * A position in the plane for every vertex of a graph, indexed by vertex, in the layout's own
 * units (callers scale it to their picture).
 */
public record Layout(double[] x, double[] y) {
    public Layout {
        if (x.length != y.length) {
            throw new IllegalArgumentException("x and y give " + x.length + " and " + y.length + " vertices");
        }
        x = x.clone();
        y = y.clone();
    }

    public int vertexCount() {
        return x.length;
    }

    @Override
    public double[] x() {
        return x.clone();
    }

    @Override
    public double[] y() {
        return y.clone();
    }
}
