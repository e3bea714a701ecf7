package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CountCommandTest {
    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    @Test
    void cornerPathsOnGridsFollowOeisA007764() {
        CliRunner.Result r = CliRunner.run("count", "paths", "--grid", "9x9");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).isEqualTo("3266598486981642\n");
        assertThat(CliRunner.run("count", "paths", "--grid", "1x1").out()).isEqualTo("1\n");
        assertThat(CliRunner.run("count", "paths", "--grid", "3x3", "--from", "0,0", "--to", "0,1")
                        .out())
                .isEqualTo("8\n");
        // A wide grid is swept along its short side: 2×40 has 2^39 corner-to-corner paths.
        assertThat(CliRunner.run("count", "paths", "--grid", "2x40").out()).isEqualTo("549755813888\n");
    }

    @Test
    void theFrontierProgrammeAndGraphSetAgree() {
        String[][] cases = {
            {"paths", "--grid", "7x9"},
            {"paths", "--grid", "6x6", "--from", "2,3", "--to", "0,5"},
            {"hamiltonian-paths", "--grid", "5x5"},
            {"cycles", "--grid", "6x7"},
            {"hamiltonian-cycles", "--grid", "6x6"},
            {"paths", "--grid", "1x1"},
            {"hamiltonian-paths", "--grid", "1x1"},
            {"paths", "--grid", "3x3", "--from", "1,1", "--to", "1,1"},
            {"hamiltonian-paths", "--grid", "2x3", "--from", "0,2", "--to", "0,2"},
        };
        for (String[] c : cases) {
            String[] dp = concat(c, "--method", "dp");
            String[] zdd = concat(c, "--method", "zdd");
            String[] auto = concat(c, "--json");
            CliRunner.Result r = CliRunner.run(dp);
            assertThat(r.exit()).as(String.join(" ", c)).isZero();
            assertThat(r.err()).isEmpty();
            assertThat(r.out()).isEqualTo(CliRunner.run(zdd).out());
            assertThat(CliRunner.run(auto).out())
                    .isEqualTo("{\"kind\":\"" + c[0] + "\",\"count\":\""
                            + CliRunner.run(zdd).out().strip() + "\"}\n");
        }
    }

    @Test
    void methodDpRefusesWhatItDoesNotCount() throws IOException {
        String g = file("g.txt", "a b\nb c\n");
        String[][] refused = {
            {"paths", "--graph", g, "--from", "a", "--to", "c"},
            {"trees", "--grid", "3x3"},
            {"paths", "--grid", "3x3", "--list", "2"},
            {"cycles", "--grid", "31x31"},
            {"independent-sets", "--grid", "3x3"},
        };
        for (String[] c : refused) {
            CliRunner.Result r = CliRunner.run(concat(c, "--method", "dp"));
            assertThat(r.exit()).as(String.join(" ", c)).isEqualTo(2);
            assertThat(r.err()).startsWith("shannon: --method dp").doesNotContain("\n\tat ");
        }
        // auto falls back to the diagram where the programme does not apply
        assertThat(CliRunner.run("count", "paths", "--grid", "3x3", "--list", "1")
                        .out())
                .startsWith("12\n");
        assertThat(CliRunner.run("count", "paths", "--grid", "3x3", "--method", "fast")
                        .exit())
                .isEqualTo(2);
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = new String[head.length + tail.length + 1];
        all[0] = "count";
        System.arraycopy(head, 0, all, 1, head.length);
        System.arraycopy(tail, 0, all, 1 + head.length, tail.length);
        return all;
    }

    @Test
    void jsonCarriesTheCountAsAString() throws Exception {
        CliRunner.Result r = CliRunner.run("count", "cycles", "--grid", "4x4", "--json");
        assertThat(r.exit()).isZero();
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertThat(j.get("kind").asText()).isEqualTo("cycles");
        assertThat(j.get("count").isTextual()).isTrue();
        assertThat(j.get("count").asText()).isEqualTo("213");
    }

    @Test
    void everyContractKindOnAGraphFile() throws Exception {
        // A triangle with a pendant edge and a comment; the terminals line is ignored.
        String g = file("g.txt", "# triangle plus tail\na b\nb c\nc a\nc d\nterminals a d\n");
        assertThat(CliRunner.run("count", "paths", "--graph", g, "--from", "a", "--to", "d")
                        .out())
                .isEqualTo("2\n");
        assertThat(CliRunner.run("count", "cycles", "--graph", g).out()).isEqualTo("1\n");
        assertThat(CliRunner.run("count", "spanning-trees", "--graph", g).out()).isEqualTo("3\n");
        // Forests: 16 edge sets minus the 2 containing the whole triangle.
        assertThat(CliRunner.run("count", "forests", "--graph", g).out()).isEqualTo("14\n");
        // Connected: every non-empty set except {a-b, c-d}.
        assertThat(CliRunner.run("count", "connected", "--graph", g).out()).isEqualTo("14\n");
    }

    @Test
    void vertexFamiliesCountSetsOfVertices() throws Exception {
        // OEIS A006506: independent vertex sets of the 8×8 grid.
        assertThat(CliRunner.run("count", "independent-sets", "--grid", "8x8").out())
                .isEqualTo("660647962955\n");
        // The triangle with a tail a-b-c-a, c-d: dominating sets hold c, or d and at least one of a, b.
        String g = file("g.txt", "a b\nb c\nc a\nc d\n");
        assertThat(CliRunner.run("count", "independent-sets", "--graph", g).out())
                .isEqualTo("7\n");
        assertThat(CliRunner.run("count", "vertex-covers", "--graph", g).out()).isEqualTo("7\n");
        assertThat(CliRunner.run("count", "dominating-sets", "--graph", g).out())
                .isEqualTo("11\n");
        assertThat(CliRunner.run("count", "cliques", "--graph", g).out()).isEqualTo("10\n");
        CliRunner.Result r = CliRunner.run(
                "count",
                "vertex-covers",
                "--grid",
                "2x2",
                "--json",
                "--list",
                "7",
                "--sample",
                "--seed",
                "3",
                "--zdd-size");
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertThat(j.get("kind").asText()).isEqualTo("vertex-covers");
        assertThat(j.get("count").asText()).isEqualTo("7");
        assertThat(j.get("members")).hasSize(7);
        assertThat(j.get("members").get(0).get(0).isTextual()).isTrue();
        assertThat(j.get("sample").size()).isBetween(2, 4);
        assertThat(j.get("zddNodes").asInt()).isPositive();
        assertBad(
                CliRunner.run("count", "independent-sets", "--grid", "3x3", "--from", "0,0", "--to", "1,1"), "no ends");
        assertBad(CliRunner.run("count", "dominating-sets", "--grid", "3x3", "--min-weight"), "vertices");
        assertBad(CliRunner.run("count", "vertex-sets", "--grid", "3x3"), "independent-sets");
    }

    @Test
    void richerFormsListSampleWeighAndMeasure() throws Exception {
        CliRunner.Result r = CliRunner.run(
                "count",
                "paths",
                "--grid",
                "3x3",
                "--list",
                "2",
                "--sample",
                "--seed",
                "5",
                "--zdd-size",
                "--min-weight");
        assertThat(r.exit()).isZero();
        String[] lines = r.out().split("\n");
        assertThat(lines[0]).isEqualTo("12");
        assertThat(lines[1]).startsWith("zdd nodes: ");
        assertThat(r.out()).contains("member: ").contains("sample: ").contains("min weight 4.0: ");
        String w = file("w.txt", "5 5 5 5 5 5 5 5 5 5 5 1\n");
        CliRunner.Result j = CliRunner.run(
                "count", "paths", "--grid", "3x3", "--min-weight", "--weights", w, "--json", "--list", "12");
        JsonNode node = Json.MAPPER.readTree(j.out());
        assertThat(node.get("members")).hasSize(12);
        // Edge 11 (2,1-2,2) is the cheap one; a shortest path using it costs 5+5+5+1.
        assertThat(node.get("minWeight").get("weight").asDouble()).isEqualTo(16.0);
        assertThat(node.get("minWeight").get("edges").toString()).contains("11");
    }

    @Test
    void minWeightSumsExactly() throws Exception {
        // Two s-t paths: s-x-y-t (edges 0, 1, 2) and s-t (edge 3). A double sum takes
        // 1e14 + 1 - 1e14 for 0.9999...; exactly it is 1, and the one-edge path (0.5) is lighter.
        String g = file("two.txt", "s x\nx y\ny t\ns t\n");
        CliRunner.Result r = CliRunner.run(
                "count",
                "paths",
                "--graph",
                g,
                "--from",
                "s",
                "--to",
                "t",
                "--min-weight",
                "--weights",
                file("w1.txt", "1e14 1 -1e14 0.5\n"),
                "--json");
        assertThat(r.exit()).isZero();
        JsonNode node = Json.MAPPER.readTree(r.out());
        assertThat(node.get("minWeight").get("edges").toString()).isEqualTo("[3]");
        assertThat(node.get("minWeight").get("weight").asDouble()).isEqualTo(0.5);
        CliRunner.Result t = CliRunner.run(
                "count",
                "paths",
                "--graph",
                g,
                "--from",
                "s",
                "--to",
                "t",
                "--min-weight",
                "--weights",
                file("w2.txt", "1e14 1 -1e14 1.5\n"));
        assertThat(t.out()).contains("min weight 1.0: s-x x-y y-t");
        // Beyond what doubles sum exactly, or not plain decimals: refused, not minimised approximately.
        assertBad(
                CliRunner.run(
                        "count",
                        "paths",
                        "--graph",
                        g,
                        "--from",
                        "s",
                        "--to",
                        "t",
                        "--min-weight",
                        "--weights",
                        file("w3.txt", "-1.5e308 1.5e308 1.5e308 1.6e308\n")),
                "out of range");
        // Exponents at the ends of BigDecimal's range: refused at once, never expanded.
        assertBad(
                CliRunner.run(
                        "count",
                        "paths",
                        "--graph",
                        g,
                        "--from",
                        "s",
                        "--to",
                        "t",
                        "--min-weight",
                        "--weights",
                        file("w8.txt", "1e2147483647 1 1 1\n")),
                "out of range");
        assertBad(
                CliRunner.run(
                        "count",
                        "paths",
                        "--graph",
                        g,
                        "--from",
                        "s",
                        "--to",
                        "t",
                        "--min-weight",
                        "--weights",
                        file("w4.txt", "9e15 1 -9e15 0.5\n")),
                "summed exactly");
        assertBad(
                CliRunner.run(
                        "count",
                        "paths",
                        "--graph",
                        g,
                        "--from",
                        "s",
                        "--to",
                        "t",
                        "--min-weight",
                        "--weights",
                        file("w5.txt", "0x1p3 1 1 1\n")),
                "not a number");
        assertBad(
                CliRunner.run(
                        "count",
                        "paths",
                        "--graph",
                        g,
                        "--from",
                        "s",
                        "--to",
                        "t",
                        "--min-weight",
                        "--weights",
                        file("w6.txt", "1 1 1 Infinity\n")),
                "not finite");
        // --weights without --min-weight would be read by nothing.
        assertBad(
                CliRunner.run("count", "paths", "--grid", "2x2", "--weights", file("w7.txt", "1 2 3\n")),
                "--min-weight");
    }

    @Test
    void listIsBounded() {
        assertBad(CliRunner.run("count", "paths", "--grid", "3x3", "--list", "100001"), "0 to 100000");
        assertBad(CliRunner.run("count", "paths", "--grid", "12x12", "--list", "100000", "--json"), "--list --json");
        assertBad(
                CliRunner.run("count", "vertex-covers", "--grid", "10x10", "--list", "100000", "--json"),
                "--list --json");
        // 14×14 takes seconds to build on two cores (12×12 now finishes within the half second).
        assertThat(CliRunner.run("count", "paths", "--grid", "14x14", "--list", "100000", "--time-limit", "0.5")
                        .err())
                .contains("gave up after 0.5 s");
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        assertBad(CliRunner.run("count", "paths", "--grid", "9by9"), "RxC");
        assertBad(CliRunner.run("count", "paths", "--grid", "0x4"), "at least 1 row");
        assertBad(CliRunner.run("count", "hamsters", "--grid", "3x3"), "unknown kind");
        assertBad(CliRunner.run("count", "paths", "--graph", ""), "empty file name");
        assertBad(CliRunner.run("solve", "--s", "0", "--t", "1", file("none.g6", "?\n")), "it has no vertices");
        assertBad(
                CliRunner.run("count", "paths", "--grid", "3x3", "--from", "0,0", "--to", "7,7"),
                "unknown vertex '7,7'");
        String g = file("g.txt", "a b\n");
        assertBad(CliRunner.run("count", "paths", "--graph", g), "--from A --to B");
        assertBad(
                CliRunner.run(
                        "count", "paths", "--graph", dir.resolve("missing.txt").toString(), "--from", "a", "--to", "b"),
                "no such file");
        assertBad(CliRunner.run("count", "paths"), "");
        assertBad(CliRunner.run("count", "paths", "--grid", "99999x99999"), "too large");
        assertBad(CliRunner.run("count", "paths", "--grid", "2048x2048"), "too large");
        // A side of ten digits is well formed, only too large (it was "must look like RxC").
        assertBad(CliRunner.run("count", "paths", "--grid", "2147483648x2"), "too large: a side has at most 9 digits");
        // Refused from its shape, before the million-vertex grid is built.
        assertBad(
                CliRunner.run("count", "paths", "--grid", "2x524288", "--method", "dp"),
                "--method dp needs a grid whose short side is at most 30");
        // Within the grid limit but far too wide: the frontier layout alone would fill the heap.
        assertBad(CliRunner.run("count", "paths", "--grid", "1000x1000"), "frontier layout");
        // The programme's progress lines wait 10 s: a count stopped at once says so in one line.
        assertBad(
                CliRunner.run("count", "paths", "--grid", "30x30", "--method", "dp", "--time-limit", "0.3"),
                "gave up after 0.3 s");
        assertBad(CliRunner.run("count", "cycles", "--grid", "3x3", "--from", "0,0", "--to", "9,9"), "has no ends");
    }

    @Test
    void gridEndsAreReadAsLenientlyAsTheGrid() {
        // --grid takes "03x03"; its vertices likewise take spaces and leading zeros.
        for (String method : new String[] {"dp", "zdd"}) {
            assertThat(CliRunner.run(
                                    "count",
                                    "paths",
                                    "--grid",
                                    "3x3",
                                    "--from",
                                    "00, 0",
                                    "--to",
                                    " 2,02",
                                    "--method",
                                    method)
                            .out())
                    .isEqualTo("12\n");
        }
        assertBad(
                CliRunner.run("count", "paths", "--grid", "3x3", "--from", "0,0", "--to", "2,2,"),
                "unknown vertex '2,2,'");
        assertBad(
                CliRunner.run("count", "paths", "--grid", "3x3", "--from", "0,0", "--to", "99999999999,0"),
                "unknown vertex '99999999999,0'");
    }

    private static void assertBad(CliRunner.Result r, String message) {
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().strip())
                .doesNotContain("\n")
                .doesNotContain("Exception")
                .contains(message);
    }
}
