package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

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
        CliRunner.Result r = CliRunner.run("census", "--vertices", "5", "--unlabelled", "--csv", "--threads", "2",
                "--shards", "4", "--checkpoint", ckpt.toString(), "--keep-checkpoint", "--out", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEmpty();
        String csv = Files.readString(out);
        assertThat(csv).startsWith("vertices,family,graphs,");
        // The class count differs; weighted by orbit sizes it is the labelled row (README, "What the code reproduces").
        assertThat(csv.lines().toList().get(1)).contains(",1024,874,71,451,502,0,");
        assertThat(r.err()).contains("census: K=5 unlabelled").contains("4/4 shards").contains("0 disagreements");
        assertThat(ckpt).exists();
        // The same command again resumes every shard from the checkpoint and prints the same table.
        CliRunner.Result again = CliRunner.run("census", "--vertices", "5", "--unlabelled", "--csv", "--threads", "2",
                "--shards", "4", "--checkpoint", ckpt.toString(), "--quiet");
        assertThat(again.exit()).isZero();
        assertThat(again.out().lines().toList().get(1).replaceAll(",[0-9.]+$", ""))
                .isEqualTo(csv.lines().toList().get(1).replaceAll(",[0-9.]+$", ""));
        assertThat(ckpt).doesNotExist();
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
}
