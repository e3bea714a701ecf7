package dev.shannon.app.cli.bridgit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.io.Json;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code bridgit puzzles} against its contract (docs/json.md, "bridgit puzzles"), checked by {@code bridgit analyze}. */
class PuzzlesCommandTest {
    @Test
    void everyPuzzleIsAPositionWithExactlyTheStatedWinningMove() throws Exception {
        CliRunner.Result r = CliRunner.run("bridgit", "puzzles", "--n", "8", "--count", "2", "--seed", "11", "--json");
        assertEquals(0, r.exit(), r.err());
        String[] lines = r.out().strip().split("\n");
        assertEquals(2, lines.length);
        for (String line : lines) {
            JsonNode p = Json.MAPPER.readTree(line);
            assertEquals(8, p.get("n").asInt());
            List<String> moves = new ArrayList<>();
            p.get("moves")
                    .forEach(m -> moves.add(m.get(0).asInt() + "," + m.get(1).asInt()));
            String toMove = moves.size() % 2 == 0
                    ? p.get("first").asText()
                    : other(p.get("first").asText());
            assertEquals(toMove, p.get("toMove").asText());
            assertTrue(p.get("rating").isNumber());
            JsonNode a = Json.MAPPER.readTree(CliRunner.run(
                            "bridgit",
                            "analyze",
                            "--n",
                            "8",
                            "--first",
                            p.get("first").asText(),
                            "--moves",
                            String.join(" ", moves),
                            "--json")
                    .out());
            assertEquals(false, a.get("over").asBoolean());
            assertEquals(1, a.get("winningMoves").size());
            assertEquals(p.get("solution"), a.get("winningMoves").get(0));
        }
        CliRunner.Result again =
                CliRunner.run("bridgit", "puzzles", "--n", "8", "--count", "2", "--seed", "11", "--json");
        assertEquals(r.out(), again.out(), "the same seed gives the same puzzles");
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        for (String[] args : new String[][] {
            {"bridgit", "puzzles", "--n", "3"},
            {"bridgit", "puzzles", "--n", "61"},
            {"bridgit", "puzzles", "--n", "7", "--count", "0"},
            {"bridgit", "puzzles", "--n", "7", "--count", "1001"},
            {"bridgit", "puzzles", "--n", "x"},
        }) {
            CliRunner.Result r = CliRunner.run(args);
            assertEquals(2, r.exit(), String.join(" ", args));
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    private static String other(String side) {
        return side.equals("red") ? "blue" : "red";
    }
}
