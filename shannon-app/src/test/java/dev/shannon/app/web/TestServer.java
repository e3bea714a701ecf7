package dev.shannon.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.online.OnlineBackend;
import dev.shannon.app.web.server.WebServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A web server on a free loopback port for one test class, with a small HTTP client. */
public final class TestServer implements AutoCloseable {
    static {
        // Before any logger exists: keep Jetty's start-up lines out of the test output.
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        // As in "shannon serve": Javalin's own start-up error is reported by us in one line.
        System.setProperty("org.slf4j.simpleLogger.log.io.javalin", "off");
    }

    /** One HTTP answer: status, content type and the body parsed as JSON (null if it is not JSON). */
    public record Reply(int status, String contentType, String body, JsonNode json) {
        public String error() {
            return json == null || !json.has("error") ? null : json.get("error").asText();
        }
    }

    private final WebServer server;
    private final HttpClient client =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    /** Lines the server logged, one per request. */
    public final List<String> log = new CopyOnWriteArrayList<>();

    private TestServer(WebLimits limits) {
        this.server = WebServer.start("127.0.0.1", 0, limits, log::add);
    }

    private TestServer(WebLimits limits, OnlineBackend online) {
        this.server = WebServer.start("127.0.0.1", 0, limits, log::add, online);
    }

    /** A server whose online games live in {@code online} (closed with the server). */
    public static TestServer start(OnlineBackend online) {
        return new TestServer(WebLimits.defaults(), online);
    }

    /** A server with these limits whose online games live in {@code online} (closed with the server). */
    public static TestServer start(WebLimits limits, OnlineBackend online) {
        return new TestServer(limits, online);
    }

    public static TestServer start() {
        return new TestServer(WebLimits.defaults());
    }

    public static TestServer start(WebLimits limits) {
        return new TestServer(limits);
    }

    public String url() {
        return server.url();
    }

    public int port() {
        return server.port();
    }

    public Reply post(String path, Object body) {
        String text = body instanceof String s ? s : Json.line(body);
        return send(HttpRequest.newBuilder(uri(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(text)));
    }

    public Reply postBytes(String path, byte[] body) {
        return send(HttpRequest.newBuilder(uri(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    public Reply get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    public Reply method(String method, String path) {
        return send(HttpRequest.newBuilder(uri(path)).method(method, HttpRequest.BodyPublishers.noBody()));
    }

    public Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r =
                    client.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
            String type = r.headers().firstValue("Content-Type").orElse("");
            JsonNode json = null;
            if (type.startsWith("application/json")) {
                json = Json.MAPPER.readTree(r.body());
            }
            return new Reply(r.statusCode(), type, r.body(), json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }

    @Override
    public void close() {
        server.close();
    }
}
