package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.OutputFiles;
import dev.shannon.census.Census;
import dev.shannon.census.CensusReport;
import dev.shannon.census.CensusTables;
import dev.shannon.census.CensusTally;
import dev.shannon.census.CheckpointAudit;
import dev.shannon.census.FamilyCount;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.Shard;
import dev.shannon.census.ShardCensus;
import dev.shannon.census.TypeCounts;
import dev.shannon.census.spark.SparkEngine;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code shannon census}: every small graph solved by minimax both ways, Lehman's criterion
 * checked in every position the search visits, and the table of docs/json.md ("census --json").
 */
@Command(
        name = "census",
        mixinStandardHelpOptions = true,
        description = {
            "Solve every simple graph on K vertices (s = 0, t = 1) by minimax with Short first and with Cut first,"
                    + " compare Lehman's criterion in every position the search visits, and print the table.",
            "Long runs are checkpointed after every shard; run the same command again after a crash to resume.",
            "Exit status 1 if the search and Lehman's criterion ever disagree, or a game is won only by the second player."
        },
        footer = {
            "",
            "Examples:",
            "  shannon census --vertices 6 --json",
            "  shannon census --vertices 7 --csv --out k7.csv",
            "  shannon census --vertices 8 --unlabelled --threads 2",
            "  shannon census --vertices 9 --unlabelled --count-only --json"
        })
public final class CensusCommand implements Callable<Integer> {
    @Option(
            names = "--vertices",
            required = true,
            paramLabel = "K",
            description = "Number of vertices K (2..8 labelled, 2..9 unlabelled).")
    int vertices;

    @ArgGroup(exclusive = true)
    Family family = new Family();

    static final class Family {
        @Option(names = "--labelled", description = "Every labelled graph: 2^(K(K-1)/2) of them (the default).")
        boolean labelled;

        @Option(
                names = "--unlabelled",
                description = "One graph per isomorphism class of (graph, s, t), by our canonical form.")
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

