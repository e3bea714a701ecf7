package dev.shannon.app.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a whole input file (or standard input for "-") as UTF-8 text, with a size limit. */
public final class InputFiles {
    /** Inputs larger than this are refused: 16 MiB. */
    public static final int MAX_BYTES = 16 << 20;

    private InputFiles() {}

    public static String read(String name, InputStream stdin) {
        byte[] bytes;
        try {
            if (name.isEmpty()) {
                throw new IllegalArgumentException("an empty file name: give a path, or '-' for standard input");
            }
            if (name.equals("-")) {
                bytes = readLimited(stdin, "standard input");
            } else {
                Path path = Path.of(name);
                if (Files.isDirectory(path)) {
                    throw new IllegalArgumentException(name + ": is a directory, not a file");
                }
                if (Files.exists(path) && Files.size(path) > MAX_BYTES) {
                    throw new IllegalArgumentException(
                            name + ": file larger than " + (MAX_BYTES >> 20) + " MiB (the limit)");
                }
                try (InputStream in = Files.newInputStream(path)) {
                    bytes = readLimited(in, name);
                }
            }
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(name + ": no such file");
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": cannot read: " + e.getMessage(), e);
        }
        try {
            String text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
            // Some editors start UTF-8 files with a byte-order mark; read as text it would become part of the first
            // name.
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(displayName(name) + ": not UTF-8 text");
        }
    }

    public static String displayName(String name) {
        return name.equals("-") ? "<stdin>" : name;
    }

    private static byte[] readLimited(InputStream in, String name) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        for (int r; (r = in.read(buf)) > 0; ) {
            out.write(buf, 0, r);
            if (out.size() > MAX_BYTES) {
                throw new IllegalArgumentException(
                        displayName(name) + ": input larger than " + (MAX_BYTES >> 20) + " MiB (the limit)");
            }
        }
        return out.toByteArray();
    }
}
