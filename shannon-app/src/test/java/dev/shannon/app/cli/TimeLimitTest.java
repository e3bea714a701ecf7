package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.ShannonCommand;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** Every {@code --time-limit} has a default its help shows, the command's own (TimeLimit.Default). */
class TimeLimitTest {
    @Test
    void everyTimeLimitHasItsCommandsDefault() {
        List<String> seen = new ArrayList<>();
        walk(ShannonCommand.commandLine(), seen);
        assertThat(seen)
                .contains(
                        "shannon count 600",
                        "shannon bridgit table 600",
                        "shannon bridgit analyze 600",
                        "shannon tsunagaru generate 60",
                        "shannon solve 60");
    }

    private static void walk(CommandLine cl, List<String> seen) {
        OptionSpec limit = cl.getCommandSpec().findOption("--time-limit");
        if (limit != null) {
            String shown = limit.defaultValueString();
            assertThat(shown).as(cl.getCommandSpec().qualifiedName()).matches("\\d+");
            assertThat(Double.parseDouble(shown)).isPositive();
            seen.add(cl.getCommandSpec().qualifiedName() + " " + shown);
        }
        for (Map.Entry<String, CommandLine> sub : cl.getSubcommands().entrySet()) {
            walk(sub.getValue(), seen);
        }
    }
}
