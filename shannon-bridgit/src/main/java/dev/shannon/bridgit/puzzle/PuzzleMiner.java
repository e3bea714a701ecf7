package dev.shannon.bridgit.puzzle;

import dev.shannon.bridgit.Arena;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import dev.shannon.bridgit.SideGraph;
import dev.shannon.graph.Interruption;
import dev.shannon.switching.defence.ThinkBudget;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Puzzles mined from play, as lichess mines its puzzles from real games: seeded games between our
 * computer levels and the erring attacker models ({@link Arena#player}); at every move the exact
 * analysis says whether the player to move had a winning crossing (✓), and a moment where it had
 * exactly one and played another (✗) becomes a puzzle unless it is {@link Triviality trivial}.
 * The defender's answers in a puzzle's line are the relentless defence (docs/defence.md).
 *
 * <p>Everything is derived from the seed: the same (n, count, seed) gives the same puzzles. The
 * players think in work units with a wall cap far above their budget ({@link #BUDGET}), so a busy
 * machine plays the same games as an idle one.
 */
public final class PuzzleMiner {
    /**
     * The games mined: two players, colours alternating from game to game. Mostly the levels that
     * slip often: a mistake needs a player who had a winning crossing, and between two players
     * that seldom slip the game is decided early and seldom sharp (docs/puzzles.md, "Mining").
     */
    public static final List<Pairing> PAIRINGS = List.of(
            new Pairing("beginner", "beginner"),
            new Pairing("erring-0.4", "casual"),
            new Pairing("beginner", "casual"),
            new Pairing("casual", "casual"),
            new Pairing("beginner", "strong"),
            new Pairing("erring-0.3", "strong"),
            new Pairing("strong", "casual"),
            new Pairing("erring-0.2", "relentless"));

    /** Random moves that open every game, so that deterministic players do not repeat one game. */
    public static final int OPENING_MOVES = 2;
    /** The most attacker moves in a puzzle's line. */
    public static final int MAX_DEPTH = 4;
    /** The players' thinking per move: about 0.4 ms of defence, never stopped by the clock. */
    public static final ThinkBudget BUDGET = new ThinkBudget(2_000, 3_600_000);

    /** Two players of a mined game, by model name. */
    public record Pairing(String one, String other) {
        public String label() {
            return one + " vs " + other;
        }
    }

    /**
     * What mining went over: games played, positions seen (moves made), mistakes (the player had a
     * ✓ and played a ✗), those with exactly one ✓, and how many of those were kept; the rest were
     * trivial ({@code trivial}, by reason) or repeats of a position already kept.
     */
    public record Stats(
            int games, int positions, int mistakes, int single, int kept, Map<Triviality, Integer> trivial) {
        public Stats {
            trivial = Map.copyOf(trivial);
        }

        /** The share of single-answer mistakes kept as puzzles. */
        public double keptShare() {
            return single == 0 ? 0 : (double) kept / single;
        }
    }

    /** The puzzles (unrated: rating 0) and how mining went. */
    public record Result(List<Puzzle> puzzles, Stats stats) {
        public Result {
            puzzles = List.copyOf(puzzles);
        }
    }

    private PuzzleMiner() {}

    /**
     * The first {@code count} puzzles mined on the n×(n+1) board from the games of {@code seed};
     * gives up (returning fewer) after {@code maxGames} games.
     */
    public static Result mine(int n, int count, long seed, int maxGames) {
        return mine(n, count, seed, maxGames, PAIRINGS);
    }

    /** As {@link #mine(int, int, long, int)} from the games of other pairings. */
    public static Result mine(int n, int count, long seed, int maxGames, List<Pairing> pairings) {
        return mine(n, count, seed, maxGames, pairings, p -> {});
    }

    /** As {@link #mine(int, int, long, int, List)}, telling {@code found} of each puzzle as soon as it is mined. */
    public static Result mine(
            int n, int count, long seed, int maxGames, List<Pairing> pairings, Consumer<Puzzle> found) {
        List<Puzzle> puzzles = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Map<Triviality, Integer> trivial = new EnumMap<>(Triviality.class);
        int games = 0;
        int positions = 0;
        int mistakes = 0;
        int single = 0;
        for (int i = 0; puzzles.size() < count && i < maxGames; i++) {
            games++;
            long gameSeed = mix(seed, n, i);
            Random random = new Random(gameSeed);
            Pairing pairing = pairings.get(i % pairings.size());
            Side oneSide = (i / pairings.size()) % 2 == 0 ? Side.RED : Side.BLUE;
            Side first = random.nextBoolean() ? Side.RED : Side.BLUE;
            ComputerPlayer one = Arena.player(pairing.one(), random.nextLong(), BUDGET);
            ComputerPlayer other = Arena.player(pairing.other(), random.nextLong(), BUDGET);
            BridgitGame g = BridgitGame.start(n, first);
            for (int k = 0; k < OPENING_MOVES; k++) {
                List<Crossing> free = g.freeCrossings();
                g = g.play(free.get(random.nextInt(free.size())));
            }
            // Who wins with perfect play is known from move to move: a losing mover leaves the opponent
            // winning; a winning one keeps the win exactly when the opponent, to move after it, loses
            // (one pebble game). The full analysis is needed only at a mistake.
            boolean moverWins = !g.isOver() && BridgitAnalyzer.analyze(g).winner() == g.toMove();
            while (!g.isOver() && puzzles.size() < count) {
                Interruption.check();
                Crossing played =
                        (g.toMove() == oneSide ? one : other).choose(g).crossing();
                positions++;
                BridgitGame after = g.play(played);
                boolean keptWin = moverWins
                        && (after.isOver() || BridgitAnalyzer.winsWithOpponentToMove(SideGraph.of(after, g.toMove())));
                if (moverWins && !keptWin) {
                    mistakes++;
                    int[] wins = BridgitAnalyzer.analyze(g).winningIndices();
                    if (wins.length == 1) {
                        single++;
                        Triviality why = Triviality.of(g, wins[0]);
                        if (why != Triviality.NONE) {
                            trivial.merge(why, 1, Integer::sum);
                        } else if (seen.add(key(g))) {
                            ComputerPlayer defender = ComputerPlayer.relentless(BUDGET, gameSeed + g.moveCount());
                            puzzles.add(new Puzzle(
                                    n, g.first(), g.moves(), line(g, wins[0], defender), 0, pairing.label()));
                            found.accept(puzzles.get(puzzles.size() - 1));
                        }
                    }
                }
                moverWins = !keptWin;
                g = after;
            }
        }
        Stats stats = new Stats(games, positions, mistakes, single, puzzles.size(), trivial);
        return new Result(puzzles, stats);
    }

    /**
     * The puzzle's line from {@code game}, whose only winning crossing is {@code solution}: the
     * solution, the defender's reply, and the attacker's next winning crossing while it is again
     * the only one and is not a mere completion or block of an immediate threat; at most
     * {@value #MAX_DEPTH} attacker moves.
     */
    static List<Crossing> line(BridgitGame game, int solution, ComputerPlayer defender) {
        List<Crossing> line = new ArrayList<>();
        BridgitGame g = game;
        int next = solution;
        while (true) {
            line.add(g.board().crossing(next));
            g = g.playIndex(next);
            if (g.isOver() || (line.size() + 1) / 2 >= MAX_DEPTH) {
                return line;
            }
            Crossing reply = defender.choose(g).crossing();
            BridgitGame after = g.play(reply);
            if (after.isOver()) {
                return line;
            }
            int[] wins = BridgitAnalyzer.analyze(after).winningIndices();
            if (wins.length != 1) {
                return line;
            }
            Triviality why = Triviality.of(after, wins[0]);
            if (why == Triviality.COMPLETES || why == Triviality.FORCED_BLOCK) {
                return line;
            }
            line.add(reply);
            g = after;
            next = wins[0];
        }
    }

    /** The position itself (who holds what, who moves), whatever the move order that reached it. */
    static String key(BridgitGame g) {
        StringBuilder sb = new StringBuilder().append(g.n()).append(g.toMove().id());
        for (int e = 0; e < g.board().crossingCount(); e++) {
            Side s = g.ownerIndex(e);
            sb.append(s == null ? '.' : s == Side.RED ? 'r' : 'b');
        }
        return sb.toString();
    }

    private static long mix(long seed, int n, int i) {
        long x = seed * 0x9E3779B97F4A7C15L + n * 0xC2B2AE3D27D4EB4FL + i * 0x165667B19E3779F9L;
        x ^= x >>> 31;
        x *= 0xBF58476D1CE4E5B9L;
        return x ^ (x >>> 29);
    }
}
