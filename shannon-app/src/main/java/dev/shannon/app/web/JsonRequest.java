package dev.shannon.app.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.JsonSyntaxError;
import dev.shannon.graph.VertexNames;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A JSON object from a request, read strictly: unknown fields, duplicate keys, trailing
 * garbage, wrong types and out-of-range numbers are all a 400 whose message names the field
 * (with its path, e.g. {@code graph.edges[3][1]}). Validation happens here, at the edge; the
 * domain code below never sees unchecked input. A field set to {@code null} counts as left out
 * (its default applies), as JavaScript clients tend to send it.
 */
public final class JsonRequest {
    private static final ObjectReader READER = Json.MAPPER
            .reader()
            .with(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final ObjectNode node;
    private final String path;

    private JsonRequest(ObjectNode node, String path) {
        this.node = node;
        this.path = path;
    }

    /** Parses a request body that must be one JSON object. */
    public static JsonRequest parse(byte[] body) {
        requireUtf8(body);
        JsonNode root;
        try {
            root = READER.readTree(body);
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("invalid JSON" + JsonSyntaxError.describe(e));
        } catch (IOException e) {
            throw ApiError.badRequest("invalid JSON: " + e.getMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw ApiError.badRequest("empty request body: expected a JSON object");
        }
        if (!root.isObject()) {
            throw ApiError.badRequest("expected a JSON object, got " + kind(root));
        }
        String broken = invalidUnicode(root, "");
        if (broken != null) {
            throw ApiError.badRequest("invalid JSON: the string at " + broken
                    + " is not valid Unicode (it holds half of a UTF-16 surrogate pair, such as \\ud800)");
        }
        return new JsonRequest((ObjectNode) root, "");
    }

    /**
     * A body must be well-formed UTF-8 (RFC 8259, §8.1). The JSON parser decodes some malformed sequences instead of
     * refusing them — an overlong {@code C0 AF} became '/', a character the client never sent — so the bytes are
     * checked first, by the JDK's strict decoder: overlong forms, encoded surrogates, code points beyond U+10FFFF,
     * stray continuation bytes and truncated sequences are refused with the offset of the first bad byte.
     */
    private static void requireUtf8(byte[] body) {
        ByteBuffer in = ByteBuffer.wrap(body);
        CharBuffer out = CharBuffer.allocate(body.length);
        CoderResult result = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(in, out, true);
        if (result.isError()) {
            throw ApiError.badRequest(
                    "the body is not valid UTF-8: a malformed or overlong byte sequence at byte " + in.position());
        }
    }

    /**
     * The path of the first key or string of {@code node} that is not valid Unicode, or null. JSON
     * can spell half of a surrogate pair ({@code "\ud800"}); printed, it becomes '?', so two
     * distinct names would merge (issue 29, §4). No field of any request may hold one.
     */
    private static String invalidUnicode(JsonNode node, String path) {
        if (node.isTextual()) {
            return VertexNames.isValidUnicode(node.textValue()) ? null : (path.isEmpty() ? "the top" : path);
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String bad = invalidUnicode(node.get(i), path + "[" + i + "]");
                if (bad != null) {
                    return bad;
                }
            }
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                String here = path.isEmpty() ? f.getKey() : path + "." + f.getKey();
                if (!VertexNames.isValidUnicode(f.getKey())) {
                    return "a key in " + (path.isEmpty() ? "the top object" : path);
                }
                String bad = invalidUnicode(f.getValue(), here);
                if (bad != null) {
                    return bad;
                }
            }
        }
        return null;
    }

