package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.loadtest.Adversarial;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class RecordsApiTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static TestServer.Reply read(String record) {
        return server.post("/api/records/read", Map.of("record", record));
    }

    @Test
    void readsEachGame() {
        JsonNode b =
                read("shannon-record bridgit\nn 3\nfirst blue\nmoves 3,3 2,2\n").json();
        assertThat(b.get("game").asText()).isEqualTo("bridgit");
        assertThat(b.get("first").asText()).isEqualTo("blue");
        assertThat(b.get("bridges").isNull()).isTrue();
        assertThat(b.get("moves").toString()).isEqualTo("[[3,3],[2,2]]");
        JsonNode l = read("shannon-record bridgit\nn 3\nbridges 1\nmoves 1,1 2,2 1,1>3,3\n")
                .json();
        assertThat(l.get("bridges").asInt()).isEqualTo(1);
        assertThat(l.get("moves").toString()).isEqualTo("[[1,1],[2,2],[1,1,3,3]]");
        JsonNode s = read("shannon-record switching\ngraph\nterminals s t\ns a\na t\nend\nmoves 1\n")
                .json();
        assertThat(s.get("graph").asText()).isEqualTo("terminals s t\ns a\na t\n");
        assertThat(s.get("first").asText()).isEqualTo("short");
        assertThat(s.get("moves").toString()).isEqualTo("[1]");
        JsonNode t = read("shannon-record tsunagaru\nrule connected\nstage\n╶╴\nend\nturns 0,1\n")
                .json();
        assertThat(t.get("stage").get("arms").toString()).isEqualTo("[[2,8]]");
        assertThat(t.get("turns").toString()).isEqualTo("[[0,1]]");
        assertThat(t.get("rule").asText()).isEqualTo("connected");
        JsonNode m = read("shannon-record matroid\nfirst cut\nmatroid\nuniform 2 4\ntarget 0\nend\nmoves 1 2\n")
                .json();
        assertThat(m.get("game").asText()).isEqualTo("matroid");
        assertThat(m.get("first").asText()).isEqualTo("cut");
        assertThat(m.get("text").asText()).isEqualTo("uniform 2 4\ntarget 0\n");
        // U(2,4) with target 0 is the page's preset "u24": the page draws it as its picture.
        assertThat(m.get("preset").asText()).isEqualTo("u24");
        assertThat(m.get("moves").toString()).isEqualTo("[1,2]");
        JsonNode own = read("shannon-record matroid\nmatroid\nuniform 2 6\ntarget 5\nend\n")
                .json();
        assertThat(own.get("preset").isNull()).isTrue();
    }

    @Test
    void badRecordsAreA400ThatSaysWhy() {
        assertThat(read("hello").error()).startsWith("record: it starts with 'shannon-record bridgit'");
        assertThat(read("shannon-record bridgit\nn 3\nmoves 1,1 1,1\n").error())
                .isEqualTo("record: moves: crossing 1,1 is already taken by red");
        assertThat(read("shannon-record bridgit\nn 31\n").error())
                .isEqualTo("record: boards here run from n = 1 to 30, got 31");
        assertThat(read("shannon-record bridgit\nn 9\nbridges 3\n").error())
                .startsWith("record: the limited-bridges game is played here up to n = 8");
        assertThat(read("shannon-record switching\ngraph\nterminals s t\ns t\nend\nmoves 0 0\n")
                        .error())
                .isEqualTo("record: move 2 (edge 0): the game is over: short has won");
        assertThat(read("shannon-record tsunagaru\nstage\n╶╴\nend\nturns 5,5\n").error())
                .startsWith("record: turn 1 (5,5): no tile there");
        assertThat(read("shannon-record matroid\nmatroid\nuniform 2 4\ntarget 0\nend\nmoves 0\n")
                        .error())
                .isEqualTo("record: move 1 (element 0): element 0 is the target");
        assertThat(read("shannon-record matroid\nmatroid\nuniform 2 65\ntarget 0\nend\n")
                        .error())
                .isEqualTo("record: the page plays games of at most 64 elements; this one has 65");
        assertThat(server.post("/api/records/read", Map.of()).status()).isEqualTo(400);
    }

    /**
     * A 100×100 stage with 30,000 turns (issue 29, §3): it cost 1.2 s of server time outside every
     * lane before it was refused. Now it is read in the expensive lane, and refused on its stage,
     * before its turns are read.
     */
    @Test
    void aLongRecordIsAdmittedAsExpensiveAndRefusedOnItsStage() throws Exception {
        Adversarial.Request r = Adversarial.longTsunagaruRecord(100, 30_000);
        HttpResponse<String> answer = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(server.uri(r.path()))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(r.body()))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).contains("stage: at most 24 rows and columns, got 100x100");
        assertThat(answer.headers().firstValue("Server-Timing").orElse("")).contains("desc=\"expensive\"");
    }
}
