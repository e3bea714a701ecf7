package dev.shannon.app.web.online;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A test's reader of one Server-Sent Events stream: each event's data line parsed as JSON, as it arrives. */
final class EventStream implements AutoCloseable {
    private final HttpResponse<InputStream> response;
    private final BlockingQueue<JsonNode> events = new LinkedBlockingQueue<>();

    EventStream(URI uri) {
        try {
            response = HttpClient.newHttpClient()
                    .send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        Thread reader = new Thread(this::read, "test-event-stream");
        reader.setDaemon(true);
        reader.start();
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.startsWith("data: ")) {
                    events.add(Json.MAPPER.readTree(line.substring(6)));
                }
            }
        } catch (IOException e) {
            // The test closed the stream.
        }
    }

    int status() {
        return response.statusCode();
    }

    String contentType() {
        return response.headers().firstValue("Content-Type").orElse("");
    }

    /** The next event within {@code millis}, or null. */
    JsonNode next(long millis) throws InterruptedException {
        return events.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Skips events until one has {@code ply} moves (or none comes within {@code millis}). */
    JsonNode untilPly(int ply, long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        for (JsonNode e; (e = next(Math.max(1, end - System.currentTimeMillis()))) != null; ) {
            if (e.get("ply").asInt() == ply) {
                return e;
            }
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        response.body().close();
    }
}