    /** Rejects any field not named here. Call first, so a typo is reported before anything else. */
    public JsonRequest allowOnly(String... fields) {
        List<String> allowed = Arrays.asList(fields);
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!allowed.contains(f)) {
                throw ApiError.badRequest("unknown field \"" + path + f + "\" (expected "
                        + String.join(", ", new TreeSet<>(allowed)) + ")");
            }
        }
        return this;
    }

    public boolean has(String field) {
        return node.has(field) && !node.get(field).isNull();
    }

    /** The raw node of a field (null when absent), for callers that parse a nested structure themselves. */
    public JsonNode raw(String field) {
        return has(field) ? node.get(field) : null;
    }

    /** The name of a field as it appears in messages, e.g. "graph.edges". */
    public String name(String field) {
        return path + field;
    }

    public int requiredInt(String field, int min, int max) {
        if (!has(field)) {
            throw ApiError.badRequest("missing field \"" + name(field) + "\"");
        }
        return intValue(node.get(field), name(field), min, max);
    }

    public int optionalInt(String field, int fallback, int min, int max) {
        return has(field) ? intValue(node.get(field), name(field), min, max) : fallback;
    }

    public long optionalLong(String field, long fallback) {
        if (!has(field)) {
            return fallback;
        }
        JsonNode v = node.get(field);
        // A decimal string too: JavaScript numbers hold integers exactly only up to 2^53, so pages send 64-bit values
        // as text.
        if (v.isTextual() && v.asText().matches("-?[0-9]{1,19}")) {
            try {
                return Long.parseLong(v.asText());
            } catch (NumberFormatException e) {
                // out of range: the message below
            }
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw ApiError.badRequest("\"" + name(field) + "\" must be an integer between " + Long.MIN_VALUE + " and "
                    + Long.MAX_VALUE + " (a number or a string of digits)");
        }
        return v.longValue();
    }

    public boolean optionalBoolean(String field, boolean fallback) {
        if (!has(field)) {
            return fallback;
        }
        JsonNode v = node.get(field);
        if (!v.isBoolean()) {
            throw ApiError.badRequest("\"" + name(field) + "\" must be true or false, got " + kind(v));
        }
        return v.booleanValue();
    }

    public String optionalString(String field, String fallback, int maxLength) {
        if (!has(field)) {
            return fallback;
        }
        JsonNode v = node.get(field);
        if (!v.isTextual()) {
            throw ApiError.badRequest("\"" + name(field) + "\" must be a string, got " + kind(v));
        }
        String text = v.textValue();
        // Characters are counted as code points (an emoji is one), after a cheap check on UTF-16 units.
        if (text.length() > maxLength && text.codePointCount(0, text.length()) > maxLength) {
            throw ApiError.badRequest("\"" + name(field) + "\" is longer than " + maxLength + " characters");
        }
        return v.textValue();
    }

    /** One of a fixed set of words (the map's keys), e.g. "short" or "cut". */
    public <T> T optionalChoice(String field, T fallback, Map<String, T> choices) {
        if (!has(field)) {
            return fallback;
        }
        String word = optionalString(field, null, 64);
        T value = choices.get(word);
        if (value == null) {
            throw ApiError.badRequest("\"" + name(field) + "\" must be one of "
                    + String.join(", ", new TreeSet<>(choices.keySet())) + ", got \"" + word + "\"");
        }
        return value;
    }

    public <T> T requiredChoice(String field, Map<String, T> choices) {
        if (!has(field)) {
            throw ApiError.badRequest("missing field \"" + name(field) + "\"");
        }
        return optionalChoice(field, null, choices);
    }

    /** A nested object, read with the same strictness. */
    public JsonRequest requiredObject(String field) {
        if (!has(field)) {
            throw ApiError.badRequest("missing field \"" + name(field) + "\"");
        }
        JsonNode v = node.get(field);
        if (!v.isObject()) {
            throw ApiError.badRequest("\"" + name(field) + "\" must be an object, got " + kind(v));
        }
        return new JsonRequest((ObjectNode) v, name(field) + ".");
    }

    /** An array of integers in [min, max], at most {@code maxLength} long; empty when absent. */
    public int[] intArray(String field, int maxLength, int min, int max) {
        if (!has(field)) {
            return new int[0];
        }
        JsonNode a = array(field, maxLength);
        int[] out = new int[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = intValue(a.get(i), name(field) + "[" + i + "]", min, max);
        }
        return out;
    }

    /** An array of integer pairs [a, b], each in [min, max], at most {@code maxLength} pairs; empty when absent. */
    public int[][] pairArray(String field, int maxLength, int min, int max) {
        return tupleArray(field, maxLength, min, max, 2);
    }

    /**
     * An array of integer tuples, each of one of the given lengths (e.g. 2 or 4) with every
     * element in [min, max], at most {@code maxLength} tuples; empty when absent.
     */
    public int[][] tupleArray(String field, int maxLength, int min, int max, int... sizes) {
        if (!has(field)) {
            return new int[0][];
        }
        JsonNode a = array(field, maxLength);
        int[][] out = new int[a.size()][];
        for (int i = 0; i < out.length; i++) {
            JsonNode t = a.get(i);
            String name = name(field) + "[" + i + "]";
            int size = t.isArray() ? t.size() : -1;
            if (Arrays.stream(sizes).noneMatch(k -> k == size)) {
                String lengths =
                        Arrays.stream(sizes).mapToObj(Integer::toString).collect(Collectors.joining(" or "));
                throw ApiError.badRequest(
                        "\"" + name + "\" must be an array of " + lengths + " integers, got " + kind(t));
            }
            out[i] = new int[size];
            for (int j = 0; j < size; j++) {
                out[i][j] = intValue(t.get(j), name + "[" + j + "]", min, max);
            }
        }
        return out;
    }

    /** A required pair [a, b] of integers in [min, max]. */
    public int[] requiredPair(String field, int min, int max) {
        if (!has(field)) {
            throw ApiError.badRequest("missing field \"" + name(field) + "\"");
        }
        return pair(node.get(field), name(field), min, max);
    }

    /** A required array node of at most {@code maxLength} elements. */
    public JsonNode array(String field, int maxLength) {
        if (!has(field)) {
            throw ApiError.badRequest("missing field \"" + name(field) + "\"");
        }
        JsonNode a = node.get(field);
        if (!a.isArray()) {
            throw ApiError.badRequest("\"" + name(field) + "\" must be an array, got " + kind(a));
        }
        if (a.size() > maxLength) {
            throw ApiError.badRequest(
                    "\"" + name(field) + "\" has " + a.size() + " elements, more than " + maxLength + " (the limit)");
        }
        return a;
    }

    private static int[] pair(JsonNode p, String name, int min, int max) {
        if (!p.isArray() || p.size() != 2) {
            throw ApiError.badRequest("\"" + name + "\" must be a pair [a, b], got " + kind(p));
        }
        return new int[] {intValue(p.get(0), name + "[0]", min, max), intValue(p.get(1), name + "[1]", min, max)};
    }

    static int intValue(JsonNode v, String name, int min, int max) {
        if (!v.isIntegralNumber()) {
            throw ApiError.badRequest("\"" + name + "\" must be an integer, got " + kind(v));
        }
        if (!v.canConvertToInt() || v.intValue() < min || v.intValue() > max) {
            throw ApiError.badRequest("\"" + name + "\" = " + v.asText() + " is out of range " + min + ".." + max);
        }
        return v.intValue();
    }

    /** "a string", "an array", … for messages. */
    static String kind(JsonNode v) {
        if (v == null || v.isNull()) {
            return "null";
        }
        if (v.isTextual()) {
            return "a string";
        }
        if (v.isArray()) {
            return "an array of " + v.size() + (v.size() == 1 ? " element" : " elements");
        }
        if (v.isObject()) {
            return "an object";
        }
        if (v.isBoolean()) {
            return "a boolean";
        }
        if (v.isNumber()) {
            return "the number " + v.asText();
        }
        return v.getNodeType().name().toLowerCase(Locale.ROOT);
    }
}
