package dev.shannon.app.cli.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.cli.CliRunner.Result;
import org.junit.jupiter.api.Test;

class LimitedArenaCommandTest {
    @Test
    void printsWinsDrawsAndLossesForEachDefender() {
        Result r = CliRunner.run(
                "bridgit",
                "arena",
                "--bridges",
                "3",
                "--n",
                "3",
                "--defends",
                "blue",
                "--attackers",
                "straight,casual",
                "--games",
                "2",
                "--think",
                "2",
                "--move-cap",
                "10");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out())
                .contains("3 bridges a side", "legacy won/drawn/lost", "relentless won/drawn/lost")
                .containsPattern("3x4 +blue +straight +\\d/\\d/\\d, ")
                .containsPattern("3x4 +blue +casual +\\d/\\d/\\d, ");
    }

    @Test
    void theSwitchingArenaSaysWhyTheDefenderHadNoChoice() {
        // On the corner-to-corner grid the shortest-route Cut leaves Short no real choice in any move.
        Result r = CliRunner.run(
                "arena",
                "--families",
                "grid-4x4",
                "--defends",
                "short",
                "--attackers",
                "route",
                "--games",
                "2",
                "--think",
                "2");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains("moves without choice (w/f/h/n)")
                .containsPattern("grid-4x4 +short +route +0% \\[ 0- 66\\], 100% \\(0/\\d+/\\d+/\\d+ of \\d+\\)");
    }

    @Test
    void theBridgitArenaPairsItsDefendersBySeed() {
        Result r = CliRunner.run(
                "bridgit",
                "arena",
                "--n",
                "3",
                "--defends",
                "red",
                "--attackers",
                "straight,erring-0.3",
                "--games",
                "3",
                "--think",
                "2");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains("random openings", "games only legacy/only relentless won, sign test")
                .containsPattern("3x4 +red +erring-0.3 +.*; \\d/\\d, p=");
    }

    @Test
    void badLimitedOptionsAreOneLineErrors() {
        for (String[] args : new String[][] {
            {"bridgit", "arena", "--opening", "centre"},
            {"bridgit", "arena", "--bridges", "0"},
            {"bridgit", "arena", "--bridges", "3", "--move-cap", "0"},
            {"bridgit", "arena", "--bridges", "3", "--attackers", "erring-0.1"}
        }) {
            Result r = CliRunner.run(args);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err().strip()).doesNotContain("\n").doesNotContain("Exception");
        }
    }
}
