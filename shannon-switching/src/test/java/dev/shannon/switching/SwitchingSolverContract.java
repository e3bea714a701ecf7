package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.switching.fixtures.LabelledGraphs;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What every {@link SwitchingSolver} must do, tested against {@link BruteForceGame}, which plays
 * every move and trusts no theorem: the same {@link Analysis} (type, both winners, every winning
 * move) on the textbook cases, on every labelled simple graph up to five vertices, on random
 * multigraphs with loops and parallel edges, and on positions in mid-game. Each solver's test
 * extends this class and names its solver, as JGraphT's spanning-tree tests extend one
 * {@code MinimumSpanningTreeTest}.
 */
public abstract class SwitchingSolverContract {
    /** The solver under test; a new one per test is fine, one reused is fine too. */
    protected abstract SwitchingSolver solver();

    private static TerminalGraph read(String text) {
        return TerminalGraph.from(EdgeListFormat.read("contract", text), null, null);
    }

    private static Analysis bruteForce(Multigraph g, int s, int t) {
        return new BruteForceGame(g, s, t).analysis();
    }

    @Test
    public void theFourCycleIsACutWinEvenWithShortFirst() {
        Analysis a = solver().solve(read("s a\na t\nt b\nb s\nterminals s t\n"));
        assertThat(a.type()).isEqualTo(GameType.CUT);
        assertThat(a.shortFirst().winningMoves()).isEmpty();
        assertThat(a.cutFirst().winningMoves()).containsExactly(0, 1, 2, 3);
    }

    @Test
    public void aDoubledEdgeIsAShortWin() {
        Analysis a = solver().solve(read("s t\ns t\nterminals s t\n"));
        assertThat(a.type()).isEqualTo(GameType.SHORT);
        assertThat(a.shortFirst().winningMoves()).containsExactly(0, 1);
        assertThat(a.cutFirst().winningMoves()).isEmpty();
    }

    @Test
    public void aSingleEdgeIsNeutral() {
        Analysis a = solver().solve(read("s t\nterminals s t\n"));
        assertThat(a.type()).isEqualTo(GameType.FIRST);
        assertThat(a.shortFirst().winningMoves()).containsExactly(0);
        assertThat(a.cutFirst().winningMoves()).containsExactly(0);
    }

    @Test
    public void joinedTerminalsAreAShortWinWithNoMoves() {
        Multigraph g = Multigraph.ofIndices(2, new int[] {0, 1}, new int[] {1, 1});
        Analysis a = solver().solve(g, 0, 0);
        assertThat(a.type()).isEqualTo(GameType.SHORT);
        assertThat(a.shortFirst().winningMoves()).isEmpty();
        assertThat(a.cutFirst().winningMoves()).isEmpty();
    }

    @Test
    public void separatedTerminalsAreACutWinWithEveryDeletionWinning() {
        Multigraph g = Multigraph.ofIndices(4, new int[] {0, 1, 2}, new int[] {2, 3, 2});
        Analysis a = solver().solve(g, 0, 1);
        assertThat(a).isEqualTo(bruteForce(g, 0, 1));
        assertThat(a.type()).isEqualTo(GameType.CUT);
        assertThat(a.cutFirst().winningMoves()).containsExactly(0, 1, 2);
    }

    @Test
    public void everyLabelledGraphUpToFiveVerticesMatchesBruteForce() {
        SwitchingSolver solver = solver();
        for (int k = 2; k <= 5; k++) {
            for (long code = 0; code < 1L << k * (k - 1) / 2; code++) {
                Multigraph g = LabelledGraphs.of(k, code);
                assertThat(solver.solve(g, 0, 1))
                        .as("graph %d on %d vertices", code, k)
                        .isEqualTo(bruteForce(g, 0, 1));
            }
        }
    }

    @Test
    public void randomMultigraphsMatchBruteForce() {
        SwitchingSolver solver = solver();
        Random random = new Random(1964);
        for (int round = 0; round < 400; round++) {
            TerminalGraph game = RandomGames.game(2 + random.nextInt(6), random.nextInt(10), random);
            Analysis expected = bruteForce(game.graph(), game.s(), game.t());
            assertThat(solver.solve(game)).as("%s", game.graph()).isEqualTo(expected);
            assertThat(solver.solve(Position.start(game, Player.CUT)))
                    .as("%s as a position", game.graph())
                    .isEqualTo(expected);
        }
    }

    /** A random multigraph (loops and parallel edges too), either player to move, after up to three random moves. */
    private static Position randomPosition(Random random) {
        TerminalGraph game = RandomGames.game(2 + random.nextInt(6), 1 + random.nextInt(10), random);
        Position p = Position.start(game, random.nextBoolean() ? Player.SHORT : Player.CUT);
        for (int i = random.nextInt(4); i > 0 && p.winner().isEmpty(); i--) {
            int[] free = p.freeEdges();
            p = p.play(free[random.nextInt(free.length)]);
        }
        return p;
    }

    @Test
    public void positionsInMidGameMatchBruteForceOnWhatIsLeft() {
        SwitchingSolver solver = solver();
        Random random = new Random(1961);
        for (int round = 0; round < 300; round++) {
            Position p = randomPosition(random);
            TerminalGraph game = p.game();
            if (p.winner().isPresent()) {
                continue; // over: the textbook cases above say what a solver answers then
            }
            Minor minor = p.minor();
            Analysis left = bruteForce(minor.graph(), minor.s(), minor.t());
            Analysis expected = new Analysis(
                    left.type(),
                    left.shortFirst().onOriginalEdges(minor.originalEdge()),
                    left.cutFirst().onOriginalEdges(minor.originalEdge()));
            assertThat(solver.solve(p))
                    .as("%s after %d moves", game.graph(), p.movesPlayed())
                    .isEqualTo(expected);
        }
    }

    /**
     * The two questions asked on their own — the winning claims and Lehman's Cut-to-move question —
     * and the verdict of a position answer as the brute-force analysis does, on random positions.
     */
    @Test
    public void theTwoQuestionsAndTheVerdictMatchBruteForce() {
        SwitchingSolver solver = solver();
        Random random = new Random(1956);
        for (int round = 0; round < 300; round++) {
            Position p = randomPosition(random);
            TerminalGraph game = p.game();
            Minor minor = p.minor();
            String what = game.graph() + " after " + p.movesPlayed() + " moves";
            if (p.winner().isPresent()) {
                // Over: joined terminals are Short's, separated ones Cut's, whoever "moves".
                assertThat(solver.shortWinsWithCutToMove(minor))
                        .as(what)
                        .isEqualTo(p.winner().get() == Player.SHORT);
                continue;
            }
            Analysis left = bruteForce(minor.graph(), minor.s(), minor.t());
            assertThat(solver.shortWinsWithCutToMove(minor))
                    .as(what)
                    .isEqualTo(left.cutFirst().winner() == Player.SHORT);
            assertThat(solver.winningClaims(minor))
                    .as(what)
                    .isEqualTo(left.shortFirst()
                            .onOriginalEdges(minor.originalEdge())
                            .winningMoves());
            assertThat(solver.verdict(p)).as(what).isEqualTo(solver.solve(p).verdict(p.toMove()));
        }
    }
}
