package dev.shannon.switching.defence;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded matches of the switching game in which the defender has lost in theory from the start
 * (Short on a Cut game or moving second on a neutral one, or the other way round), against
 * attacker models: {@code route} (Short claims, Cut deletes, an edge of a shortest s–t route
 * near s), {@code erring-P} (Lehman's winning move with probability 1 − P, a random
 * one otherwise) and the strengths by name. Defenders: {@code legacy} and the strengths.
 */
public final class SwitchingArena {
    /** The referee that says who wins each position (and the erring attacker's best moves). */
    private static final SwitchingSolver SOLVER = SwitchingSolver.lehman();

    public static final List<String> FAMILIES =
            List.of("grid-4x4", "grid-5x5", "wheel-8", "wheel-12", "random-10-20", "random-12-26");
    public static final List<String> ATTACKERS =
            List.of("route", "erring-0.05", "erring-0.1", "erring-0.2", "erring-0.3", "relentless");

    /**
     * One pairing on one family, with where the defender's {@code defenderMoves} moves were made:
     * {@code wonMoves} in a position it had won back (after an attacker's slip; every defender then
     * plays the same exact strategy), {@code forcedMoves} facing exactly one immediate win of the
     * attacker (one move, the block, did not lose at once), {@code hopelessMoves} facing two or more,
     * and {@code noSlipMoves} free choices after every one of which each attacker reply still wins
     * (so even a random attacker move cannot throw the game away).
     */
    public record Match(
            String defender,
            String attacker,
            String family,
            Player defenderSide,
            WinRate defenderWins,
            double millisPerGame,
            int defenderMoves,
            int wonMoves,
            int forcedMoves,
            int hopelessMoves,
            int noSlipMoves,
            List<Boolean> outcomes) {
        public Match {
            outcomes = List.copyOf(outcomes);
        }

        /** The share of the defender's moves in which its choice could not matter: won, forced, hopeless or no slip possible. */
        public double noChoiceShare() {
            return defenderMoves == 0
                    ? 0
                    : (wonMoves + forcedMoves + hopelessMoves + noSlipMoves) / (double) defenderMoves;
        }
    }

    /** A move chooser: one per side and game. */
    interface Mover {
        int move(Position p);
    }

    private SwitchingArena() {}

    /**
     * {@code games} games with {@code defenderSide} losing in theory at the start; the graphs of a
     * random family differ from game to game (seeded), skipping those where that side does not lose.
     */
    public static Match play(
            String defender,
            String attacker,
            String family,
            Player defenderSide,
            int games,
            long seed,
            ThinkBudget budget) {
        mover(defender, defenderSide, 0, budget);
        mover(attacker, defenderSide.opponent(), 0, budget);
        graph(family, 0);
        int wins = 0;
        int moves = 0;
        int won = 0;
        int forced = 0;
        int hopeless = 0;
        int noSlip = 0;
        List<Boolean> outcomes = new ArrayList<>();
        long start = System.nanoTime();
        long instance = seed;
        for (int i = 0; i < games; i++) {
            Position p = null;
            for (int tries = 0; p == null; tries++) {
                if (tries > 1000) {
                    throw new IllegalArgumentException(family + " has no game that " + defenderSide.id() + " loses");
                }
                p = lostStart(graph(family, instance++), defenderSide);
            }
            long gameSeed = seed * 1_000_003L + i * 7919L;
            Mover d = mover(defender, defenderSide, gameSeed, budget);
            Mover a = mover(attacker, defenderSide.opponent(), ~gameSeed, budget);
            while (p.winner().isEmpty()) {
                if (p.toMove() == defenderSide) {
                    moves++;
                    int threats = new SwitchingDefenceGame(p)
                            .completions(SwitchingDefenceGame.side(defenderSide.opponent()))
                            .length;
                    if (SOLVER.verdict(p).winner() == defenderSide) {
                        won++;
                    } else if (threats == 1) {
                        forced++;
                    } else if (threats >= 2) {
                        hopeless++;
                    } else if (noReplyLoses(p)) {
                        noSlip++;
                    }
                }
                p = p.play(p.toMove() == defenderSide ? d.move(p) : a.move(p));
            }
            boolean defenderWon = p.winner().get() == defenderSide;
            outcomes.add(defenderWon);
            if (defenderWon) {
                wins++;
            }
        }
        return new Match(
                defender,
                attacker,
                family,
                defenderSide,
                WinRate.of(wins, games),
                (System.nanoTime() - start) / 1e6 / Math.max(1, games),
                moves,
                won,
                forced,
                hopeless,
                noSlip,
                outcomes);
    }

    /** Whether every move of the side to move leaves the opponent only winning replies. */
    static boolean noReplyLoses(Position p) {
        for (int x : p.freeEdges()) {
            Position q = p.play(x);
            if (q.winner().isPresent() || SOLVER.verdict(q).winningMoveCount() < q.freeEdges().length) {
                return false;
            }
        }
        return true;
    }

