package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.GameInput;
import dev.shannon.app.io.GraphInputFormat;
import dev.shannon.app.io.Json;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingRecord;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Verdict;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve --record} and {@code play --record}: the switching game's records on the command line. */
class SwitchingRecordOptionTest {
    private static final String EXAMPLE =
            "shannon-record switching\nfirst short\ngraph\nterminals s t\ns a\na t\nt b\nb s\na b\nend\nmoves 4 0\n";

    /** Random small games stopped at random moves: the verdicts printed for the record's position are brute force's. */
    @Test
    void solveAgreesWithBruteForceOnRandomRecords(@TempDir Path dir) throws Exception {
        Random random = new Random(20261201);
        Path file = dir.resolve("game.txt");
        int withIsolatedTerminal = 0;
        for (int round = 0; round < 60; round++) {
            int vertices = 2 + random.nextInt(5);
            Multigraph.Builder b = Multigraph.builder();
            // A terminal may touch no edge (the record lists it as isolated); then Cut has won already.
            b.addVertex("v0");
            b.addVertex("v1");
            int edges = 1 + random.nextInt(9);
            for (int i = 0; i < edges; i++) {
                b.addEdge("v" + random.nextInt(vertices), "v" + random.nextInt(vertices));
            }
            Multigraph g = b.build();
            TerminalGraph game = new TerminalGraph(g, g.indexOf("v0"), g.indexOf("v1"));
            Player first = random.nextBoolean() ? Player.SHORT : Player.CUT;
            Position p = Position.start(game, first);
            List<Integer> moves = new ArrayList<>();
            while (p.winner().isEmpty() && random.nextInt(4) > 0) {
                int[] free = p.freeEdges();
                int e = free[random.nextInt(free.length)];
                moves.add(e);
                p = p.play(e);
            }
            SwitchingRecord rec = SwitchingRecord.of(
                    game, first, moves.stream().mapToInt(Integer::intValue).toArray());
            Files.writeString(file, rec.format());
            withIsolatedTerminal +=
                    g.incidenceCount(g.indexOf("v0")) == 0 || g.incidenceCount(g.indexOf("v1")) == 0 ? 1 : 0;
            for (String method : List.of("lehman", "flow")) {
                CliRunner.Result r = CliRunner.run("solve", "--record", file.toString(), "--json", "--method", method);
                assertThat(r.exit()).as(r.err()).isZero();
                JsonNode json = Json.MAPPER.readTree(r.out());
                Analysis brute =
                        MinimaxSolver.analyze(p, MinimaxOptions.defaults()).analysis();
                assertVerdict(
                        json.get("shortFirst"), brute.shortFirst(), p.winner().isPresent());
                assertVerdict(json.get("cutFirst"), brute.cutFirst(), p.winner().isPresent());
                JsonNode record = json.get("record");
                assertThat(record.get("moves").asInt()).isEqualTo(moves.size());
                assertThat(record.get("toMove").asText()).isEqualTo(p.toMove().id());
                assertThat(ints(record.get("claimed"))).containsExactly(p.claimedEdges());
                assertThat(ints(record.get("deleted"))).containsExactly(p.deletedEdges());
                assertThat(record.has("winner")).isEqualTo(p.winner().isPresent());
                assertThat(json.get("edges").asInt()).isEqualTo(g.edgeCount());
            }
        }
        assertThat(withIsolatedTerminal).isPositive();
    }

    private static void assertVerdict(JsonNode node, Verdict brute, boolean over) {
        assertThat(node.get("winner").asText()).isEqualTo(brute.winner().id());
        if (!over) {
            assertThat(ints(node.get("winningMoves"))).containsExactlyInAnyOrder(brute.winningMoves());
        }
    }

    private static int[] ints(JsonNode array) {
        int[] a = new int[array.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = array.get(i).asInt();
        }
        return a;
    }

    /** A record with no moves is the graph's own game: solve's usual fields, unchanged, plus "record". */
    @Test
    void aRecordWithoutMovesSolvesLikeItsGraph(@TempDir Path dir) throws Exception {
        Path graph = Path.of("..", "examples", "k4.txt");
        TerminalGraph game = GameInput.readGame(graph.toString(), GraphInputFormat.AUTO, null, null, System.in);
        Path file = dir.resolve("k4.txt");
        Files.writeString(
                file, SwitchingRecord.of(game, Player.SHORT, new int[0]).format());
        ObjectNode fromRecord = (ObjectNode) Json.MAPPER.readTree(
                CliRunner.run("solve", "--json", "--record", file.toString()).out());
        ObjectNode fromGraph = (ObjectNode) Json.MAPPER.readTree(
                CliRunner.run("solve", "--json", graph.toString()).out());
        assertThat(fromRecord.remove("record").get("moves").asInt()).isZero();
        fromRecord.remove("timeMillis");
        fromGraph.remove("timeMillis");
        assertThat(fromRecord).isEqualTo(fromGraph);
    }

