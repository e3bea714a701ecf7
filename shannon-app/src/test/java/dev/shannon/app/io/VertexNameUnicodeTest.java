package dev.shannon.app.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.web.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Vertex names must be valid Unicode (issue 29, §4). A lone UTF-16 surrogate ("\ud800" in JSON)
 * was accepted and printed as '?', so that "\ud800" and "?" (and "\udbff") became one vertex and a
 * cut game came back as a first game. Now it is refused wherever a name is read: the JSON game
 * form, the text form given as a string, matroid files, records and every web body.
 */
class VertexNameUnicodeTest {
    /** A cut game if its three names are three vertices; a first game if the surrogates merge with "?". */
    private static final String LONE =
            "{\"edges\": [[\"\\ud800\",\"\\udbff\"],[\"\\udbff\",\"t\"],[\"\\ud800\",\"?\"]], \"s\": \"\\ud800\", \"t\": \"t\"}";

    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theCommandLineRefusesALoneSurrogateInAJsonGame() {
        CliRunner.Result r = CliRunner.runWithInput(LONE, "convert", "--to", "text", "-");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("not valid Unicode").doesNotContain("Exception");
        CliRunner.Result solve = CliRunner.runWithInput(LONE, "solve", "--json", "-");
        assertThat(solve.exit()).isEqualTo(2);
    }

    @Test
    void everyWebBodyRefusesALoneSurrogate() {
        assertThat(server.post("/api/switching/analyze", "{\"graph\": " + LONE + "}")
                        .status())
                .isEqualTo(400);
        TestServer.Reply graph =
                server.post("/api/switching/graph", "{\"text\": \"terminals \\ud800 t\\n\\ud800 t\\n\"}");
        assertThat(graph.status()).isEqualTo(400);
        assertThat(graph.error()).contains("not valid Unicode");
        assertThat(server.post(
                                "/api/matroid/analyze",
                                "{\"matroid\": {\"kind\": \"graph\", \"edges\": [[\"\\ud800\", \"t\"]], \"s\": \"\\ud800\", \"t\": \"t\"}}")
                        .status())
                .isEqualTo(400);
        assertThat(server.post(
                                "/api/records/read",
                                "{\"record\": \"shannon-record switching\\ngraph\\nterminals \\ud800 t\\n\\ud800 t\\nend\\n\"}")
                        .status())
                .isEqualTo(400);
        // A lone surrogate anywhere in a body, not only in a name.
        assertThat(server.post("/api/bridgit/analyze", "{\"n\": 3, \"level\": \"\\udfff\"}")
                        .error())
                .contains("not valid Unicode");
    }

    @Test
    void aPairedSurrogateIsAName() {
        TestServer.Reply r = server.post(
                "/api/switching/analyze",
                "{\"graph\": {\"edges\": [[\"\\ud83c\\udfb2\", \"t\"]], \"s\": \"\\ud83c\\udfb2\", \"t\": \"t\"}}");
        assertThat(r.status()).isEqualTo(200);
    }
}