    @Option(
            names = "--threads",
            paramLabel = "T",
            description = "Worker threads (default: all cores, ${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "FILE", description = "Write the table to FILE instead of standard output.")
    Path out;

    @Option(
            names = "--checkpoint",
            paramLabel = "FILE",
            description =
                    "Checkpoint file (default: census-K-FAMILY.ckpt here, when the census has more than one shard).")
    Path checkpoint;

    @Option(names = "--no-checkpoint", description = "Do not checkpoint (a crash loses the run).")
    boolean noCheckpoint;

    @Option(names = "--keep-checkpoint", description = "Keep the checkpoint after success (by default it is deleted).")
    boolean keepCheckpoint;

    @Option(
            names = "--verify-sample",
            paramLabel = "K",
            defaultValue = "0",
            description =
                    "Before resuming, solve K random finished shards of the checkpoint again and compare them with"
                            + " their records; any difference stops the census (exit 2). The records are signed with a key"
                            + " kept outside the checkpoint's directory (docs/census.md).")
    int verifySample;

    @Option(names = "--shards", paramLabel = "N", description = "Cut the family into N shards instead of the default.")
    Integer shards;

    @Option(
            names = "--table-size",
            paramLabel = "ENTRIES",
            description =
                    "Cap of each thread's transposition table and Lehman cache (default ${DEFAULT-VALUE}; about 18 bytes an entry).")
    int tableSize = ShardCensus.DEFAULT_MAX_TABLE_ENTRIES;

    @Option(
            names = "--shard-range",
            paramLabel = "A-B[:STEP]",
            description = "Run only shards A to B (inclusive, counted from 0), or every STEP-th of them:"
                    + " a reproducible slice of a census too large to run whole.")
    String shardRange;

    @Option(
            names = "--master",
            paramLabel = "URL",
            description =
                    "Run the shards as one Apache Spark job on this master: local[N], local[*] or spark://HOST:PORT"
                            + " (needs Spark on the class path, which ./shannon adds; see docs/census.md). Default: this process's threads.")
    String master;

    @Option(
            names = "--spark-conf",
            paramLabel = "KEY=VALUE",
            description = "A Spark setting for --master (repeatable).")
    Map<String, String> sparkConf = new LinkedHashMap<>();

    @Option(
            names = "--dataset",
            paramLabel = "DIR",
            description =
                    "With --master: instead of the table, write one CSV row per graph or class (graph6, s, t, type,"
                            + " connected, positions, weight) through Spark into the new directory DIR (any Hadoop file system path).")
    String dataset;

    @Option(
            names = "--count-only",
            description =
                    "Enumerate the family without solving: graphs (or classes), how many with s and t connected, and their labelled weight.")
    boolean countOnly;

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
        checkSpark();
        GraphFamily.checkVertices(vertices); // before the message below
        if (family.unlabelled && !quiet) {
            err.println("census: enumerating isomorphism classes on " + vertices + " vertices…");
            err.flush();
        }
        long started = System.nanoTime();
        GraphFamily graphs = GraphFamily.of(familyId, vertices, shards == null ? 0 : shards, threads);
        if (countOnly) {
            FamilyCount count = FamilyCount.of(graphs, threads);
            write(renderCount(graphs, count, System.nanoTime() - started));
            return ExitCodes.OK;
        }
        Path file = checkpointFile(graphs);
        if (verifySample < 0) {
            throw new UsageError("--verify-sample must be 0 or more, got " + verifySample);
        }
        if (verifySample > 0 && noCheckpoint) {
            // Asked to check a checkpoint and told to keep none: say so rather than check nothing.
            throw new UsageError("--verify-sample checks a checkpoint's records, and --no-checkpoint keeps none: drop"
                    + " one of the two");
        }
        if (verifySample > 0 && file != null && Files.exists(file)) {
            CheckpointAudit audit = CheckpointAudit.run(graphs, file, verifySample, System.nanoTime(), tableSize);
            if (!audit.mismatches().isEmpty()) {
                throw new IllegalArgumentException(
                        "checkpoint " + file + ": " + audit.mismatches().get(0)
                                + (audit.mismatches().size() > 1
                                        ? " (and " + (audit.mismatches().size() - 1) + " more)"
                                        : "")
                                + "; delete the checkpoint and run again");
            }
            if (!quiet) {
                err.println("census: solved " + audit.checked() + " of the checkpoint's " + audit.finished()
                        + " finished shards again: every one agrees with its record");
                err.flush();
            }
        }
        Census.Options options = new Census.Options(threads, tableSize, file);
        if (shardRange != null) {
            int[] range = shardRange(shardRange, graphs.shardCount());
            options = options.slice(range[0], range[1] + 1, range[2]);
        }
        if (dataset != null) {
            return writeDataset(graphs, options);
        }
        CensusReport report;
        try (CensusProgress progress = CensusProgress.forStream(err, graphs, quiet)) {
            if (master == null) {
                report = Census.run(graphs, options, progress);
            } else {
                try (SparkEngine engine = startSpark()) {
                    report = Census.run(graphs, options, progress, engine);
                }
            }
        }
        write(render(report));
        if (file != null && !keepCheckpoint && report.whole()) {
            Files.deleteIfExists(file);
        }
        if (!quiet) {
            err.println(summary(report));
            err.flush();
        }
        return report.tally().disagreements() == 0 && report.tally().graphs().secondPlayerOnly() == 0
                ? ExitCodes.OK
                : ExitCodes.INTERNAL_ERROR;
    }

    private int writeDataset(GraphFamily graphs, Census.Options options) throws IOException {
        List<Shard> shards = new ArrayList<>();
        for (int i = options.firstShard();
                i < Math.min(options.endShard(), graphs.shardCount());
                i += options.shardStep()) {
            shards.add(new Shard(i, graphs.shardCount()));
        }
        long started = System.nanoTime();
        long rows;
        try (SparkEngine engine = startSpark()) {
            rows = engine.writeDataset(graphs, shards, tableSize, dataset);
        }
        ObjectNode j = Json.object();
        j.put("vertices", graphs.vertices());
        j.put("family", graphs.id());
        j.put("dataset", dataset);
        j.put("rows", rows);
        j.put("shards", shards.size());
        j.put("seconds", (System.nanoTime() - started) / 1e9);
        write(Json.line(j) + "\n");
        return ExitCodes.OK;
    }

