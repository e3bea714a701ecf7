package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.cli.CliRunner;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** The server as a whole: static files, the request log, the limits endpoint, the serve command's errors. */
class WebServerTest {
    @Test
    void servesTheFrontEndFromTheJar() {
        try (TestServer server = TestServer.start()) {
            TestServer.Reply index = server.get("/");
            assertThat(index.status()).isEqualTo(200);
            assertThat(index.contentType()).startsWith("text/html");
            assertThat(index.body()).contains("<title>Shannon").contains("/js/app.js");
            for (String file : new String[] {
                "/js/app.js",
                "/js/pages.js",
                "/js/bridgit/page.js",
                "/js/switching/page.js",
                "/css/app.css",
                "/favicon.svg"
            }) {
                assertThat(server.get(file).status()).as(file).isEqualTo(200);
            }
            assertThat(server.get("/js/app.js").contentType()).contains("javascript");
        }
    }

    @Test
    void logsOneLinePerRequest() {
        try (TestServer server = TestServer.start()) {
            server.get("/api/limits");
            server.post("/api/bridgit/analyze", "{\"n\":2}");
            server.post("/api/bridgit/analyze", "{\"n\":0}");
            // A POST is answered asynchronously (its body is read without holding a thread): its line may come just
            // after the answer.
            for (long until = System.nanoTime() + 5_000_000_000L;
                    server.log.size() < 3 && System.nanoTime() < until; ) {
                Thread.onSpinWait();
            }
            assertThat(server.log).hasSize(3);
            assertThat(server.log.get(0)).matches("GET /api/limits 200 [0-9.]+ ms");
            assertThat(server.log.get(1)).startsWith("POST /api/bridgit/analyze 200");
            assertThat(server.log.get(2)).startsWith("POST /api/bridgit/analyze 400");
        }
    }

    @Test
    void limitsAreDocumentedByTheApi() {
        try (TestServer server = TestServer.start()) {
            TestServer.Reply r = server.get("/api/limits");
            assertThat(r.json().get("maxBoard").asInt()).isEqualTo(30);
            assertThat(r.json().get("maxGraphEdges").asInt())
                    .isEqualTo(WebLimits.defaults().maxGraphEdges());
            assertThat(r.json().get("maxBodyBytes").asInt()).isEqualTo(256 * 1024);
        }
    }

    @Test
    void serveRefusesABadPortWithExitTwo() throws Exception {
        CliRunner.Result bad = CliRunner.run("serve", "--port", "70000");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("--port");
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CliRunner.Result busy = CliRunner.run("serve", "--port", Integer.toString(taken.getLocalPort()), "--quiet");
            assertThat(busy.exit()).isEqualTo(2);
            assertThat(busy.err()).contains("cannot listen").doesNotContain("Exception");
        }
    }

    /** Issue 29, §8: a request line without a version (HTTP/0.9) got 505; it is malformed here, a 400. */
    @Test
    void anHttp09RequestIsA400() throws Exception {
        try (TestServer server = TestServer.start();
                java.net.Socket s = new java.net.Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write("GET /\r\n\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String answer = new String(s.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(answer).startsWith("HTTP/1.1 400").contains("\"error\"");
            assertThat(server.get("/api/limits").status()).isEqualTo(200);
        }
    }
}
