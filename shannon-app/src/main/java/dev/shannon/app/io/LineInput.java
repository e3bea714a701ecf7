package dev.shannon.app.io;

import java.io.BufferedReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Lines of UTF-8 text from a stream that may never end (a terminal, a pipe, {@code /dev/zero}),
 * with the bounds of {@link InputFiles}: a line holds at most {@value #MAX_LINE_CHARS}
 * characters and the whole input at most {@link InputFiles#MAX_BYTES} bytes; bytes that are not
 * UTF-8 are refused, not replaced. Each refusal is an {@link IllegalArgumentException} naming
 * the line, so a command ends with one line and exit 2 instead of growing until memory runs out.
 * A {@link BufferedReader}, so that code reading commands a line at a time keeps its shape.
 */
public final class LineInput extends BufferedReader {
    /** The longest line read: 1 Mi characters. */
    public static final int MAX_LINE_CHARS = 1 << 20;

    private final String name;
    private int lineNumber;

    private LineInput(InputStream in, String name) {
        super(new InputStreamReader(
                new Capped(in, name),
                StandardCharsets.UTF_8
                        .newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)));
        this.name = name;
    }

    /** Lines from standard input. */
    public static LineInput standardInput() {
        return of(System.in, "standard input");
    }

    /** Lines from {@code in}, called {@code name} in messages. */
    public static LineInput of(InputStream in, String name) {
        return new LineInput(in, name);
    }

    /** The number of the line last returned (1 for the first). */
    public int lineNumber() {
        return lineNumber;
    }

    /** The next line without its terminator ({@code \n} or {@code \r\n}), or null at the end of input. */
    @Override
    public String readLine() throws IOException {
        StringBuilder line = new StringBuilder();
        boolean any = false;
        for (int c; (c = next()) >= 0; ) {
            any = true;
            if (c == '\n') {
                break;
            }
            if (line.length() >= MAX_LINE_CHARS) {
                throw new IllegalArgumentException(name + ": line " + (lineNumber + 1) + " is longer than "
                        + MAX_LINE_CHARS + " characters (the limit)");
            }
            line.append((char) c);
        }
        if (!any) {
            return null;
        }
        lineNumber++;
        int n = line.length();
        if (n > 0 && line.charAt(n - 1) == '\r') {
            line.setLength(n - 1);
        }
        // A byte-order mark some editors write would otherwise become part of the first word.
        return lineNumber == 1 && line.length() > 0 && line.charAt(0) == '\uFEFF' ? line.substring(1) : line.toString();
    }

    private int next() throws IOException {
        try {
            return read();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(name + ": line " + (lineNumber + 1) + " is not UTF-8 text");
        }
    }

    /** Counts the bytes and refuses to go past the input limit. */
    private static final class Capped extends FilterInputStream {
        private final String name;
        private long count;

        Capped(InputStream in, String name) {
            super(in);
            this.name = name;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                counted(1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int r = super.read(b, off, len);
            if (r > 0) {
                counted(r);
            }
            return r;
        }

        private void counted(int bytes) {
            count += bytes;
            if (count > InputFiles.MAX_BYTES) {
                throw new IllegalArgumentException(
                        name + ": input larger than " + (InputFiles.MAX_BYTES >> 20) + " MiB (the limit)");
            }
        }
    }
}
