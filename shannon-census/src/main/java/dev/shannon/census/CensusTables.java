package dev.shannon.census;

import java.util.List;
import java.util.Locale;

/** The census table as Markdown or CSV, one row per report (JSON is the app's business). */
public final class CensusTables {
    private static final String[] CSV_HEADER = {
        "vertices",
        "family",
        "graphs",
        "connected",
        "shortEitherWay",
        "cutEitherWay",
        "firstPlayerWins",
        "secondPlayerOnly",
        "disagreements",
        "positions",
        "labelledGraphs",
        "labelledConnected",
        "labelledShortEitherWay",
        "labelledCutEitherWay",
        "labelledFirstPlayerWins",
        "labelledSecondPlayerOnly",
        "seconds"
    };

    private CensusTables() {}

    public static String csv(List<CensusReport> reports) {
        StringBuilder sb = new StringBuilder(String.join(",", CSV_HEADER)).append('\n');
        for (CensusReport r : reports) {
            TypeCounts g = r.tally().graphs();
            TypeCounts l = r.tally().labelled();
            sb.append(r.vertices()).append(',').append(r.family());
            for (long x : new long[] {
                g.graphs(),
                g.connected(),
                g.shortEitherWay(),
                g.cutEitherWay(),
                g.firstPlayerWins(),
                g.secondPlayerOnly(),
                r.tally().disagreements(),
                r.tally().positions(),
                l.graphs(),
                l.connected(),
                l.shortEitherWay(),
                l.cutEitherWay(),
                l.firstPlayerWins(),
                l.secondPlayerOnly()
            }) {
                sb.append(',').append(x);
            }
            sb.append(',')
                    .append(String.format(Locale.ROOT, "%.3f", r.nanos() / 1e9))
                    .append('\n');
        }
        return sb.toString();
    }

    public static String markdown(List<CensusReport> reports) {
        StringBuilder sb = new StringBuilder();
        sb.append(
                "| k | family | graphs | s–t connected | Short wins either way | Cut wins either way | first player wins"
                        + " | second player only | positions checked | disagreements |\n");
        sb.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        for (CensusReport r : reports) {
            row(sb, r, r.family(), r.tally().graphs());
        }
        boolean weighted = reports.stream().anyMatch(r -> !r.family().equals("labelled"));
        if (weighted) {
            sb.append("\nWeighted by the labelled graphs each class stands for (equals the labelled census):\n\n");
            sb.append(
                    "| k | family | graphs | s–t connected | Short wins either way | Cut wins either way | first player wins"
                            + " | second player only |\n");
            sb.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
            for (CensusReport r : reports) {
                TypeCounts l = r.tally().labelled();
                sb.append("| ")
                        .append(r.vertices())
                        .append(" | ")
                        .append(r.family())
                        .append(" (weighted) | ")
                        .append(n(l.graphs()))
                        .append(" | ")
                        .append(n(l.connected()))
                        .append(" | ")
                        .append(n(l.shortEitherWay()))
                        .append(" | ")
                        .append(n(l.cutEitherWay()))
                        .append(" | ")
                        .append(n(l.firstPlayerWins()))
                        .append(" | ")
                        .append(n(l.secondPlayerOnly()))
                        .append(" |\n");
            }
        }
        for (CensusReport r : reports) {
            for (String e : r.tally().examples()) {
                sb.append("\n- disagreement (k = ")
                        .append(r.vertices())
                        .append("): ")
                        .append(e);
            }
        }
        return sb.toString();
    }

    private static void row(StringBuilder sb, CensusReport r, String family, TypeCounts c) {
        sb.append("| ")
                .append(r.vertices())
                .append(" | ")
                .append(family)
                .append(" | ")
                .append(n(c.graphs()))
                .append(" | ")
                .append(n(c.connected()))
                .append(" | ")
                .append(n(c.shortEitherWay()))
                .append(" | ")
                .append(n(c.cutEitherWay()))
                .append(" | ")
                .append(n(c.firstPlayerWins()))
                .append(" | ")
                .append(n(c.secondPlayerOnly()))
                .append(" | ")
                .append(n(r.tally().positions()))
                .append(" | ")
                .append(n(r.tally().disagreements()))
                .append(" |\n");
    }

    private static String n(long x) {
        return String.format(Locale.ROOT, "%,d", x);
    }
}
