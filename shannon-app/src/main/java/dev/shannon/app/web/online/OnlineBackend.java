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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The online games of a server, opened on first use: the stateless pages never touch the database, so a server
 * whose data directory is unwritable or whose PostgreSQL is down still serves them. Once open, a sweeper ends flag
 * falls and abandoned games every half second. A failed opening is reported to the request that asked (503) and
 * tried again by the next one.
 */
public final class OnlineBackend implements AutoCloseable {
    private static final Duration SWEEP = Duration.ofMillis(500);

    private final StoreConfig config;
    private final Timeouts timeouts;
    private final OnlineLimits limits;
    private static final Logger LOG = LoggerFactory.getLogger(OnlineBackend.class);

    private OnlineGames games;
    private JdbcGameStore store;
    private GameSweeper sweeper;
    private boolean closed;

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

    /** The games, opening the store if this is the first call; GameStoreException when it cannot be opened. */
    public synchronized OnlineGames games() {
        if (closed) {
            throw new GameStoreException("the server is shutting down", null);
        }
        if (games == null) {
            store = JdbcGameStore.open(config);
            games = new OnlineGames(store, InstantSource.system(), timeouts, new SecureRandom());
            sweeper = new GameSweeper(games, SWEEP, e -> LOG.warn("online games: a sweep failed: {}", e.getMessage()));
            LOG.info("online games: {} store opened", store.isShared() ? "PostgreSQL" : "embedded H2");
        }
        return games;
    }

    /** Whether the store has been opened (for tests: stateless requests must leave it closed). */
    public synchronized boolean isOpen() {
        return games != null;
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (sweeper != null) {
            sweeper.close();
        }
        if (store != null) {
            store.close();
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
