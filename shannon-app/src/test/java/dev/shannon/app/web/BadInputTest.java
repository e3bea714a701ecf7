package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every class of bad input on every endpoint gets a 4xx with {@code {"error": "..."}} naming the
 * problem — never a 500, never a hang — and a fuzzer finds no way to provoke a 5xx either.
 */
class BadInputTest {
    private static final String K4 =
            "{\"edges\":[[\"s\",\"t\"],[\"s\",\"a\"],[\"s\",\"b\"],[\"t\",\"a\"],[\"t\",\"b\"],[\"a\",\"b\"]],\"s\":\"s\",\"t\":\"t\"}";
    /** A valid body for each POST endpoint. */
    private static final Map<String, String> VALID = new LinkedHashMap<>();

    static {
        VALID.put("/api/switching/graph", "{\"preset\":\"grid\",\"rows\":2,\"cols\":3}");
        VALID.put("/api/switching/analyze", "{\"graph\":" + K4 + ",\"first\":\"short\",\"moves\":[5]}");
        VALID.put("/api/switching/certificate", "{\"graph\":" + K4 + ",\"first\":\"short\",\"moves\":[],\"claim\":5}");
        VALID.put("/api/switching/move", "{\"graph\":" + K4 + ",\"first\":\"cut\",\"moves\":[5],\"game\":\"g1\"}");
        VALID.put("/api/bridgit/analyze", "{\"n\":3,\"first\":\"red\",\"moves\":[[3,3]]}");
        VALID.put("/api/bridgit/trees", "{\"n\":3,\"moves\":[[3,3]],\"move\":[1,1]}");
        VALID.put("/api/bridgit/move", "{\"n\":3,\"moves\":[[3,3]],\"level\":\"perfect\"}");
        VALID.put("/api/bridgit/hint", "{\"n\":3,\"moves\":[[3,3]],\"thinkMillis\":50}");
        VALID.put("/api/bridgit/analyze-game", "{\"n\":3,\"first\":\"blue\",\"moves\":[[3,3],[1,1]]}");
        VALID.put("/api/bridgit/limited/analyze", "{\"n\":3,\"bridges\":3,\"moves\":[[3,3]]}");
        VALID.put("/api/bridgit/limited/move", "{\"n\":3,\"bridges\":3,\"moves\":[[3,3]]}");
    }

    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void refused(String path, String body, int status, String messagePart) {
        TestServer.Reply r = server.post(path, body);
        assertThat(r.status()).as(path + " " + body + " -> " + r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.error()).as(r.body()).isNotBlank().containsIgnoringCase(messagePart);
    }

    @Test
    void validBodiesAreAccepted() {
        VALID.forEach((path, body) ->
                assertThat(server.post(path, body).status()).as(path).isEqualTo(200));
        assertThat(server.get("/api/bridgit/table?n=3").status()).isEqualTo(200);
        assertThat(server.get("/api/limits").status()).isEqualTo(200);
    }

    @Test
    void malformedJsonOnEveryEndpoint() {
        for (String path : VALID.keySet()) {
            refused(path, "{\"n\": 3,", 400, "invalid JSON");
            refused(path, "[1, 2]", 400, "expected a JSON object");
            refused(path, "", 400, "empty request body");
            refused(path, "{} {}", 400, "invalid JSON");
            refused(path, "{\"n\":1,\"n\":2}", 400, "duplicate");
            refused(path, "\"text\"", 400, "expected a JSON object");
        }
    }

    @Test
    void unknownFieldsOnEveryEndpoint() {
        VALID.forEach((path, body) ->
                refused(path, body.replaceFirst("\\{", "{\"colour\":\"red\","), 400, "unknown field \"colour\""));
        refused(
                "/api/switching/analyze",
                VALID.get("/api/switching/analyze").replace("\"s\":\"s\"", "\"s\":\"s\",\"x\":1"),
                400,
                "unknown field");
    }

