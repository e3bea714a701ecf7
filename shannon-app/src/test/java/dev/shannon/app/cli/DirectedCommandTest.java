package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve --directed} and {@code play --directed}. */
class DirectedCommandTest {
    @TempDir
    Path dir;

    private String file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    @Test
    void shortOrientsGivesTheUndirectedTypeOnTheExamples() throws Exception {
        for (String example : new String[] {"four-cycle.txt", "k4.txt", "bridgit-2x3-red.txt"}) {
            JsonNode directed = Json.MAPPER.readTree(
                    CliRunner.run("solve", "--json", "--directed", "short-orients", "../examples/" + example)
                            .out());
            assertThat(directed.get("game").asText()).isEqualTo("short-orients");
            assertThat(directed.get("type")).as(example).isEqualTo(directed.get("undirectedType"));
        }
    }

    @Test
    void fixedArcsReadTheArrowAndCanChangeTheWinner() throws Exception {
        // Two parallel routes s -> a -> t: a Short game undirected and directed alike.
        String both = file("both.txt", "s -> a\ns -> a\na -> t\na -> t\nterminals s t\n");
        JsonNode j = Json.MAPPER.readTree(
                CliRunner.run("solve", "--json", "--directed", "fixed", both).out());
        assertThat(j.get("type").asText()).isEqualTo("short");
        // One route reversed: a -> s makes the doubled first leg useless for Short.
        String reversed = file("rev.txt", "s -> a\na -> s\na -> t\na -> t\nterminals s t\n");
        j = Json.MAPPER.readTree(CliRunner.run("solve", "--json", "--directed", "fixed", reversed)
                .out());
        assertThat(j.get("undirectedType").asText()).isEqualTo("short");
        assertThat(j.get("type").asText()).isEqualTo("first");
        assertThat(j.get("shortFirst").get("winningMoves").get(0).get("edge").asInt())
                .isZero();
        assertThat(j.get("shortFirst").get("winningMoves").get(0).get("from").asText())
                .isEqualTo("s");
        assertThat(j.get("cutFirst").get("winningMoves").toString()).isEqualTo("[0,2,3]"); // not the dead arc a -> s
        String text = CliRunner.run("solve", "--directed", "fixed", reversed).out();
        assertThat(text)
                .contains("directed game: fixed")
                .contains("Game type: first")
                .contains("Short to move: Short wins; winning claims (1): 0 (s → a).")
                .contains("Undirected game on the same edges: short (different)");
    }

    @Test
    void badDirectedInputIsOneLineAndExitTwo() throws Exception {
        String g = file("g.txt", "s t\nterminals s t\n");
        CliRunner.Result r = CliRunner.run("solve", "--directed", "sideways", g);
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().strip()).contains("unknown directed game 'sideways'").doesNotContain("\n");
        r = CliRunner.run("solve", "--directed", "fixed", "--method", "flow", g);
        assertThat(r.exit()).isEqualTo(2);
        // A 6x6 grid with every edge doubled: Short wins the undirected game (so Lehman's bound
        // settles nothing) and the search needs far too many positions. (The plain grid is a Cut
        // game undirected, which the bound now settles at once.)
        StringBuilder big = new StringBuilder("terminals 0,0 5,5\n");
        for (int row = 0; row < 6; row++) {
            for (int c = 0; c < 6; c++) {
                for (int copy = 0; copy < 2; copy++) {
                    if (c < 5) {
                        big.append(row)
                                .append(',')
                                .append(c)
                                .append(' ')
                                .append(row)
                                .append(',')
                                .append(c + 1)
                                .append('\n');
                    }
                    if (row < 5) {
                        big.append(row)
                                .append(',')
                                .append(c)
                                .append(' ')
                                .append(row + 1)
                                .append(',')
                                .append(c)
                                .append('\n');
                    }
                }
            }
        }
        r = CliRunner.run(
                "solve", "--directed", "short-orients", "--time-limit", "0.5", file("big.txt", big.toString()));
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("directed").doesNotContain("Exception");
        StringBuilder many = new StringBuilder("terminals a b\n");
        for (int i = 0; i < 201; i++) {
            many.append("a b\n");
        }
        r = CliRunner.run("solve", "--directed", "fixed", file("many.txt", many.toString()));
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("at most 200 edges");
    }

    @Test
    void theComputerWinsAsCutWhenShortPointsTheWrongWay() throws Exception {
        String g = file("p.txt", "s a\na t\ns t\nterminals s t\n");
        // Short claims a -> s (useless); Cut deletes s–t and wins.
        CliRunner.Result r =
                CliRunner.runWithInput("a -> s\n", "play", g, "--as", "short", "--directed", "short-orients");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains("Computer (cut) deletes 2 (s–t)")
                .contains("Cut wins: no directed path")
                .contains("The computer wins.");
    }

    @Test
    void theComputerWinsAShortGameAsShortDirectingItsArcs() throws Exception {
        String g = file("k.txt", "s a\na t\ns t\ns a\na t\ns t\nterminals s t\n");
        CliRunner.Result r = CliRunner.runWithInput(
                "0\n1\n2\n3\n4\n5\n", "play", g, "--as", "cut", "--first", "cut", "--directed", "short-orients");
        assertThat(r.out())
                .contains("Short wins: claimed arcs lead from s to t.")
                .contains("The computer wins.");
    }
}
