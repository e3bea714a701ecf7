package dev.shannon.app.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.online.OnlineBackend;
import dev.shannon.app.web.online.OnlineLimits;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.lifecycle.PropagationMode;

/**
 * Fuzzes the online endpoints ({@code /api/games…}) on the embedded store: mutated creation bodies, mutated moves
 * sent with a real seat's token to live games of each kind, mutated tokens and mutated game ids. Every answer is a
 * 2xx with JSON or a 4xx with a one-line {@code {"error": …}} — never a 5xx, never a hang. Tries: see
 * {@link InputFormatFuzzTest}.
 */
@AddLifecycleHook(value = FuzzTries.class, propagateTo = PropagationMode.ALL_DESCENDANTS)
class OnlineRequestFuzzTest {
    private static Path data;
    private static TestServer server;
    /** A live game of each kind: its id and both tokens. */
    private static List<String[]> games;

    static final List<String> CREATIONS = List.of(
            "{\"game\":\"bridgit\",\"n\":3,\"first\":\"red\",\"creator\":\"blue\"}",
            "{\"game\":\"bridgit\",\"n\":3,\"bridges\":3,\"clock\":{\"initialSeconds\":60,\"incrementSeconds\":1}}",
            "{\"game\":\"switching\",\"graph\":{\"edges\":[[\"s\",\"a\"],[\"a\",\"t\"],[\"s\",\"t\"]],\"s\":\"s\",\"t\":\"t\"},"
                    + "\"first\":\"cut\",\"creator\":\"random\"}",
            "{\"game\":\"matroid\",\"preset\":\"k4\",\"creator\":\"short\"}",
            "{\"game\":\"matroid\",\"text\":\"uniform 2 5\\ntarget 0\\n\",\"first\":\"cut\"}");

    static final List<String> MOVES = List.of(
            "{\"move\":[1,1],\"ply\":0}",
            "{\"move\":[[1,1],[3,3]],\"ply\":6}",
            "{\"move\":2,\"ply\":0}",
            "{\"move\":0,\"ply\":1}");

    @BeforeContainer
    static void start() throws IOException {
        data = Files.createTempDirectory("shannon-online-fuzz");
        server = TestServer.start(new OnlineBackend(
                StoreConfig.embedded(data),
                Timeouts.DEFAULT,
                new OnlineLimits(100_000, 100_000, 8, 100, Duration.ofMinutes(5), Duration.ofSeconds(15), 200)));
        games = CREATIONS.stream()
                .map(body -> {
                    JsonNode c = server.post("/api/games", body).json();
                    JsonNode seats = c.get("seats");
                    var names = seats.fieldNames();
                    return new String[] {
                        c.get("id").asText(),
                        seats.get(names.next()).asText(),
                        seats.get(names.next()).asText()
                    };
                })
                .toList();
    }

    @AfterContainer
    static void stop() throws IOException {
        server.close();
        try (var files = Files.walk(data)) {
            files.sorted(java.util.Comparator.reverseOrder())
                    .forEach(p -> p.toFile().delete());
        } catch (UncheckedIOException e) {
            // Left in the temporary directory.
        }
    }

    record Call(String path, String token, byte[] body) {
        @Override
        public String toString() {
            return path + " [" + token + "] " + new String(body, StandardCharsets.UTF_8);
        }
    }

    @Provide
    Arbitrary<Call> creations() {
        return Mutations.of(CREATIONS).map(body -> new Call("/api/games", null, body));
    }

    @Provide
    Arbitrary<Call> moves() {
        return Combinators.combine(
                        Arbitraries.integers().between(0, 4),
                        Arbitraries.integers().between(1, 2),
                        Mutations.of(MOVES))
                .as((game, seat, body) -> {
                    String[] g = games.get(game);
                    return new Call("/api/games/" + g[0] + "/moves", g[seat], body);
                });
    }

    /** Tokens and ids that are almost right, and the other endpoints that take a token. */
    @Provide
    Arbitrary<Call> impostors() {
        Arbitrary<String> endings = Arbitraries.of("/moves", "/resign", "/seat", "/rematch");
        Arbitrary<String> tokens = Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(120),
                Arbitraries.integers().between(0, 4).map(i -> games.get(i)[1].substring(1)),
                Arbitraries.integers().between(0, 4).map(i -> games.get(i)[2] + "="));
        Arbitrary<String> ids = Arbitraries.oneOf(
                Arbitraries.integers().between(0, 4).map(i -> games.get(i)[0]),
                Arbitraries.strings().alpha().numeric().ofMinLength(0).ofMaxLength(30));
        return Combinators.combine(ids, endings, tokens, Mutations.of(MOVES))
                .as((id, ending, token, body) -> new Call("/api/games/" + id + ending, token, body));
    }

    @Property
    void creationsAreAnsweredCleanly(@ForAll("creations") Call c) {
        assertAnsweredCleanly(c);
    }

    @Property
    void movesAreAnsweredCleanly(@ForAll("moves") Call c) {
        assertAnsweredCleanly(c);
    }

    @Property
    void impostorsAreRefusedCleanly(@ForAll("impostors") Call c) {
        // No mutated token or id is a seat: never a 2xx.
        assertThat(assertAnsweredCleanly(c)).as("%s", c).isGreaterThanOrEqualTo(400);
    }

    private static int assertAnsweredCleanly(Call c) {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri(c.path()))
                .header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(WebRequestFuzzTest.TIMEOUT_SECONDS))
                .POST(HttpRequest.BodyPublishers.ofByteArray(c.body()));
        String header = c.token() == null ? null : "Bearer " + c.token();
        if (header != null && header.chars().noneMatch(ch -> ch < 0x20 || ch >= 0x7f)) {
            request.header("Authorization", header);
        }
        TestServer.Reply reply = server.send(request);
        assertThat(reply.status()).as("status for %s: %s", c, reply.body()).isBetween(200, 499);
        JsonNode json = reply.json();
        assertThat(json).as("JSON answer for %s", c).isNotNull();
        if (reply.status() >= 400) {
            String error = json.get("error").asText();
            assertThat(error).isNotBlank();
            assertThat(error.chars().filter(Character::isISOControl)).isEmpty();
            assertThat(Json.line(json).strip().lines()).hasSize(1);
        }
        return reply.status();
    }
}
