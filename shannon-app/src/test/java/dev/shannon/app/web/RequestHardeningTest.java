package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Defects the hardening audit of issue 29 found in reading requests and timing their work. */
class RequestHardeningTest {
    private static byte[] body(byte... inside) {
        byte[] head = "{\"name\": \"a".getBytes(StandardCharsets.US_ASCII);
        byte[] tail = "\"}".getBytes(StandardCharsets.US_ASCII);
        byte[] all = new byte[head.length + inside.length + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(inside, 0, all, head.length, inside.length);
        System.arraycopy(tail, 0, all, head.length + inside.length, tail.length);
        return all;
    }

    @Test
    void malformedUtf8IsRefused() {
        byte[][] malformed = {
            {(byte) 0xC0, (byte) 0xAF}, // overlong '/'
            {(byte) 0xE0, (byte) 0x80, (byte) 0xAF}, // overlong '/' in three bytes
            {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, // an encoded surrogate
            {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, // beyond U+10FFFF
            {(byte) 0x80}, // a stray continuation byte
        };
        for (byte[] bad : malformed) {
            ApiError e = catchThrowableOfType(() -> JsonRequest.parse(body(bad)), ApiError.class);
            assertThat(e).as("refused").isNotNull();
            assertThat(e.status()).isEqualTo(400);
            assertThat(e.getMessage()).contains("not valid UTF-8").contains("at byte 11");
        }
        // Well-formed multi-byte characters still pass.
        assertThat(JsonRequest.parse(body("é€😀".getBytes(StandardCharsets.UTF_8)))
                        .optionalString("name", null, 100))
                .isEqualTo("aé€😀");
    }

    @Test
    void overlongUtf8GetsA400OverHttp() {
        try (TestServer server = TestServer.start()) {
            TestServer.Reply r = server.postBytes("/api/records/read", body((byte) 0xC0, (byte) 0xAF));
            assertThat(r.status()).isEqualTo(400);
            assertThat(r.error()).contains("UTF-8");
        }
    }

    private static final Pattern SOLVER = Pattern.compile("solver;dur=([0-9.]+)");

    @Test
    void serverTimingCountsTheWorkOnce() {
        SolverGate gate = new SolverGate(SolverLimits.forCores(2));
        AtomicReference<String> timing = new AtomicReference<>();
        gate.runInLane(
                "client",
                "kind",
                1,
                lane -> {
                    try {
                        Thread.sleep(200);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return null;
                },
                lane -> {
                    try {
                        // Time passing after the work must not count as the work's.
                        Thread.sleep(300);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    timing.set(lane.serverTiming());
                });
        Matcher m = SOLVER.matcher(timing.get());
        assertThat(m.find()).as(timing.get()).isTrue();
        assertThat(Double.parseDouble(m.group(1))).as(timing.get()).isBetween(190.0, 450.0);
    }
}
