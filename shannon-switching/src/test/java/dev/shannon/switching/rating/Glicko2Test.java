package dev.shannon.switching.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {
    /**
     * Glickman, "Example of the Glicko-2 system" (2013): a player rated 1500 (RD 200, σ 0.06)
     * beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), τ = 0.5; the paper
     * gives r' = 1464.06, RD' = 151.52 and σ' = 0.05999.
     */
    @Test
    void reproducesGlickmansWorkedExample() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        List<Glicko2.Result> games = List.of(
                new Glicko2.Result(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Result(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Result(new Glicko2.Rating(1700, 300, 0.06), 0));
        Glicko2.Rating after = Glicko2.update(player, games, 0.5);
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001);
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        Glicko2.Rating after = Glicko2.update(player, List.of());
        assertEquals(1500, after.rating());
        assertEquals(Math.sqrt(200 * 200 + Math.pow(0.06 * Glicko2.SCALE, 2)), after.deviation(), 1e-9);
    }

    @Test
    void solvingAHardPuzzleGainsMoreThanAnEasyOne() {
        Glicko2.Rating player = Glicko2.Rating.initial();
        double easy = Glicko2.update(player, List.of(new Glicko2.Result(new Glicko2.Rating(1200, 60, 0.06), 1)))
                .rating();
        double hard = Glicko2.update(player, List.of(new Glicko2.Result(new Glicko2.Rating(1900, 60, 0.06), 1)))
                .rating();
        assertTrue(hard > easy && easy > 1500, easy + " " + hard);
        double failed = Glicko2.update(player, List.of(new Glicko2.Result(new Glicko2.Rating(1900, 60, 0.06), 0)))
                .rating();
        assertTrue(failed < 1500);
    }

    @Test
    void difficultyFitRecoversTheRatingThatMadeTheData() {
        // Solvers at 1000 … 2200 solving a 1700 puzzle exactly as often as the model says.
        double truth = 1700;
        List<DifficultyFit.Measurement> m = new java.util.ArrayList<>();
        for (int r = 1000; r <= 2200; r += 200) {
            int solved = (int) Math.round(10_000 * DifficultyFit.solveChance(r, truth));
            m.add(new DifficultyFit.Measurement(r, 10_000, solved));
        }
        assertEquals(truth, DifficultyFit.rate(m), 2);
        double easier = DifficultyFit.rate(List.of(new DifficultyFit.Measurement(1500, 10, 9)));
        double harder = DifficultyFit.rate(List.of(new DifficultyFit.Measurement(1500, 10, 2)));
        assertTrue(easier < 1500 && harder > 1500, easier + " " + harder);
    }
}
