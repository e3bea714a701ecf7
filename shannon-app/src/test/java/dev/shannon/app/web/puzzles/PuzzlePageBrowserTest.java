package dev.shannon.app.web.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.web.BrowserFixture;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.puzzle.Puzzle;
import dev.shannon.bridgit.puzzle.PuzzleSet;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The puzzle page in Chromium: one puzzle answered wrong with the mouse (the page shows the reply
 * that beats the move and the answer), then one solved by touch — tap to select, Play to confirm —
 * through every move of its line. Skipped when Chromium is missing.
 */
class PuzzlePageBrowserTest {
    private static BrowserFixture fixture;
    private static ChromeDriver driver;

    @BeforeAll
    static void start() throws IOException {
        fixture = BrowserFixture.start(1400, 1150);
        driver = fixture.driver();
    }

    @AfterAll
    static void stop() throws IOException {
        if (fixture != null) {
            fixture.close();
        }
    }

    private static Puzzle shownPuzzle() {
        fixture.waiting()
                .until(d -> !d.findElements(By.cssSelector(".board-card[data-puzzle-id] .crossing"))
                        .isEmpty());
        String id = driver.findElement(By.cssSelector(".board-card")).getAttribute("data-puzzle-id");
        return PuzzleSet.shipped().get(Integer.parseInt(id));
    }

    private static WebElement crossing(Crossing x) {
        return driver.findElement(By.cssSelector(".crossing[data-r='" + x.r() + "'][data-c='" + x.c() + "']"));
    }

    private static String result() {
        return driver.findElement(By.id("pz-result")).getText();
    }

    /**
     * Tap to select, Play to confirm; tried again (as a player would) when the result does not
     * change, e.g. after a busy server's 503 shown as a toast on a heavily loaded machine.
     */
    private static void playByTouch(Crossing move) {
        String before = result();
        for (int tries = 0; tries < 3; tries++) {
            // A tap that did not select (the confirm bar never showed) is retried too, not only a move turned away.
            try {
                fixture.tap(crossing(move));
                WebElement play = driver.findElement(By.cssSelector(".confirm-bar .btn--confirm"));
                new WebDriverWait(driver, Duration.ofSeconds(15)).until(d -> play.isDisplayed());
                fixture.tap(play);
                new WebDriverWait(driver, Duration.ofSeconds(15)).until(d -> !result().equals(before));
                return;
            } catch (org.openqa.selenium.TimeoutException e) {
                fixture.screenshot("puzzles-retry");
            }
        }
    }

    @Test
    void aWrongMoveThenARightOne() {
        driver.get(fixture.server().url() + "puzzles.html");
        Puzzle first = shownPuzzle();
        BridgitGame g = first.game();
        Crossing wrong = g.freeCrossings().stream()
                .filter(x -> !x.equals(first.solution()))
                .findFirst()
                .orElseThrow();
        crossing(wrong).click();
        fixture.waiting().until(d -> result().contains("loses"));
        assertThat(result()).contains("answers at").contains("The winning crossing was " + first.solution());
        assertThat(driver.findElements(By.cssSelector(".layer-trees .tree"))).isNotEmpty();
        fixture.screenshot("puzzles-wrong");

        fixture.emulate(390, 844, true, true);
        fixture.tap(driver.findElement(By.id("pz-next")));
        fixture.waiting()
                .until(d -> !result().contains("loses")
                        && !d.findElements(By.cssSelector(".board-card[data-puzzle-id]"))
                                .isEmpty());
        Puzzle second = shownPuzzle();
        for (int step = 0; step < second.depth(); step++) {
            playByTouch(second.line().get(2 * step));
            if (step < second.depth() - 1) {
                Crossing reply = second.line().get(2 * step + 1);
                fixture.waiting().until(d -> result().contains("answers at " + reply));
            }
        }
        try {
            fixture.waiting().until(d -> result().startsWith("Solved!"));
        } catch (RuntimeException e) {
            fixture.screenshot("puzzles-failure");
            throw new AssertionError("puzzle " + second + " shows: " + result(), e);
        }
        assertThat(driver.findElements(By.cssSelector(".layer-trees .tree"))).isNotEmpty();
        assertThat(driver.findElement(By.id("pz-rating")).getText()).contains("solved 1 of 2");
        fixture.screenshot("puzzles-solved");
    }
}
