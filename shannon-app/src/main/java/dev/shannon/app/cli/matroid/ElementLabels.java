package dev.shannon.app.cli.matroid;

import dev.shannon.graph.Multigraph;
import dev.shannon.matroid.io.MatroidFile;

/** How elements are named on the terminal: their index, and for a graph the edge's ends. */
final class ElementLabels {
    private final MatroidFile file;

    ElementLabels(MatroidFile file) {
        this.file = file;
    }

    String label(int x) {
        if (file.graph() == null) {
            return Integer.toString(x);
        }
        Multigraph g = file.graph().graph();
        if (x == g.edgeCount()) {
            return x + " (e = " + g.name(file.graph().s()) + "–"
                    + g.name(file.graph().t()) + ")";
        }
        return x + " (" + g.name(g.edgeU(x)) + "–" + g.name(g.edgeV(x)) + ")";
    }

    String list(int[] xs, int max) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < xs.length; i++) {
            if (i == max) {
                sb.append(", … ").append(xs.length - max).append(" more");
                break;
            }
            sb.append(i == 0 ? "" : ", ").append(label(xs[i]));
        }
        return sb.toString();
    }
}
