package dev.shannon.graph.io;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The layout shared by every game record (docs/records.md): a first line
 * {@code shannon-record GAME}, then one field a line, {@code key value}, and blocks — a line
 * holding only {@code key}, the block's lines as they are, a line {@code end}. {@code #} starts
 * a comment outside blocks; blank lines are ignored there. Each game's record class says which
 * keys it knows; this class only splits the text and reports where it is malformed.
 */
public final class RecordText {
    /** No record is longer: a record is typed, pasted or put in a URL, not streamed. */
    public static final int MAX_CHARS = 200_000;

    private static final String MAGIC = "shannon-record";

    private final String game;
    private final Map<String, String> fields;
    private final Map<String, String> blocks;

    private RecordText(String game, Map<String, String> fields, Map<String, String> blocks) {
        this.game = game;
        this.fields = fields;
        this.blocks = blocks;
    }

    /**
     * Splits a record of {@code game}; {@code fieldKeys} and {@code blockKeys} are the keys that
     * game knows. Throws IllegalArgumentException naming the line for anything else.
     */
    public static RecordText parse(String text, String game, Set<String> fieldKeys, Set<String> blockKeys) {
        if (text.length() > MAX_CHARS) {
            throw new IllegalArgumentException("record longer than " + MAX_CHARS + " characters");
        }
        String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        if (lines.length > 0 && lines[0].startsWith("\uFEFF")) {
            lines[0] = lines[0].substring(1);
        }
        Map<String, String> fields = new LinkedHashMap<>();
        Map<String, String> blocks = new LinkedHashMap<>();
        String found = null;
        for (int i = 0; i < lines.length; i++) {
            String content = stripComment(lines[i]);
            if (content.isEmpty()) {
                continue;
            }
            int line = i + 1;
            String[] kv = content.split("\\s+", 2);
            if (found == null) {
                if (!kv[0].equals(MAGIC) || kv.length < 2) {
                    throw at(line, "a record starts with 'shannon-record " + game + "'");
                }
                found = kv[1].strip();
                if (!found.equals(game)) {
                    throw at(line, "this is a record of '" + found + "', not of '" + game + "'");
                }
                continue;
            }
            String key = kv[0];
            if (blockKeys.contains(key) && kv.length == 1) {
                StringBuilder block = new StringBuilder();
                int j = i + 1;
                while (j < lines.length && !lines[j].strip().equals("end")) {
                    block.append(lines[j]).append('\n');
                    j++;
                }
                if (j == lines.length) {
                    throw at(line, "block '" + key + "' has no closing 'end' line");
                }
                putOnce(blocks, key, block.toString(), line);
                i = j;
            } else if (fieldKeys.contains(key)) {
                putOnce(fields, key, kv.length > 1 ? kv[1].strip() : "", line);
            } else {
                List<String> known = new ArrayList<>(fieldKeys);
                known.addAll(blockKeys);
                Collections.sort(known);
                throw at(
                        line,
                        "unknown entry '" + abbreviate(key) + "' (a " + game + " record has " + String.join(", ", known)
                                + ")");
            }
        }
        if (found == null) {
            throw new IllegalArgumentException("empty record: it starts with 'shannon-record " + game + "'");
        }
        return new RecordText(found, fields, blocks);
    }

    /** The game a record is of, read from its first line without checking the rest (null when there is no such line). */
    public static String gameOf(String text) {
        for (String line : text.replace('\r', '\n').split("\n")) {
            String content = stripComment(line.startsWith("\uFEFF") ? line.substring(1) : line);
            if (!content.isEmpty()) {
                String[] kv = content.split("\\s+", 2);
                return kv[0].equals(MAGIC) && kv.length == 2 ? kv[1].strip() : null;
            }
        }
        return null;
    }

    public String game() {
        return game;
    }

    public Optional<String> field(String key) {
        return Optional.ofNullable(fields.get(key));
    }

    /** A field that must be there. */
    public String required(String key) {
        return field(key).orElseThrow(() -> new IllegalArgumentException("missing line '" + key + " …'"));
    }

    /** A block that must be there: its lines, each ending in a newline. */
    public String requiredBlock(String key) {
        String b = blocks.get(key);
        if (b == null) {
            throw new IllegalArgumentException(
                    "missing block '" + key + "' (a line '" + key + "', its lines, a line 'end')");
        }
        return b;
    }

    private static void putOnce(Map<String, String> map, String key, String value, int line) {
        if (map.put(key, value) != null) {
            throw at(line, "second '" + key + "' entry");
        }
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return (hash >= 0 ? line.substring(0, hash) : line).strip();
    }

    private static IllegalArgumentException at(int line, String message) {
        return new IllegalArgumentException("line " + line + ": " + message);
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    /** Writes a record: the first line, then fields and blocks in the order added. */
    public static final class Writer {
        private final StringBuilder sb = new StringBuilder();

        public Writer(String game) {
            sb.append(MAGIC).append(' ').append(game).append('\n');
        }

        public Writer field(String key, String value) {
            sb.append(key);
            if (!value.isEmpty()) {
                sb.append(' ').append(value);
            }
            sb.append('\n');
            return this;
        }

        /** A block; its text must not hold a line "end" (no game's block text does: no graph edge or stage row is "end"). */
        public Writer block(String key, String text) {
            sb.append(key).append('\n').append(text);
            if (!text.isEmpty() && !text.endsWith("\n")) {
                sb.append('\n');
            }
            sb.append("end\n");
            return this;
        }

        @Override
        public String toString() {
            return sb.toString();
        }
    }
}
