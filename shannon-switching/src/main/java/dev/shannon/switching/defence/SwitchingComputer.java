package dev.shannon.switching.defence;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.ShortStrategy;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.Verdict;
import java.util.Arrays;
import java.util.Objects;
import java.util.Random;

/**
 * A perfect computer player for one side of the switching game.
 *
 * <ul>
 * <li>Short, when winning, plays Lehman's tree strategy ({@link ShortStrategy}): it solves once,
 * then answers each deletion by tree exchange.</li>
 * <li>Cut, when winning, deletes an edge that keeps Short losing (a winning deletion of the
 * exact analysis).</li>
 * <li>A losing side defends with {@link Defender}: it blocks immediate threats, sees short forced
 * wins, and prefers moves after which the opponent's winning replies are few and hard to see,
 * within its think budget. The {@link #legacy} player keeps the older rule (the fewest winning
 * replies, nothing else) for comparison.</li>
 * </ul>
 * Not thread-safe: one instance per game.
 */
public final class SwitchingComputer {
    /** A chosen move and why. */
    public record Move(int edge, String reason, String why) {}

    private final Player side;
    private final ThinkBudget budget;
    private final long seed;
    private final double errorRate;
    private final Random slips;
    private final SwitchingSolver solver;
    /** With the legacy rule: on big graphs weigh only the edges near a shortest route ({@link #boundedLegacy}). */
    private boolean nearRoute;

    private ShortStrategy strategy;
    private Position lastAnswered;

    /** The strongest player for {@code side}, defending lost games with the default think budget and seed 0. */
    public SwitchingComputer(Player side) {
        this(side, ThinkBudget.defaultBudget(), 0);
    }

    /** The strongest player; {@code budget} bounds its defence of a lost game (null: the legacy rule), deterministic for {@code seed}. */
    public SwitchingComputer(Player side, ThinkBudget budget, long seed) {
        this(side, budget, seed, 0);
    }

    /**
     * As {@link #SwitchingComputer(Player, ThinkBudget, long)}, slipping on purpose: with
     * probability {@code errorRate} a move is a random free edge (seeded by {@code seed}).
     */
    public SwitchingComputer(Player side, ThinkBudget budget, long seed, double errorRate) {
        this(side, budget, seed, errorRate, SwitchingSolver.lehman());
    }

    /** As {@link #SwitchingComputer(Player, ThinkBudget, long, double)}, asking {@code solver} for the winning moves. */
    public SwitchingComputer(Player side, ThinkBudget budget, long seed, double errorRate, SwitchingSolver solver) {
        if (!(errorRate >= 0 && errorRate <= 1)) {
            throw new IllegalArgumentException("error rate must be between 0 and 1, got " + errorRate);
        }
        this.side = Objects.requireNonNull(side);
        this.budget = budget;
        this.seed = seed;
        this.errorRate = errorRate;
        this.slips = new Random(seed);
        this.solver = Objects.requireNonNull(solver, "solver");
    }

    /** A player of the given strength. */
    public static SwitchingComputer of(Player side, Strength strength, ThinkBudget budget, long seed) {
        return of(side, strength, budget, seed, SwitchingSolver.lehman());
    }

    /** A player of the given strength that asks {@code solver} for the winning moves. */
    public static SwitchingComputer of(
            Player side, Strength strength, ThinkBudget budget, long seed, SwitchingSolver solver) {
        return new SwitchingComputer(side, budget, seed, strength.errorRate(), solver);
    }

    /** The player with the older defence: when losing, the move that leaves the fewest winning replies. */
    public static SwitchingComputer legacy(Player side) {
        return new SwitchingComputer(side, null, 0);
    }

    /**
     * The legacy player with its work per move bounded, as a server needs it: above
     * {@value NearRouteDefence#FULL_SEARCH_EDGES} free edges a losing side weighs only the
     * {@value NearRouteDefence#CANDIDATES} free edges nearest a shortest s–t route.
     */
    public static SwitchingComputer boundedLegacy(Player side) {
        SwitchingComputer c = new SwitchingComputer(side, null, 0);
        c.nearRoute = true;
        return c;
    }

    public Player side() {
        return side;
    }

    /** The move to play in {@code position}, where it must be this player's turn and the game undecided. */
    public Move move(Position position) {
        if (position.toMove() != side) {
            throw new IllegalArgumentException("it is " + position.toMove().id() + "'s turn, not " + side.id() + "'s");
        }
        if (position.winner().isPresent()) {
            throw new IllegalArgumentException(
                    "the game is over: " + position.winner().get().id() + " has won");
        }
        if (errorRate > 0 && slips.nextDouble() < errorRate) {
            int[] free = position.freeEdges();
            strategy = null;
            return new Move(
                    free[slips.nextInt(free.length)],
                    "a slip on purpose: this level sometimes plays a random edge, to give you a chance",
                    "a deliberate slip (this level errs with probability " + errorRate + "): a random free edge");
        }
        return side == Player.SHORT ? shortMove(position) : cutMove(position);
    }

