package dev.shannon.app.web.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.web.BrowserFixture;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.puzzle.SwitchingPuzzle;
import dev.shannon.switching.puzzle.SwitchingPuzzleSet;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The puzzle page's switching-game puzzles in Chromium, on the 4×4 grid (drawn without
 * crossings, so a click on an edge's middle is that edge): one answered wrong (the page names the
 * opponent's winning reply and the answer), then one solved. Skipped when Chromium is missing.
 */
class SwitchingPuzzlePageBrowserTest {
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

    private static String shownId() {
        return driver.findElement(By.id("pz-graph-card")).getAttribute("data-puzzle-id");
    }

    private static SwitchingPuzzle shownPuzzle(String notId) {
        fixture.waiting()
                .until(d -> !d.findElements(By.cssSelector("#pz-graph-card[data-puzzle-id] .edge"))
                                .isEmpty()
                        && !shownId().equals(notId)
                        && result().contains("to move"));
        SwitchingPuzzle p = SwitchingPuzzleSet.shipped().get(Integer.parseInt(shownId()));
        assertThat(p.family()).isEqualTo("grid-4x4");
        return p;
    }

    /** A mouse click on the middle of the edge's line (a straight line's own box may have no height to click). */
    private static void click(int edge) {
        WebElement line =
                driver.findElement(By.cssSelector("#pz-graph-card .edge[data-edge='" + edge + "'] .edge__line"));
        driver.executeScript("arguments[0].scrollIntoView({block: 'center'});", line);
        @SuppressWarnings("unchecked")
        List<Number> at = (List<Number>) driver.executeScript(
                "const p = arguments[0]; const m = p.getPointAtLength(p.getTotalLength() / 2);"
                        + " const q = new DOMPoint(m.x, m.y).matrixTransform(p.getScreenCTM()); return [q.x, q.y];",
                line);
        new Actions(driver)
                .moveToLocation(at.get(0).intValue(), at.get(1).intValue())
                .click()
                .perform();
    }

    private static String result() {
        return driver.findElement(By.id("pz-result")).getText();
    }

    private static String name(SwitchingPuzzle p, int e) {
        Multigraph g = p.position().graph();
        return g.name(g.edgeU(e)) + "–" + g.name(g.edgeV(e));
    }

    @Test
    void aWrongEdgeThenTheRightOne() {
        driver.get(fixture.server().url() + "puzzles.html");
        driver.findElement(By.cssSelector("label[for='pz-game-switching']")).click();
        fixture.waiting().until(d -> d.findElement(By.id("pz-family")).isDisplayed());
        new Select(driver.findElement(By.id("pz-family"))).selectByValue("grid-4x4");
        SwitchingPuzzle first = shownPuzzle("");
        int wrong = Arrays.stream(first.position().freeEdges())
                .filter(e -> e != first.solution())
                .findFirst()
                .orElseThrow();
        click(wrong);
        fixture.waiting().until(d -> result().contains("loses"));
        assertThat(result()).startsWith("✗").contains("The winning edge was " + name(first, first.solution()));
        fixture.screenshot("switching-puzzles-wrong");

        String firstId = shownId();
        driver.findElement(By.id("pz-next")).click();
        SwitchingPuzzle second = shownPuzzle(firstId);
        click(second.solution());
        try {
            fixture.waiting().until(d -> result().startsWith("Solved!"));
        } catch (RuntimeException e) {
            fixture.screenshot("switching-puzzles-failure");
            throw new AssertionError("puzzle " + second + " shows: " + result(), e);
        }
        assertThat(driver.findElement(By.id("pz-rating")).getText()).contains("solved 1 of 2");
        fixture.screenshot("switching-puzzles-solved");
    }
}
