package dev.shannon.app.cli.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.cli.CliRunner.Result;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.RandomPositions;
import dev.shannon.bridgit.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BridgitCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String line) throws Exception {
        return JSON.readTree(line);
    }

    @Test
    void analyzeFollowsTheContract() throws Exception {
        Result r = CliRunner.run("bridgit", "analyze", "--n", "5", "--moves", "5,5 4,4", "--json");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        JsonNode o = json(r.out().strip());
        List<String> keys = new ArrayList<>();
        o.fieldNames().forEachRemaining(keys::add);
        assertThat(keys.subList(0, 4)).containsExactly("n", "toMove", "winner", "winningMoves");
        assertThat(o.get("n").asInt()).isEqualTo(5);
        assertThat(o.get("toMove").asText()).isEqualTo("red");
        var expected = BridgitAnalyzer.analyze(BridgitGame.parse(5, Side.RED, "5,5 4,4"));
        assertThat(o.get("winner").asText()).isEqualTo(expected.winner().id());
        List<Crossing> moves = new ArrayList<>();
        o.get("winningMoves")
                .forEach(p -> moves.add(new Crossing(p.get(0).asInt(), p.get(1).asInt())));
        assertThat(moves).isEqualTo(expected.winningMoves()).isSorted();
    }

    @Test
    void theTextCountsMovesInWords() {
        assertThat(CliRunner.run("bridgit", "analyze", "--n", "3", "--moves", "3,3")
                        .out())
                .startsWith("Bridg-It 3x4 board, red first, 1 move played\n");
        assertThat(CliRunner.run("bridgit", "analyze", "--n", "3", "--moves", "3,3 2,2")
                        .out())
                .startsWith("Bridg-It 3x4 board, red first, 2 moves played\n");
    }

    @Test
    void emptyCommercialBoardHas41WinningFirstMoves() throws Exception {
        JsonNode o = json(
                CliRunner.run("bridgit", "analyze", "--n", "5", "--json").out().strip());
        assertThat(o.get("toMove").asText()).isEqualTo("red");
        assertThat(o.get("winner").asText()).isEqualTo("red");
        assertThat(o.get("winningMoves")).hasSize(41);
        JsonNode b = json(CliRunner.run("bridgit", "analyze", "--n", "5", "--first", "blue", "--json")
                .out()
                .strip());
        assertThat(b.get("toMove").asText()).isEqualTo("blue");
        assertThat(b.get("winner").asText()).isEqualTo("blue");
    }

    @Test
    void finishedGameReportsItsWinnerAndNoMoves() throws Exception {
        JsonNode o = json(
                CliRunner.run("bridgit", "analyze", "--n", "2", "--first", "blue", "--moves", "1,1 3,3 3,1", "--json")
                        .out()
                        .strip());
        assertThat(o.get("winner").asText()).isEqualTo("blue");
        assertThat(o.get("winningMoves")).isEmpty();
        assertThat(o.get("over").asBoolean()).isTrue();
    }

    @Test
    void batchReadsOnePositionPerLine() throws Exception {
        Random random = new Random(5);
        StringBuilder in = new StringBuilder();
        List<BridgitGame> games = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            int n = 1 + random.nextInt(6);
            BridgitGame g = RandomPositions.play(n, Side.RED, random.nextInt(12), random);
            games.add(g);
            in.append(n);
            g.moves().forEach(x -> in.append(' ').append(x));
            in.append(i == 3 ? "\n\n" : "\n");
        }
        Result r = CliRunner.runWithInput(in.toString(), "bridgit", "analyze", "--json", "-");
        assertThat(r.exit()).as(r.err()).isZero();
        String[] lines = r.out().strip().split("\n");
        assertThat(lines).hasSize(20);
        for (int i = 0; i < 20; i++) {
            JsonNode o = json(lines[i]);
            var a = BridgitAnalyzer.analyze(games.get(i));
            assertThat(o.get("n").asInt()).isEqualTo(games.get(i).n());
            assertThat(o.get("winner").asText()).isEqualTo(a.winner().id());
            assertThat(o.get("winningMoves").size()).isEqualTo(a.winningMoves().size());
        }
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        String[][] cases = {
            {"bridgit", "analyze", "--n", "0"},
            {"bridgit", "analyze", "--n", "61"},
            {"bridgit", "analyze", "--n", "3", "--moves", "2,1"},
            {"bridgit", "analyze", "--n", "3", "--moves", "9,9"},
            {"bridgit", "analyze", "--n", "3", "--moves", "1,1 1,1"},
            {"bridgit", "analyze", "--n", "1", "--moves", "1,1 1,1"},
            {"bridgit", "analyze", "--n", "3", "--moves", "1;1"},
            {"bridgit", "analyze", "--n", "3", "--moves", "a,b"},
            {"bridgit", "analyze", "--n", "3", "--first", "green"},
            {"bridgit", "analyze"},
            {"bridgit", "exact", "--n", "7"},
            {"bridgit", "table", "--max-n", "0"},
        };
        for (String[] args : cases) {
            Result r = CliRunner.run(args);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.out()).as(String.join(" ", args)).isEmpty();
            assertThat(r.err().strip())
                    .as(String.join(" ", args))
                    .isNotEmpty()
                    .doesNotContain("\n")
                    .doesNotContain("Exception");
        }
        // Each line is answered as it comes (issue 29, §5): line 1 is answered, line 2 ends the command.
        Result batch = CliRunner.runWithInput("3 1,1\n3 1,1 1,1\n3\n", "bridgit", "analyze", "--json", "-");
        assertThat(batch.exit()).isEqualTo(2);
        assertThat(batch.out().lines()).hasSize(1).allMatch(l -> l.startsWith("{\"n\":3"));
        assertThat(batch.err()).contains("line 2").contains("already taken");
    }

    @Test
    void readableBoardShowsMarks() {
        Result r = CliRunner.run("bridgit", "analyze", "--n", "3", "--moves", "3,3");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains("blue to move")
                .contains("━━━")
                .contains("●")
                .contains("○");
        assertThat(r.out().contains("✓") || r.out().contains("✗")).isTrue();
    }

    @Test
    void treesComeWithWinningMoves() throws Exception {
        JsonNode o = json(CliRunner.run("bridgit", "analyze", "--n", "3", "--moves", "3,3", "--json", "--trees")
                .out()
                .strip());
        assertThat(o.get("trees").size()).isEqualTo(o.get("winningMoves").size());
        for (JsonNode t : o.get("trees")) {
            assertThat(t.get("tree1").size()).isEqualTo(t.get("tree2").size());
        }
    }

    @Test
    void tableMatchesTheKnownFacts() throws Exception {
        Result r = CliRunner.run("bridgit", "table", "--max-n", "14", "--json");
        assertThat(r.exit()).isZero();
        String[] lines = r.out().strip().split("\n");
        assertThat(lines).hasSize(14);
        for (String line : lines) {
            JsonNode o = json(line);
            int e = o.get("edges").asInt();
            assertThat(o.get("winningFirstMoves").asInt()).isEqualTo(e);
            assertThat(o.get("splittingFirstMoves").asInt()).isEqualTo(e);
            assertThat(o.get("twoTreeEdges").asInt()).isEqualTo(e + 1);
        }
        assertThat(CliRunner.run("bridgit", "table", "--max-n", "5").out())
                .contains("5x6")
                .contains("41/41");
    }

    @Test
    void exactSolvesSmallBoards() throws Exception {
        JsonNode o = json(
                CliRunner.run("bridgit", "exact", "--n", "3", "--json").out().strip());
        assertThat(o.get("firstPlayer").asText()).isEqualTo("wins");
        assertThat(o.get("winningFirstMoves")).hasSize(13);
        assertThat(o.get("disagreements").asLong()).isZero();
        assertThat(o.get("complete").asBoolean()).isTrue();
    }

    @Test
    void dualityAndSelfPlayReportTheirCounts() throws Exception {
        JsonNode d = json(CliRunner.run("bridgit", "duality", "--max-n", "4", "--per-size", "20", "--json")
                .out()
                .strip());
        assertThat(d.get("positions").asLong()).isEqualTo(60);
        assertThat(d.get("violations").asLong()).isZero();
        JsonNode s = json(CliRunner.run("bridgit", "selfplay", "--min-n", "2", "--max-n", "3", "--games", "2", "--json")
                .out()
                .strip());
        assertThat(s.get("games").asInt()).isEqualTo(16);
        assertThat(s.get("firstPlayerLosses").asInt()).isZero();
    }

    @Test
    void playTakesMovesUndoAndExplanations() {
        Result r = CliRunner.runWithInput(
                "hint\n5,5\nwhy\nundo\n9,9\nquit\n", "bridgit", "play", "--n", "3", "--level", "greedy", "--seed", "3");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("computer (blue) bridges").contains("✓").contains("? ");
        Result won = CliRunner.runWithInput("1,1\n", "bridgit", "play", "--n", "1");
        assertThat(won.out()).contains("you win");
        Result computerFirst = CliRunner.runWithInput("why\n", "bridgit", "play", "--n", "4", "--as", "blue");
        assertThat(computerFirst.out()).contains("computer (red) bridges 4,4").contains("winning crossing");
    }

    @Test
    void playWithLimitedBridges() {
        Result r = CliRunner.runWithInput(
                "1,1\n3,3\nwhy\n1,1>1,3\nquit\n", "bridgit", "play", "--n", "2", "--bridges", "1", "--think", "50");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("1 bridge each:").contains("computer (blue)");
    }

    @Test
    void oneWinningCrossingIsOne() {
        Result r = CliRunner.runWithInput("hint\nquit\n", "bridgit", "play", "--n", "1");
        assertThat(r.out()).contains("1 winning crossing (✓)").doesNotContain("1 winning crossings");
    }

    /** Issue 29, §8: NaN was accepted as a slip probability. */
    @Test
    void selfplayRefusesAnErrorRateThatIsNotAProbability() {
        for (String rate : new String[] {"NaN", "-0.1", "1.5", "Infinity"}) {
            Result r = CliRunner.run("bridgit", "selfplay", "--error-rate", rate, "--games", "1", "--max-n", "2");
            assertThat(r.exit()).as(rate).isEqualTo(2);
            assertThat(r.err()).as(rate).contains("--error-rate must be a probability");
        }
    }

    /** Issue 29, §8: `yes hint | shannon bridgit play --n 30` ran for hours. Now a game reads a bounded number of commands. */
    @Test
    void playStopsAnEndlessStreamOfCommands() {
        java.io.InputStream endless = new java.io.InputStream() {
            private final byte[] line = "hint\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            private long i;

            @Override
            public int read() {
                return line[(int) (i++ % line.length)];
            }
        };
        Result r = CliRunner.runWithStream(endless, "bridgit", "play", "--n", "3");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("more than 10000 commands in one game");
    }

    /** --method picks the switching solver: every method gives Lehman's answer, and a board past a method's limit is refused. */
    @Test
    void analyzeWithEveryMethodGivesTheSameAnswer() throws Exception {
        String lehman = CliRunner.run("bridgit", "analyze", "--n", "3", "--moves", "3,3", "--json")
                .out();
        for (String method : List.of("flow", "minimax", "nwt")) {
            Result r = CliRunner.run("bridgit", "analyze", "--n", "3", "--moves", "3,3", "--json", "--method", method);
            assertThat(r.exit()).as(method + ": " + r.err()).isZero();
            assertThat(r.out()).as(method).isEqualTo(lehman);
        }
        Result big = CliRunner.run("bridgit", "analyze", "--n", "5", "--method", "nwt");
        assertThat(big.exit()).isEqualTo(2);
        assertThat(big.out()).isEmpty();
        assertThat(big.err().strip())
                .contains("--method nwt handles at most 10 vertices")
                .doesNotContain("Exception");
    }
}
