package dev.shannon.app.web.matroid;

import dev.shannon.matroid.BinaryMatroid;
import dev.shannon.matroid.LinearMatroid;
import dev.shannon.matroid.Matroid;
import dev.shannon.matroid.UniformMatroid;

/**
 * A preset's matroid written in the matroid text format (docs/matroid.md), which is what a game
 * record holds: a binary or linear matroid as its matrix, a uniform one as its rank and size.
 */
final class MatroidText {
    private MatroidText() {}

    static String of(Matroid m, int target) {
        StringBuilder sb = new StringBuilder();
        if (m instanceof BinaryMatroid b) {
            sb.append("binary\n");
            rows(sb, b.rows(), b.size(), b::entry);
        } else if (m instanceof LinearMatroid l) {
            sb.append("linear ").append(l.prime()).append('\n');
            rows(sb, l.rows(), l.size(), l::entry);
        } else if (m instanceof UniformMatroid u) {
            sb.append("uniform ").append(u.rank()).append(' ').append(u.size()).append('\n');
        } else {
            throw new IllegalArgumentException("no text form here for " + m.describe());
        }
        return sb.append("target ").append(target).append('\n').toString();
    }

    @FunctionalInterface
    private interface Entry {
        int at(int row, int col);
    }

    private static void rows(StringBuilder sb, int rows, int cols, Entry entry) {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                sb.append(j == 0 ? "" : " ").append(entry.at(i, j));
            }
            sb.append('\n');
        }
    }
}
