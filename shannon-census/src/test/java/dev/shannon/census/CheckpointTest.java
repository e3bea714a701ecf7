package dev.shannon.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CheckpointTest {
    private static final LabelledGraphs FAMILY = new LabelledGraphs(5, 16);

    @TempDir
    Path dir;

    private static CensusReport run(GraphFamily family, Path checkpoint, CensusListener listener) throws IOException {
        return Census.run(family, new Census.Options(2, 1 << 12, checkpoint), listener);
    }

    @Test
    void aFinishedCensusResumesWithNothingLeftToDo() throws IOException {
        Path file = dir.resolve("c.ckpt");
        CensusReport first = run(FAMILY, file, CensusListener.NONE);
        AtomicInteger ran = new AtomicInteger();
        CensusReport second = run(FAMILY, file, new CensusListener() {
            @Override
            public void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
                ran.incrementAndGet();
            }
        });
        assertThat(second.tally()).isEqualTo(first.tally());
        assertThat(second.resumedShards()).isEqualTo(16);
        assertThat(ran).hasValue(0);
    }

    /** A crash can cut the file anywhere: every prefix must resume to the same table, no shard lost or counted twice. */
    @Test
    void everyTornPrefixResumesToTheSameTable() throws IOException {
        Path file = dir.resolve("full.ckpt");
        CensusTally expected = run(FAMILY, file, CensusListener.NONE).tally();
        byte[] full = Files.readAllBytes(file);
        Path torn = dir.resolve("torn.ckpt");
        for (int cut = 0; cut <= full.length; cut += Math.max(1, full.length / 41)) {
            Files.write(torn, Arrays.copyOf(full, cut));
            assertThat(run(FAMILY, torn, CensusListener.NONE).tally()).as("cut at %d of %d", cut, full.length).isEqualTo(expected);
            // And the file now holds every shard exactly once.
            try (Checkpoint c = Checkpoint.open(torn, FAMILY)) {
                assertThat(c.completed()).hasSize(16);
                assertThat(c.truncatedBytes()).isZero();
            }
        }
    }

    @Test
    void aCorruptRecordAndEverythingAfterItIsRunAgain() throws IOException {
        Path file = dir.resolve("c.ckpt");
        CensusTally expected = run(FAMILY, file, CensusListener.NONE).tally();
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x40;
        Files.write(file, bytes);
        try (Checkpoint c = Checkpoint.open(file, FAMILY)) {
            assertThat(c.completed().size()).isBetween(1, 15);
            assertThat(c.truncatedBytes()).isPositive();
        }
        assertThat(run(FAMILY, file, CensusListener.NONE).tally()).isEqualTo(expected);
    }

    @Test
    void refusesAnotherCensusOrAForeignFile() throws IOException {
        Path file = dir.resolve("c.ckpt");
        run(FAMILY, file, CensusListener.NONE);
        assertThatThrownBy(() -> run(new LabelledGraphs(5, 8), file, CensusListener.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another census");
        Path foreign = dir.resolve("notes.txt");
        Files.writeString(foreign, "my precious notes, not a checkpoint\n");
        assertThatThrownBy(() -> run(FAMILY, foreign, CensusListener.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a checkpoint");
        assertThat(Files.readString(foreign)).isEqualTo("my precious notes, not a checkpoint\n");
    }
}
