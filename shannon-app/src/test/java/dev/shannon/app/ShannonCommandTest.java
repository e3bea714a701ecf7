package dev.shannon.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.cli.CliRunner;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A run builds only the command it names (start-up, docs/limits.md); help, a missing and a
 * mistyped command still see every command. Every CLI test runs through that same path
 * ({@link CliRunner}).
 */
class ShannonCommandTest {
    @Test
    void aRunBuildsOnlyTheCommandItNames() {
        CommandLine all = ShannonCommand.commandLine();
        int commands = all.getSubcommands().size();
        assertThat(all.getSubcommands()).hasSizeGreaterThan(10).containsKeys("count", "bridgit", "help");
        for (String name : all.getSubcommands().keySet()) {
            CommandLine one = ShannonCommand.commandLine(name, "--help");
            if (name.equals("help")) {
                assertThat(one.getSubcommands()).hasSize(commands);
            } else {
                assertThat(one.getSubcommands()).containsOnlyKeys(name);
                assertThat(one.getSubcommands().get(name).getSubcommands().keySet())
                        .as("its own subcommands are all there")
                        .isEqualTo(
                                all.getSubcommands().get(name).getSubcommands().keySet());
            }
        }
        assertThat(ShannonCommand.commandLine().getSubcommands()).hasSize(commands);
        assertThat(ShannonCommand.commandLine("--help").getSubcommands()).hasSize(commands);
        assertThat(ShannonCommand.commandLine("cuont", "paths").getSubcommands())
                .hasSize(commands);
    }

    @Test
    void helpAndMistakesReadAsBefore() {
        CliRunner.Result help = CliRunner.run("--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("count", "bridgit", "tsunagaru", "matroid");
        CliRunner.Result typo = CliRunner.run("cuont", "paths");
        assertThat(typo.exit()).isEqualTo(2);
        assertThat(typo.err()).contains("cuont");
        CliRunner.Result bad = CliRunner.run("count", "paths", "--grid", "3x3", "--no-such-option");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("shannon count --help");
    }
}
