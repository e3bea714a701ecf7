package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Reading a long Bridg-It record replays every move over the whole board: the hardening audit of issue 29 found an
 * n = 30 record estimated at 0.5 ms taking 10–28 ms in the cheap lane. Its estimate must count its moves on its board.
 */
class RecordCostTest {
    private static final Pattern TIMING =
            Pattern.compile("estimate;dur=([0-9.]+), solver;dur=[0-9.]+;desc=\"(\\w+)\", cpu;dur=([0-9.]+)");

    /** A random game on the n = 30 board, played until just before its end. */
    private static String longRecord() {
        BridgitGame g = BridgitGame.start(30);
        List<Crossing> free = new ArrayList<>(g.freeCrossings());
        Collections.shuffle(free, new Random(30));
        StringBuilder moves = new StringBuilder();
        for (Crossing x : free) {
            BridgitGame next = g.play(x);
            if (next.isOver()) {
                continue;
            }
            g = next;
            moves.append(' ').append(x.r()).append(',').append(x.c());
        }
        return "shannon-record bridgit\nn 30\nmoves" + moves + "\n";
    }

    @Test
    void aLongBridgitRecordIsEstimatedByItsMovesAndBoard() throws Exception {
        ObjectNode body = Json.object();
        body.put("record", longRecord());
        try (TestServer server = TestServer.start()) {
            HttpResponse<String> a = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(server.uri("/api/records/read"))
                                    .header("Content-Type", "application/json")
                                    .POST(HttpRequest.BodyPublishers.ofString(Json.line(body)))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(a.statusCode()).as(a.body()).isEqualTo(200);
            String timing = a.headers().firstValue("Server-Timing").orElseThrow();
            Matcher m = TIMING.matcher(timing);
            assertThat(m.find()).as(timing).isTrue();
            assertThat(m.group(2)).as(timing).isEqualTo("expensive");
            double estimate = Double.parseDouble(m.group(1));
            double cpu = Double.parseDouble(m.group(3));
            assertThat(cpu).as(timing).isLessThanOrEqualTo(CostEstimateTest.FACTOR * estimate);
        }
    }
}
