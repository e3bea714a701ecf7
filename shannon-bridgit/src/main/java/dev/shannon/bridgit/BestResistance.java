package dev.shannon.bridgit;

import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.ThinkBudget;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;

/**
 * The best resistance hint for a side that has lost in theory (issue 30; defined in
 * docs/defence.md, "The best resistance hint"). Every free crossing is measured after it is
 * played, and the crossings are ordered lexicographically:
 *
 * <ol>
 * <li>the most plies the winner still needs to win, the winner hurrying and the loser holding out
 * ({@link DepthToWin}, exact) — or, where that search does not fit the budget, the most bridges
 * the winner still needs along its shortest route (a sound lower bound: k bridges take at least
 * 2k − 1 plies);</li>
 * <li>then the fewest of the winner's answers that still win (exact, Lehman's criterion);</li>
 * <li>then, with the exact plies, the most bridges still needed; last, a crossing on one of the
 * winner's shortest routes before one off them, then reading order (row, then column), so the
 * same position always gets the same hint.</li>
 * </ol>
 * So the hint is never beaten on both measures it states by another move it weighed. The reason
 * says the numbers and only claims a comparison the numbers make true.
 */
public final class BestResistance {
    /**
     * A crossing measured: after it, the winner's winning answers (of {@code answers}), the bridges
     * the winner still needs, and the exact plies it needs (−1 where not searched).
     */
    public record Candidate(Crossing crossing, int winningAnswers, int bridgesNeeded, int plies) {}

    /**
     * The hint: the chosen candidate; the side that wins; how many answers the winner has after
     * it; whether plies are exact (every crossing searched to the end) and how many crossings were
     * weighed of the free ones; the winner's winning answers (all of them, sorted); whether the
     * move blocks the winner's only immediate win; the reason in a player's words and in the
     * theory's.
     */
    public record Hint(
            Candidate best,
            Side winner,
            int answers,
            boolean exact,
            int weighed,
            int free,
            List<Crossing> winningAnswers,
            boolean blocksThreat,
            String reason,
            String why) {
        public Crossing crossing() {
            return best.crossing();
        }

        /** The exact plies the winner needs after the hint, if they were searched. */
        public OptionalInt pliesToWin() {
            return best.plies() < 0 ? OptionalInt.empty() : OptionalInt.of(best.plies());
        }
    }

    /** Work units per node of the exact search (a shortest-route search over the board). */
    private static final long UNITS_PER_NODE = 40;

    private BestResistance() {}

    /**
     * The best resistance for the side to move in {@code game}, which must have lost in theory.
     * Work is bounded by {@code budget}'s units, so the hint is the same on any machine.
     */
    public static Hint of(BridgitGame game, SwitchingSolver solver, ThinkBudget budget) {
        game.requireUndecided();
        Side loser = game.toMove();
        Side winner = loser.opponent();
        if (!BridgitAnalyzer.analyze(game, solver).winningMoves().isEmpty()) {
            throw new IllegalArgumentException(loser.id() + " has a winning crossing: no resistance is needed");
        }
        int free = game.freeCrossings().size();
        List<Integer> order = candidateOrder(game, winner);
        // Each candidate costs one exact analysis, about one unit per free crossing.
        long analysisUnits = Math.max(1, budget.units() / 2);
        int affordable = (int) Math.max(1, Math.min(free, analysisUnits / Math.max(1, free)));
        List<Candidate> measured = new ArrayList<>();
        byte[] owner = game.ownerArray().clone();
        // As the defence's search: work units decide, the wall clock only stops a machine far slower than the
        // reference.
        long deadline = System.nanoTime() + budget.wallCapMillis() * 1_000_000L;
        for (int i = 0; i < affordable; i++) {
            if (i > 0 && System.nanoTime() > deadline) {
                break;
            }
            int e = order.get(i);
            BridgitGame after = game.playIndex(e);
            int wins = BridgitAnalyzer.analyze(after, solver).winningIndices().length;
            owner[e] = side(loser);
            int k = ShortestRoute.length(game.board(), owner, winner);
            owner[e] = 0;
            measured.add(new Candidate(game.board().crossing(e), wins, k, -1));
        }
        boolean exact = measured.size() == free && game.board().crossingCount() <= DepthToWin.MAX_CROSSINGS;
        if (exact) {
            List<Candidate> searched = exactPlies(game, winner, measured, budget.units() / 2 / UNITS_PER_NODE);
            exact = searched != null;
            if (exact) {
                measured = searched;
            }
        }
        // A stable sort: ties keep the weighing order, blocks on the winner's shortest routes first.
        measured.sort(exact ? EXACT : ROUTE);
        Candidate best = measured.get(0);
        BridgitGame after = game.play(best.crossing());
        List<Crossing> answers = BridgitAnalyzer.analyze(after, solver).winningMoves();
        List<Crossing> threats = BridgitAnalyzer.threats(game, winner);
        boolean blocks = threats.size() == 1 && threats.get(0).equals(best.crossing());
        Words words = new Words(winner, best, free - 1, answers, measured, exact, free, blocks);
        return new Hint(
                best, winner, free - 1, exact, measured.size(), free, answers, blocks, words.plain(), words.why());
    }

    /** Most plies, then fewest winning answers, then most bridges needed. */
    private static final Comparator<Candidate> EXACT = Comparator.comparingInt((Candidate c) -> -c.plies())
            .thenComparingInt(Candidate::winningAnswers)
            .thenComparingInt(c -> -c.bridgesNeeded());

    /** Most bridges needed, then fewest winning answers. */
    private static final Comparator<Candidate> ROUTE =
            Comparator.comparingInt((Candidate c) -> -c.bridgesNeeded()).thenComparingInt(Candidate::winningAnswers);

