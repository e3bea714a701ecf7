package dev.shannon.census;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
            assertThat(run(FAMILY, torn, CensusListener.NONE).tally())
                    .as("cut at %d of %d", cut, full.length)
                    .isEqualTo(expected);
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
            assertThat(c.refused()).isNotEmpty();
        }
        assertThat(run(FAMILY, file, CensusListener.NONE).tally()).isEqualTo(expected);
    }

    /** Damaged records are refused one by one, each with its reason; the records after them are kept. */
    @Test
    void damagedRecordsAreCountedAndSaid() throws IOException {
        Path file = dir.resolve("c.ckpt");
        CensusTally expected = runKeeping(FAMILY, file).tally();
        byte[] bytes = Files.readAllBytes(file);
        int[] starts = recordStarts(bytes);
        assertThat(starts).hasSize(17); // the header and 16 shards
        bytes[starts[4] + 20] ^= 0x01; // inside the payloads of records 4 and 9
        bytes[starts[9] + 30] ^= 0x10;
        Files.write(file, bytes);
        List<String> said = new ArrayList<>();
        CensusReport r = run(FAMILY, file, listenerOfRefusals(said));
        assertThat(said)
                .containsExactly("record 4: checksum mismatch (damaged)", "record 9: checksum mismatch (damaged)");
        assertThat(r.resumedShards()).isEqualTo(14);
        assertThat(r.tally()).isEqualTo(expected);
    }

    /** A record edited and given a correct checksum again still has to add up: refused, rerun, said why. */
    @Test
    void aRecordEditedWithItsChecksumRecomputedIsRefused() throws IOException {
        Path file = dir.resolve("c.ckpt");
        CensusTally expected = runKeeping(FAMILY, file).tally();
        CensusTally real;
        try (Checkpoint c = Checkpoint.open(file, FAMILY)) {
            real = c.completed().get(3);
        }
        TypeCounts g = real.graphs();
        TypeCounts inflated = new TypeCounts(
                g.graphs(),
                g.connected(),
                g.shortEitherWay() + (1L << 32),
                g.cutEitherWay(),
                g.firstPlayerWins(),
                g.secondPlayerOnly());
        TypeCounts moreGraphs = new TypeCounts(
                g.graphs() + 1,
                g.connected(),
                g.shortEitherWay() + 1,
                g.cutEitherWay(),
                g.firstPlayerWins(),
                g.secondPlayerOnly());
        Path edited = dir.resolve("edited.ckpt");
        try (Checkpoint c = Checkpoint.open(edited, FAMILY)) {
            c.commit(3, new CensusTally(inflated, inflated, real.positions(), 0, List.of()));
            c.commit(5, new CensusTally(moreGraphs, moreGraphs, real.positions(), 0, List.of()));
            c.commit(
                    7,
                    new CensusTally(
                            g,
                            new TypeCounts(
                                    g.graphs(),
                                    g.connected(),
                                    g.shortEitherWay() - 1,
                                    g.cutEitherWay(),
                                    g.firstPlayerWins() + 1,
                                    g.secondPlayerOnly()),
                            real.positions(),
                            0,
                            List.of()));
        }
        List<String> said = new ArrayList<>();
        CensusReport r = run(FAMILY, edited, listenerOfRefusals(said));
        assertThat(said).hasSize(3);
        assertThat(said.get(0)).startsWith("record 1: shard 3: ").contains("game types add up to");
        assertThat(said.get(1)).startsWith("record 2: shard 5: ").contains("it counts 65 graphs, the shard has 64");
        assertThat(said.get(2)).startsWith("record 3: shard 7: ").contains("weighted row");
        assertThat(r.resumedShards()).isZero();
        assertThat(r.tally()).isEqualTo(expected);
        // The file was rewritten without them: opening it again refuses nothing.
        try (Checkpoint c = Checkpoint.open(edited, FAMILY)) {
            assertThat(c.refused()).isEmpty();
        }
    }

    /** Records are bound to their census: one spliced in from another census's file (valid checksum) is refused. */
    @Test
    void aRecordFromAnotherCensusIsRefused() throws IOException {
        Path mine = dir.resolve("mine.ckpt");
        Path other = dir.resolve("other.ckpt");
        LabelledGraphs otherFamily = new LabelledGraphs(5, 8);
        runKeeping(otherFamily, other);
        try (Checkpoint c = Checkpoint.open(mine, FAMILY)) {
            assertThat(c.completed()).isEmpty();
        }
        byte[] theirs = Files.readAllBytes(other);
        int[] starts = recordStarts(theirs);
        byte[] spliced =
                Arrays.copyOfRange(theirs, starts[1], starts[2]); // their shard 0 (of 8): the right size, nearly
        Files.write(mine, spliced, StandardOpenOption.APPEND);
        List<String> said = new ArrayList<>();
        run(FAMILY, mine, listenerOfRefusals(said));
        assertThat(said)
                .containsExactly("record 1: belongs to another census run (its fingerprint is not this census's)");
    }

    private static CensusReport runKeeping(GraphFamily family, Path file) throws IOException {
        CensusReport r = run(family, file, CensusListener.NONE);
        assertThat(file).exists();
        return r;
    }

    private static CensusListener listenerOfRefusals(List<String> said) {
        return new CensusListener() {
            @Override
            public void refused(List<String> reasons) {
                said.addAll(reasons);
            }
        };
    }

    /** Where each record of a checkpoint file starts. */
    private static int[] recordStarts(byte[] bytes) {
        List<Integer> starts = new ArrayList<>();
        ByteBuffer b = ByteBuffer.wrap(bytes);
        for (int at = 0; at + 4 <= bytes.length; at += 8 + b.getInt(at)) {
            starts.add(at);
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void refusesAnotherCensusOrAForeignFile() throws IOException {
        Path file = dir.resolve("c.ckpt");
        run(FAMILY, file, CensusListener.NONE);
        assertThatThrownBy(() -> run(new LabelledGraphs(5, 8), file, CensusListener.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("another census");
        Path foreign = dir.resolve("notes.txt");
        Files.writeString(foreign, "my precious notes, not a checkpoint\n");
        assertThatThrownBy(() -> run(FAMILY, foreign, CensusListener.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a checkpoint");
        assertThat(Files.readString(foreign)).isEqualTo("my precious notes, not a checkpoint\n");
    }

    /**
     * Forgeries with the checksum recomputed (issue 29, §7): shard 3's table recorded as shard 4's
     * (which changed 5 fields of the final table), and a record's disagreements set to 5 (which made
     * the census report failures that never happened). The signature refuses both; the shards run
     * again and the table is the true one.
     */
    @Test
    void forgedRecordsWithTheirChecksumRecomputedAreRefused() throws IOException {
        Path file = dir.resolve("c.ckpt");
        CensusTally expected = runKeeping(FAMILY, file).tally();
        byte[] bytes = Files.readAllBytes(file);
        int[] starts = recordStarts(bytes);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        // Record 4 holds shard 3 (shards finish in any order, so find it): its index becomes 4.
        int third = -1;
        for (int r = 1; r < starts.length; r++) {
            if (b.getInt(starts[r] + 4 + 8) == 3) {
                third = r;
            }
        }
        b.putInt(starts[third] + 4 + 8, 4);
        recomputeChecksum(b, starts[third]);
        // Another record's disagreements: after the fingerprint, the shard and two rows of six counts, and positions.
        int other = third == 1 ? 2 : 1;
        b.putLong(starts[other] + 4 + 8 + 4 + 12 * 8 + 8, 5);
        recomputeChecksum(b, starts[other]);
        Files.write(file, bytes);
        List<String> said = new ArrayList<>();
        CensusReport r = run(FAMILY, file, listenerOfRefusals(said));
        assertThat(said).hasSize(2).allMatch(line -> line.contains("signature does not match"));
        assertThat(r.tally()).isEqualTo(expected);
        assertThat(r.tally().disagreements()).isZero();
    }

    private static void recomputeChecksum(ByteBuffer b, int start) {
        int length = b.getInt(start);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(b.array(), start + 4, length);
        b.putInt(start + 4 + length, (int) crc.getValue());
    }

    /** The key signs nothing if it sits beside the checkpoint: whoever edits one would read the other. */
    @Test
    void aKeyInTheCheckpointsDirectoryIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> CheckpointKey.load(dir.resolve("census.key"), dir.resolve("c.ckpt")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("in the checkpoint's own directory");
    }

    /**
     * Nor may it be reached there by a link, or live in a folder below it: the check follows real paths (the hardening
     * audit found both accepted).
     */
    @Test
    void aKeyLinkedFromOrIntoTheCheckpointsDirectoryIsRefused(@TempDir Path elsewhere) throws Exception {
        Files.createDirectories(dir.resolve("sub"));
        assertThatThrownBy(() -> CheckpointKey.load(dir.resolve("sub").resolve("census.key"), dir.resolve("c.ckpt")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("in the checkpoint's own directory");
        // A link elsewhere to a key in the checkpoint's directory.
        Path inside = dir.resolve("sub").resolve("real.key");
        Files.write(inside, new byte[CheckpointKey.BYTES]);
        Path link = Files.createSymbolicLink(elsewhere.resolve("link.key"), inside);
        assertThatThrownBy(() -> CheckpointKey.load(link, dir.resolve("c.ckpt")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("in the checkpoint's own directory");
        // The checkpoint's directory reached through a link, the key named through the real one.
        Path linkedDir = Files.createSymbolicLink(elsewhere.resolve("ckpts"), dir);
        assertThatThrownBy(
                        () -> CheckpointKey.load(dir.resolve("sub").resolve("real.key"), linkedDir.resolve("c.ckpt")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("in the checkpoint's own directory");
    }

    /** A key others may read signs nothing either: refused, as ssh refuses such a private key. */
    @Test
    void aKeyOthersMayReadIsRefused(@TempDir Path keys) throws Exception {
        Path key = keys.resolve("census.key");
        CheckpointKey.load(key, dir.resolve("c.ckpt"));
        Files.setPosixFilePermissions(key, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() -> CheckpointKey.load(key, dir.resolve("c.ckpt")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("may be read or written by other users")
                .hasMessageContaining("chmod 600");
        Files.setPosixFilePermissions(key, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        assertThat(CheckpointKey.load(key, dir.resolve("c.ckpt"))).hasSize(CheckpointKey.BYTES);
    }

    /** A FIFO named as the key would block the census on its first read: refused at once instead. */
    @Test
    void aKeyThatIsNotARegularFileIsRefused(@TempDir Path keys) throws Exception {
        Path fifo = keys.resolve("census.key");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                new ProcessBuilder("mkfifo", "-m", "600", fifo.toString())
                                .start()
                                .waitFor()
                        == 0,
                "mkfifo is not available");
        assertThatThrownBy(() -> CheckpointKey.load(fifo, dir.resolve("c.ckpt")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not a regular file");
    }

    /** A table whose disagreements exceed its positions cannot be a shard's. */
    @Test
    void moreDisagreementsThanPositionsBreakAnInvariant() {
        Shard s = new Shard(0, FAMILY.shardCount());
        CensusTally t = new ShardCensus(1 << 12).run(FAMILY, s);
        CensusTally forged = new CensusTally(t.graphs(), t.labelled(), 3, 5, List.of("x", "y", "z"));
        assertThat(TallyCheck.problem(FAMILY, s, forged)).contains("more disagreements");
    }
}
