package dev.shannon.census;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * An append-only file of finished shards, so that a census killed at any instant resumes where
 * it stopped and ends with exactly the table of an uninterrupted run.
 *
 * <p>Format: records {@code [int length][payload][int CRC-32 of payload]}. The first payload names
 * the census (format version, family, K, shard count); every other one is the census's 64-bit
 * fingerprint (of that name), a shard index, its {@link CensusTally} and an HMAC-SHA256 of all of
 * them and the census's name under a key kept outside the checkpoint's directory
 * ({@link CheckpointKey}). A record is committed by one write and an fsync.
 *
 * <p>The checksum only finds damage: anyone can recompute it. The MAC binds each table to its
 * shard, family and run, so that a table recorded under another shard's index, or positions and
 * disagreements edited, are refused even with a correct checksum (issue 29, §7).
 *
 * <p>Reading back trusts nothing: a record is refused — its shard simply runs again — if its
 * checksum fails, if it carries another census's fingerprint (spliced from another file), if its
 * shard is out of range or already recorded differently, if its MAC does not match, or if its table breaks an invariant
 * ({@link TallyCheck}: a shard's game types add up to its graph count, which is the shard's size).
 * A record cut short by a crash ends the file. When anything was refused or cut, the file is
 * rewritten with the good records only (to a temporary file, then renamed over it), and
 * {@link #refused()} says what and why.
 */
public final class Checkpoint implements Closeable {
    private static final int VERSION = 3;
    private static final int MAC_BYTES = 32;
    private static final int MAX_RECORD = 1 << 20;

    private final Path file;
    private final boolean created;
    private FileChannel channel;
    private final long fingerprint;
    private final Mac mac;
    private final Map<Integer, CensusTally> done = new TreeMap<>();
    private final List<String> refused = new ArrayList<>();
    private long truncatedBytes;

    private Checkpoint(Path file, boolean created, FileChannel channel, long fingerprint, Mac mac) {
        this.file = file;
        this.created = created;
        this.channel = channel;
        this.fingerprint = fingerprint;
        this.mac = mac;
    }

    /**
     * Opens (or creates) the checkpoint of a census of {@code family}, recovering after a crash.
     *
     * @throws IllegalArgumentException if the file belongs to another census or is not a checkpoint
     */
    public static Checkpoint open(Path file, GraphFamily family) throws IOException {
        return open(file, family, CheckpointKey.load(CheckpointKey.defaultFile(), file));
    }

    /** As {@link #open(Path, GraphFamily)}, signing with {@code key} ({@link CheckpointKey#load}). */
    public static Checkpoint open(Path file, GraphFamily family, byte[] key) throws IOException {
        String identity = identity(family);
        Mac mac = mac(key, identity);
        boolean created = !Files.exists(file);
        FileChannel channel =
                FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        Checkpoint c = new Checkpoint(file, created, channel, fingerprint(identity), mac);
        try {
            c.recover(identity, family);
        } catch (IOException | RuntimeException e) {
            c.close(true);
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

    /** Bytes of a torn or unreadable tail dropped when the file was opened (0 after a clean stop). */
    public long truncatedBytes() {
        return truncatedBytes;
    }

    /** One line per record refused when the file was opened (and the torn tail, if any), saying why. */
    public List<String> refused() {
        return List.copyOf(refused);
    }

    /** Durably records a finished shard: one write, then fsync. */
    public void commit(int shard, CensusTally tally) throws IOException {
        byte[] record = frame(signed(encode(fingerprint, shard, tally)));
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
        close(false);
    }

    /**
     * Closes the file; after a failed run, a checkpoint this run created and that holds no finished
     * shard is removed, so that a failure (a full disk, say) leaves no empty file behind.
     */
    public void close(boolean failed) throws IOException {
        channel.close();
        boolean empty;
        synchronized (done) {
            empty = done.isEmpty();
        }
        if (failed && created && empty) {
            Files.deleteIfExists(file);
        }
    }

    private static String identity(GraphFamily family) {
        return "shannon-census v" + VERSION + " family=" + family.id() + " vertices=" + family.vertices() + " shards="
                + family.shardCount();
    }

    /** The first 64 bits of the SHA-256 of the census's name: what binds a record to its census. */
    private static long fingerprint(String identity) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(identity.getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(hash).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }

    private void recover(String identity, GraphFamily family) throws IOException {
        long size = channel.size();
        if (size > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(file + " is too large for a checkpoint (" + size + " bytes)");
        }
        ByteBuffer all = ByteBuffer.allocate((int) size);
        channel.position(0);
        while (all.hasRemaining() && channel.read(all) > 0) {
            // read the whole file; checkpoints are small (about 170 bytes a shard)
        }
        all.flip();
        byte[] header = frame(identity.getBytes(StandardCharsets.UTF_8));
        byte[] first = nextRecord(all);
        if (first == null || first.length == 0) {
            if (!isPrefixOf(all, size, header)) {
                throw new IllegalArgumentException(file + " is not a checkpoint of " + identity);
            }
            truncate(size, 0); // empty, or a header torn by a crash: write it again
            channel.position(0);
            channel.write(ByteBuffer.wrap(header));
            channel.force(false);
            return;
        }
        String found = new String(first, StandardCharsets.UTF_8);
        if (!found.equals(identity)) {
            throw new IllegalArgumentException(file + " is the checkpoint of another census (" + found + "), not of "
                    + identity + "; delete it or choose another checkpoint file");
        }
        all.position(header.length);
        List<byte[]> good = new ArrayList<>();
        for (int record = 1; all.remaining() > 0; record++) {
            int at = all.position();
            if (all.remaining() < 8) {
                refused.add("a torn last record (" + all.remaining() + " bytes, from an interrupted write) dropped");
                truncatedBytes = all.remaining();
                break;
            }
            int length = all.getInt(at);
            if (length < 0 || length > MAX_RECORD || all.remaining() < 8L + length) {
                boolean tail = length >= 0 && length <= MAX_RECORD;
                refused.add((tail ? "a torn last record" : "record " + record + " has an impossible length, so it")
                        + " and the " + all.remaining() + " bytes from it dropped");
                truncatedBytes = all.remaining();
                break;
            }
            byte[] payload = new byte[length];
            all.get(at + 4, payload);
            all.position(at + 8 + length);
            if (all.getInt(at + 4 + length) != crc(payload)) {
                refused.add("record " + record + ": checksum mismatch (damaged)");
                continue;
            }
            String problem = accept(payload, family);
            if (problem != null) {
                refused.add("record " + record + ": " + problem);
            } else {
                good.add(payload);
            }
        }
        if (!refused.isEmpty()) {
            rewrite(header, good);
        }
    }

    /** Takes a record's shard, or says why not. */
    private String accept(byte[] signedPayload, GraphFamily family) {
        if (signedPayload.length < MAC_BYTES) {
            return "too short to be signed";
        }
        byte[] payload = Arrays.copyOf(signedPayload, signedPayload.length - MAC_BYTES);
        byte[] tag = Arrays.copyOfRange(signedPayload, payload.length, signedPayload.length);
        // The fingerprint first, for the plainer message: a record spliced from another census's file.
        if (payload.length >= 8 && ByteBuffer.wrap(payload).getLong(0) != fingerprint) {
            return "belongs to another census run (its fingerprint is not this census's)";
        }
        if (!MessageDigest.isEqual(tag, tag(payload))) {
            return "its signature does not match (forged or edited, or written with another key)";
        }
        int shard;
        CensusTally tally;
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload));
            if (in.readLong() != fingerprint) {
                return "belongs to another census run (its fingerprint is not this census's)";
            }
            shard = in.readInt();
            tally = readTally(in);
            if (in.available() != 0) {
                return "trailing bytes after the table";
            }
        } catch (IOException | RuntimeException e) {
            return "unreadable table (" + e.getMessage() + ")";
        }
        if (shard < 0 || shard >= family.shardCount()) {
            return "no shard " + shard + " in a census of " + family.shardCount() + " shards";
        }
        String problem = TallyCheck.problem(family, new Shard(shard, family.shardCount()), tally);
        if (problem != null) {
            return "shard " + shard + ": " + problem;
        }
        CensusTally before = done.putIfAbsent(shard, tally);
        if (before != null && !before.equals(tally)) {
            return "shard " + shard + " recorded again with another table";
        }
        return null;
    }

    /** Replaces the file by its header and the good records: a temporary file, fsync, then an atomic rename. */
    private void rewrite(byte[] header, List<byte[]> good) throws IOException {
        Path temp = file.resolveSibling(file.getFileName() + ".tmp");
        try (FileChannel out = FileChannel.open(
                temp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            out.write(ByteBuffer.wrap(header));
            for (byte[] payload : good) {
                ByteBuffer b = ByteBuffer.wrap(frame(payload));
                while (b.hasRemaining()) {
                    out.write(b);
                }
            }
            out.force(true);
        } catch (IOException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        channel.close();
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
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

    /** An HMAC under the census's key, keyed also by its name: a record of one census is no use to another. */
    private static Mac mac(byte[] key, String identity) {
        try {
            Mac m = Mac.getInstance("HmacSHA256");
            m.init(new SecretKeySpec(key, "HmacSHA256"));
            m.update(identity.getBytes(StandardCharsets.UTF_8));
            return m;
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("HMAC-SHA256 is missing from this Java", e);
        }
    }

    private byte[] tag(byte[] payload) {
        try {
            Mac m = (Mac) mac.clone();
            return m.doFinal(payload);
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException(e);
        }
    }

    private byte[] signed(byte[] payload) {
        byte[] tag = tag(payload);
        byte[] out = Arrays.copyOf(payload, payload.length + tag.length);
        System.arraycopy(tag, 0, out, payload.length, tag.length);
        return out;
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

    private static byte[] encode(long fingerprint, int shard, CensusTally t) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeLong(fingerprint);
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
            throw new UncheckedIOException(e);
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
        if (examples < 0 || examples > CensusTally.EXAMPLES_KEPT) {
            throw new IOException(examples + " examples");
        }
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