    @Test
    void solveShowsThePositionInText() {
        CliRunner.Result r = CliRunner.runWithInput(EXAMPLE, "solve", "--record", "-");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains("<stdin>: 4 vertices, 5 edges, s = s, t = t\n"
                        + "After 2 moves (claimed 4; deleted 0): Short to move; the verdicts below are for the free edges.\n"
                        + "Game type: first — whoever moves first wins.\n"
                        + "Short to move: Short wins; winning claims (1): 3 (b–s).\n");
    }

    @Test
    void badRecordsAreOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.txt");
        assertOneLine(
                dir,
                EXAMPLE.replace("moves 4 0", "moves 4 4"),
                "bad.txt: move 2 (edge 4): edge 4 is already claimed",
                "solve",
                "--record");
        assertOneLine(
                dir,
                EXAMPLE.replace("moves 4 0", "moves 4 9"),
                "bad.txt: moves: no edge 9 (the graph's edges are 0..4)",
                "solve",
                "--record");
        assertOneLine(
                dir, EXAMPLE.replace("first short", "first red"), "bad.txt: unknown player 'red'", "solve", "--record");
        assertOneLine(
                dir,
                EXAMPLE.replace("moves 4 4", "moves 4 4"),
                "give either --record or graph FILEs",
                "solve",
                "examples/k4.txt",
                "--record");
        assertOneLine(
                dir,
                EXAMPLE,
                "--record works with --method lehman or flow",
                "solve",
                "--method",
                "minimax",
                "--record");
        assertOneLine(
                dir,
                EXAMPLE.replace("moves 4 0", "moves 4 4"),
                "bad.txt: move 2 (edge 4): edge 4 is already claimed",
                "play",
                "--as",
                "cut",
                "--record");
        assertOneLine(
                dir,
                "shannon-record bridgit\nn 3\n",
                "bad.txt: line 1: this is a record of 'bridgit', not of 'switching'",
                "play",
                "--as",
                "cut",
                "--record");
        assertThat(file).exists();
        CliRunner.Result none = CliRunner.run("solve");
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err().strip()).endsWith("give a graph FILE (or --record FILE)");
        CliRunner.Result missing = CliRunner.run(
                "play", "--as", "cut", "--record", dir.resolve("new.txt").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err().strip()).endsWith("does not exist yet)");
        assertThat(dir.resolve("new.txt")).doesNotExist();
    }

    private static void assertOneLine(Path dir, String record, String message, String... args) throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, record);
        String[] all = Arrays.copyOf(args, args.length + 1);
        all[args.length] = file.toString();
        CliRunner.Result r = CliRunner.runWithInput("quit\n", all);
        assertThat(r.exit()).as(r.out()).isEqualTo(2);
        assertThat(r.err().strip().lines()).hasSize(1);
        assertThat(r.err()).contains(message);
    }

    /** A session writes its record; the next goes on from it; undo takes the moves out of the record too. */
    @Test
    void playWritesTheRecordAndGoesOnFromIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("play.txt");
        // The four-cycle s-a-t-b-s with Cut (the human) first: delete s-a (edge 0), then the computer claims.
        CliRunner.Result first = CliRunner.runWithInput(
                "0\nquit\n",
                "play",
                "../examples/four-cycle.txt",
                "--as",
                "cut",
                "--first",
                "cut",
                "--record",
                file.toString());
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("game record written to " + file);
        SwitchingRecord one = SwitchingRecord.parse(Files.readString(file));
        assertThat(one.first()).isEqualTo(Player.CUT);
        assertThat(one.moves()).hasSize(2).startsWith(0);

        // Without FILE or --first: the record's graph and first player.
        CliRunner.Result again = CliRunner.runWithInput("quit\n", "play", "--as", "cut", "--record", file.toString());
        assertThat(again.out()).contains("Going on from the record: 2 moves played.");
        assertThat(SwitchingRecord.parse(Files.readString(file)))
                .usingRecursiveComparison()
                .isEqualTo(one);

        int free = one.position().freeEdges()[0];
        CliRunner.Result more =
                CliRunner.runWithInput(free + "\nquit\n", "play", "--as", "cut", "--record", file.toString());
        assertThat(more.exit()).isZero();
        SwitchingRecord three = SwitchingRecord.parse(Files.readString(file));
        assertThat(three.moves()).startsWith(one.moves()).contains(free);
        assertThat(three.position().claimedEdges().length + three.position().deletedEdges().length)
                .isEqualTo(three.moves().length);

        // Undo in a resumed session takes back only the moves made in it.
        CliRunner.Result undo = CliRunner.runWithInput(
                one.position().freeEdges()[0] + "\nundo\nundo\nquit\n",
                "play",
                "--as",
                "cut",
                "--record",
                dir.resolve("copy.txt").toString(),
                "../examples/four-cycle.txt",
                "--first",
                "cut");
        assertThat(undo.exit()).isZero();
        assertThat(SwitchingRecord.parse(Files.readString(dir.resolve("copy.txt")))
                        .moves())
                .isEmpty();
        assertThat(undo.out()).contains("Nothing to undo.");
    }
}
