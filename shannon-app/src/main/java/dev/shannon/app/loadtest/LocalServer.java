package dev.shannon.app.loadtest;

import dev.shannon.app.io.Json;
import dev.shannon.app.web.WebLimits;
import dev.shannon.app.web.server.WebServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A web server on a free loopback port in this process, with a small client: what the load programs measure. */
public final class LocalServer implements AutoCloseable {
    static {
        // Before any logger exists: keep Jetty's start-up lines out of the measurements' output.
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }

    /** One answer: status and body. */
    public record Reply(int status, String body) {}

    private final WebServer server;
    private final HttpClient client =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private LocalServer(WebLimits limits) {
        this.server = WebServer.start("127.0.0.1", 0, limits, null);
    }

    public static LocalServer start(WebLimits limits) {
        return new LocalServer(limits);
    }

    public int port() {
        return server.port();
    }

    public String url() {
        return server.url();
    }

    public Reply post(String path, Object body) {
        String text = body instanceof String s ? s : Json.line(body);
        return send(HttpRequest.newBuilder(URI.create(server.url() + path.substring(1)))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(text)));
    }

    public Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(server.url() + path.substring(1)))
                .GET());
    }

    private Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r =
                    client.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(r.statusCode(), r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.close();
    }
}
