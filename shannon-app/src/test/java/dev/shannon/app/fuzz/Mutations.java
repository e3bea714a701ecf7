package dev.shannon.app.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Inputs for fuzzing: a valid example of a format, changed a few times at random — a character
 * replaced by one that parsers trip over (NUL, ESC, a lone surrogate, a byte-order mark, quotes,
 * brackets, separators, a huge number), a stretch deleted, repeated or moved, the text cut short —
 * and, now and then, bytes that are not UTF-8. Bounded to {@value #MAX_BYTES} bytes, so a run's
 * memory is bounded by the limits under test, not by the input. Reproducible from jqwik's seed.
 */
final class Mutations {
    static final int MAX_BYTES = 64 * 1024;

    private static final String[] TOKENS = {
        "\u0000",
        "\u001b[31m",
        "\u0007",
        "\r",
        "\n",
        "\t",
        " ",
        "#",
        "=",
        "{",
        "}",
        "[",
        "]",
        "\"",
        ",",
        ":",
        "-",
        ".",
        "0",
        "1",
        "-1",
        "99999999999999999999",
        "1e309",
        "NaN",
        "null",
        "true",
        "\uFEFF",
        "\u202e",
        "\ud800",
        "🎲",
        "é",
        "terminals",
        "terminals s t",
        "s",
        "t",
        "L",
        "I",
        "3",
        "4",
        "┼",
        "@",
        "\\",
        "\\u0000",
        "~",
        "?",
        "?~",
        "x",
    };

    private Mutations() {}

    /** UTF-8 bytes of a mutated example (sometimes with invalid UTF-8 mixed in). */
    static Arbitrary<byte[]> of(List<String> examples) {
        return Arbitraries.of(examples).flatMap(example -> Arbitraries.randomValue(random -> mutate(example, random)));
    }

    /** The same as text (invalid UTF-8 decoded as U+FFFD), for interfaces that take a string. */
    static Arbitrary<String> text(List<String> examples) {
        return of(examples).map(b -> new String(b, StandardCharsets.UTF_8));
    }

    static byte[] mutate(String example, Random random) {
        StringBuilder s = new StringBuilder(example);
        int rounds = 1 + random.nextInt(4);
        for (int k = 0; k < rounds; k++) {
            int at = s.length() == 0 ? 0 : random.nextInt(s.length() + 1);
            int len = s.length() - at == 0 ? 0 : 1 + random.nextInt(Math.min(64, s.length() - at));
            switch (random.nextInt(7)) {
                case 0 -> s.insert(at, TOKENS[random.nextInt(TOKENS.length)]);
                case 1 -> s.replace(at, at + len, TOKENS[random.nextInt(TOKENS.length)]);
                case 2 -> s.delete(at, at + len);
                case 3 -> {
                    String piece = s.substring(at, at + len);
                    int times = 1 + random.nextInt(random.nextBoolean() ? 4 : 400);
                    s.insert(at, piece.repeat(Math.min(times, MAX_BYTES / Math.max(1, piece.length()) / 2)));
                }
                case 4 -> s.setLength(at);
                case 5 -> {
                    String piece = s.substring(at, at + len);
                    s.delete(at, at + len);
                    s.insert(random.nextInt(s.length() + 1), piece);
                }
                default -> s.insert(at, Integer.toString(random.nextInt(2000) - 100));
            }
            if (s.length() > MAX_BYTES / 2) {
                s.setLength(MAX_BYTES / 2);
            }
        }
        byte[] bytes = s.toString().getBytes(StandardCharsets.UTF_8);
        if (random.nextInt(10) == 0 && bytes.length > 0) {
            bytes[random.nextInt(bytes.length)] = (byte) (0x80 + random.nextInt(0x80));
        }
        return bytes.length > MAX_BYTES ? Arrays.copyOf(bytes, MAX_BYTES) : bytes;
    }
}
