package dev.shannon.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.puzzle.SwitchingPuzzles;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;
import org.junit.jupiter.api.Test;

/** {@code shannon puzzles} (switching-game puzzles, docs/json.md, "puzzles --json"), checked by brute-force minimax. */
class PuzzlesCommandTest {
    @Test
    void everyPuzzleIsAPositionWithExactlyTheStatedWinningMove() throws Exception {
        CliRunner.Result r = CliRunner.run("puzzles", "--family", "petersen", "--count", "2", "--seed", "3", "--json");
        assertEquals(0, r.exit(), r.err());
        String[] lines = r.out().strip().split("\n");
        assertEquals(2, lines.length);
        for (String line : lines) {
            JsonNode p = Json.MAPPER.readTree(line);
            assertEquals("petersen", p.get("family").asText());
            Position pos = Position.start(
                    SwitchingPuzzles.family("petersen"),
                    Player.parse(p.get("first").asText()));
            for (JsonNode m : p.get("moves")) {
                pos = pos.play(m.asInt());
            }
            assertEquals(pos.toMove().id(), p.get("toMove").asText());
            assertTrue(p.get("rating").isNumber());
            int[] wins = new MinimaxSolver(MinimaxOptions.defaults())
                    .solve(pos)
                    .verdict(pos.toMove())
                    .winningMoves();
            assertArrayEquals(new int[] {p.get("solution").asInt()}, wins);
        }
    }

    @Test
    void badArgumentsAreOneLineAndExitTwo() {
        CliRunner.Result family = CliRunner.run("puzzles", "--family", "k7");
        assertEquals(2, family.exit());
        assertTrue(family.err().contains("--family k7 is not one of"), family.err());
        assertEquals(1, family.err().strip().split("\n").length);
        assertEquals(
                2,
                CliRunner.run("puzzles", "--family", "wheel-9", "--count", "0").exit());
    }
}
