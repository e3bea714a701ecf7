package dev.shannon.online.store;

import dev.shannon.online.EndReason;
import dev.shannon.online.GameKind;
import dev.shannon.online.GameSpec;
import dev.shannon.online.Move;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.PlayedMove;
import dev.shannon.online.Seat;
import dev.shannon.online.Status;
import dev.shannon.online.TimeControl;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;

/** How a game and its moves map to the rows of the {@code games} and {@code moves} tables (V1__online_games.sql). */
final class GameRows {
    static final String COLUMNS = "id, kind, board_n, bridges, board_text, preset, first_side, clock_initial_ms,"
            + " clock_increment_ms, status, winner, end_reason, version, ply, created_at, updated_at, turn_started_at,"
            + " deadline_at, seat0_token_hash, seat1_token_hash, seat0_joined_at, seat1_joined_at, seat0_clock_ms,"
            + " seat1_clock_ms, seat0_rematch, seat1_rematch, rematch_of, rematch_id";

    static final String INSERT = "INSERT INTO games (" + COLUMNS + ") VALUES (" + "?, ".repeat(27) + "?)";

    /** Everything that can change after creation; the WHERE clause is the optimistic check. */
    static final String UPDATE = "UPDATE games SET status = ?, winner = ?, end_reason = ?, version = ?, ply = ?,"
            + " updated_at = ?, turn_started_at = ?, deadline_at = ?, seat0_joined_at = ?, seat1_joined_at = ?,"
            + " seat0_clock_ms = ?, seat1_clock_ms = ?, seat0_rematch = ?, seat1_rematch = ?, rematch_id = ?"
            + " WHERE id = ? AND version = ?";

    static final String INSERT_MOVE =
            "INSERT INTO moves (game_id, ply, side, move_text, played_at, clock_ms) VALUES (?, ?, ?, ?, ?, ?)";

    private GameRows() {}

    static void bindInsert(PreparedStatement st, OnlineGame g) throws SQLException {
        GameSpec spec = g.spec();
        int i = 1;
        st.setString(i++, g.id());
        st.setString(i++, spec.kind().id());
        setInt(st, i++, spec.n());
        setInt(st, i++, spec.bridges());
        st.setString(i++, spec.board());
        st.setString(i++, spec.preset());
        st.setString(i++, spec.first());
        setLong(st, i++, spec.clock() == null ? null : spec.clock().initialMillis());
        setLong(st, i++, spec.clock() == null ? null : spec.clock().incrementMillis());
        st.setString(i++, g.status().id());
        st.setString(i++, g.winner());
        st.setString(i++, g.reason() == null ? null : g.reason().id());
        st.setInt(i++, g.version());
        st.setInt(i++, g.ply());
        st.setLong(i++, g.createdAt());
        st.setLong(i++, g.updatedAt());
        setLong(st, i++, g.turnStartedAt());
        setLong(st, i++, g.deadline().orElse(null));
        st.setString(i++, g.seats().get(0).tokenHash());
        st.setString(i++, g.seats().get(1).tokenHash());
        setLong(st, i++, g.seats().get(0).joinedAt());
        setLong(st, i++, g.seats().get(1).joinedAt());
        setLong(st, i++, g.seats().get(0).clockMillis());
        setLong(st, i++, g.seats().get(1).clockMillis());
        st.setBoolean(i++, g.seats().get(0).wantsRematch());
        st.setBoolean(i++, g.seats().get(1).wantsRematch());
        st.setString(i++, g.rematchOf());
        st.setString(i, g.rematchId());
    }

    static void bindUpdate(PreparedStatement st, OnlineGame current, OnlineGame next) throws SQLException {
        int i = 1;
        st.setString(i++, next.status().id());
        st.setString(i++, next.winner());
        st.setString(i++, next.reason() == null ? null : next.reason().id());
        st.setInt(i++, next.version());
        st.setInt(i++, next.ply());
        st.setLong(i++, next.updatedAt());
        setLong(st, i++, next.turnStartedAt());
        setLong(st, i++, next.deadline().orElse(null));
        setLong(st, i++, next.seats().get(0).joinedAt());
        setLong(st, i++, next.seats().get(1).joinedAt());
        setLong(st, i++, next.seats().get(0).clockMillis());
        setLong(st, i++, next.seats().get(1).clockMillis());
        st.setBoolean(i++, next.seats().get(0).wantsRematch());
        st.setBoolean(i++, next.seats().get(1).wantsRematch());
        st.setString(i++, next.rematchId());
        st.setString(i++, current.id());
        st.setInt(i, current.version());
    }

    static void bindMove(PreparedStatement st, String gameId, int ply, PlayedMove m) throws SQLException {
        st.setString(1, gameId);
        st.setInt(2, ply);
        st.setString(3, m.side());
        st.setString(4, m.move().text());
        st.setLong(5, m.playedAt());
        setLong(st, 6, m.clockMillis());
    }

    /** The game in the current row of {@code rs} (selected with {@link #COLUMNS}) with {@code moves}. */
    static OnlineGame read(ResultSet rs, List<PlayedMove> moves) throws SQLException {
        GameKind kind = GameKind.parse(rs.getString("kind"));
        Long initial = getLong(rs, "clock_initial_ms");
        TimeControl clock = initial == null ? null : new TimeControl(initial, rs.getLong("clock_increment_ms"));
        GameSpec spec = new GameSpec(
                kind,
                getInt(rs, "board_n"),
                getInt(rs, "bridges"),
                rs.getString("board_text"),
                rs.getString("preset"),
                rs.getString("first_side"),
                clock);
        List<Seat> seats = List.of(seat(rs, kind, 0), seat(rs, kind, 1));
        String reason = rs.getString("end_reason");
        return new OnlineGame(
                rs.getString("id"),
                spec,
                seats,
                moves,
                Status.parse(rs.getString("status")),
                rs.getString("winner"),
                reason == null ? null : EndReason.parse(reason),
                rs.getLong("created_at"),
                rs.getLong("updated_at"),
                getLong(rs, "turn_started_at"),
                rs.getInt("version"),
                rs.getString("rematch_of"),
                rs.getString("rematch_id"));
    }

    static PlayedMove readMove(ResultSet rs, GameKind kind) throws SQLException {
        return new PlayedMove(
                Move.parse(kind, rs.getString("move_text")),
                rs.getString("side"),
                rs.getLong("played_at"),
                getLong(rs, "clock_ms"));
    }

    private static Seat seat(ResultSet rs, GameKind kind, int i) throws SQLException {
        String p = "seat" + i + "_";
        return new Seat(
                kind.side(i),
                rs.getString(p + "token_hash"),
                getLong(rs, p + "joined_at"),
                getLong(rs, p + "clock_ms"),
                rs.getBoolean(p + "rematch"));
    }

    private static void setInt(PreparedStatement st, int i, Integer v) throws SQLException {
        if (v == null) {
            st.setNull(i, Types.INTEGER);
        } else {
            st.setInt(i, v);
        }
    }

    private static void setLong(PreparedStatement st, int i, Long v) throws SQLException {
        if (v == null) {
            st.setNull(i, Types.BIGINT);
        } else {
            st.setLong(i, v);
        }
    }

    private static Integer getInt(ResultSet rs, String column) throws SQLException {
        int v = rs.getInt(column);
        return rs.wasNull() ? null : v;
    }

    private static Long getLong(ResultSet rs, String column) throws SQLException {
        long v = rs.getLong(column);
        return rs.wasNull() ? null : v;
    }
}
