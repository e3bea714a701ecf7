package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.ShardCensus;
import dev.shannon.census.TypeCounts;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CensusCommandTest {
    @TempDir
    Path dir;

    @Test
    void jsonFollowsTheContractForSixVertices() throws Exception {
        CliRunner.Result r = CliRunner.run("census", "--vertices", "6", "--json", "--quiet");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertThat(j.get("vertices").asInt()).isEqualTo(6);
        assertThat(j.get("graphs").asLong()).isEqualTo(32768);
        assertThat(j.get("connected").asLong()).isEqualTo(30264);
        assertThat(j.get("shortEitherWay").asLong()).isEqualTo(6252);
        assertThat(j.get("cutEitherWay").asLong()).isEqualTo(11733);
        assertThat(j.get("firstPlayerWins").asLong()).isEqualTo(14783);
        assertThat(j.get("secondPlayerOnly").asLong()).isZero();
        assertThat(j.get("disagreements").asLong()).isZero();
        assertThat(j.get("positions").asLong()).isPositive();
        assertThat(r.err()).isEmpty();
    }

    @Test
    void unlabelledCsvToAFileWithCheckpointAndPlainProgress() throws Exception {
        Path out = dir.resolve("k5.csv");
        Path ckpt = dir.resolve("k5.ckpt");
        CliRunner.Result r = CliRunner.run(
                "census",
                "--vertices",
                "5",
                "--unlabelled",
                "--csv",
                "--threads",
                "2",
                "--shards",
                "4",
                "--checkpoint",
                ckpt.toString(),
                "--keep-checkpoint",
                "--out",
                out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEmpty();
        String csv = Files.readString(out);
        assertThat(csv).startsWith("vertices,family,graphs,");
        // The class count differs; weighted by orbit sizes it is the labelled row (README, "What the code reproduces").
        assertThat(csv.lines().toList().get(1)).contains(",1024,874,71,451,502,0,");
        assertThat(r.err())
                .contains("census: K=5 unlabelled")
                .contains("4/4 shards")
                .contains("0 disagreements");
        assertThat(ckpt).exists();
        // The same command again resumes every shard from the checkpoint and prints the same table.
        CliRunner.Result again = CliRunner.run(
                "census",
                "--vertices",
                "5",
                "--unlabelled",
                "--csv",
                "--threads",
                "2",
                "--shards",
                "4",
                "--checkpoint",
                ckpt.toString(),
                "--quiet");
        assertThat(again.exit()).isZero();
        assertThat(again.out().lines().toList().get(1).replaceAll(",[0-9.]+$", ""))
                .isEqualTo(csv.lines().toList().get(1).replaceAll(",[0-9.]+$", ""));
        assertThat(ckpt).doesNotExist();
    }

    @Test
    void countOnlyEnumeratesTheClassesWithoutSolving() throws Exception {
        CliRunner.Result r =
                CliRunner.run("census", "--vertices", "7", "--unlabelled", "--count-only", "--json", "--quiet");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertThat(j.get("vertices").asInt()).isEqualTo(7);
        assertThat(j.get("family").asText()).isEqualTo("unlabelled");
        assertThat(j.get("graphs").asLong()).isEqualTo(24416);
        assertThat(j.get("labelled").get("graphs").asLong()).isEqualTo(1L << 21);
        assertThat(j.get("labelled").get("connected").asLong()).isEqualTo(2019680); // the K = 7 labelled census
        assertThat(j.has("shortEitherWay")).isFalse();
        CliRunner.Result labelled = CliRunner.run("census", "--vertices", "6", "--count-only", "--csv", "--quiet");
        assertThat(labelled.out().lines().toList().get(1)).startsWith("6,labelled,32768,30264,32768,30264,");
    }

    /**
     * A full disk, simulated by a file-size limit of 0 (the JVM ignores SIGXFSZ, so every write to a
     * file fails as on a full disk): one line, exit 2, and neither a checkpoint nor an output file
     * left behind, not even empty.
     */
    @Test
    void aFullDiskIsOneLineAndLeavesNoFilesBehind() throws Exception {
        Path out = dir.resolve("k6.json");
        Path ckpt = dir.resolve("k6.ckpt");
        ChildRun withCheckpoint = runWithNoFileSpace(
                "census",
                "--vertices",
                "6",
                "--shards",
                "4",
                "--json",
                "--quiet",
                "--checkpoint",
                ckpt.toString(),
                "--out",
                out.toString());
        assertThat(withCheckpoint.exit()).as(withCheckpoint.err()).isEqualTo(2);
        assertThat(withCheckpoint.err().strip().lines().count())
                .as(withCheckpoint.err())
                .isEqualTo(1);
        ChildRun withoutCheckpoint =
                runWithNoFileSpace("census", "--vertices", "5", "--json", "--quiet", "--out", out.toString());
        assertThat(withoutCheckpoint.exit()).as(withoutCheckpoint.err()).isEqualTo(2);
        assertThat(withoutCheckpoint.err().strip().lines().count())
                .as(withoutCheckpoint.err())
                .isEqualTo(1);
        try (var left = Files.list(dir)) {
            assertThat(left.toList()).isEmpty();
        }
    }

    @Test
    void aDamagedCheckpointIsSaidAndItsShardsRunAgain() throws Exception {
        Path ckpt = dir.resolve("k5.ckpt");
        CliRunner.Result first = CliRunner.run(
                "census",
                "--vertices",
                "5",
                "--shards",
                "9",
                "--json",
                "--quiet",
                "--checkpoint",
                ckpt.toString(),
                "--keep-checkpoint");
        byte[] bytes = Files.readAllBytes(ckpt);
        bytes[bytes.length - 10] ^= 0x04; // inside the last record
        Files.write(ckpt, bytes);
        CliRunner.Result again =
                CliRunner.run("census", "--vertices", "5", "--shards", "9", "--json", "--checkpoint", ckpt.toString());
        assertThat(again.exit()).isZero();
        assertThat(again.err())
                .contains("census: 1 checkpoint record refused, its shard is run again:")
                .contains("record 9: checksum mismatch (damaged)")
                .contains("8 already done");
        assertThat(Json.MAPPER.readTree(again.out()).get("graphs"))
                .isEqualTo(Json.MAPPER.readTree(first.out()).get("graphs"));
    }

    @Test
    void aSliceOfShardsIsReproducible() throws Exception {
        CliRunner.Result a = CliRunner.run(
                "census",
                "--vertices",
                "6",
                "--shards",
                "10",
                "--shard-range",
                "3-5",
                "--json",
                "--quiet",
                "--no-checkpoint");
        assertThat(a.exit()).as(a.err()).isZero();
        JsonNode j = Json.MAPPER.readTree(a.out());
        assertThat(j.get("shardRange").asText()).isEqualTo("3-5");
        assertThat(j.get("graphs").asLong()).isEqualTo(32768L * 6 / 10 - 32768L * 3 / 10);
        CliRunner.Result b = CliRunner.run(
                "census",
                "--vertices",
                "6",
                "--shards",
                "10",
                "--shard-range",
                "3-5",
                "--json",
                "--quiet",
                "--threads",
                "1",
                "--no-checkpoint");
        assertThat(Json.MAPPER.readTree(b.out()).get("positions")).isEqualTo(j.get("positions"));
        CliRunner.Result spread = CliRunner.run(
                "census",
                "--vertices",
                "6",
                "--shards",
                "10",
                "--shard-range",
                "1-9:4",
                "--json",
                "--quiet",
                "--no-checkpoint");
        assertThat(Json.MAPPER.readTree(spread.out()).get("shardRange").asText())
                .isEqualTo("1-9:4");
        long[] sizes = new long[10];
        for (int i = 0; i < 10; i++) {
            sizes[i] = 32768L * (i + 1) / 10 - 32768L * i / 10;
        }
        assertThat(Json.MAPPER.readTree(spread.out()).get("graphs").asLong()).isEqualTo(sizes[1] + sizes[5] + sizes[9]);
        for (String bad : new String[] {"5-3", "0-10", "x", "-1-2", "0-5:0"}) {
            CliRunner.Result r = CliRunner.run("census", "--vertices", "6", "--shards", "10", "--shard-range", bad);
            assertThat(r.exit()).as(bad).isEqualTo(2);
            assertThat(r.err().strip().lines().count()).isEqualTo(1);
        }
    }

    record ChildRun(int exit, String err) {}

    /** Runs the command line in a child JVM whose files cannot grow (ulimit -f 0). */
    static ChildRun runWithNoFileSpace(String... args) throws Exception {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        StringBuilder command = new StringBuilder(
                "ulimit -f 0 && exec \"$0\" -XX:-UsePerfData -Xmx256m -cp \"$1\" dev.shannon.app.Main");
        List<String> argv = new ArrayList<>(List.of("sh", "-c", "", javaBin, System.getProperty("java.class.path")));
        for (int i = 0; i < args.length; i++) {
            command.append(" \"$")
                    .append(i + 2 > 9 ? "{" + (i + 2) + "}" : String.valueOf(i + 2))
                    .append('"');
            argv.add(args[i]);
        }
        argv.set(2, command.toString());
        Process p = new ProcessBuilder(argv)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new ChildRun(p.exitValue(), err);
    }

    @Test
    void markdownByDefault() {
        CliRunner.Result r = CliRunner.run("census", "--vertices", "4", "--quiet");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("| 4 | labelled | 64 | 48 | 1 | 31 | 32 | 0 |");
    }

    @Test
    void badInputExitsTwoWithOneLine() {
        for (String[] args : new String[][] {
            {"census", "--vertices", "9"},
            {"census", "--vertices", "10", "--unlabelled", "--count-only"},
            {"census", "--vertices", "5", "--master", "yarn"},
            {"census", "--vertices", "5", "--master", "spark://host"},
            {"census", "--vertices", "5", "--spark-conf", "spark.cores.max=2"},
            {"census", "--vertices", "5", "--dataset", "/tmp/some-new-dir"},
            // The app's own class path has no Spark (./shannon adds it for --master): one clear line.
            {"census", "--vertices", "5", "--master", "local[2]"},
            {"census", "--vertices", "1"},
            {"census", "--vertices", "5", "--threads", "0"},
            {"census", "--vertices", "5", "--shards", "5000"},
            {"census", "--vertices", "5", "--shards", "0"},
            {"census", "--vertices", "5", "--out", "/nonexistent-directory/k5.md"},
            {"census", "--vertices", "5", "--out", "."},
            {"census", "--vertices", "5", "--labelled", "--unlabelled"},
            {"census", "--vertices", "5", "--json", "--csv"},
            {"census"},
        }) {
            CliRunner.Result r = CliRunner.run(args);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
            assertThat(r.out()).isEmpty();
        }
    }

    /**
     * A record signed with the right key but holding a wrong table — counts moved between two game
     * types, which no invariant sees — is found by solving a sample of the shards again (issue 29, §7).
     */
    @Test
    void verifySampleFindsAWrongTableThatPassesEveryInvariant() throws Exception {
        Path ckpt = dir.resolve("k5.ckpt");
        GraphFamily family = GraphFamily.of("labelled", 5, 9, 1);
        dev.shannon.census.CensusTally real =
                new ShardCensus(1 << 16).run(family, new dev.shannon.census.Shard(4, family.shardCount()));
        TypeCounts g = real.graphs();
        TypeCounts moved = new TypeCounts(
                g.graphs(),
                g.connected(),
                g.shortEitherWay() - 1,
                g.cutEitherWay(),
                g.firstPlayerWins() + 1,
                g.secondPlayerOnly());
        try (dev.shannon.census.Checkpoint c = dev.shannon.census.Checkpoint.open(ckpt, family)) {
            c.commit(4, new dev.shannon.census.CensusTally(moved, moved, real.positions(), 0, List.of()));
        }
        CliRunner.Result r = CliRunner.run(
                "census",
                "--vertices",
                "5",
                "--shards",
                "9",
                "--json",
                "--checkpoint",
                ckpt.toString(),
                "--verify-sample",
                "9");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("shard 4: the checkpoint says").contains("delete the checkpoint");
        Files.delete(ckpt);
        CliRunner.Result fine = CliRunner.run(
                "census",
                "--vertices",
                "5",
                "--shards",
                "9",
                "--json",
                "--checkpoint",
                ckpt.toString(),
                "--keep-checkpoint",
                "--quiet");
        assertThat(fine.exit()).isZero();
        CliRunner.Result checked = CliRunner.run(
                "census",
                "--vertices",
                "5",
                "--shards",
                "9",
                "--json",
                "--checkpoint",
                ckpt.toString(),
                "--verify-sample",
                "3");
        assertThat(checked.exit()).isZero();
        assertThat(checked.err()).contains("solved 3 of the checkpoint's 9 finished shards again: every one agrees");
    }

    /** Checking a checkpoint that is not kept would check nothing: refused (the hardening audit found it ignored). */
    @Test
    void verifySampleWithoutACheckpointIsRefused() {
        CliRunner.Result r =
                CliRunner.run("census", "--vertices", "4", "--shards", "3", "--no-checkpoint", "--verify-sample", "2");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--verify-sample").contains("--no-checkpoint");
        assertThat(r.err().lines().count()).isEqualTo(1);
    }
}