    @Test
    void wrongTypes() {
        refused("/api/bridgit/analyze", "{\"n\":\"5\"}", 400, "\"n\" must be an integer");
        refused("/api/bridgit/analyze", "{\"n\":5.5}", 400, "\"n\" must be an integer");
        refused("/api/bridgit/analyze", "{\"n\":5,\"moves\":\"3,3\"}", 400, "\"moves\" must be an array");
        refused("/api/bridgit/analyze", "{\"n\":5,\"moves\":[[3]]}", 400, "moves[0]");
        refused("/api/bridgit/analyze", "{\"n\":5,\"moves\":[[3,\"3\"]]}", 400, "moves[0][1]");
        refused("/api/bridgit/analyze", "{\"n\":5,\"first\":true}", 400, "\"first\" must be a string");
        refused("/api/bridgit/analyze", "{\"n\":5,\"first\":\"green\"}", 400, "must be one of blue, red");
        refused("/api/bridgit/move", "{\"n\":5,\"level\":\"godlike\"}", 400, "must be one of beginner, casual");
        refused("/api/bridgit/trees", "{\"n\":5,\"move\":{}}", 400, "\"move\" must be a pair");
        refused("/api/switching/analyze", "{\"graph\":[1,2]}", 400, "\"graph\" must be an object");
        refused(
                "/api/switching/analyze",
                "{\"graph\":{\"edges\":[[\"a\",true]],\"s\":\"a\",\"t\":\"b\"}}",
                400,
                "integer or a string");
        refused("/api/switching/analyze", "{\"graph\":" + K4 + ",\"moves\":[\"0\"]}", 400, "moves[0]");
        refused("/api/switching/move", "{\"graph\":" + K4 + ",\"game\":\"no spaces please\"}", 400, "\"game\"");
        refused("/api/switching/graph", "{\"preset\":\"grid\",\"rows\":\"3\"}", 400, "\"rows\" must be an integer");
        refused("/api/switching/graph", "{\"preset\":\"petersen\",\"rows\":3}", 400, "does not apply");
        refused("/api/switching/graph", "{\"preset\":\"moebius\"}", 400, "must be one of");
        refused("/api/switching/graph", "{\"preset\":\"grid\",\"text\":\"a b\"}", 400, "exactly one");
        refused("/api/switching/graph", "{}", 400, "exactly one");
    }

    @Test
    void outOfRangeSizes() {
        refused("/api/bridgit/analyze", "{\"n\":0}", 400, "out of range 1..30");
        refused("/api/bridgit/analyze", "{\"n\":31}", 400, "out of range 1..30");
        refused("/api/bridgit/analyze", "{\"n\":99999999999999999999}", 400, "out of range");
        refused("/api/bridgit/analyze", "{}", 400, "missing field \"n\"");
        refused("/api/bridgit/limited/analyze", "{\"n\":9}", 400, "out of range 1..8");
        refused("/api/bridgit/limited/analyze", "{\"n\":3,\"bridges\":0}", 400, "\"bridges\"");
        refused("/api/bridgit/move", "{\"n\":3,\"errorPercent\":101}", 400, "out of range 0..100");
        refused("/api/switching/graph", "{\"preset\":\"grid\",\"rows\":11,\"cols\":3}", 400, "out of range");
        refused(
                "/api/switching/graph",
                "{\"preset\":\"random\",\"vertices\":5,\"edges\":11}",
                400,
                "out of range 1..10");
        refused("/api/switching/graph", "{\"preset\":\"bridgit\",\"size\":7}", 400, "out of range 1..6");
        refused("/api/switching/graph", "{\"preset\":\"petersen\",\"s\":\"3\",\"t\":\"3\"}", 400, "different");
        refused("/api/switching/graph", "{\"preset\":\"petersen\",\"s\":\"10\"}", 400, "not a vertex");
        assertThat(server.get("/api/bridgit/table?n=31").status()).isEqualTo(400);
        assertThat(server.get("/api/bridgit/table?n=abc").error()).contains("must be an integer");
        assertThat(server.get("/api/bridgit/table?n=99999999999999").error()).contains("out of range");
        assertThat(server.get("/api/bridgit/table?n=5&x=1").error()).contains("unknown query parameter");
        assertThat(server.get("/api/limits?x=1").status()).isEqualTo(400);
    }

