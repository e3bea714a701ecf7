package dev.shannon.census;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;

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
     * @throws IllegalArgumentException if the key sits in the checkpoint's own directory, or the file is not a key
     */
    public static byte[] load(Path keyFile, Path checkpoint) throws IOException {
        Path keyDir = keyFile.toAbsolutePath().normalize().getParent();
        Path checkpointDir = checkpoint.toAbsolutePath().normalize().getParent();
        if (keyDir != null && keyDir.equals(checkpointDir)) {
            throw new IllegalArgumentException("the checkpoint key " + keyFile
                    + " is in the checkpoint's own directory: keep it elsewhere (whoever can edit the checkpoint must not"
                    + " read the key)");
        }
        if (!Files.exists(keyFile)) {
            create(keyFile);
        }
        byte[] key = Files.readAllBytes(keyFile);
        if (key.length != BYTES) {
            throw new IllegalArgumentException(
                    keyFile + " is not a census checkpoint key (" + BYTES + " bytes); delete it to make a new one");
        }
        return key;
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
