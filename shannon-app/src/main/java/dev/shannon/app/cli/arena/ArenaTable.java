package dev.shannon.app.cli.arena;

import dev.shannon.switching.defence.PairedWins;
import dev.shannon.switching.defence.WinRate;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The table both arena commands print: one row per setting (board or graph family, defending
 * side, attacker model), one column per defender with its win rate and 95% Wilson interval, and,
 * with two or more defenders, the first defender's losses over the last one's.
 */
public final class ArenaTable {
    private final List<String> defenders;
    private final String columnSuffix;
    private final List<String[]> rows = new ArrayList<>();

    public ArenaTable(List<String> defenders) {
        this(defenders, " wins [95%]");
    }

    /** A table whose defender columns are headed "defender" + {@code columnSuffix}. */
    public ArenaTable(List<String> defenders, String columnSuffix) {
        this.defenders = List.copyOf(defenders);
        this.columnSuffix = columnSuffix;
    }

    /** One row: its setting labels (board, side, attacker) and each defender's result, in defender order. */
    public void add(String place, String side, String attacker, List<WinRate> results) {
        addCells(
                place,
                side,
                attacker,
                results.stream().map(WinRate::toString).toList(),
                results.size() > 1 ? lossRatio(results.get(0), results.get(results.size() - 1)) : "");
    }

    /** One row with ready-made defender cells and last column. */
    public void addCells(String place, String side, String attacker, List<String> cells, String last) {
        String[] row = new String[3 + cells.size() + 1];
        row[0] = place;
        row[1] = side;
        row[2] = attacker;
        for (int i = 0; i < cells.size(); i++) {
            row[3 + i] = cells.get(i);
        }
        row[row.length - 1] = last;
        rows.add(row);
    }

    /** "12/3 = 4.0x", "5/0", "0/0": losses of the first over losses of the last. */
    public static String lossRatio(int a, int b) {
        return b == 0 ? a + "/0" : String.format(Locale.ROOT, "%d/%d = %.1fx", a, b, a / (double) b);
    }

    /**
     * The last column of paired runs: the loss ratio, then the games only the first defender won
     * and only the last won, with the sign test's p-value: "12/3 = 4.0x; 1/10, p=0.012".
     */
    public static String pairedRatio(WinRate old, WinRate now, PairedWins pairs) {
        return lossRatio(old, now) + "; " + pairs;
    }

    /** "12/3 = 4.0x", "5/0", "0/0". */
    public static String lossRatio(WinRate old, WinRate now) {
        return lossRatio(old.games() - old.wins(), now.games() - now.wins());
    }

    public void print(PrintWriter out, String placeHeader, String sideHeader) {
        List<String> header = new ArrayList<>(List.of(placeHeader, sideHeader, "attacker"));
        for (String d : defenders) {
            header.add(d + columnSuffix);
        }
        header.add(
                defenders.size() > 1
                        ? "losses " + defenders.get(0) + "/" + defenders.get(defenders.size() - 1) + "; games only "
                                + defenders.get(0) + "/only " + defenders.get(defenders.size() - 1) + " won, sign test"
                        : "");
        int[] width = new int[header.size()];
        for (int i = 0; i < width.length; i++) {
            width[i] = header.get(i).length();
            for (String[] r : rows) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        out.println(line(header.toArray(new String[0]), width));
        for (String[] r : rows) {
            out.println(line(r, width));
        }
    }

    private static String line(String[] cells, int[] width) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            sb.append(i == 0 ? "" : "  ").append(String.format("%-" + Math.max(1, width[i]) + "s", cells[i]));
        }
        return sb.toString().stripTrailing();
    }
}