    private Move shortMove(Position position) {
        int deleted = lastDeletion(position);
        if (strategy != null && deleted >= 0 && strategy.follows(position, deleted)) {
            boolean hitTree = strategy.isTreeEdge(deleted);
            int f = strategy.answer(deleted);
            return remember(
                    position,
                    f,
                    hitTree
                            ? "mends the way Cut just broke: Short has two separate ways to join s and t, and edge " + f
                                    + " repairs the one Cut's deletion of edge " + deleted + " cut"
                            : "Cut's deletion of edge " + deleted + " broke neither of Short's two ways to join s and"
                                    + " t; edge " + f + " makes them stronger",
                    hitTree
                            ? "tree exchange: Cut's deletion of edge " + deleted + " split one tree; edge " + f
                                    + " of the other tree reconnects its halves"
                            : "tree strategy: Cut's deletion of edge " + deleted
                                    + " touched neither tree; claiming tree edge " + f);
        }
        strategy = ShortStrategy.start(position).orElse(null);
        if (strategy != null) {
            int f = strategy.playOpening();
            return remember(
                    position,
                    f,
                    "a winning claim: after it Short has two separate ways to join s and t, sharing no edge, so"
                            + " whatever Cut deletes Short mends with the other",
                    "winning claim: afterwards two edge-disjoint trees span a vertex set holding s and t");
        }
        return defend(position, "Short cannot win against best play");
    }

    private Move remember(Position position, int edge, String reason, String why) {
        lastAnswered = position.play(edge);
        return new Move(edge, reason, why);
    }

    /** The edge Cut deleted since our last answer, or −1 if the position did not come from it. */
    private int lastDeletion(Position position) {
        if (lastAnswered == null || position.movesPlayed() != lastAnswered.movesPlayed() + 1) {
            return -1;
        }
        int found = -1;
        for (int e = 0; e < position.graph().edgeCount(); e++) {
            if (lastAnswered.isFree(e) && !position.isFree(e)) {
                if (found >= 0) {
                    return -1;
                }
                found = e;
            }
        }
        return found;
    }

    private Move cutMove(Position position) {
        Verdict v = solver.verdict(position);
        if (v.winner() == Player.CUT && v.winningMoveCount() > 0) {
            // Every winning deletion keeps Short losing; take the lowest-numbered for reproducibility.
            int best = v.winningMoves()[0];
            return new Move(
                    best,
                    "a winning deletion: after it Short can never again build two separate ways to join s and t",
                    "winning deletion: afterwards no claim gives Short two disjoint trees on s and t");
        }
        return defend(position, "Cut cannot win against best play");
    }

    private Move defend(Position position, String why) {
        if (budget == null) {
            if (nearRoute && position.freeEdges().length > NearRouteDefence.FULL_SEARCH_EDGES) {
                return NearRouteDefence.choose(position, solver);
            }
            return fewestReplies(position, why, solver);
        }
        Defender.Choice c = new Defender(budget, seed * 31 + position.movesPlayed())
                .defend(new SwitchingDefenceGame(position, solver));
        return new Move(c.move(), c.reason(), c.why());
    }

    /**
     * Above this many free edges a losing side weighs only the edges on shortest s–t routes,
     * where both sides fight; weighing every edge costs one analysis each.
     */
    static final int FULL_DEFENCE_LIMIT = 200;

    static final int MAX_CANDIDATES = 64;

    /** The free edge after which the opponent has the fewest winning moves (lowest index on ties). */
    private static Move fewestReplies(Position position, String why, SwitchingSolver solver) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        int[] free = position.freeEdges();
        int[] candidates = free.length <= FULL_DEFENCE_LIMIT ? free : shortestRouteEdges(position);
        for (int e : candidates) {
            Position next = position.play(e);
            int count = next.winner().isPresent() ? 0 : solver.verdict(next).winningMoveCount();
            if (count < bestCount) {
                bestCount = count;
                best = e;
            }
        }
        if (candidates != free) {
            why += " (weighing the " + candidates.length + " free edges on shortest s–t routes)";
        }
        return new Move(
                best,
                "no move wins if the opponent plays perfectly; this one leaves it the fewest winning answers ("
                        + bestCount + ")",
                why + "; this move leaves the opponent "
                        + Defender.plural(bestCount, "winning reply", "winning replies"));
    }

    /**
     * Free edges on shortest s–t paths of the minor (claimed edges contracted, deleted ones
     * gone): edges uv with d(s,u) + 1 + d(v,t) = d(s,t). At most {@value #MAX_CANDIDATES}, nearest
     * s first; never empty while s and t are joined by free edges.
     */
    public static int[] shortestRouteEdges(Position position) {
        Minor minor = position.minor();
        Multigraph g = minor.graph();
        int[] fromS = distances(g, minor.s());
        int[] fromT = distances(g, minor.t());
        int d = fromS[minor.t()];
        int[] out = new int[Math.min(MAX_CANDIDATES, g.edgeCount())];
        int found = 0;
        for (int layer = 0; layer < d && found < out.length; layer++) {
            for (int e = 0; e < g.edgeCount() && found < out.length; e++) {
                int a = g.edgeU(e);
                int b = g.edgeV(e);
                if ((fromS[a] == layer && fromS[a] + 1 + fromT[b] == d)
                        || (fromS[b] == layer && fromS[b] + 1 + fromT[a] == d)) {
                    out[found++] = minor.originalEdge()[e];
                }
            }
        }
        return found > 0 ? Arrays.copyOf(out, found) : position.freeEdges();
    }

    private static int[] distances(Multigraph g, int from) {
        int n = g.vertexCount();
        int[] dist = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE / 4);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        dist[from] = 0;
        queue[tail++] = from;
        while (head < tail) {
            int x = queue[head++];
            for (int i = 0; i < g.incidenceCount(x); i++) {
                int y = g.opposite(g.incidentEdge(x, i), x);
                if (dist[y] > dist[x] + 1) {
                    dist[y] = dist[x] + 1;
                    queue[tail++] = y;
                }
            }
        }
        return dist;
    }
}