    /** Whether some game of the family (among its first 50 instances) starts lost for {@code side}. */
    public static boolean canLose(String family, Player side) {
        for (long i = 0; i < 50; i++) {
            if (lostStart(graph(family, i), side) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * The start position in which {@code loser} has lost in theory, moving first if it can, or null
     * if there is none. A start where the opponent moves first and wins with that move (a random
     * graph whose s and t hang on one bridge edge) is no game for the defender and is skipped.
     */
    static Position lostStart(TerminalGraph g, Player loser) {
        Analysis a = SOLVER.solve(g);
        for (Player first : new Player[] {loser, loser.opponent()}) {
            Verdict v = a.verdict(first);
            if (v.winner() != loser) {
                Position p = Position.start(g, first);
                if (p.winner().isEmpty()
                        && (first == loser
                                || new SwitchingDefenceGame(p).completions(SwitchingDefenceGame.side(first)).length
                                        == 0)) {
                    return p;
                }
            }
        }
        return null;
    }

    static Mover mover(String name, Player side, long seed, ThinkBudget budget) {
        Random random = new Random(seed);
        if (name.equals("legacy")) {
            SwitchingComputer c = SwitchingComputer.legacy(side);
            return p -> c.move(p).edge();
        }
        if (name.equals("route")) {
            return p -> routeEdge(p, random);
        }
        if (name.startsWith("erring-")) {
            double q;
            try {
                q = Double.parseDouble(name.substring("erring-".length()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("unknown model '" + name + "': erring-P needs a probability P");
            }
            if (!(q >= 0 && q <= 1)) {
                throw new IllegalArgumentException("erring-P needs 0 <= P <= 1, got " + name);
            }
            SwitchingComputer fallback = SwitchingComputer.legacy(side);
            return p -> {
                int[] free = p.freeEdges();
                if (random.nextDouble() < q) {
                    return free[random.nextInt(free.length)];
                }
                int[] wins = SOLVER.verdict(p).winningMoves();
                return wins.length > 0
                        ? wins[random.nextInt(wins.length)]
                        : fallback.move(p).edge();
            };
        }
        SwitchingComputer c = SwitchingComputer.of(side, Strength.parse(name), budget, seed);
        return p -> c.move(p).edge();
    }

    /** An edge of a shortest s–t route of the graph left to play on, one of the nearest to s (at random among the first two). */
    static int routeEdge(Position p, Random random) {
        int[] route = SwitchingComputer.shortestRouteEdges(p);
        return route[random.nextInt(Math.min(2, route.length))];
    }

    /**
     * A graph of a family: {@code grid-RxC} (R×C vertices, s and t opposite corners),
     * {@code wheel-K} (a hub and a K-cycle, s and t opposite on the rim), {@code random-N-M}
     * (N vertices, M distinct random edges, s = 0, t = 1, seeded by {@code instance}).
     */
    public static TerminalGraph graph(String family, long instance) {
        String[] part = family.split("-");
        try {
            switch (part[0]) {
                case "grid": {
                    String[] rc = part[1].split("x");
                    int r = Integer.parseInt(rc[0]);
                    int c = Integer.parseInt(rc[1]);
                    check(r >= 2 && c >= 2 && r * c <= 400, family);
                    Multigraph.Builder b = Multigraph.builder();
                    for (int i = 0; i < r; i++) {
                        for (int j = 0; j < c; j++) {
                            b.addVertex(i + "," + j);
                        }
                    }
                    for (int i = 0; i < r; i++) {
                        for (int j = 0; j < c; j++) {
                            if (j + 1 < c) {
                                b.addEdge(i * c + j, i * c + j + 1);
                            }
                            if (i + 1 < r) {
                                b.addEdge(i * c + j, (i + 1) * c + j);
                            }
                        }
                    }
                    return new TerminalGraph(b.build(), 0, r * c - 1);
                }
                case "wheel": {
                    int k = Integer.parseInt(part[1]);
                    check(k >= 4 && k <= 100, family);
                    Multigraph.Builder b = Multigraph.builder();
                    b.addVertex("hub");
                    for (int i = 0; i < k; i++) {
                        b.addVertex("r" + i);
                    }
                    for (int i = 0; i < k; i++) {
                        b.addEdge(0, 1 + i);
                        b.addEdge(1 + i, 1 + (i + 1) % k);
                    }
                    return new TerminalGraph(b.build(), 1, 1 + k / 2);
                }
                case "random": {
                    int n = Integer.parseInt(part[1]);
                    int m = Integer.parseInt(part[2]);
                    check(n >= 2 && n <= 100 && m >= 1 && m <= n * (n - 1) / 2 && m <= 200, family);
                    Random random = new Random(instance);
                    Multigraph.Builder b = Multigraph.builder();
                    for (int i = 0; i < n; i++) {
                        b.addVertex(Integer.toString(i));
                    }
                    boolean[][] used = new boolean[n][n];
                    for (int added = 0; added < m; ) {
                        int a = random.nextInt(n);
                        int c = random.nextInt(n);
                        if (a != c && !used[a][c]) {
                            used[a][c] = used[c][a] = true;
                            b.addEdge(a, c);
                            added++;
                        }
                    }
                    return new TerminalGraph(b.build(), 0, 1);
                }
                default:
                    break;
            }
        } catch (RuntimeException e) {
            if (e instanceof IllegalArgumentException
                    && e.getMessage() != null
                    && e.getMessage().startsWith("unknown family")) {
                throw e;
            }
        }
        throw new IllegalArgumentException("unknown family '" + family + "': expected grid-RxC, wheel-K or random-N-M");
    }

    private static void check(boolean ok, String family) {
        if (!ok) {
            throw new IllegalArgumentException("unknown family '" + family + "': sizes out of range");
        }
    }
}
