package dev.shannon.census;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32;

/**
 * An append-only file of finished shards, so that a census killed at any instant resumes where
 * it stopped and ends with exactly the table of an uninterrupted run.
 *
 * <p>Format: records {@code [int length][payload][int CRC-32 of payload]}. The first payload names
 * the census (format version, family, K, shard count); every other one is a shard index and its
 * {@link CensusTally}. A record is committed by one write and an fsync; a record cut short by a
 * crash (or failing its checksum) ends the readable file and is truncated away on opening, so its
 * shard simply runs again. A shard recorded twice counts once.
 */
public final class Checkpoint implements Closeable {
    private static final int VERSION = 1;
    private static final int MAX_RECORD = 1 << 20;

    private final Path file;
    private final FileChannel channel;
    private final Map<Integer, CensusTally> done = new TreeMap<>();
    private long truncatedBytes;

    private Checkpoint(Path file, FileChannel channel) {
        this.file = file;
        this.channel = channel;
    }

    /**
     * Opens (or creates) the checkpoint of a census of {@code family}, recovering after a crash.
     *
     * @throws IllegalArgumentException if the file belongs to another census or is not a checkpoint
     */
    public static Checkpoint open(Path file, GraphFamily family) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        Checkpoint c = new Checkpoint(file, channel);
        try {
            c.recover(identity(family));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        return c;
    }

    /** The finished shards read back from the file, by index. */
    public Map<Integer, CensusTally> completed() {
        synchronized (done) {
            return Collections.unmodifiableMap(new TreeMap<>(done));
        }
    }

    /** Bytes of a torn last record dropped when the file was opened (0 after a clean stop). */
    public long truncatedBytes() {
        return truncatedBytes;
    }

    /** Durably records a finished shard: one write, then fsync. */
    public void commit(int shard, CensusTally tally) throws IOException {
        byte[] record = frame(encode(shard, tally));
        synchronized (done) {
            if (done.containsKey(shard)) {
                return;
            }
            ByteBuffer buffer = ByteBuffer.wrap(record);
            channel.position(channel.size());
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(false);
            done.put(shard, tally);
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    private static String identity(GraphFamily family) {
        return "shannon-census v" + VERSION + " family=" + family.id() + " vertices=" + family.vertices()
                + " shards=" + family.shardCount();
    }

    private void recover(String identity) throws IOException {
        long size = channel.size();
        ByteBuffer all = ByteBuffer.allocate((int) Math.min(size, Integer.MAX_VALUE - 8));
        channel.position(0);
        while (all.hasRemaining() && channel.read(all) > 0) {
            // read the whole file; checkpoints are small (about 150 bytes a shard)
        }
        all.flip();
        List<byte[]> records = new ArrayList<>();
        long good = 0;
        while (true) {
            byte[] payload = nextRecord(all);
            if (payload == null) {
                break;
            }
            records.add(payload);
            good = all.position();
        }
        if (records.isEmpty()) {
            byte[] header = frame(identity.getBytes(StandardCharsets.UTF_8));
            if (!isPrefixOf(all, size, header)) {
                throw new IllegalArgumentException(file + " is not a checkpoint of " + identity);
            }
            truncate(size, 0); // empty, or a header torn by a crash: write it again
            channel.position(0);
            channel.write(ByteBuffer.wrap(header));
            channel.force(false);
            return;
        }
        String found = new String(records.get(0), StandardCharsets.UTF_8);
        if (!found.equals(identity)) {
            throw new IllegalArgumentException(file + " is the checkpoint of another census (" + found + "), not of "
                    + identity + "; delete it or choose another checkpoint file");
        }
        for (int i = 1; i < records.size(); i++) {
            DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(records.get(i)));
            int shard = in.readInt();
            CensusTally tally = readTally(in);
            done.putIfAbsent(shard, tally);
        }
        truncate(size, good);
    }

    private static boolean isPrefixOf(ByteBuffer content, long size, byte[] header) {
        if (size > header.length) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (content.get(i) != header[i]) {
                return false;
            }
        }
        return true;
    }

    private void truncate(long size, long good) throws IOException {
        if (good < size) {
            truncatedBytes = size - good;
            channel.truncate(good);
            channel.force(false);
        }
    }

    /** The next intact record's payload, or null at the end or at a torn or corrupt record. */
    private static byte[] nextRecord(ByteBuffer in) {
        if (in.remaining() < 4) {
            return null;
        }
        int length = in.getInt(in.position());
        if (length < 0 || length > MAX_RECORD || in.remaining() < 8L + length) {
            return null;
        }
        byte[] payload = new byte[length];
        in.get(in.position() + 4, payload);
        int crc = in.getInt(in.position() + 4 + length);
        if (crc != crc(payload)) {
            return null;
        }
        in.position(in.position() + 8 + length);
        return payload;
    }

    private static byte[] frame(byte[] payload) {
        ByteBuffer b = ByteBuffer.allocate(payload.length + 8);
        b.putInt(payload.length).put(payload).putInt(crc(payload));
        return b.array();
    }

    private static int crc(byte[] payload) {
        CRC32 crc = new CRC32();
        crc.update(payload);
        return (int) crc.getValue();
    }

    private static byte[] encode(int shard, CensusTally t) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(shard);
            writeCounts(out, t.graphs());
            writeCounts(out, t.labelled());
            out.writeLong(t.positions());
            out.writeLong(t.disagreements());
            out.writeInt(t.examples().size());
            for (String e : t.examples()) {
                out.writeUTF(e);
            }
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void writeCounts(DataOutputStream out, TypeCounts c) throws IOException {
        out.writeLong(c.graphs());
        out.writeLong(c.connected());
        out.writeLong(c.shortEitherWay());
        out.writeLong(c.cutEitherWay());
        out.writeLong(c.firstPlayerWins());
        out.writeLong(c.secondPlayerOnly());
    }

    private static CensusTally readTally(DataInputStream in) throws IOException {
        TypeCounts graphs = readCounts(in);
        TypeCounts labelled = readCounts(in);
        long positions = in.readLong();
        long disagreements = in.readLong();
        int examples = in.readInt();
        List<String> list = new ArrayList<>();
        for (int i = 0; i < examples; i++) {
            list.add(in.readUTF());
        }
        return new CensusTally(graphs, labelled, positions, disagreements, list);
    }

    private static TypeCounts readCounts(DataInputStream in) throws IOException {
        return new TypeCounts(in.readLong(), in.readLong(), in.readLong(), in.readLong(), in.readLong(), in.readLong());
    }
}
