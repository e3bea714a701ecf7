package dev.shannon.online.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.shannon.online.ChangeHub;
import dev.shannon.online.GameChanges;
import dev.shannon.online.GameStore;
import dev.shannon.online.GameStoreException;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.PlayedMove;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.Flyway;

/**
 * The one {@link GameStore}: plain JDBC over a HikariCP pool, the schema made and upgraded by Flyway
 * (db/migration), the same SQL for the embedded H2 file and for PostgreSQL. A write is one transaction, committed
 * before the method returns. Changes are announced after the commit: in-process for H2 (one server owns the file),
 * by PostgreSQL's NOTIFY for PostgreSQL (sent inside the transaction, so delivered exactly when it commits, to every
 * server listening, this one included).
 */
public final class JdbcGameStore implements GameStore {
    /** The NOTIFY channel; the payload is the game's id. */
    static final String CHANNEL = "shannon_games";

    /** How long a request may wait for a pooled connection (then: busy, or the database is unreachable). */
    static final long CONNECTION_TIMEOUT_MILLIS = 10_000;

    /** After the database was found unreachable, how long every request is refused at once. */
    static final long OUTAGE_WINDOW_NANOS = TimeUnit.SECONDS.toNanos(2);

    private final StoreConfig config;
    private final HikariDataSource pool;
    private final ChangeHub hub = new ChangeHub();
    private final PostgresListener listener;
    /** Refuses at once for a while after the pool could not reach the database (OutageGate). */
    private final OutageGate outage;

    private JdbcGameStore(StoreConfig config, HikariDataSource pool, long outageWindowNanos) {
        this.config = config;
        this.pool = pool;
        this.outage = new OutageGate(outageWindowNanos, System::nanoTime);
        this.listener = config.vendor() == StoreConfig.Vendor.POSTGRESQL
                ? new PostgresListener(config.jdbcUrl(), CHANNEL, hub)
                : null;
    }

    /**
     * Opens the store: creates the embedded database's directory if needed, starts the pool, applies the migrations
     * and (PostgreSQL) starts listening. Throws GameStoreException with a clear message when the database cannot be
     * reached or is locked by another process.
     */
    public static JdbcGameStore open(StoreConfig config) {
        return open(config, CONNECTION_TIMEOUT_MILLIS, OUTAGE_WINDOW_NANOS);
    }

