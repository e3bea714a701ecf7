package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {
    @TempDir
    Path dir;

    @Test
    void everyFormRoundTripsToTheSameAnalysis() throws Exception {
        String original = CliRunner.run("solve", "--json", "--no-certificate", "../examples/k4.txt")
                .out();
        String json =
                CliRunner.run("convert", "../examples/k4.txt", "--to", "json").out();
        Files.writeString(dir.resolve("k4.json"), json);
        String text = CliRunner.run("convert", dir.resolve("k4.json").toString(), "--to", "text")
                .out();
        assertThat(text).startsWith("terminals s t\n").contains("s t\n");
        Files.writeString(dir.resolve("k4.txt"), text);
        String again = CliRunner.run(
                        "solve",
                        "--json",
                        "--no-certificate",
                        dir.resolve("k4.txt").toString())
                .out();
        assertThat(again.replaceAll("\"timeMillis\":[0-9.]+", ""))
                .isEqualTo(original.replaceAll("\"timeMillis\":[0-9.]+", ""));
        String g6 = CliRunner.run("convert", "../examples/k4.txt", "--to", "graph6")
                .out()
                .strip();
        assertThat(g6).isEqualTo("C~");
        assertThat(CliRunner.run("convert", "../examples/k4.txt", "--to", "dot").out())
                .startsWith("graph shannon {")
                .contains("\"s\" [shape=doublecircle");
    }

    @Test
    void graph6RefusesMultigraphs() throws Exception {
        Path multi = dir.resolve("m.txt");
        Files.writeString(multi, "s t\ns t\nterminals s t\n");
        CliRunner.Result r = CliRunner.run("convert", multi.toString(), "--to", "graph6");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("graph6 holds only simple graphs");
    }

    @Test
    void edgeListsRefuseAVertexOnNoEdge() throws Exception {
        // graph6 "B_": vertices 0, 1, 2 and one edge 0-1; vertex 2 would vanish from an edge list.
        for (String form : new String[] {"text", "json"}) {
            CliRunner.Result r = CliRunner.runWithInput("B_\n", "convert", "--s", "0", "--t", "1", "--to", form, "-");
            assertThat(r.exit()).as(form).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).contains("vertex 2 touches no edge");
        }
        assertThat(CliRunner.runWithInput("B_\n", "convert", "--s", "0", "--t", "1", "--to", "graph6", "-")
                        .out()
                        .strip())
                .isEqualTo("B_");
    }
}
