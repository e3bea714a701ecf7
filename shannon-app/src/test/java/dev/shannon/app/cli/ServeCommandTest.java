package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ServeCommandTest {
    @Test
    void helpNamesEveryPage() {
        CliRunner.Result r = CliRunner.run("serve", "--help");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Bridg-It", "switching game", "Tsunagaru");
    }
}