    @Test
    void illegalMoves() {
        refused(
                "/api/bridgit/analyze",
                "{\"n\":3,\"moves\":[[3,3],[3,3]]}",
                400,
                "moves[1]: crossing 3,3 is already taken by red");
        refused("/api/bridgit/analyze", "{\"n\":3,\"moves\":[[1,2]]}", 400, "moves[0]: 1,2 is not a crossing");
        refused("/api/bridgit/analyze", "{\"n\":3,\"moves\":[[0,0]]}", 400, "not a crossing");
        refused("/api/bridgit/analyze", "{\"n\":3,\"moves\":[[7,7]]}", 400, "out of range 0..6");
        refused("/api/bridgit/analyze", "{\"n\":1,\"moves\":[[1,1],[1,1]]}", 400, "more than 1 (the limit)");
        refused("/api/bridgit/trees", "{\"n\":3,\"moves\":[[3,3]],\"move\":[3,3]}", 400, "already taken");
        refused("/api/bridgit/move", "{\"n\":1,\"moves\":[[1,1]]}", 400, "the game is over");
        refused(
                "/api/bridgit/limited/analyze",
                "{\"n\":2,\"bridges\":1,\"moves\":[[1,1],[3,3],[1,1,3,3]]}",
                400,
                "moves[2]: crossing 3,3 is already taken by blue");
        refused(
                "/api/bridgit/limited/analyze",
                "{\"n\":2,\"bridges\":1,\"moves\":[[1,1,3,3]]}",
                400,
                "moves[0]: red still has 1 bridge to place");
        String k4 = "{\"graph\":" + K4 + ",\"moves\":";
        refused("/api/switching/analyze", k4 + "[5,5]}", 400, "moves[1]: edge 5 is already claimed");
        refused("/api/switching/analyze", k4 + "[6]}", 400, "out of range 0..5");
        refused("/api/switching/analyze", k4 + "[-1]}", 400, "out of range");
        refused("/api/switching/analyze", k4 + "[0,1]}", 400, "the game is already over after 1 move (");
        refused("/api/switching/move", k4 + "[0]}", 400, "the game is over");
        refused("/api/switching/certificate", k4 + "[5],\"claim\":1}", 400, "for Short to move");
        refused("/api/switching/certificate", k4 + "[5,4],\"claim\":5}", 400, "not free");
        refused(
                "/api/switching/analyze",
                "{\"graph\":{\"edges\":[[\"a\",\"b\"]],\"s\":\"a\",\"t\":\"c\"}}",
                400,
                "unknown terminal");
        refused(
                "/api/switching/analyze",
                "{\"graph\":{\"edges\":[[\"a\",\"b\"]],\"s\":\"a\",\"t\":\"a\"}}",
                400,
                "same vertex");
        refused("/api/switching/analyze", "{\"graph\":{\"edges\":[[\"a\",\"b\"]],\"s\":\"a\"}}", 400, "both terminals");
        refused("/api/switching/analyze", "{\"graph\":{\"edges\":[],\"s\":\"a\",\"t\":\"b\"}}", 400, "empty graph");
    }

