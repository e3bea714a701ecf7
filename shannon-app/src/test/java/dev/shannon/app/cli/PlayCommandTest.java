package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {
    @TempDir
    Path dir;

    @Test
    void theComputerWinsTheFourCycleAsCut() throws Exception {
        Path c4 = dir.resolve("c4.txt");
        Files.writeString(c4, "s a\na t\nt b\nb s\nterminals s t\n");
        CliRunner.Result r = CliRunner.runWithInput("0\nhint\nwhy\n2\n3\n1\n", "play", c4.toString(), "--as", "short");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains("Computer (cut) deletes edge 1 (a–t)")
                .contains("No move wins against perfect play")
                .contains("Cut wins: s and t are separated.");
    }

    @Test
    void theComputerWinsAShortGameAsShort() throws Exception {
        Path g = dir.resolve("k3x2.txt");
        Files.writeString(g, "s a\na t\ns t\ns a\na t\ns t\nterminals s t\n");
        // The human (Cut) deletes whatever is free; Short must still join s and t.
        CliRunner.Result r = CliRunner.runWithInput(
                "s a\na t\ns t\n0\n1\n2\n3\n4\n5\n", "play", g.toString(), "--as", "cut", "--first", "cut");
        assertThat(r.out()).contains("Short wins: claimed edges join s and t.").contains("The computer wins.");
    }
}