    /** Refuses a malformed master or a missing Spark before any work. */
    private void checkSpark() {
        if (dataset != null && (master == null || countOnly)) {
            throw new IllegalArgumentException(
                    "--dataset writes through Spark: it needs --master (e.g. --master 'local[*]'), not --count-only");
        }
        if (dataset != null && Files.exists(Path.of(dataset.replaceFirst("^file:", "")))) {
            throw new IllegalArgumentException("--dataset " + dataset + " exists already; name a new directory");
        }
        if (master == null) {
            if (!sparkConf.isEmpty()) {
                throw new IllegalArgumentException("--spark-conf needs --master");
            }
            return;
        }
        if (!master.matches(
                "local(\\[([1-9][0-9]{0,3}|\\*)])?|spark://[A-Za-z0-9.\\-]+:[0-9]{1,5}(,[A-Za-z0-9.\\-]+:[0-9]{1,5})*")) {
            throw new IllegalArgumentException(
                    "--master must be local, local[N], local[*] or spark://HOST:PORT, got '" + master + "'");
        }
        try {
            Class.forName("org.apache.spark.SparkContext");
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException(
                    "--master needs Apache Spark on the class path; run ./shannon census --master …"
                            + " (it adds Spark's jars, built by mvn package in shannon-census-spark), or use spark-submit (docs/census.md)");
        }
    }

    private SparkEngine startSpark() {
        try {
            return SparkEngine.start(master, sparkConf);
        } catch (RuntimeException e) {
            String message = String.valueOf(e.getMessage());
            throw new IllegalArgumentException("cannot start Spark on " + master + ": "
                    + message.lines().findFirst().orElse(message));
        }
    }

    /** "A-B" or "A-B:STEP" as {first, last, step}, checked against the family. */
    static int[] shardRange(String text, int shards) {
        Matcher m = Pattern.compile("(\\d{1,9})-(\\d{1,9})(?::(\\d{1,9}))?").matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException(
                    "--shard-range must look like A-B or A-B:STEP (shard indices from 0), got '" + text + "'");
        }
        int a = Integer.parseInt(m.group(1));
        int b = Integer.parseInt(m.group(2));
        int step = m.group(3) == null ? 1 : Integer.parseInt(m.group(3));
        if (a > b || b >= shards || step < 1) {
            throw new IllegalArgumentException(
                    "--shard-range " + text + ": this census has shards 0-" + (shards - 1) + " (A <= B, STEP >= 1)");
        }
        return new int[] {a, b, step};
    }

    private void write(String text) throws IOException {
        if (out != null) {
            OutputFiles.writeAtomically(out, text);
        } else {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
        }
    }

    private String renderCount(GraphFamily graphs, FamilyCount c, long nanos) {
        if (format.json) {
            ObjectNode j = Json.object();
            j.put("vertices", graphs.vertices());
            j.put("family", graphs.id());
            j.put("graphs", c.graphs());
            j.put("connected", c.connected());
            ObjectNode labelled = j.putObject("labelled");
            labelled.put("graphs", c.labelledGraphs());
            labelled.put("connected", c.labelledConnected());
            j.put("seconds", nanos / 1e9);
            return Json.line(j) + "\n";
        }
        if (format.csv) {
            return "vertices,family,graphs,connected,labelledGraphs,labelledConnected,seconds\n" + graphs.vertices()
                    + ","
                    + graphs.id() + "," + c.graphs() + "," + c.connected() + "," + c.labelledGraphs() + ","
                    + c.labelledConnected() + "," + String.format(Locale.ROOT, "%.3f", nanos / 1e9) + "\n";
        }
        return String.format(
                Locale.ROOT,
                "| k | family | graphs | s–t connected | labelled graphs | labelled s–t connected |%n"
                        + "| --- | --- | ---: | ---: | ---: | ---: |%n| %d | %s | %,d | %,d | %,d | %,d |%n",
                graphs.vertices(),
                graphs.id(),
                c.graphs(),
                c.connected(),
                c.labelledGraphs(),
                c.labelledConnected());
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
        if (!r.whole()) {
            j.put("shardRange", r.shardRange());
        }
        j.put("resumedShards", r.resumedShards());
        j.put("engine", r.engine());
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
        int ran = (r.endShard() - r.firstShard() + r.shardStep() - 1) / r.shardStep();
        return String.format(
                Locale.ROOT,
                "census: K=%d %s%s, %,d graphs, %,d positions checked, %d disagreements, %.2f s, %,.0f positions/s, %s"
                        + (r.resumedShards() > 0 ? " (%d of %d shards resumed from the checkpoint)" : ""),
                r.vertices(),
                r.family(),
                r.whole() ? "" : " shards " + r.shardRange() + " of " + r.shards(),
                r.tally().graphs().graphs(),
                r.tally().positions(),
                r.tally().disagreements(),
                r.nanos() / 1e9,
                r.positionsPerSecond(),
                r.engine(),
                r.resumedShards(),
                ran);
    }
}
