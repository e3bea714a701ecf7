package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.OutputFiles;
import dev.shannon.census.Census;
import dev.shannon.census.CensusReport;
import dev.shannon.census.CensusTables;
import dev.shannon.census.CensusTally;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.ShardCensus;
import dev.shannon.census.TypeCounts;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code shannon census}: every small graph solved by minimax both ways, Lehman's criterion
 * checked in every position the search visits, and the table of docs/json.md ("census --json").
 */
@Command(name = "census", mixinStandardHelpOptions = true,
        description = {"Solve every simple graph on K vertices (s = 0, t = 1) by minimax with Short first and with Cut first,"
                + " compare Lehman's criterion in every position the search visits, and print the table.",
                "Long runs are checkpointed after every shard; run the same command again after a crash to resume.",
                "Exit status 1 if the search and Lehman's criterion ever disagree, or a game is won only by the second player."},
        footer = {"", "Examples:", "  shannon census --vertices 6 --json", "  shannon census --vertices 7 --csv --out k7.csv",
                "  shannon census --vertices 8 --unlabelled --threads 2"})
public final class CensusCommand implements Callable<Integer> {
    @Option(names = "--vertices", required = true, paramLabel = "K", description = "Number of vertices K (2..8).")
    int vertices;

    @ArgGroup(exclusive = true)
    Family family = new Family();

    static final class Family {
        @Option(names = "--labelled", description = "Every labelled graph: 2^(K(K-1)/2) of them (the default).")
        boolean labelled;

        @Option(names = "--unlabelled", description = "One graph per isomorphism class of (graph, s, t), by our canonical form.")
        boolean unlabelled;
    }

    @ArgGroup(exclusive = true)
    Format format = new Format();

    static final class Format {
        @Option(names = "--json", description = "Print one JSON object (a contract: docs/json.md).")
        boolean json;

        @Option(names = "--csv", description = "Print CSV (a header and one row).")
        boolean csv;

        @Option(names = "--markdown", description = "Print a Markdown table (the default).")
        boolean markdown;
    }

    @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: all cores, ${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "FILE", description = "Write the table to FILE instead of standard output.")
    Path out;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Checkpoint file (default: census-K-FAMILY.ckpt here, when the census has more than one shard).")
    Path checkpoint;

    @Option(names = "--no-checkpoint", description = "Do not checkpoint (a crash loses the run).")
    boolean noCheckpoint;

    @Option(names = "--keep-checkpoint", description = "Keep the checkpoint after success (by default it is deleted).")
    boolean keepCheckpoint;

    @Option(names = "--shards", paramLabel = "N", description = "Cut the family into N shards instead of the default.")
    Integer shards;

    @Option(names = "--table-size", paramLabel = "ENTRIES",
            description = "Cap of each thread's transposition table and Lehman cache (default ${DEFAULT-VALUE}; about 18 bytes an entry).")
    int tableSize = ShardCensus.DEFAULT_MAX_TABLE_ENTRIES;

    @Option(names = "--quiet", description = "No progress on standard error.")
    boolean quiet;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (threads < 1 || threads > 1024) {
            throw new IllegalArgumentException("--threads must be between 1 and 1024, got " + threads);
        }
        if (shards != null && shards < 1) {
            throw new IllegalArgumentException("--shards must be at least 1, got " + shards);
        }
        if (out != null) {
            // Checked before the work, which can take hours, not when the table is written.
            OutputFiles.checkWritable(out, "--out ");
        }
        if (tableSize < 16) {
            throw new IllegalArgumentException("--table-size must be at least 16, got " + tableSize);
        }
        PrintWriter err = spec.commandLine().getErr();
        String familyId = family.unlabelled ? "unlabelled" : "labelled";
        if (family.unlabelled && !quiet) {
            err.println("census: enumerating isomorphism classes on " + vertices + " vertices…");
            err.flush();
        }
        GraphFamily graphs = GraphFamily.of(familyId, vertices, shards == null ? 0 : shards);
        Path file = checkpointFile(graphs);
        CensusReport report;
        try (CensusProgress progress = quiet ? null : CensusProgress.forStream(err, graphs)) {
            report = Census.run(graphs, new Census.Options(threads, tableSize, file),
                    progress == null ? dev.shannon.census.CensusListener.NONE : progress);
        }
        String text = render(report);
        if (out != null) {
            Files.writeString(out, text, StandardCharsets.UTF_8);
        } else {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
        }
        if (file != null && !keepCheckpoint) {
            Files.deleteIfExists(file);
        }
        if (!quiet) {
            err.println(summary(report));
            err.flush();
        }
        return report.tally().disagreements() == 0 && report.tally().graphs().secondPlayerOnly() == 0 ? ExitCodes.OK
                : ExitCodes.INTERNAL_ERROR;
    }

    private Path checkpointFile(GraphFamily graphs) {
        if (noCheckpoint) {
            return null;
        }
        if (checkpoint != null) {
            return checkpoint;
        }
        return graphs.shardCount() > 1 ? Path.of("census-" + vertices + "-" + graphs.id() + ".ckpt") : null;
    }

    private String render(CensusReport r) {
        if (format.json) {
            return Json.line(toJson(r)) + "\n";
        }
        if (format.csv) {
            return CensusTables.csv(List.of(r));
        }
        return CensusTables.markdown(List.of(r));
    }

    /** The contract fields first (docs/json.md), then what else the run knows. */
    static ObjectNode toJson(CensusReport r) {
        CensusTally t = r.tally();
        ObjectNode j = Json.object();
        j.put("vertices", r.vertices());
        counts(j, t.graphs());
        j.put("disagreements", t.disagreements());
        j.put("positions", t.positions());
        j.put("family", r.family());
        if (!r.family().equals("labelled")) {
            counts(j.putObject("labelled"), t.labelled());
        }
        ArrayNode examples = j.putArray("examples");
        t.examples().forEach(examples::add);
        j.put("shards", r.shards());
        j.put("resumedShards", r.resumedShards());
        j.put("threads", r.threads());
        j.put("seconds", r.nanos() / 1e9);
        j.put("positionsPerSecond", Math.round(r.positionsPerSecond()));
        return j;
    }

    private static void counts(ObjectNode j, TypeCounts c) {
        j.put("graphs", c.graphs());
        j.put("connected", c.connected());
        j.put("shortEitherWay", c.shortEitherWay());
        j.put("cutEitherWay", c.cutEitherWay());
        j.put("firstPlayerWins", c.firstPlayerWins());
        j.put("secondPlayerOnly", c.secondPlayerOnly());
    }

    private static String summary(CensusReport r) {
        return String.format(Locale.ROOT, "census: K=%d %s, %,d graphs, %,d positions checked, %d disagreements, %.2f s, %,.0f positions/s"
                        + (r.resumedShards() > 0 ? " (%d of %d shards resumed from the checkpoint)" : ""),
                r.vertices(), r.family(), r.tally().graphs().graphs(), r.tally().positions(), r.tally().disagreements(),
                r.nanos() / 1e9, r.positionsPerSecond(), r.resumedShards(), r.shards());
    }
}
