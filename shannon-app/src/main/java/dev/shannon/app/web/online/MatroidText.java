package dev.shannon.app.web.online;

import dev.shannon.graph.Multigraph;
import dev.shannon.matroid.BinaryMatroid;
import dev.shannon.matroid.GraphicMatroid;
import dev.shannon.matroid.LinearMatroid;
import dev.shannon.matroid.Matroid;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.UniformMatroid;
import java.util.function.IntBinaryOperator;

/**
 * A matroid game written in the matroid file format (docs/matroid.md), so that an online game keeps the matroid page's
 * presets as text like any pasted matroid. Binary, linear and uniform matroids are written with their target; a
 * graphic matroid as its graph with the target's ends as terminals, which the format reads back as the same elements
 * only when the target is the last edge (as in the page's K4).
 */
final class MatroidText {
    private MatroidText() {}

    /**
     * {@code text} (already read and checked) as it is stored: comments, blank lines and extra spaces dropped, each
     * line's tokens joined by one space. The format reads lines of whitespace-separated tokens and {@code #} starts a
     * comment (docs/matroid.md), so this is the same matroid; a game's definition then costs what the matroid needs,
     * not what the client padded it with.
     */
    static String normalised(String text) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\\R", -1)) {
            int hash = line.indexOf('#');
            String content = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!content.isEmpty()) {
                out.append(String.join(" ", content.split("\\s+"))).append('\n');
            }
        }
        return out.toString();
    }

    static String write(MatroidGame game) {
        Matroid m = game.matroid();
        StringBuilder text = new StringBuilder();
        if (m instanceof BinaryMatroid b) {
            text.append("binary\n");
            rows(text, b.rows(), b.size(), b::entry);
        } else if (m instanceof LinearMatroid l) {
            text.append("linear ").append(l.prime()).append('\n');
            rows(text, l.rows(), l.size(), l::entry);
        } else if (m instanceof UniformMatroid u) {
            text.append("uniform ")
                    .append(u.rank())
                    .append(' ')
                    .append(u.size())
                    .append('\n');
        } else if (m instanceof GraphicMatroid g && game.target() == g.size() - 1) {
            Multigraph graph = g.graph();
            text.append("graph\n");
            for (int e = 0; e < graph.edgeCount() - 1; e++) {
                text.append(graph.name(graph.edgeU(e)))
                        .append(' ')
                        .append(graph.name(graph.edgeV(e)))
                        .append('\n');
            }
            int t = game.target();
            return text.append("terminals ")
                    .append(graph.name(graph.edgeU(t)))
                    .append(' ')
                    .append(graph.name(graph.edgeV(t)))
                    .append('\n')
                    .toString();
        } else {
            throw new IllegalArgumentException("this matroid cannot be played online: " + m.describe());
        }
        return text.append("target ").append(game.target()).append('\n').toString();
    }

    private static void rows(StringBuilder text, int rows, int cols, IntBinaryOperator entry) {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                text.append(j == 0 ? "" : " ").append(entry.applyAsInt(i, j));
            }
            text.append('\n');
        }
    }
}
