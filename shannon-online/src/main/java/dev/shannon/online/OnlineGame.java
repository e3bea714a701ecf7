package dev.shannon.online;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One online game as the store keeps it, immutable: what is played, the two seats, the moves with their times, where
 * it stands and how it ended. Every change is a method returning the next game with {@link #version()} one higher;
 * the store writes a change only if the stored version is still the one it was made from, so of two changes made at
 * the same moment exactly one is kept (docs/online.md, "Concurrency").
 *
 * <p>The side to move's clock runs from {@link #turnStartedAt()}: its seat holds the time it had when its turn began,
 * and {@link #remainingMillis} subtracts what has gone since. Time starts when the second player arrives.
 *
 * @param winner    the winning side, or null (running, a draw, or abandoned while waiting)
 * @param reason    why it ended, or null while it runs
 * @param rematchOf the game this one is the rematch of, or null
 * @param rematchId the rematch of this game once both sides asked for it, or null
 */
public record OnlineGame(
        String id,
        GameSpec spec,
        List<Seat> seats,
        List<PlayedMove> moves,
        Status status,
        String winner,
        EndReason reason,
        long createdAt,
        long updatedAt,
        Long turnStartedAt,
        int version,
        String rematchOf,
        String rematchId) {
    public OnlineGame {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(status, "status");
        seats = List.copyOf(seats);
        moves = List.copyOf(moves);
        if (seats.size() != 2
                || !seats.get(0).side().equals(spec.kind().side(0))
                || !seats.get(1).side().equals(spec.kind().side(1))) {
            throw new IllegalArgumentException(
                    "a game has one seat per side, in the order " + spec.kind().sides());
        }
        if ((status == Status.FINISHED) != (reason != null)) {
            throw new IllegalArgumentException("a finished game, and only a finished one, has a reason");
        }
    }

    /**
     * A new game: the creator's seat taken now, the other waiting for its holder; both clocks full.
     *
     * @param tokenHashes the seats' token hashes, side 0 first
     */
    public static OnlineGame create(String id, GameSpec spec, int creatorSeat, List<String> tokenHashes, long now) {
        Long clock = spec.timeControl().map(TimeControl::initialMillis).orElse(null);
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            seats.add(new Seat(spec.kind().side(i), tokenHashes.get(i), i == creatorSeat ? now : null, clock, false));
        }
        return new OnlineGame(id, spec, seats, List.of(), Status.WAITING, null, null, now, now, null, 0, null, null);
    }

    /** Moves played so far: the ply a mover must name. */
    public int ply() {
        return moves.size();
    }

    /** The side to move; every game here alternates strictly from the first player. */
    public String toMove() {
        return moves.size() % 2 == 0 ? spec.first() : spec.kind().opponent(spec.first());
    }

    public Seat seat(String side) {
        return seats.get(spec.kind().indexOf(side));
    }

    /** The side whose token this is, if any: both seats are compared, each in constant time. */
    public Optional<String> sideOf(String token) {
        boolean first = SeatTokens.matches(seats.get(0).tokenHash(), token);
        boolean second = SeatTokens.matches(seats.get(1).tokenHash(), token);
        return first
                ? Optional.of(seats.get(0).side())
                : second ? Optional.of(seats.get(1).side()) : Optional.empty();
    }

    public boolean isTimed() {
        return spec.clock() != null;
    }

    /** Time left for {@code side} at {@code now}, never below 0; empty in an untimed game. */
    public Optional<Long> remainingMillis(String side, long now) {
        Long clock = seat(side).clockMillis();
        if (clock == null) {
            return Optional.empty();
        }
        if (status == Status.PLAYING && side.equals(toMove()) && turnStartedAt != null) {
            return Optional.of(Math.max(0, clock - (now - turnStartedAt)));
        }
        return Optional.of(clock);
    }

    /** When the side to move's flag falls; empty unless a timed game is being played. */
    public Optional<Long> deadline() {
        if (status != Status.PLAYING || !isTimed() || turnStartedAt == null) {
            return Optional.empty();
        }
        return Optional.of(turnStartedAt + seat(toMove()).clockMillis());
    }

    /** The holder of {@code side}'s seat arrives: once both have, the game starts and the clock runs. */
    public OnlineGame join(String side, long now) {
        if (status == Status.FINISHED || seat(side).joined()) {
            return this;
        }
        List<Seat> next = replace(seats, side, seat(side).arrived(now));
        boolean both = next.get(0).joined() && next.get(1).joined();
        return next(
                next,
                moves,
                both ? Status.PLAYING : status,
                null,
                null,
                both ? Long.valueOf(now) : turnStartedAt,
                rematchId,
                now);
    }

    /**
     * {@code side} plays {@code move}, having seen the game at {@code ply} moves. The order of the checks is the
     * contract's: over (a fallen flag included), stale ply, out of turn (all {@link GameConflictException}), then the
     * rules ({@link IllegalMoveException}). A game still waiting for its second player takes the first player's
     * moves; its clocks start when the second arrives.
     */
    public OnlineGame play(String side, int expectedPly, Move move, long now) {
        if (status == Status.FINISHED) {
            throw new GameConflictException("the game is over");
        }
        if (deadline().map(d -> now >= d).orElse(false)) {
            throw new GameConflictException(toMove() + "'s time is up");
        }
        if (expectedPly != ply()) {
            throw new GameConflictException(
                    "stale move: the game has " + ply() + " moves, not " + expectedPly + "; read it again");
        }
        if (!side.equals(toMove())) {
            throw new GameConflictException("it is " + toMove() + "'s turn, not " + side + "'s");
        }
        Referee after =
                spec.replay(moves.stream().map(PlayedMove::move).toList()).play(move);
        // The clock runs only once both players are there: a move made while waiting costs no time.
        Long clock = seat(side).clockMillis();
        if (isTimed() && status == Status.PLAYING) {
            clock = clock - (now - turnStartedAt) + spec.clock().incrementMillis();
        }
        List<PlayedMove> played = new ArrayList<>(moves);
        played.add(new PlayedMove(move, side, now, clock));
        boolean over = after.isOver();
        return next(
                replace(seats, side, seat(side).withClock(clock)),
                played,
                over ? Status.FINISHED : status,
                after.winner().orElse(null),
                over ? EndReason.RULES : null,
                status == Status.PLAYING ? Long.valueOf(now) : turnStartedAt,
                rematchId,
                now);
    }

    /** {@code side} gives up: the other side wins. Allowed until the game is over, even before the opponent came. */
    public OnlineGame resign(String side, long now) {
        if (status == Status.FINISHED) {
            throw new GameConflictException("the game is over");
        }
        return finish(spec.kind().opponent(side), EndReason.RESIGN, stoppedClocks(now), now);
    }

    /**
     * The game as it stands at {@code now} if time has ended it: the flag of the side to move has fallen (the other
     * side wins), or nobody came or moved for longer than {@code timeouts} allow. Empty if nothing is due.
     */
    public Optional<OnlineGame> expire(long now, Timeouts timeouts) {
        if (status == Status.WAITING && now - createdAt >= timeouts.waiting().toMillis()) {
            return Optional.of(finish(null, EndReason.ABANDONED, seats, now));
        }
        if (status != Status.PLAYING) {
            return Optional.empty();
        }
        String loser = toMove();
        if (deadline().map(d -> now >= d).orElse(false)) {
            return Optional.of(finish(spec.kind().opponent(loser), EndReason.TIME, stoppedClocks(now), now));
        }
        if (now - turnStartedAt >= timeouts.idle().toMillis()) {
            return Optional.of(finish(spec.kind().opponent(loser), EndReason.ABANDONED, stoppedClocks(now), now));
        }
        return Optional.empty();
    }

    /** {@code side} asks for a rematch; allowed once the game is over. */
    public OnlineGame askRematch(String side, long now) {
        if (status != Status.FINISHED) {
            throw new GameConflictException("a rematch can be asked for once the game is over");
        }
        if (seat(side).wantsRematch()) {
            return this;
        }
        return next(
                replace(seats, side, seat(side).askingRematch()),
                moves,
                status,
                winner,
                reason,
                turnStartedAt,
                rematchId,
                now);
    }

    /** Whether both sides asked for a rematch and it has not been made yet. */
    public boolean rematchAgreed() {
        return seats.get(0).wantsRematch() && seats.get(1).wantsRematch() && rematchId == null;
    }

    /**
     * The rematch, sides swapped: the holder of this game's red (short) seat holds the blue (cut) seat there, with
     * the same token, so that neither browser needs a new one. Both players asked, so both have arrived: it starts at
     * once, the same side moving first (now the other player).
     */
    public OnlineGame rematch(String newId, long now) {
        List<String> hashes = List.of(seats.get(1).tokenHash(), seats.get(0).tokenHash());
        OnlineGame fresh = create(newId, spec, 0, hashes, now).join(spec.kind().side(1), now);
        return new OnlineGame(
                fresh.id,
                spec,
                fresh.seats,
                List.of(),
                fresh.status,
                null,
                null,
                now,
                now,
                fresh.turnStartedAt,
                0,
                id,
                null);
    }

    /** This game with its rematch named. */
    public OnlineGame withRematch(String newId, long now) {
        return next(seats, moves, status, winner, reason, turnStartedAt, newId, now);
    }

    /** The next version of this game: the given fields changed at {@code now}, the rest as they are. */
    private OnlineGame next(
            List<Seat> newSeats,
            List<PlayedMove> newMoves,
            Status newStatus,
            String newWinner,
            EndReason newReason,
            Long newTurnStartedAt,
            String newRematchId,
            long now) {
        return new OnlineGame(
                id,
                spec,
                newSeats,
                newMoves,
                newStatus,
                newWinner,
                newReason,
                createdAt,
                now,
                newTurnStartedAt,
                version + 1,
                rematchOf,
                newRematchId);
    }

    private OnlineGame finish(String winningSide, EndReason why, List<Seat> finalSeats, long now) {
        return next(finalSeats, moves, Status.FINISHED, winningSide, why, turnStartedAt, rematchId, now);
    }

    /** The seats with the side to move's clock stopped at {@code now} (the game ends). */
    private List<Seat> stoppedClocks(long now) {
        if (status != Status.PLAYING || !isTimed()) {
            return seats;
        }
        String mover = toMove();
        return replace(
                seats, mover, seat(mover).withClock(remainingMillis(mover, now).orElseThrow()));
    }

    private List<Seat> replace(List<Seat> list, String side, Seat seat) {
        List<Seat> next = new ArrayList<>(list);
        next.set(spec.kind().indexOf(side), seat);
        return next;
    }
}
