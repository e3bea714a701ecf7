package dev.shannon.online.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay between the store and a database that a test can cut — every open connection closed and new ones
 * refused, as when the database's machine goes away — and restore on the same port.
 */
final class CuttableProxy implements AutoCloseable {
    private final int targetPort;
    private final int port;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile ServerSocket listener;

    CuttableProxy(int targetPort) throws IOException {
        this.targetPort = targetPort;
        ServerSocket s = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.port = s.getLocalPort();
        serve(s);
    }

    int port() {
        return port;
    }

    /** Closes every relayed connection and refuses new ones. */
    void cut() throws IOException {
        listener.close();
        for (Socket s : open) {
            s.close();
        }
        open.clear();
    }

    /** Accepts connections again, on the same port. */
    void restore() throws IOException {
        ServerSocket s = new ServerSocket();
        s.setReuseAddress(true);
        s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        serve(s);
    }

    @Override
    public void close() throws IOException {
        cut();
    }

    private void serve(ServerSocket s) {
        listener = s;
        Thread accepting = new Thread(
                () -> {
                    while (!s.isClosed()) {
                        try {
                            Socket client = s.accept();
                            Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                            open.add(client);
                            open.add(server);
                            pump(client, server);
                            pump(server, client);
                        } catch (IOException e) {
                            return; // closed by cut()
                        }
                    }
                },
                "proxy-accept");
        accepting.setDaemon(true);
        accepting.start();
    }

    private static void pump(Socket from, Socket to) {
        Thread t = new Thread(
                () -> {
                    byte[] buffer = new byte[8192];
                    try (InputStream in = from.getInputStream();
                            OutputStream out = to.getOutputStream()) {
                        int n;
                        while ((n = in.read(buffer)) >= 0) {
                            out.write(buffer, 0, n);
                            out.flush();
                        }
                    } catch (IOException e) {
                        // one side closed: close the other
                    }
                    try {
                        to.close();
                        from.close();
                    } catch (IOException ignored) {
                        // already closed
                    }
                },
                "proxy-pump");
        t.setDaemon(true);
        t.start();
    }
}