    @Test
    void oversizedGraphsAndBodies() {
        StringBuilder edges = new StringBuilder();
        for (int i = 0; i < 201; i++) {
            edges.append(i == 0 ? "" : ",").append("[\"a\",\"b\"]");
        }
        refused(
                "/api/switching/analyze",
                "{\"graph\":{\"edges\":[" + edges + "],\"s\":\"a\",\"t\":\"b\"}}",
                400,
                "more than 200 edges");
        StringBuilder path = new StringBuilder();
        for (int i = 0; i < 201; i++) {
            path.append(i == 0 ? "" : ",")
                    .append("[")
                    .append(i)
                    .append(",")
                    .append(i + 1)
                    .append("]");
        }
        refused("/api/switching/analyze", "{\"graph\":{\"edges\":[" + path + "],\"s\":0,\"t\":1}}", 400, "too large");
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 250; i++) {
            text.append("v").append(i).append(" v").append(i + 1).append("\\n");
        }
        refused("/api/switching/graph", "{\"text\":\"" + text + "\"}", 400, "more than 200");
        refused(
                "/api/switching/analyze",
                "{\"graph\":{\"edges\":[[\"" + "x".repeat(41) + "\",\"b\"]],\"s\":\"b\",\"t\":\"b\"}}",
                400,
                "longer than 40");
        byte[] big = ("{\"text\":\"" + "a b\\n".repeat(70_000) + "\"}").getBytes(StandardCharsets.UTF_8);
        TestServer.Reply r = server.postBytes("/api/switching/graph", big);
        assertThat(r.status()).isEqualTo(413);
        assertThat(r.error()).contains("larger than 256 KiB");
        // Without a Content-Length the body is counted as it arrives.
        TestServer.Reply chunked = server.send(HttpRequest.newBuilder(server.uri("/api/bridgit/analyze"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big))));
        assertThat(chunked.status()).isEqualTo(413);
    }

    @Test
    void unknownPathsAndWrongMethods() {
        TestServer.Reply missing = server.get("/api/nothing-here");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.error()).isNotBlank();
        TestServer.Reply wrong = server.get("/api/bridgit/analyze");
        assertThat(wrong.status()).isEqualTo(405);
        assertThat(wrong.error()).contains("not allowed").contains("allowed: POST");
        assertThat(server.method("DELETE", "/api/switching/move").status()).isEqualTo(405);
        assertThat(server.post("/api/limits", "{}").status()).isEqualTo(405);
        assertThat(server.get("/no/such/page.html").status()).isEqualTo(404);
    }

    /** A body that does not say it is JSON is refused: no cross-site text/plain or form POST reaches a solver. */
    @Test
    void bodiesMustBeDeclaredJson() {
        for (String type :
                new String[] {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"}) {
            TestServer.Reply r = server.send(HttpRequest.newBuilder(server.uri("/api/bridgit/analyze"))
                    .header("Content-Type", type)
                    .POST(HttpRequest.BodyPublishers.ofString("{\"n\":3}")));
            assertThat(r.status()).as(type).isEqualTo(415);
            assertThat(r.error()).contains("application/json");
        }
        TestServer.Reply none = server.send(HttpRequest.newBuilder(server.uri("/api/bridgit/analyze"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"n\":3}")));
        assertThat(none.status()).isEqualTo(415);
        TestServer.Reply withCharset = server.send(HttpRequest.newBuilder(server.uri("/api/bridgit/analyze"))
                .header("Content-Type", "Application/JSON; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString("{\"n\":3}")));
        assertThat(withCharset.status()).isEqualTo(200);
    }

    @Test
    void queryStringsAreReadStrictly() {
        assertThat(rawStatusLine("/api/bridgit/table?n=%ZZ")).contains(" 400 ");
        TestServer.Reply twice = server.get("/api/bridgit/table?n=1&n=2");
        assertThat(twice.status()).isEqualTo(400);
        assertThat(twice.error()).contains("2 times");
        assertThat(server.get("/api/bridgit/table?n=4").status()).isEqualTo(200);
    }

    /** A GET sent over a plain socket, for request lines that java.net.URI refuses to build. */
    private static String rawStatusLine(String target) {
        return rawResponse(target, "").lines().findFirst().orElse("");
    }

    /** The whole response to a GET with extra header lines, sent over a plain socket. */
    private static String rawResponse(String target, String headers) {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.getOutputStream()
                    .write(("GET " + target + " HTTP/1.1\r\nHost: localhost\r\n" + headers
                                    + "Connection: close\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What Jetty refuses before any handler runs is answered in the API's JSON shape too. */
    @Test
    void protocolErrorsAreJsonToo() {
        String nul = rawResponse("/api/limits%00", "");
        assertThat(nul)
                .startsWith("HTTP/1.1 400")
                .containsIgnoringCase("content-type: application/json")
                .contains("{\"error\":\"malformed request");
        String big = rawResponse("/api/limits", "X-Big: " + "a".repeat(20_000) + "\r\n");
        assertThat(big).startsWith("HTTP/1.1 431").contains("{\"error\":\"request headers too large\"}");
    }

    @Test
    void impossibleRequestsFailAtOnce() {
        // No 2-wide board holds a tricky stage: refused before any search (the message of a search
        // that ran out of time would say "found in 10 s", not name the smallest size).
        refused("/api/tsunagaru/generate", "{\"width\":2,\"height\":8,\"goal\":\"tricky\",\"seed\":1}", 400, "3x4");
        // The default number of bridges (10) is cut to the board: n = 2 has 5 crossings.
        TestServer.Reply small = server.post("/api/bridgit/limited/analyze", "{\"n\":2}");
        assertThat(small.status()).isEqualTo(200);
        assertThat(small.json().get("bridges").asInt()).isEqualTo(5);
    }

    /** Random corruptions of valid bodies: whatever comes back is a 200 or a 4xx JSON error, never a 5xx. */
    @Test
    void fuzzedBodiesNeverCauseAServerError() {
        Random random = new Random(77);
        String alphabet = "{}[]\",:0123456789-.eE truefalsnul\\xyzabcst";
        List<String> paths = List.copyOf(VALID.keySet());
        for (int round = 0; round < 600; round++) {
            String path = paths.get(round % paths.size());
            StringBuilder b = new StringBuilder(VALID.get(path));
            int edits = 1 + random.nextInt(4);
            for (int k = 0; k < edits && b.length() > 0; k++) {
                int at = random.nextInt(b.length());
                switch (random.nextInt(3)) {
                    case 0 -> b.deleteCharAt(at);
                    case 1 -> b.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    default -> b.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            TestServer.Reply r = server.post(path, b.toString());
            assertThat(r.status()).as(path + " " + b + " -> " + r.body()).isIn(200, 400);
            assertThat(r.json()).as(r.body()).isNotNull();
            if (r.status() != 200) {
                assertThat(r.error()).isNotBlank();
            }
        }
    }

    /** Structurally valid JSON with values of every type in every field. */
    @Test
    void everyFieldWithEveryTypeOfValue() {
        List<Object> values = List.of(
                "x",
                -1,
                0,
                1,
                3,
                1_000_000_000_000L,
                2.5,
                true,
                List.of(),
                List.of(1, 1),
                List.of(List.of(1, 1)),
                Map.of());
        for (Map.Entry<String, String> e : VALID.entrySet()) {
            ObjectNode base;
            try {
                base = (ObjectNode) Json.MAPPER.readTree(e.getValue());
            } catch (IOException ex) {
                throw new IllegalStateException(ex);
            }
            List<String> fields = List.copyOf(iterable(base.fieldNames()));
            for (String field : fields) {
                for (Object v : values) {
                    ObjectNode b = base.deepCopy();
                    b.set(field, Json.MAPPER.valueToTree(v));
                    TestServer.Reply r = server.post(e.getKey(), b);
                    assertThat(r.status())
                            .as(e.getKey() + " " + b + " -> " + r.body())
                            .isIn(200, 400);
                }
            }
        }
    }

    private static <T> List<T> iterable(Iterator<T> it) {
        List<T> out = new ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }
}
