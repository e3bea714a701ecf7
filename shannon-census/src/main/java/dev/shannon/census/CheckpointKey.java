package dev.shannon.census;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.EnumSet;
import java.util.Set;

/**
 * The secret that signs a census's checkpoint records ({@link Checkpoint}): 32 random bytes in a
 * file of their own, created on first use, readable by its owner only. It must live outside the
 * checkpoint's directory — whoever can rewrite a checkpoint must not be able to read the key, or
 * the signature would prove nothing. By default it is {@code $XDG_CONFIG_HOME/shannon/census-checkpoint.key}
 * ({@code ~/.config/shannon/census-checkpoint.key}); the system property {@code shannon.census.keyFile}
 * names another file (docs/census.md, "Checkpoints").
 */
public final class CheckpointKey {
    static final int BYTES = 32;
    public static final String PROPERTY = "shannon.census.keyFile";

    private CheckpointKey() {}

    /** Where the key is kept unless {@link #PROPERTY} says otherwise. */
    public static Path defaultFile() {
        String named = System.getProperty(PROPERTY);
        if (named != null && !named.isBlank()) {
            return Path.of(named);
        }
        String config = System.getenv("XDG_CONFIG_HOME");
        Path base = config != null && !config.isBlank()
                ? Path.of(config)
                : Path.of(System.getProperty("user.home"), ".config");
        return base.resolve("shannon").resolve("census-checkpoint.key");
    }

    /**
     * The key in {@code keyFile}, made if the file does not exist yet.
     *
     * @throws IllegalArgumentException if the key sits in the checkpoint's own directory or below it — as named, or
     *     once symbolic links are followed (a link elsewhere to a file there, or a link there to a file elsewhere,
     *     which whoever can edit the directory could replace) — if others than its owner may read or write it (as ssh
     *     refuses such a private key), or if the file is not a key
     */
    public static byte[] load(Path keyFile, Path checkpoint) throws IOException {
        Path checkpointDir = checkpoint.toAbsolutePath().normalize().getParent();
        if (checkpointDir != null) {
            Path realDir = real(checkpointDir);
            Path named = keyFile.toAbsolutePath().normalize();
            Path realKey = real(named);
            if (named.startsWith(checkpointDir)
                    || named.startsWith(realDir)
                    || realKey.startsWith(checkpointDir)
                    || realKey.startsWith(realDir)) {
                throw new IllegalArgumentException("the checkpoint key " + keyFile
                        + (realKey.equals(named) ? "" : " (" + realKey + ")")
                        + " is in the checkpoint's own directory: keep it elsewhere (whoever can edit the checkpoint"
                        + " must not read the key)");
            }
        }
        if (!Files.exists(keyFile)) {
            create(keyFile);
        }
        requirePrivate(keyFile);
        // A FIFO or a device would block the read or never end it: only a plain file can be a key.
        if (!Files.isRegularFile(keyFile)) {
            throw new IllegalArgumentException("the checkpoint key " + keyFile + " is not a regular file");
        }
        byte[] key = Files.readAllBytes(keyFile);
        if (key.length != BYTES) {
            throw new IllegalArgumentException(
                    keyFile + " is not a census checkpoint key (" + BYTES + " bytes); delete it to make a new one");
        }
        return key;
    }

    /**
     * {@code path} with every symbolic link followed: its real path if it exists, else its nearest existing ancestor's
     * real path with the rest appended.
     */
    private static Path real(Path path) throws IOException {
        Path existing = path;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return path;
        }
        return existing.toRealPath().resolve(existing.relativize(path)).normalize();
    }

    /** Refuses a key file that others than its owner may read or write (where the file system has POSIX permissions). */
    private static void requirePrivate(Path keyFile) throws IOException {
        Set<PosixFilePermission> perms;
        try {
            perms = Files.getPosixFilePermissions(keyFile);
        } catch (UnsupportedOperationException notPosix) {
            return;
        }
        Set<PosixFilePermission> shared = EnumSet.of(
                PosixFilePermission.GROUP_READ,
                PosixFilePermission.GROUP_WRITE,
                PosixFilePermission.OTHERS_READ,
                PosixFilePermission.OTHERS_WRITE);
        shared.retainAll(perms);
        if (!shared.isEmpty()) {
            throw new IllegalArgumentException(
                    "the checkpoint key " + keyFile + " may be read or written by other users"
                            + " (permissions " + PosixFilePermissions.toString(perms)
                            + "): make it its owner's only, chmod 600 "
                            + keyFile);
        }
    }

    private static void create(Path keyFile) throws IOException {
        byte[] key = new byte[BYTES];
        new SecureRandom().nextBytes(key);
        Path dir = keyFile.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path temp = keyFile.resolveSibling(
                keyFile.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        Files.write(temp, key);
        try {
            Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException notPosix) {
            // a file system without POSIX permissions: the directory's protection is all there is
        }
        try {
            // Two censuses starting at once: the first key wins, the other process reads it.
            Files.move(temp, keyFile, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (java.nio.file.FileAlreadyExistsException raced) {
            Files.deleteIfExists(temp);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
