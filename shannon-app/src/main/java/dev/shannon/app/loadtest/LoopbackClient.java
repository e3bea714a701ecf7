package dev.shannon.app.loadtest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A minimal HTTP/1.1 client that sends each request on a new connection from a chosen loopback
 * address (127.0.0.2, 127.0.0.3, …), so that one test process can play many distinct clients to
 * the server's per-address shares. Loopback only: it refuses any other target.
 */
public final class LoopbackClient {
    /** One answer: status, the Retry-After header in seconds (−1 when absent) and the body. */
    public record Answer(int status, int retryAfter, String body) {}

    private final String localAddress;
    private final int port;
    private final int timeoutMillis;

    /** A client for {@code 127.0.0.1:port} sending from {@code 127.0.0.<1 + id % 250>}. */
    public LoopbackClient(int id, int port, int timeoutMillis) {
        this(host(id), port, timeoutMillis);
    }

    /** A client sending from the loopback address {@code localAddress} (127.x.y.z). */
    public LoopbackClient(String localAddress, int port, int timeoutMillis) {
        if (!localAddress.startsWith("127.")) {
            throw new IllegalArgumentException("a loopback client sends from 127.x.y.z, not " + localAddress);
        }
        this.localAddress = localAddress;
        this.port = port;
        this.timeoutMillis = timeoutMillis;
    }

    /** The loopback address of client {@code id}: 127.0.0.2 … 127.0.0.251. */
    public static String host(int id) {
        return "127.0.0." + (2 + Math.floorMod(id, 250));
    }

    public String address() {
        return localAddress;
    }

    public Answer post(String path, String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n";
        return exchange(head, body);
    }

    public Answer get(String path) throws IOException {
        return exchange(
                "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n", new byte[0]);
    }

    private Answer exchange(String head, byte[] body) throws IOException {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(localAddress, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), timeoutMillis);
            socket.setSoTimeout(timeoutMillis);
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            return parse(readAll(socket.getInputStream()));
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        for (int r; (r = in.read(buf)) > 0; ) {
            all.write(buf, 0, r);
            if (all.size() > 64 << 20) {
                throw new IOException("answer over 64 MiB");
            }
        }
        return all.toByteArray();
    }

    private static Answer parse(byte[] raw) throws IOException {
        String text = new String(raw, StandardCharsets.UTF_8);
        int end = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/1.1 ") || end < 0) {
            throw new IOException("not an HTTP answer: " + text.substring(0, Math.min(80, text.length())));
        }
        int status = Integer.parseInt(text.substring(9, 12));
        int retryAfter = -1;
        for (String line : text.substring(0, end).split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("retry-after:")) {
                retryAfter = Integer.parseInt(line.substring(12).strip());
            }
        }
        return new Answer(status, retryAfter, text.substring(end + 4));
    }
}
