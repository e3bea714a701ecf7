package dev.shannon.online;

import dev.shannon.bridgit.Board;
import java.util.Objects;
import java.util.Optional;

/**
 * What game is played, fixed when it is created: the kind and its board, who moves first and the clock if any.
 * Bridg-It has {@code n} (the n×(n+1) board) and, for the limited-bridges game, {@code bridges} per player; the
 * switching game has {@code board}, its graph in the edge-list format with a terminals line (docs/formats.md); the
 * matroid game has {@code board}, its matroid in the matroid file format (docs/matroid.md). {@code preset} is the name
 * the page knew the board by, kept for the page's drawing (null for a pasted board); the board text alone decides the
 * game. A spec that can be constructed can be played: the constructor builds the starting position.
 *
 * @param kind    the game
 * @param n       Bridg-It's board size, else null
 * @param bridges bridges per player in the limited-bridges game, else null
 * @param board   the graph or matroid text, else null
 * @param preset  the page's name for the board, or null
 * @param first   the side that moves first, one of {@code kind.sides()}
 * @param clock   the time control, or null for an untimed game
 */
public record GameSpec(
        GameKind kind, Integer n, Integer bridges, String board, String preset, String first, TimeControl clock) {
    /** The longest board text (a graph or matroid) a game may have, in characters. */
    public static final int MAX_BOARD_CHARS = 200_000;
    /** The longest preset name. */
    public static final int MAX_PRESET_CHARS = 64;

    public GameSpec {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(first, "first");
        kind.indexOf(first);
        if (kind == GameKind.BRIDGIT) {
            if (n == null || board != null) {
                throw new IllegalArgumentException("a Bridg-It game has a board size n and no board text");
            }
            if (n < Board.MIN_N || n > Board.MAX_N) {
                throw new IllegalArgumentException(
                        "board size n = " + n + " is out of range " + Board.MIN_N + ".." + Board.MAX_N);
            }
            int crossings = n * n + (n - 1) * (n - 1);
            if (bridges != null && (bridges < 1 || bridges > crossings / 2)) {
                throw new IllegalArgumentException("bridges per player must be from 1 to " + crossings / 2 + " on the "
                        + n + "x" + (n + 1) + " board, got " + bridges);
            }
        } else {
            if (n != null || bridges != null || board == null) {
                throw new IllegalArgumentException("a " + kind.id() + " game has a board text and no n or bridges");
            }
            if (board.length() > MAX_BOARD_CHARS) {
                throw new IllegalArgumentException(
                        "the board text is longer than " + MAX_BOARD_CHARS + " characters (the limit)");
            }
        }
        if (preset != null && (preset.isEmpty() || preset.length() > MAX_PRESET_CHARS)) {
            throw new IllegalArgumentException("a preset name has 1 to " + MAX_PRESET_CHARS + " characters");
        }
        Referee.start(kind, n, bridges, board, first);
    }

    public static GameSpec bridgit(int n, String first, TimeControl clock) {
        return new GameSpec(GameKind.BRIDGIT, n, null, null, null, first, clock);
    }

    public static GameSpec limitedBridges(int n, int bridges, String first, TimeControl clock) {
        return new GameSpec(GameKind.BRIDGIT, n, bridges, null, null, first, clock);
    }

    public static GameSpec switching(String graphText, String preset, String first, TimeControl clock) {
        return new GameSpec(GameKind.SWITCHING, null, null, graphText, preset, first, clock);
    }

    public static GameSpec matroid(String matroidText, String preset, String first, TimeControl clock) {
        return new GameSpec(GameKind.MATROID, null, null, matroidText, preset, first, clock);
    }

    public Optional<TimeControl> timeControl() {
        return Optional.ofNullable(clock);
    }

    /** The starting position. */
    public Referee start() {
        return Referee.start(kind, n, bridges, board, first);
    }

    /** The position after {@code moves}; throws IllegalMoveException at the first illegal one. */
    public Referee replay(Iterable<Move> moves) {
        Referee r = start();
        for (Move m : moves) {
            r = r.play(m);
        }
        return r;
    }
}
