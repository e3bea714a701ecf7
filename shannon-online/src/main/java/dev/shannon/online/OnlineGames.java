package dev.shannon.online;

import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The online games of one server: creating them, seating players by their tokens, refereeing moves, resignations,
 * flag falls, abandonment and rematches, with every change written to the {@link GameStore} before it is
 * acknowledged. Nothing a client says is trusted: each change is checked against the stored game.
 *
 * <p>A change is read, checked, and written only if the game has not changed meanwhile; if it has, the change is
 * checked again against the new game (a move then usually finds its ply stale: of two moves sent at the same moment,
 * one is played and the other refused). Holding a seat's token is the only proof of a seat; an authenticated
 * request counts as that player's arrival.
 */
public final class OnlineGames {
    /** How often a change is retried when other changes keep coming first. */
    private static final int ATTEMPTS = 8;

    private final GameStore store;
    private final InstantSource clock;
    private final Timeouts timeouts;
    private final SecureRandom random;
    private final SeatTokens tokens;
    private final GameIds ids;

    public OnlineGames(GameStore store, InstantSource clock, Timeouts timeouts, SecureRandom random) {
        this.store = Objects.requireNonNull(store);
        this.clock = Objects.requireNonNull(clock);
        this.timeouts = Objects.requireNonNull(timeouts);
        this.random = Objects.requireNonNull(random);
        this.tokens = new SeatTokens(random);
        this.ids = new GameIds(random);
    }

    /** A new game and every seat's token, side by side (shown once: the store keeps only their hashes). */
    public record NewGame(OnlineGame game, Map<String, String> tokens, String creator) {}

    /** A game and the side of the token that asked. */
    public record Seated(OnlineGame game, String side) {}

    /** A game after a rematch request, and the rematch once both sides asked (else empty). */
    public record Rematch(OnlineGame game, String side, Optional<OnlineGame> rematch) {}

    public GameStore store() {
        return store;
    }

    public Timeouts timeouts() {
        return timeouts;
    }

    public long now() {
        return clock.millis();
    }

    /**
     * Creates a game; {@code creator} is one of the game's sides or "random". The creator's seat counts as taken;
     * the game waits for the other.
     */
    public NewGame create(GameSpec spec, String creator) {
        GameKind kind = spec.kind();
        int creatorSeat = "random".equals(creator) ? random.nextInt(2) : kind.indexOf(creator);
        String t0 = tokens.newToken();
        String t1 = tokens.newToken();
        long now = now();
        for (int attempt = 0; ; attempt++) {
            OnlineGame game = OnlineGame.create(
                    ids.newId(), spec, creatorSeat, List.of(SeatTokens.hash(t0), SeatTokens.hash(t1)), now);
            try {
                store.insert(game);
                return new NewGame(game, Map.of(kind.side(0), t0, kind.side(1), t1), kind.side(creatorSeat));
            } catch (IllegalStateException idTaken) {
                // 71 random bits: a clash is all but impossible, and a second draw settles it.
                if (attempt >= 2) {
                    throw idTaken;
                }
            }
        }
    }

    /** The game as it stands now (a fallen flag or an abandoned game is ended first); NoSuchGameException if none. */
    public OnlineGame get(String id) {
        OnlineGame game = load(id);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Optional<OnlineGame> ended = game.expire(now(), timeouts);
            if (ended.isEmpty() || store.replace(game, ended.get(), null)) {
                return ended.orElse(game);
            }
            game = load(id);
        }
        return game;
    }

    /** The games with these ids (unknown ids left out), each as it stands now. */
    public List<OnlineGame> games(Collection<String> gameIds) {
        List<String> wellFormed =
                gameIds.stream().filter(GameIds::isWellFormed).distinct().toList();
        if (wellFormed.size() > GameStore.MAX_BATCH) {
            throw new IllegalArgumentException("at most " + GameStore.MAX_BATCH + " games at once");
        }
        return store.findAll(wellFormed).stream()
                .map(g -> g.expire(now(), timeouts).isPresent() ? get(g.id()) : g)
                .toList();
    }

    /** The side {@code token} holds in game {@code id}, marking its holder as arrived (the game starts when both are). */
    public Seated join(String id, String token) {
        String[] side = new String[1];
        OnlineGame game = change(id, token, (g, s) -> {
            side[0] = s;
            return g;
        });
        return new Seated(game, side[0]);
    }

    /** The seat of {@code token} plays {@code move}, having seen {@code ply} moves. */
    public OnlineGame move(String id, String token, int ply, Move move) {
        Objects.requireNonNull(move, "move");
        return change(id, token, (g, side) -> g.play(side, ply, move, now()));
    }

    /** The seat of {@code token} resigns. */
    public OnlineGame resign(String id, String token) {
        return change(id, token, (g, side) -> g.resign(side, now()));
    }

    /**
     * The seat of {@code token} asks for a rematch; when the other already had, the rematch is created (sides
     * swapped, same tokens) in the same transaction that links it to this game.
     */
    public Rematch rematch(String id, String token) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            OnlineGame current = get(id);
            String side = sideOf(current, token);
            if (current.rematchId() != null) {
                return new Rematch(current, side, store.find(current.rematchId()));
            }
            long now = now();
            OnlineGame next = current.join(side, now).askRematch(side, now);
            OnlineGame created = null;
            if (next.rematchAgreed()) {
                created = next.rematch(ids.newId(), now);
                next = next.withRematch(created.id(), now);
            }
            if (next == current || store.replace(current, next, created)) {
                return new Rematch(next, side, Optional.ofNullable(created));
            }
        }
        throw busy(id);
    }

    /** Ends every game time has ended (flag falls, abandoned games); returns how many it ended. */
    public int sweep() {
        long now = now();
        List<String> due = store.due(
                now, now - timeouts.waiting().toMillis(), now - timeouts.idle().toMillis(), 500);
        int ended = 0;
        for (String id : due) {
            OnlineGame before = load(id);
            if (before.status() != Status.FINISHED && get(id).status() == Status.FINISHED) {
                ended++;
            }
        }
        return ended;
    }

    /**
     * Reads the game, ends it first if time has, applies {@code step} to the game with the token's holder arrived
     * (and that holder's side), and writes the result if nobody changed the game meanwhile; otherwise tries again on the new game.
     */
    private OnlineGame change(String id, String token, BiFunction<OnlineGame, String, OnlineGame> step) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            OnlineGame current = get(id);
            String side = sideOf(current, token);
            OnlineGame next = step.apply(current.join(side, now()), side);
            if (next == current || store.replace(current, next, null)) {
                return next;
            }
        }
        throw busy(id);
    }

    /** The token's side; NotASeatException if it holds none. */
    private static String sideOf(OnlineGame game, String token) {
        return game.sideOf(token).orElseThrow(() -> new NotASeatException(game.id()));
    }

    private OnlineGame load(String id) {
        if (!GameIds.isWellFormed(id)) {
            throw new NoSuchGameException(id);
        }
        return store.find(id).orElseThrow(() -> new NoSuchGameException(id));
    }

    private static GameConflictException busy(String id) {
        return new GameConflictException("game " + id + " kept changing; read it again and retry");
    }
}
