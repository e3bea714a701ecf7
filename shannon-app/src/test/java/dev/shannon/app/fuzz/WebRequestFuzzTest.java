package dev.shannon.app.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.TestServer;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.lifecycle.PropagationMode;

/**
 * Fuzzes the body of every POST endpoint of the web API with mutated valid requests
 * ({@link Mutations}). Every answer is a 200 with JSON, or a 4xx whose body is
 * {@code {"error": "…"}} on one line without control characters — never a 5xx, never a hang
 * (each request has {@value #TIMEOUT_SECONDS} s). Tries: see {@link InputFormatFuzzTest}.
 */
@AddLifecycleHook(value = FuzzTries.class, propagateTo = PropagationMode.ALL_DESCENDANTS)
class WebRequestFuzzTest {
    static final int TIMEOUT_SECONDS = 30;
    private static TestServer server;

    /** A valid body for each endpoint, the seeds of the mutations. */
    static final Map<String, List<String>> EXAMPLES = Map.ofEntries(
            Map.entry("/api/bridgit/analyze", List.of("{\"n\":3,\"first\":\"red\",\"moves\":[[3,3],[2,2]]}")),
            Map.entry("/api/bridgit/trees", List.of("{\"n\":3,\"moves\":[],\"move\":[3,3]}")),
            Map.entry(
                    "/api/bridgit/move",
                    List.of(
                            "{\"n\":3,\"moves\":[[3,3]],\"level\":\"perfect\",\"seed\":1}",
                            "{\"n\":4,\"level\":\"erring\",\"errorPercent\":50,\"seed\":2}")),
            Map.entry("/api/bridgit/hint", List.of("{\"n\":3,\"moves\":[[3,3]],\"thinkMillis\":20}")),
            Map.entry("/api/bridgit/analyze-game", List.of("{\"n\":3,\"first\":\"red\",\"moves\":[[3,3],[2,2]]}")),
            Map.entry(
                    "/api/bridgit/limited/analyze",
                    List.of("{\"n\":3,\"bridges\":2,\"moves\":[[1,1],[5,5],[3,3],[1,3]]}")),
            Map.entry("/api/bridgit/limited/move", List.of("{\"n\":2,\"bridges\":2,\"moves\":[[1,1],[3,3]]}")),
            Map.entry(
                    "/api/switching/graph",
                    List.of(
                            "{\"preset\":\"grid\",\"rows\":3,\"cols\":4}",
                            "{\"text\":\"s a\\na t\\nt b\\nb s\\nterminals s t\\n\"}",
                            "{\"preset\":\"random\",\"vertices\":8,\"edges\":12,\"seed\":3}")),
            Map.entry(
                    "/api/switching/analyze",
                    List.of("{\"graph\":{\"edges\":[[\"s\",\"a\"],[\"a\",\"t\"],[\"s\",\"t\"],[\"s\",\"a\"]],"
                            + "\"s\":\"s\",\"t\":\"t\"},\"first\":\"short\",\"moves\":[0]}")),
            Map.entry(
                    "/api/switching/certificate",
                    List.of("{\"graph\":{\"edges\":[[0,1],[1,2],[0,2],[0,1]],\"s\":0,\"t\":2},\"claim\":1}")),
            Map.entry(
                    "/api/switching/move",
                    List.of(
                            "{\"graph\":{\"edges\":[[0,1],[1,2],[0,2]],\"s\":0,\"t\":2},\"game\":\"g-1\",\"moves\":[]}")),
            Map.entry("/api/tsunagaru/check", List.of("{\"stage\":\"┌┐\\n└┘\\n\"}")),
            Map.entry("/api/tsunagaru/hint", List.of("{\"stage\":\"┌┐\\n└┘\\n\",\"rule\":\"any\"}")),
            Map.entry(
                    "/api/tsunagaru/solve",
                    List.of("{\"stage\":\"L 3 L\\n3 4 3\\nL 3 L\\n\",\"rule\":\"connected\",\"index\":0}")),
            Map.entry("/api/tsunagaru/generate", List.of("{\"width\":3,\"height\":3,\"goal\":\"unique\",\"seed\":4}")),
            Map.entry(
                    "/api/matroid/game",
                    List.of("{\"preset\":\"fano\"}", "{\"text\":\"binary\\n1 0 1\\n0 1 1\\ntarget 2\\n\"}")),
            Map.entry("/api/matroid/analyze", List.of("{\"preset\":\"fano\",\"first\":\"short\",\"moves\":[0,1]}")),
            Map.entry(
                    "/api/matroid/move",
                    List.of("{\"text\":\"uniform 2 4\\ntarget 3\\n\",\"first\":\"cut\",\"moves\":[]}")),
            Map.entry("/api/matroid/certificate", List.of("{\"preset\":\"fano\",\"first\":\"cut\",\"moves\":[2]}")));

    @BeforeContainer
    static void start() {
        server = TestServer.start();
    }

    @AfterContainer
    static void stop() {
        System.out.println("web fuzz: " + server.log.size() + " requests");
        server.close();
    }

    record Request(String path, byte[] body) {
        @Override
        public String toString() {
            return path + " " + new String(body, StandardCharsets.UTF_8);
        }
    }

    @Provide
    Arbitrary<Request> requests() {
        return Arbitraries.of(EXAMPLES.keySet().stream().sorted().toList())
                .flatMap(path -> Mutations.of(EXAMPLES.get(path)).map(body -> new Request(path, body)));
    }

    /** Bodies sent to an endpoint other than the one they were made for. */
    @Provide
    Arbitrary<Request> crossed() {
        List<String> all = EXAMPLES.values().stream().flatMap(List::stream).toList();
        return Combinators.combine(
                        Arbitraries.of(EXAMPLES.keySet().stream().sorted().toList()), Mutations.of(all))
                .as(Request::new);
    }

    /** The seeds are valid requests, so the mutations start from inside each endpoint's grammar. */
    @Example
    void theExamplesAreAnswered() {
        EXAMPLES.forEach((path, bodies) ->
                bodies.forEach(body -> assertThat(server.post(path, body).status())
                        .as("%s %s", path, body)
                        .isEqualTo(200)));
    }

    @Property
    void everyBodyGetsAnAnswerOrOneLineRefusal(@ForAll("requests") Request r) {
        assertAnsweredCleanly(r);
    }

    @Property
    void bodiesForAnotherEndpointAreRefusedCleanly(@ForAll("crossed") Request r) {
        assertAnsweredCleanly(r);
    }

    private static void assertAnsweredCleanly(Request r) {
        TestServer.Reply reply = server.send(HttpRequest.newBuilder(server.uri(r.path()))
                .header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(TIMEOUT_SECONDS))
                .POST(HttpRequest.BodyPublishers.ofByteArray(r.body())));
        assertThat(reply.status()).as("status for %s: %s", r, reply.body()).isBetween(200, 499);
        JsonNode json = reply.json();
        assertThat(json).as("JSON answer for %s", r).isNotNull();
        if (reply.status() >= 400) {
            assertThat(json.has("error")).isTrue();
            String error = json.get("error").asText();
            assertThat(error).isNotBlank();
            assertThat(error.chars().filter(Character::isISOControl))
                    .as("control characters in %s", error)
                    .isEmpty();
            assertThat(Json.line(json).strip().lines()).hasSize(1);
        }
    }
}
