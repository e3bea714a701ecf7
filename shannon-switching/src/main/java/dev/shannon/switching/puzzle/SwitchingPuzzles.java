package dev.shannon.switching.puzzle;

import dev.shannon.graph.Interruption;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.generate.NamedGraphs;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Verdict;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * "Find the winning move" puzzles for the switching game on a few graph families, mined as the
 * Bridg-It ones are (docs/puzzles.md): seeded games between two players who play a winning move
 * (Lehman's theorem) except when they slip, with probability {@value #SLIP}, to a random free
 * edge; a moment where the player to move had exactly one winning move and slipped becomes a
 * puzzle, unless fewer than {@value #MIN_FREE} edges are free or the answer ends the game at once
 * (a claim joining s and t, a deletion separating them).
 */
public final class SwitchingPuzzles {
    /** The families: name → graph with s = vertex 0 and t = the last vertex. */
    public static final List<String> FAMILIES = List.of("wheel-9", "grid-4x4", "petersen", "random-12-26");

    public static final double SLIP = 0.3;
    public static final int MIN_FREE = 8;

    /** Where the puzzles come from: games of two exact players who slip. */
    public static final String SOURCE = "exact players slipping " + (int) Math.round(100 * SLIP) + "%";
    /** Games mined per puzzle asked for before giving up. */
    public static final int GAMES_PER_PUZZLE = 200;

    private SwitchingPuzzles() {}

    /** The graph of a family, with its terminals. */
    public static TerminalGraph family(String name) {
        Multigraph g = switch (name) {
            case "wheel-9" -> NamedGraphs.wheel(9);
            case "grid-4x4" -> NamedGraphs.grid(4, 4);
            case "petersen" -> NamedGraphs.petersen();
            case "random-12-26" -> NamedGraphs.random(12, 26, 7);
            default -> throw new IllegalArgumentException("unknown family '" + name + "': expected " + FAMILIES);
        };
        return new TerminalGraph(g, 0, g.vertexCount() - 1);
    }

    /** {@code count} rated puzzles ({@link SwitchingPuzzleRater}) on the family's graph from {@code seed}; fewer only if mining gave up. */
    public static List<SwitchingPuzzle> generate(String familyName, int count, long seed) {
        family(familyName);
        if (count < 0) {
            throw new IllegalArgumentException("the number of puzzles must be >= 0, got " + count);
        }
        List<SwitchingPuzzle> rated = new ArrayList<>();
        for (SwitchingPuzzle p : mine(familyName, count, seed, Math.max(1, count) * GAMES_PER_PUZZLE)) {
            Interruption.check();
            rated.add(SwitchingPuzzleRater.rated(p));
        }
        return List.copyOf(rated);
    }

    /** Up to {@code count} puzzles (rated 1500) on the family's graph from {@code seed}, giving up after {@code maxGames} games. */
    public static List<SwitchingPuzzle> mine(String familyName, int count, long seed, int maxGames) {
        TerminalGraph game = family(familyName);
        Random random = new Random(seed);
        List<SwitchingPuzzle> out = new ArrayList<>();
        Set<Position> seen = new HashSet<>();
        for (int i = 0; i < maxGames && out.size() < count; i++) {
            Player first = random.nextBoolean() ? Player.SHORT : Player.CUT;
            Position p = Position.start(game, first);
            List<Integer> moves = new ArrayList<>();
            while (p.winner().isEmpty() && out.size() < count) {
                int[] free = p.freeEdges();
                int[] wins = SwitchingSolver.lehman().verdict(p).winningMoves();
                boolean slip = random.nextDouble() < SLIP || wins.length == 0;
                int move = slip ? free[random.nextInt(free.length)] : wins[random.nextInt(wins.length)];
                if (slip
                        && wins.length == 1
                        && move != wins[0]
                        && free.length >= MIN_FREE
                        && p.play(wins[0]).winner().isEmpty()
                        && seen.add(p)) {
                    out.add(new SwitchingPuzzle(familyName, first, moves, wins[0], 1500, SOURCE));
                }
                Interruption.check();
                p = p.play(move);
                moves.add(move);
            }
        }
        return List.copyOf(out);
    }

    /** The puzzle's winning moves for the player to move by the exact analysis (exactly its solution when sound). */
    public static int[] winningMoves(SwitchingPuzzle puzzle) {
        Verdict v = SwitchingSolver.lehman().verdict(puzzle.position());
        return v.winningMoves();
    }
}
