package dev.shannon.app.cli.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.cli.CliRunner;
import dev.shannon.bridgit.BridgitRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bridgit analyze --record} and {@code bridgit play --record}: the CLI reads and writes the pages' game records. */
class RecordOptionTest {
    @Test
    void analyzeReadsARecord(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.txt");
        Files.writeString(file, "shannon-record bridgit\nn 5\nfirst red\nmoves 5,5 4,4\n");
        CliRunner.Result fromRecord = CliRunner.run("bridgit", "analyze", "--record", file.toString(), "--json");
        CliRunner.Result fromMoves = CliRunner.run("bridgit", "analyze", "--n", "5", "--moves", "5,5 4,4", "--json");
        assertThat(fromRecord.exit()).isZero();
        assertThat(fromRecord.out()).isEqualTo(fromMoves.out());
        assertThat(CliRunner.runWithInput(
                                "shannon-record bridgit\nn 5\nmoves 5,5 4,4\n",
                                "bridgit",
                                "analyze",
                                "--record",
                                "-",
                                "--json")
                        .out())
                .isEqualTo(fromMoves.out());
    }

    @Test
    void badRecordsAreOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, "shannon-record bridgit\nn 5\ncolour red\n");
        CliRunner.Result r = CliRunner.run("bridgit", "analyze", "--record", file.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().strip())
                .endsWith(file + ": line 3: unknown entry 'colour' (a bridgit record has bridges, first, moves, n)");
        assertThat(r.err().strip().lines()).hasSize(1);
        CliRunner.Result both = CliRunner.run("bridgit", "analyze", "--record", file.toString(), "--n", "5");
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).contains("give either --record or");
    }

    /** A session writes its record at the end; the next session goes on from it, and the record grows. */
    @Test
    void playWritesTheRecordAndGoesOnFromIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("play.txt");
        CliRunner.Result first =
                CliRunner.runWithInput("5,5\nquit\n", "bridgit", "play", "--n", "3", "--record", file.toString());
        assertThat(first.exit()).isZero();
        assertThat(first.out()).contains("game record written to " + file);
        BridgitRecord one = BridgitRecord.parse(Files.readString(file));
        assertThat(one.n()).isEqualTo(3);
        assertThat(one.moves()).hasSize(2);
        CliRunner.Result second = CliRunner.runWithInput("quit\n", "bridgit", "play", "--record", file.toString());
        assertThat(second.exit()).isZero();
        assertThat(BridgitRecord.parse(Files.readString(file))).isEqualTo(one);
        CliRunner.Result third = CliRunner.runWithInput(
                freeCrossingAfter(one) + "\nquit\n", "bridgit", "play", "--record", file.toString());
        assertThat(third.exit()).isZero();
        BridgitRecord three = BridgitRecord.parse(Files.readString(file));
        assertThat(three.moves().subList(0, 2)).isEqualTo(one.moves());
        assertThat(three.moves().size()).isGreaterThan(2);
    }

    private static String freeCrossingAfter(BridgitRecord r) {
        return r.game().freeCrossings().get(0).toString();
    }
}
