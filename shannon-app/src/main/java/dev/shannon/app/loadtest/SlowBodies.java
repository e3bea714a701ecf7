package dev.shannon.app.loadtest;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The slow-body attack of issue 29, §1, on loopback only: connections that send the headers of
 * {@code POST /api/bridgit/analyze} announcing a 1,000-byte body, then one byte {@code {}, and
 * nothing more. A server that reads a body on a worker thread loses one thread per connection;
 * once its pool is used up, every other request waits. Held open until {@link #close()}.
 */
public final class SlowBodies implements AutoCloseable {
    private static final String HEAD = "POST /api/bridgit/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{";

    private final List<Socket> sockets;

    private SlowBodies(List<Socket> sockets) {
        this.sockets = sockets;
    }

    /**
     * Opens {@code perAddress} connections from each of {@code addresses} loopback addresses,
     * 127.0.0.{@code firstHost}, 127.0.0.{@code firstHost + 1}, …, to 127.0.0.1:{@code port}.
     * A connection the server refuses or closes at once is simply not held.
     */
    public static SlowBodies open(int port, int addresses, int perAddress, int firstHost) throws IOException {
        if (addresses < 1 || firstHost < 2 || firstHost + addresses > 255 || perAddress < 1 || perAddress > 5000) {
            throw new IllegalArgumentException("1 to 5,000 connections from each of 127.0.0.2 … 127.0.0.254");
        }
        List<Socket> open = new ArrayList<>();
        byte[] head = HEAD.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < perAddress; i++) {
            for (int a = 0; a < addresses; a++) {
                Socket s = new Socket();
                try {
                    s.bind(new InetSocketAddress("127.0.0." + (firstHost + a), 0));
                    s.connect(new InetSocketAddress("127.0.0.1", port), 2000);
                    OutputStream out = s.getOutputStream();
                    out.write(head);
                    out.flush();
                    open.add(s);
                } catch (IOException refused) {
                    s.close();
                }
            }
        }
        return new SlowBodies(open);
    }

    /** Connections the server still holds open (after a moment to let it close the ones it refuses). */
    public int accepted() throws InterruptedException {
        Thread.sleep(300);
        int alive = 0;
        for (Socket s : sockets) {
            if (stillOpen(s)) {
                alive++;
            }
        }
        return alive;
    }

    private static boolean stillOpen(Socket s) {
        try {
            s.setSoTimeout(1);
            InputStream in = s.getInputStream();
            return in.read() >= 0;
        } catch (SocketTimeoutException silent) {
            return true;
        } catch (IOException closed) {
            return false;
        }
    }

    /**
     * Times {@code count} cheap requests (alternately {@code GET /api/limits} and a 3×4 Bridg-It
     * analysis), one after another from 127.0.0.{@code host}, after a few unmeasured ones. A
     * request not answered within 5 s counts as 5 s; one answered with another status than 200
     * as 10 s, so that it cannot pass for fast.
     */
    public static double[] cheapLatencies(int port, int count, int host) {
        LoopbackClient client = new LoopbackClient("127.0.0." + host, port, 5000);
        for (int i = 0; i < 5; i++) {
            cheap(client, i);
        }
        double[] ms = new double[count];
        for (int i = 0; i < count; i++) {
            ms[i] = cheap(client, i);
        }
        return ms;
    }

    /** One cheap request ({@code i} even: the limits, odd: an analysis); its time in ms, 5 s if unanswered, 10 s if refused. */
    public static double cheap(LoopbackClient client, int i) {
        long t = System.nanoTime();
        try {
            LoopbackClient.Answer a = i % 2 == 0
                    ? client.get("/api/limits")
                    : client.post("/api/bridgit/analyze", "{\"n\":3,\"moves\":[[1,1]]}");
            return a.status() == 200 ? (System.nanoTime() - t) / 1e6 : 10_000;
        } catch (IOException timedOut) {
            return 5000;
        }
    }

    @Override
    public void close() {
        for (Socket s : sockets) {
            try {
                s.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