    /** {@link #open(StoreConfig)} with another connection timeout and outage window (for tests). */
    static JdbcGameStore open(StoreConfig config, long connectionTimeoutMillis, long outageWindowNanos) {
        HikariConfig hc = new HikariConfig();
        hc.setJdbcUrl(config.jdbcUrl());
        hc.setMaximumPoolSize(config.poolSize());
        hc.setMinimumIdle(Math.min(2, config.poolSize()));
        hc.setConnectionTimeout(connectionTimeoutMillis);
        hc.setPoolName("shannon-games");
        // Fail at once, with the database's own message, rather than on the first request.
        hc.setInitializationFailTimeout(1);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(hc);
        } catch (RuntimeException e) {
            throw new GameStoreException("cannot open the game database: " + rootMessage(e), e);
        }
        try {
            Flyway.configure()
                    .dataSource(pool)
                    .locations("classpath:db/migration")
                    .loggers("slf4j")
                    .load()
                    .migrate();
            return new JdbcGameStore(config, pool, outageWindowNanos);
        } catch (RuntimeException e) {
            pool.close();
            throw new GameStoreException("cannot prepare the game database: " + rootMessage(e), e);
        }
    }

    @Override
    public void insert(OnlineGame game) {
        try (Connection c = connection()) {
            c.setAutoCommit(false);
            try {
                insertGame(c, game);
                announce(c, game.id());
                c.commit();
            } catch (SQLException e) {
                c.rollback();
                if (isDuplicateKey(e)) {
                    throw new IllegalStateException("game id " + game.id() + " is taken", e);
                }
                throw e;
            }
        } catch (SQLException e) {
            throw failure("store a new game", e);
        }
        afterCommit(game.id());
    }

    @Override
    public Optional<OnlineGame> find(String id) {
        List<OnlineGame> found = findAll(List.of(id));
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    @Override
    public List<OnlineGame> findAll(Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        if (ids.size() > MAX_BATCH) {
            throw new IllegalArgumentException("at most " + MAX_BATCH + " games at once");
        }
        List<String> list = List.copyOf(ids);
        String marks = "?, ".repeat(list.size() - 1) + "?";
        try (Connection c = connection()) {
            // The rows first, then the moves below each row's ply. A row's ply was committed together with its moves,
            // and moves are only ever appended, so the moves read are exactly the row's (later ones are left out).
            Map<String, Row> rows = new HashMap<>();
            try (PreparedStatement st =
                    c.prepareStatement("SELECT " + GameRows.COLUMNS + " FROM games WHERE id IN (" + marks + ")")) {
                bindIds(st, list);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        rows.put(
                                rs.getString("id"),
                                new Row(GameRows.read(rs, List.of()), rs.getInt("ply"), new ArrayList<>()));
                    }
                }
            }
            if (rows.isEmpty()) {
                return List.of();
            }
            try (PreparedStatement st = c.prepareStatement(
                    "SELECT game_id, ply, side, move_text, played_at, clock_ms FROM moves WHERE game_id IN (" + marks
                            + ") ORDER BY game_id, ply")) {
                bindIds(st, list);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        Row row = rows.get(rs.getString("game_id"));
                        if (row != null && rs.getInt("ply") < row.ply) {
                            row.moves.add(
                                    GameRows.readMove(rs, row.header.spec().kind()));
                        }
                    }
                }
            }
            List<OnlineGame> games = new ArrayList<>();
            for (Row row : rows.values()) {
                games.add(row.game());
            }
            return games;
        } catch (SQLException e) {
            throw failure("read games", e);
        }
    }

    /** A game row read without its moves (its ply from the row), and the moves read after it. */
    private record Row(OnlineGame header, int ply, List<PlayedMove> moves) {
        OnlineGame game() {
            OnlineGame h = header;
            if (moves.size() != ply) {
                throw new GameStoreException(
                        "game " + h.id() + " has " + moves.size() + " moves stored, not " + ply, null);
            }
            return new OnlineGame(
                    h.id(),
                    h.spec(),
                    h.seats(),
                    moves,
                    h.status(),
                    h.winner(),
                    h.reason(),
                    h.createdAt(),
                    h.updatedAt(),
                    h.turnStartedAt(),
                    h.version(),
                    h.rematchOf(),
                    h.rematchId());
        }
    }

    @Override
    public boolean replace(OnlineGame current, OnlineGame next, OnlineGame created) {
        if (!next.id().equals(current.id()) || next.version() <= current.version() || next.ply() < current.ply()) {
            throw new IllegalArgumentException("the next state must be a later version of the same game");
        }
        try (Connection c = connection()) {
            c.setAutoCommit(false);
            try {
                try (PreparedStatement st = c.prepareStatement(GameRows.UPDATE)) {
                    GameRows.bindUpdate(st, current, next);
                    if (st.executeUpdate() != 1) {
                        c.rollback();
                        return false;
                    }
                }
                if (next.ply() > current.ply()) {
                    try (PreparedStatement st = c.prepareStatement(GameRows.INSERT_MOVE)) {
                        for (int ply = current.ply(); ply < next.ply(); ply++) {
                            GameRows.bindMove(st, next.id(), ply, next.moves().get(ply));
                            st.addBatch();
                        }
                        st.executeBatch();
                    }
                }
                if (created != null) {
                    insertGame(c, created);
                    announce(c, created.id());
                }
                announce(c, next.id());
                c.commit();
            } catch (SQLException e) {
                c.rollback();
                if (isLostRace(e)) {
                    return false;
                }
                throw e;
            }
        } catch (SQLException e) {
            throw failure("store a change", e);
        }
        afterCommit(next.id());
        if (created != null) {
            afterCommit(created.id());
        }
        return true;
    }

    @Override
    public List<String> due(long now, long waitingSince, long idleSince, int limit) {
        String sql = "SELECT id FROM games WHERE (status = 'playing' AND deadline_at <= ?)"
                + " OR (status = 'waiting' AND created_at <= ?) OR (status = 'playing' AND turn_started_at <= ?)"
                + " ORDER BY id LIMIT ?";
        try (Connection c = connection();
                PreparedStatement st = c.prepareStatement(sql)) {
            st.setLong(1, now);
            st.setLong(2, waitingSince);
            st.setLong(3, idleSince);
            st.setInt(4, limit);
            List<String> ids = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getString(1));
                }
            }
            return ids;
        } catch (SQLException e) {
            throw failure("look for games time has ended", e);
        }
    }

    @Override
    public GameChanges changes() {
        return hub;
    }

    /** True when several servers may share this store (PostgreSQL). */
    public boolean isShared() {
        return listener != null;
    }

    /** Whether the PostgreSQL listener is connected now (always true for H2): for tests and health checks. */
    public boolean isListening() {
        return listener == null || listener.isListening();
    }

    @Override
    public void close() {
        if (listener != null) {
            listener.close();
        }
        hub.close();
        pool.close();
    }

    private static void insertGame(Connection c, OnlineGame game) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(GameRows.INSERT)) {
            GameRows.bindInsert(st, game);
            st.executeUpdate();
        }
        if (!game.moves().isEmpty()) {
            try (PreparedStatement st = c.prepareStatement(GameRows.INSERT_MOVE)) {
                for (int ply = 0; ply < game.ply(); ply++) {
                    GameRows.bindMove(st, game.id(), ply, game.moves().get(ply));
                    st.addBatch();
                }
                st.executeBatch();
            }
        }
    }

    /** PostgreSQL: NOTIFY inside the transaction, delivered to every listening server when (and if) it commits. */
    private void announce(Connection c, String id) throws SQLException {
        if (listener != null) {
            try (PreparedStatement st = c.prepareStatement("SELECT pg_notify(?, ?)")) {
                st.setString(1, CHANNEL);
                st.setString(2, id);
                st.execute();
            }
        }
    }

    /** H2: one server owns the file, so its own subscribers are all there are. */
    private void afterCommit(String id) {
        if (listener == null) {
            hub.publish(id);
        }
    }

    private static void bindIds(PreparedStatement st, List<String> ids) throws SQLException {
        for (int i = 0; i < ids.size(); i++) {
            st.setString(i + 1, ids.get(i));
        }
    }

    /** A unique key taken: SQLSTATE 23505 in both databases. */
    private static boolean isDuplicateKey(SQLException e) {
        return "23505".equals(e.getSQLState());
    }

    /**
     * Another transaction won: a move row at the same ply (23505), a serialization failure (40001), or H2's
     * concurrent-update and lock-timeout errors when two writers meet on one row.
     */
    private static boolean isLostRace(SQLException e) {
        String state = e.getSQLState();
        return "23505".equals(state) || "40001".equals(state) || "HYT00".equals(state) || e.getErrorCode() == 90131;
    }

    /**
     * A pooled connection, through the {@link OutageGate}: a timeout that carries the pool's last failure to connect
     * means the database is unreachable (Hikari clears that failure whenever a connection is made, so a pool that is
     * merely busy times out without one).
     */
    private Connection connection() throws SQLException {
        boolean probe = outage.enter();
        try {
            Connection c = pool.getConnection();
            outage.reached(probe);
            return c;
        } catch (SQLTransientConnectionException e) {
            if (e.getCause() != null) {
                outage.unreachable(probe, rootMessage(e));
            } else {
                outage.leave(probe);
            }
            throw e;
        } catch (SQLException | RuntimeException e) {
            outage.leave(probe);
            throw e;
        }
    }

    /** A failure; a connection the pool could not give in time (SQLTransientConnectionException) is only busy. */
    private GameStoreException failure(String what, SQLException e) {
        return new GameStoreException(
                "the game database failed to " + what + ": " + e.getMessage(),
                e,
                e instanceof SQLTransientConnectionException);
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }

    @Override
    public String toString() {
        return "JdbcGameStore(" + config.vendor() + ")";
    }
}
