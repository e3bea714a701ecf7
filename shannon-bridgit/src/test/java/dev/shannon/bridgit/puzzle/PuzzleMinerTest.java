package dev.shannon.bridgit.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ObviousMoves;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PuzzleMinerTest {
    private static PuzzleMiner.Result mined;

    @BeforeAll
    static void mine() {
        mined = PuzzleMiner.mine(8, 3, 11, 3000);
    }

    @Test
    void everyMinedPuzzleHasExactlyOneWinningCrossingAndIsNotTrivial() {
        assertEquals(3, mined.puzzles().size());
        for (Puzzle p : mined.puzzles()) {
            assertTrue(PuzzleCheck.problem(p).isEmpty(), () -> p + ": " + PuzzleCheck.problem(p));
            BridgitGame g = p.game();
            assertFalse(g.isOver());
            int answer = g.board().index(p.solution());
            assertEquals(Triviality.NONE, Triviality.of(g, answer));
            assertFalse(ObviousMoves.of(g).contains(answer), "the answer is an obvious move");
            assertTrue(BridgitAnalyzer.threats(g, g.toMove().opponent()).isEmpty());
            assertTrue(g.board().crossingCount() - g.moveCount()
                    >= Triviality.minFree(g.board().crossingCount()));
        }
    }

    @Test
    void theSameSeedGivesTheSamePuzzles() {
        assertEquals(mined.puzzles(), PuzzleMiner.mine(8, 3, 11, 3000).puzzles());
    }

    @Test
    void statsCountWhatWasKept() {
        PuzzleMiner.Stats s = mined.stats();
        int trivial = s.trivial().values().stream().mapToInt(Integer::intValue).sum();
        assertTrue(s.kept() + trivial <= s.single());
        assertTrue(s.single() <= s.mistakes() && s.mistakes() <= s.positions());
        assertEquals(3, s.kept());
    }

    @Test
    void theTextFormatRoundTrips() {
        List<Puzzle> ps = mined.puzzles().stream().map(p -> p.withRating(1234)).toList();
        StringBuilder text = new StringBuilder("# comment\n\n");
        ps.forEach(p -> text.append(PuzzleText.format(p)).append('\n'));
        assertEquals(ps, PuzzleText.parse(text.toString()));
    }

    @Test
    void aWrongAnswerIsCaught() {
        Puzzle p = mined.puzzles().get(0);
        BridgitGame g = p.game();
        var other = g.freeCrossings().stream()
                .filter(x -> !x.equals(p.solution()))
                .findFirst()
                .orElseThrow();
        Puzzle wrong = new Puzzle(p.n(), p.first(), p.moves(), List.of(other), 0, p.source());
        assertTrue(PuzzleCheck.problem(wrong).isPresent());
    }
}
