package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What the program says when the command line itself is wrong: one line, in the program's words. */
class CommandLineErrorsTest {

    @Test
    void anUnknownCommandIsNamed() {
        CliRunner.Result r = CliRunner.run("frobnicate");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("shannon: unknown command frobnicate; see shannon --help");
        CliRunner.Result sub = CliRunner.run("bridgit", "frob");
        assertThat(sub.err().strip()).isEqualTo("shannon: unknown command frob; see shannon bridgit --help");
    }

    @Test
    void anUnknownOptionIsStillPicocliWordedButOnce() {
        CliRunner.Result r = CliRunner.run("solve", "--bogus", "x");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).startsWith("shannon: Unknown option: '--bogus'").contains("see 'shannon solve --help'");
    }

    @Test
    void noDoubledErrorPrefix() {
        CliRunner.Result r = CliRunner.run("count", "paths");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).startsWith("shannon: Missing required argument").doesNotContain("Error:");
    }

    @Test
    void serveHelpNamesTheFourPages() {
        assertThat(CliRunner.run("serve", "--help").out().replaceAll("\\s+", " "))
                .contains(
                        "four pages — Bridg-It, the Shannon switching game, the matroid game and the Tsunagaru puzzle");
    }
}
