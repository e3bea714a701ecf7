package dev.shannon.app.web.online;

import dev.shannon.online.GameStoreException;
import dev.shannon.online.GameSweeper;
import dev.shannon.online.OnlineGames;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.JdbcGameStore;
import dev.shannon.online.store.StoreConfig;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The online games of a server, opened on first use (an online game created, read or listed), never before: the
 * stateless pages never touch the database, so a server whose data directory is unwritable or whose PostgreSQL is
 * down still serves them. Once open, a sweeper ends flag falls and abandoned games every half second.
 *
 * <p>A failed opening is remembered for a back-off (2 s, doubling to 30 s, reset by a success): until it ends, every
 * request is refused at once without touching the database, and after it one request at a time tries again while the
 * others are refused (stops: each request retried for itself, one after another, holding a solver lane all the while,
 * so a server with a locked H2 file made even the cheap pages wait seconds). Only the very first opening (the Flyway
 * migration, seconds) is waited for by the requests that come meanwhile.
 */
public final class OnlineBackend implements AutoCloseable {
    private static final Duration SWEEP = Duration.ofMillis(500);
    private static final Duration FIRST_BACKOFF = Duration.ofSeconds(2);
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(30);
    /** How long a request waits for the first opening before it is told to retry in a moment. */
    private static final long FIRST_OPENING_WAIT_SECONDS = 15;

    private static final Logger LOG = LoggerFactory.getLogger(OnlineBackend.class);

    private final StoreConfig config;
    private final Timeouts timeouts;
    private final OnlineLimits limits;
    /** Held by the one thread opening the store (and by {@link #close}). */
    private final ReentrantLock opening = new ReentrantLock();

    private final AtomicInteger attempts = new AtomicInteger();
    private volatile OnlineGames games;
    private volatile boolean closed;
    /** Whether an opening has failed; then {@link #retryAt} (System.nanoTime) ends the back-off. */
    private volatile boolean failed;

    private volatile long retryAt;
    private volatile String lastFailure = "";
    // Guarded by opening.
    private Duration backoff = FIRST_BACKOFF;
    private JdbcGameStore store;
    private GameSweeper sweeper;

    /**
     * @param config   the database to open when the first online request comes
     * @param timeouts when games nobody plays end
     * @param limits   the bounds on online requests
     */
    public OnlineBackend(StoreConfig config, Timeouts timeouts, OnlineLimits limits) {
        this.config = config;
        this.timeouts = timeouts;
        this.limits = limits;
    }

    /** The embedded store in {@code dataDir}, with the default timeouts and limits. */
    public static OnlineBackend embedded(Path dataDir) {
        return new OnlineBackend(StoreConfig.embedded(dataDir), Timeouts.DEFAULT, OnlineLimits.defaults());
    }

    public OnlineLimits limits() {
        return limits;
    }

    /**
     * The games, opening the store if it is not open yet; GameStoreException when it cannot be opened, at once while
     * a failed opening's back-off lasts or another thread is retrying.
     */
    public OnlineGames games() {
        if (closed) {
            throw new GameStoreException("the server is shutting down", null);
        }
        OnlineGames open = games;
        if (open != null) {
            return open;
        }
        requireNotRefused();
        if (!lock()) {
            throw new GameStoreException("the game database is being opened", null, !failed);
        }
        try {
            if (games != null) {
                return games;
            }
            requireNotRefused();
            return openStore();
        } finally {
            opening.unlock();
        }
    }

    /** After a failure only one thread tries again, the others are refused; the first opening is waited for. */
    private boolean lock() {
        if (failed) {
            return opening.tryLock();
        }
        try {
            return opening.tryLock(FIRST_OPENING_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void requireNotRefused() {
        if (closed) {
            throw new GameStoreException("the server is shutting down", null);
        }
        long wait = retryAt - System.nanoTime();
        if (failed && wait > 0) {
            throw new GameStoreException(
                    lastFailure + " (next attempt in " + TimeUnit.NANOSECONDS.toSeconds(wait + 999_999_999L) + " s)",
                    null);
        }
    }

    /** Opens the store, holding {@link #opening}. */
    private OnlineGames openStore() {
        attempts.incrementAndGet();
        try {
            store = JdbcGameStore.open(config);
        } catch (GameStoreException e) {
            lastFailure = e.getMessage();
            retryAt = System.nanoTime() + backoff.toNanos();
            failed = true;
            backoff = backoff.multipliedBy(2).compareTo(MAX_BACKOFF) > 0 ? MAX_BACKOFF : backoff.multipliedBy(2);
            throw e;
        }
        OnlineGames g = new OnlineGames(store, InstantSource.system(), timeouts, new SecureRandom());
        sweeper = new GameSweeper(g, SWEEP, e -> LOG.warn("online games: a sweep failed: {}", e.getMessage()));
        backoff = FIRST_BACKOFF;
        failed = false;
        games = g;
        LOG.info("online games: {} store opened", store.isShared() ? "PostgreSQL" : "embedded H2");
        return g;
    }

    /** Whether the store has been opened (for tests: stateless requests must leave it closed). */
    public boolean isOpen() {
        return games != null;
    }

    /** How many times the store has been opened or tried (for tests: failures must not make requests pile up). */
    int openingAttempts() {
        return attempts.get();
    }

    @Override
    public void close() {
        closed = true;
        opening.lock();
        try {
            if (sweeper != null) {
                sweeper.close();
            }
            if (store != null) {
                store.close();
            }
        } finally {
            opening.unlock();
        }
    }

    /**
     * The default data directory, per user: {@code $XDG_DATA_HOME/shannon} (else {@code ~/.local/share/shannon}) on
     * Linux and other Unixes, {@code ~/Library/Application Support/Shannon} on macOS, {@code %LOCALAPPDATA%\Shannon}
     * on Windows.
     */
    public static Path defaultDataDir(Map<String, String> env, String osName, Path home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = env.get("LOCALAPPDATA");
            return local != null && !local.isBlank()
                    ? Path.of(local, "Shannon")
                    : home.resolve("AppData").resolve("Local").resolve("Shannon");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Shannon");
        }
        String xdg = env.get("XDG_DATA_HOME");
        return xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()
                ? Path.of(xdg, "shannon")
                : home.resolve(".local").resolve("share").resolve("shannon");
    }
}
