package dev.shannon.online.store;

import dev.shannon.online.ChangeHub;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Hears PostgreSQL's NOTIFY on one channel over a connection of its own (outside the pool: LISTEN belongs to a
 * session, and a pooled connection is handed to others) and passes each game id on to the {@link ChangeHub}. When
 * the connection drops it reconnects, waiting up to {@value #MAX_BACKOFF_MILLIS} ms between tries, and then tells
 * every subscriber to read its game again, since changes made meanwhile were not heard.
 */
final class PostgresListener implements AutoCloseable {
    /** How long one wait for notifications lasts; also how soon {@link #close} is noticed. */
    private static final int POLL_MILLIS = 250;

    private static final long MAX_BACKOFF_MILLIS = 5_000;

    private final String url;
    private final String channel;
    private final ChangeHub hub;
    private final Thread thread;
    private volatile boolean running = true;
    private volatile boolean listening;

    PostgresListener(String url, String channel, ChangeHub hub) {
        this.url = url;
        this.channel = channel;
        this.hub = hub;
        this.thread = new Thread(this::run, "shannon-postgres-listener");
        thread.setDaemon(true);
        thread.start();
    }

    boolean isListening() {
        return listening;
    }

    private void run() {
        long backoff = 100;
        // Subscribers may come before the first LISTEN is in place (the store opens, a stream subscribes, this thread
        // is still connecting): what changed meanwhile was not heard, so the first LISTEN, like every later one after a
        // lost connection, has every subscriber read its game again.
        boolean missedSome = true;
        while (running) {
            try (Connection c = DriverManager.getConnection(url)) {
                try (Statement st = c.createStatement()) {
                    st.execute("LISTEN " + channel);
                }
                listening = true;
                backoff = 100;
                if (missedSome) {
                    hub.publishAll();
                }
                PGConnection pg = c.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] notes = pg.getNotifications(POLL_MILLIS);
                    if (notes != null) {
                        for (PGNotification n : notes) {
                            hub.publish(n.getParameter());
                        }
                    }
                }
            } catch (SQLException e) {
                // The database went away or refused us: try again shortly; subscribers re-read once we are back.
                missedSome = true;
            }
            listening = false;
            if (running) {
                sleep(backoff);
                backoff = Math.min(MAX_BACKOFF_MILLIS, backoff * 2);
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        running = false;
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