    /** The measured candidates with their exact plies, or null if the search runs out of nodes. */
    private static List<Candidate> exactPlies(BridgitGame game, Side winner, List<Candidate> measured, long nodes) {
        DepthToWin search = new DepthToWin(game.board(), winner, Math.max(1, nodes));
        byte[] owner = game.ownerArray().clone();
        byte loser = side(winner.opponent());
        List<Candidate> out = new ArrayList<>(measured.size());
        try {
            for (Candidate c : measured) {
                int e = game.board().index(c.crossing());
                owner[e] = loser;
                int plies = search.plies(owner);
                owner[e] = 0;
                out.add(new Candidate(c.crossing(), c.winningAnswers(), c.bridgesNeeded(), plies));
            }
        } catch (OutOfTime spent) {
            return null;
        }
        return out;
    }

    /**
     * The free crossings in the order they are weighed when the budget cannot weigh them all: those
     * on the winner's shortest routes first (the blocks), then the rest, each group in reading order.
     */
    private static List<Integer> candidateOrder(BridgitGame game, Side winner) {
        ShortestRoute route = ShortestRoute.of(game, winner);
        List<Integer> on = new ArrayList<>();
        List<Integer> off = new ArrayList<>();
        for (int e = 0; e < game.board().crossingCount(); e++) {
            if (game.isFreeIndex(e)) {
                (route.isOnRoute(e) ? on : off).add(e);
            }
        }
        on.sort(Comparator.comparing(game.board()::crossing));
        off.sort(Comparator.comparing(game.board()::crossing));
        on.addAll(off);
        return on;
    }

    private static byte side(Side s) {
        return (byte) (s == Side.RED ? 1 : 2);
    }

    /** The reason in both forms, from the numbers alone. */
    private record Words(
            Side winner,
            Candidate best,
            int answers,
            List<Crossing> winning,
            List<Candidate> measured,
            boolean exact,
            int free,
            boolean blocks) {
        String plain() {
            String w = name(winner);
            StringBuilder s = new StringBuilder("no move wins if " + w + " plays perfectly; ");
            if (blocks) {
                s.append("blocks ")
                        .append(w)
                        .append("'s threat at ")
                        .append(best.crossing())
                        .append(", and ");
            }
            if (exact) {
                int own = (best.plies() + 1) / 2;
                s.append("after it ")
                        .append(w)
                        .append(" needs ")
                        .append(best.plies())
                        .append(best.plies() == 1 ? " more move" : " more moves")
                        .append(" to win (")
                        .append(own)
                        .append(own == 1 ? " of them its own bridge" : " of them its own bridges")
                        .append(")");
                s.append(longest() ? ", more than after any other move" : ", and no move makes it longer");
            } else {
                s.append("after it ")
                        .append(w)
                        .append(" still needs at least ")
                        .append(best.bridgesNeeded())
                        .append(best.bridgesNeeded() == 1 ? " more bridge" : " more bridges")
                        .append(
                                measured.size() == free
                                        ? ", and no move leaves it more"
                                        : ", and none of the " + measured.size() + " moves weighed leaves it more");
            }
            s.append("; ").append(answersWords());
            if (fewestAmongEquals()) {
                s.append(", the fewest of the moves that hold out as long");
            }
            return s.toString();
        }

        String why() {
            String w = name(winner);
            StringBuilder s = new StringBuilder("no move wins against best play (Lehman's criterion holds for " + w
                    + " after every move); best resistance, in this order: ");
            if (exact) {
                s.append("the longest exact depth to win (minimax over all ")
                        .append(free)
                        .append(" free crossings, ")
                        .append(w)
                        .append(" hurrying: ")
                        .append(best.plies())
                        .append(" plies after ")
                        .append(best.crossing())
                        .append("), then the fewest winning replies (")
                        .append(best.winningAnswers())
                        .append(" of ")
                        .append(answers)
                        .append(", Lehman)");
            } else {
                s.append("the most bridges ")
                        .append(w)
                        .append(" still needs along its shortest route (")
                        .append(best.bridgesNeeded())
                        .append(", so at least ")
                        .append(2 * best.bridgesNeeded() - 1)
                        .append(" plies; the exact depth search did not fit the budget), then the fewest winning"
                                + " replies (")
                        .append(best.winningAnswers())
                        .append(" of ")
                        .append(answers)
                        .append(", Lehman); ")
                        .append(measured.size())
                        .append(" of ")
                        .append(free)
                        .append(" moves weighed");
            }
            return s.toString();
        }

        private String answersWords() {
            String w = name(winner);
            int k = best.winningAnswers();
            if (k == answers) {
                return answers == 1
                        ? w + "'s only possible answer wins"
                        : "every one of " + w + "'s " + answers + " possible answers wins";
            }
            String list = k <= 3
                    ? " ("
                            + String.join(
                                    ", ",
                                    winning.stream().map(Crossing::toString).toList()) + ")"
                    : "";
            return (k == 1 ? "only 1 of " : k + " of ") + w + "'s " + answers + " possible answers "
                    + (k == 1 ? "wins" : "win") + list;
        }

        /** Is the best strictly ahead of every other move on the first measure? */
        private boolean longest() {
            return measured.stream()
                    .filter(c -> c != best)
                    .allMatch(c -> exact ? c.plies() < best.plies() : c.bridgesNeeded() < best.bridgesNeeded());
        }

        /** Does some other move hold out as long but leave more winning answers? */
        private boolean fewestAmongEquals() {
            return measured.stream()
                    .anyMatch(c -> (exact ? c.plies() == best.plies() : c.bridgesNeeded() == best.bridgesNeeded())
                            && c.winningAnswers() > best.winningAnswers());
        }
    }

    static String name(Side side) {
        return side == Side.RED ? "Red" : "Blue";
    }
}
