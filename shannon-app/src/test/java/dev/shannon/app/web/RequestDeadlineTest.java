package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A request must arrive whole within the deadline (here 1.5 s), however slowly its bytes trickle in. */
class RequestDeadlineTest {
    private static final Duration DEADLINE = Duration.ofMillis(1500);
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start(WebLimits.defaults().withRequestDeadline(DEADLINE));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static final String HEAD =
            "POST /api/bridgit/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n";

    @Test
    void aBodyTrickledByteByByteIsCutOffAtTheDeadline() throws Exception {
        String body = "{\"n\":3,\"moves\":[]}" + " ".repeat(200);
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            OutputStream out = s.getOutputStream();
            out.write((HEAD + "Content-Length: " + body.length() + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            assertThat(trickle(s, body)).isLessThan(DEADLINE.toMillis() + 1500);
        }
    }

    @Test
    void headersTrickledByteByByteAreCutOffAtTheDeadline() throws Exception {
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            assertThat(trickle(s, HEAD + "X-Slow: " + "a".repeat(200) + "\r\n\r\n"))
                    .isLessThan(DEADLINE.toMillis() + 1500);
        }
    }

    /** Sends {@code text} one byte every 100 ms until the server closes; the time it took (ms). */
    private static long trickle(Socket s, String text) throws IOException {
        long t0 = System.nanoTime();
        s.setSoTimeout(100);
        OutputStream out = s.getOutputStream();
        InputStream in = s.getInputStream();
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < bytes.length; i++) {
            try {
                out.write(bytes[i]);
                out.flush();
            } catch (IOException closed) {
                return elapsedMillis(t0);
            }
            try {
                if (in.read() < 0) {
                    return elapsedMillis(t0);
                }
            } catch (SocketTimeoutException stillOpen) {
                continue;
            } catch (IOException reset) {
                return elapsedMillis(t0);
            }
        }
        throw new AssertionError(
                "the server read all " + bytes.length + " bytes over " + elapsedMillis(t0) + " ms without closing");
    }

    private static long elapsedMillis(long t0) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
    }

    @Test
    void neitherAnIdleKeptAliveConnectionNorALongAnswerCountsAsArrival() throws Exception {
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(30_000);
            assertThat(exchange(s, "/api/bridgit/analyze", "{\"n\":3}")).startsWith("HTTP/1.1 200");
            // Idle for longer than the deadline (but not the idle timeout) before the next request.
            Thread.sleep(DEADLINE.toMillis() + 700);
            // A generation that takes longer than the deadline to compute: only its arrival is timed.
            long t = System.nanoTime();
            String generated = exchange(
                    s, "/api/tsunagaru/generate", "{\"width\":15,\"height\":15,\"goal\":\"tricky\",\"seed\":5}");
            long took = elapsedMillis(t);
            // Answered (a stage, or "none found in 10 s" on a slow machine), not cut off.
            assertThat(generated).matches("(?s)HTTP/1.1 (200|400 .*no such stage found).*");
            assertThat(exchange(s, "/api/bridgit/analyze", "{\"n\":3}")).startsWith("HTTP/1.1 200");
            assumeTrue(took > DEADLINE.toMillis(), "the generation took only " + took + " ms, less than the deadline");
        }
    }

    /** One request on a kept-alive connection; the answer's head and body. */
    private static String exchange(Socket s, String path, String body) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                        + body.length() + "\r\n\r\n" + body)
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
        InputStream in = s.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("closed after " + head);
            }
            head.write(b);
        }
        String h = head.toString(StandardCharsets.US_ASCII);
        var m = Pattern.compile("(?i)content-length: (\\d+)").matcher(h);
        if (!m.find()) {
            throw new IOException("no Content-Length in " + h);
        }
        byte[] content = in.readNBytes(Integer.parseInt(m.group(1)));
        return h + new String(content, StandardCharsets.UTF_8);
    }
}
