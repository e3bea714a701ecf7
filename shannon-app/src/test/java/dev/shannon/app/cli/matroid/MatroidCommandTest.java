package dev.shannon.app.cli.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shannon.app.cli.CliRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatroidCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private static JsonNode json(CliRunner.Result r) throws Exception {
        assertThat(r.err()).isEmpty();
        assertThat(r.exit()).isZero();
        return MAPPER.readTree(r.out());
    }

    /** The fields both commands share: the contract's type and verdicts. */
    private static String contract(JsonNode n) {
        return n.get("type") + " " + n.at("/shortFirst/winner") + n.at("/shortFirst/winningMoves") + " "
                + n.at("/cutFirst/winner") + n.at("/cutFirst/winningMoves");
    }

    @Test
    void onGraphsMatroidSolveEqualsSolveAndSoDoesTheIncidenceMatrix() throws Exception {
        Random rnd = new Random(5);
        for (int trial = 0; trial < 60; trial++) {
            int n = 2 + rnd.nextInt(5);
            int m = 1 + rnd.nextInt(9);
            StringBuilder edges = new StringBuilder();
            int[][] inc = new int[n][m + 1];
            for (int e = 0; e < m; e++) {
                int u = rnd.nextInt(n);
                int v = rnd.nextInt(n);
                edges.append(u).append(' ').append(v).append('\n');
                inc[u][e] ^= 1;
                inc[v][e] ^= 1;
            }
            // Name every vertex so that the edge list and the matrix number them alike.
            for (int v = 0; v < n; v++) {
                edges.append(v).append(' ').append(v).append('\n');
            }
            String graph = edges + "terminals 0 1\n";
            JsonNode solve =
                    json(CliRunner.run("solve", "--json", write("g.txt", graph).toString()));
            JsonNode matroid = json(CliRunner.run(
                    "matroid",
                    "solve",
                    "--json",
                    write("m.txt", "graph\n" + graph).toString()));
            assertThat(contract(matroid)).as(graph).isEqualTo(contract(solve));
            // The incidence matrix: the loops added above are zero columns, the target column is s-t.
            StringBuilder matrix = new StringBuilder("binary\n");
            for (int v = 0; v < n; v++) {
                List<String> row = new ArrayList<>();
                for (int e = 0; e < m; e++) {
                    row.add(Integer.toString(inc[v][e]));
                }
                for (int loop = 0; loop < n; loop++) {
                    row.add("0");
                }
                row.add(v <= 1 ? "1" : "0");
                matrix.append(String.join(" ", row)).append('\n');
            }
            matrix.append("target ").append(m + n).append('\n');
            JsonNode binary = json(CliRunner.run(
                    "matroid",
                    "solve",
                    "--json",
                    write("b.txt", matrix.toString()).toString()));
            assertThat(contract(binary)).as(matrix.toString()).isEqualTo(contract(solve));
        }
    }

    @Test
    void jsonInputAndMinimaxAgree() throws Exception {
        Path text = write("f.txt", "binary\n0 0 0 1 1 1 1\n0 1 1 0 0 1 1\n1 0 1 0 1 0 1\ntarget 6\n");
        Path js = write(
                "f.json",
                "{\"kind\": \"binary\", \"rows\": [[0,0,0,1,1,1,1],[0,1,1,0,0,1,1],[1,0,1,0,1,0,1]], \"target\": 6}");
        JsonNode a = json(CliRunner.run("matroid", "solve", "--json", text.toString()));
        JsonNode b = json(CliRunner.run("matroid", "solve", "--json", js.toString()));
        JsonNode c = json(CliRunner.run("matroid", "solve", "--json", "--method", "minimax", text.toString()));
        assertThat(contract(a)).isEqualTo(contract(b)).isEqualTo(contract(c));
        assertThat(a.get("type").asText()).isEqualTo("short");
        assertThat(a.at("/cutFirst/certificate/a").size()).isEqualTo(3);
        Path u = write("u.json", "{\"kind\": \"uniform\", \"r\": 2, \"n\": 4, \"target\": 0}");
        assertThat(json(CliRunner.run("matroid", "solve", "--json", u.toString()))
                        .get("type")
                        .asText())
                .isEqualTo("first");
        Path g = write(
                "g.json",
                "{\"kind\": \"graph\", \"edges\": [[\"s\",\"a\"],[\"a\",\"t\"],[\"s\",\"b\"],[\"b\",\"t\"]], \"s\": \"s\", \"t\": \"t\"}");
        assertThat(json(CliRunner.run("matroid", "solve", "--json", g.toString()))
                        .get("type")
                        .asText())
                .isEqualTo("cut");
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        String[][] cases = {
            {"binary\n1 0\n1\ntarget 0\n", "row has 1 entries"},
            {"binary\n1 0\n", "missing 'target J'"},
            {"linear 6\n1 0\ntarget 0\n", "not a prime"},
            {"{\"kind\": \"binary\", \"rows\": [[1,0]], \"target\": 0, \"p\": 2}", "unknown field \"p\""},
            {"{\"kind\": \"binary\", \"rows\": [[1,0]]", "invalid JSON"},
            {"{\"kind\": \"uniform\", \"r\": 3, \"n\": 2, \"target\": 0}", "rank must be"},
            {"graph\na b\n", "missing terminal"},
            {"bases 4\n0 1\n2 3\ntarget 0\n", "basis exchange"},
        };
        for (String[] c : cases) {
            CliRunner.Result r =
                    CliRunner.run("matroid", "solve", write("bad", c[0]).toString());
            assertThat(r.exit()).as(c[0]).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).contains(c[1]);
            assertThat(r.err().strip().lines().count()).isEqualTo(1);
        }
        CliRunner.Result missing =
                CliRunner.run("matroid", "solve", dir.resolve("nope").toString());
        assertThat(missing.exit()).isEqualTo(2);
        Path big = write("big", "uniform 10 24\ntarget 0\n");
        CliRunner.Result slow =
                CliRunner.run("matroid", "solve", "--method", "minimax", "--time-limit", "0.001", big.toString());
        assertThat(slow.exit()).isEqualTo(2);
        assertThat(slow.err()).contains("gave up");
    }

    @Test
    void playAgainstTheComputerAsCutOnTheFanoPlane() throws Exception {
        Path f = write("fano.txt", "binary\n0 0 0 1 1 1 1\n0 1 1 0 0 1 1\n1 0 1 0 1 0 1\ntarget 6\n");
        CliRunner.Result r = CliRunner.runWithInput(
                "hint\n0\nwhy\n1\n2\n3\n4\n5\n", "matroid", "play", f.toString(), "--as", "cut", "--first", "cut");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains("No move wins against perfect play")
                .contains("Computer (short) claims element")
                .contains("Short wins: the claimed elements span the target.")
                .contains("The computer wins.");
    }

    @Test
    void playAsShortFirstOnUniformU24Wins() throws Exception {
        Path f = write("u.txt", "uniform 2 4\ntarget 0\n");
        // U(2,4) is neutral: Short moving first wins with any claim; the computer cannot stop two claims.
        CliRunner.Result r =
                CliRunner.runWithInput("hint\n1\n2\n3\n", "matroid", "play", f.toString(), "--as", "short");
        assertThat(r.out()).contains("Winning moves: 1, 2, 3").contains("You win!");
    }

    /** The board is the matrix with ● over claimed and ○ over deleted columns: ✓/✗ mean winning and losing elsewhere. */
    @Test
    void theBoardIsTheMatrixWithClaimedAndDeletedMarks() throws Exception {
        Path f = write("fano.txt", "binary\n0 0 0 1 1 1 1\n0 1 1 0 0 1 1\n1 0 1 0 1 0 1\ntarget 6\n");
        CliRunner.Result r = CliRunner.runWithInput(
                "0\nboard\nquit\n", "matroid", "play", f.toString(), "--as", "short", "--first", "short");
        assertThat(r.out())
                .contains("Matrix over GF(2)")
                .contains("        ● ○         e\n        0 1 2 3 4 5 6\n  row 1 0 0 0 1 1 1 1\n")
                .contains("●")
                .contains("○")
                .doesNotContain("✓")
                .doesNotContain("✗");
    }

    /** Without a matrix, a rank-3 matroid is drawn as its point–line picture: the lines of three or more points. */
    @Test
    void aRank3MatroidWithoutAMatrixShowsItsLines() throws Exception {
        // The bases of a rank-3 matroid on 6 points where {0, 1, 2} and {2, 3, 4} are lines: every triple but those
        // two.
        StringBuilder bases = new StringBuilder("bases 6\n");
        for (int a = 0; a < 6; a++) {
            for (int b = a + 1; b < 6; b++) {
                for (int c = b + 1; c < 6; c++) {
                    if (!(a == 0 && b == 1 && c == 2) && !(a == 2 && b == 3 && c == 4)) {
                        bases.append(a)
                                .append(' ')
                                .append(b)
                                .append(' ')
                                .append(c)
                                .append('\n');
                    }
                }
            }
        }
        Path f = write("lines.txt", bases + "target 5\n");
        CliRunner.Result r = CliRunner.runWithInput("quit\n", "matroid", "play", f.toString(), "--as", "short");
        assertThat(r.out()).contains("Lines (three or more points of rank 2):\n  {0, 1, 2}\n  {2, 3, 4}\n");
    }

    /** --record writes the game on quitting and goes on from it (the matroid and first player from the record). */
    @Test
    void aRecordIsWrittenAndPlayedOn() throws Exception {
        Path f = write("u.txt", "uniform 2 5\ntarget 0\n");
        Path rec = f.resolveSibling("game.txt");
        CliRunner.Result first = CliRunner.runWithInput(
                "1\nquit\n", "matroid", "play", f.toString(), "--as", "short", "--record", rec.toString());
        assertThat(first.exit()).isZero();
        String text = Files.readString(rec);
        assertThat(text)
                .startsWith("shannon-record matroid\nfirst short\nmatroid\nuniform 2 5\ntarget 0\nend\nmoves 1 ");
        assertThat(text.strip().split("\n")[6].split(" ")).hasSize(3);
        CliRunner.Result again =
                CliRunner.runWithInput("board\nquit\n", "matroid", "play", "--as", "short", "--record", rec.toString());
        assertThat(again.out())
                .contains("Going on from the record: 2 moves played.")
                .contains("● 1");
        assertThat(CliRunner.run("matroid", "play", "--as", "short").exit()).isEqualTo(2);
    }

    @Test
    void census() throws Exception {
        JsonNode c = json(CliRunner.run("matroid", "census", "--rows", "2", "--cols", "5", "--json"));
        assertThat(c.get("matrices").asText()).isEqualTo("1024");
        assertThat(c.get("disagreements").asLong()).isZero();
        long sum = Long.parseLong(c.get("shortEitherWay").asText())
                + Long.parseLong(c.get("cutEitherWay").asText())
                + Long.parseLong(c.get("firstPlayerWins").asText());
        assertThat(sum).isEqualTo(1024);
        assertThat(CliRunner.run("matroid", "census", "--rows", "9", "--cols", "5")
                        .exit())
                .isEqualTo(2);
    }
}
