package dev.shannon.app.io;

import dev.shannon.matroid.io.MatroidFile;
import dev.shannon.matroid.io.MatroidFormat;
import java.io.InputStream;

/** Reads a matroid game file, text or JSON (a file whose first non-blank character is '{'). */
public final class MatroidInput {
    private MatroidInput() {}

    public static MatroidFile read(String file, InputStream stdin) {
        String text = InputFiles.read(file, stdin);
        String source = InputFiles.displayName(file);
        return text.stripLeading().startsWith("{")
                ? JsonMatroidFormat.read(source, text)
                : MatroidFormat.read(source, text);
    }
}
