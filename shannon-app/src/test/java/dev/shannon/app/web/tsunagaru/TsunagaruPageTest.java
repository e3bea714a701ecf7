package dev.shannon.app.web.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.web.BrowserFixture;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The Tsunagaru page in headless Chromium: solving a stage by following the hints, and stepping
 * through world stage 9's solutions. Skipped when Chromium or chromedriver is missing;
 * screenshots go to {@code target/screenshots/tsunagaru-*.png}.
 */
class TsunagaruPageTest {
    private static BrowserFixture fixture;
    private static ChromeDriver driver;

    @BeforeAll
    static void start() throws IOException {
        fixture = BrowserFixture.start(1400, 1200);
        driver = fixture.driver();
    }

    @AfterAll
    static void stop() throws IOException {
        if (fixture != null) {
            fixture.close();
        }
    }

    private static WebDriverWait until() {
        return fixture.waiting();
    }

    private static void shoot(String name) {
        fixture.screenshot("tsunagaru-" + name);
    }

    private static String text(String css) {
        return driver.findElement(By.cssSelector("#page-tsunagaru " + css)).getText();
    }

    private static void open(String sample, int cells) {
        fixture.open("tsunagaru");
        until().until(d ->
                d.findElements(By.cssSelector("#page-tsunagaru .tg-cell")).size() > 0);
        new Select(driver.findElement(By.id("tg-sample"))).selectByValue(sample);
        until().until(d ->
                d.findElements(By.cssSelector("#page-tsunagaru .tg-cell")).size() == cells
                        && d.findElement(By.cssSelector("#page-tsunagaru .status"))
                                .getText()
                                .contains("still meet nothing"));
    }

    @Test
    void hintsLeadToASolvedStage() throws IOException {
        open("warm-up", 25);
        for (int step = 0; step < 30 && !banner(); step++) {
            driver.findElement(By.xpath("//section[@id='page-tsunagaru']//button[text()='Hint']"))
                    .click();
            // The check after the last turn runs asynchronously: on a busy machine the stage may be
            // solved before its banner shows, and then the hint is "already solved", with no mark.
            until().until(d -> banner()
                    || !d.findElements(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='hint']"))
                            .isEmpty());
            if (driver.findElements(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='hint']"))
                    .isEmpty()) {
                break;
            }
            WebElement cell = driver.findElement(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='hint']"));
            if (step == 0) {
                assertThat(text(".status")).startsWith("Hint: turn the tile in row ");
                shoot("hint");
            }
            // "2↻": two right clicks (clockwise); "1↺": one left click (anticlockwise).
            String label = cell.findElement(By.cssSelector(".tg-label")).getText();
            int clicks = Integer.parseInt(label.substring(0, label.length() - 1));
            String event = label.endsWith("↺") ? "click" : "contextmenu";
            String at = "[data-r='" + cell.getAttribute("data-r") + "'][data-c='" + cell.getAttribute("data-c") + "']";
            for (int k = 0; k < clicks; k++) {
                // The board is redrawn after every click: find the tile again.
                ((JavascriptExecutor) driver)
                        .executeScript(
                                "arguments[0].dispatchEvent(new MouseEvent(arguments[1], {bubbles: true, cancelable: true}))",
                                driver.findElement(By.cssSelector("#page-tsunagaru .tg-cell" + at)),
                                event);
            }
            until().until(d -> d.findElements(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='hint']"))
                    .isEmpty());
        }
        until().until(d -> banner());
        assertThat(text(".banner")).startsWith("Solved!");
        shoot("solved");
        assertThat(driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                        .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()))
                .isEmpty();
    }

    private static boolean banner() {
        return driver.findElement(By.cssSelector("#page-tsunagaru .banner")).isDisplayed();
    }

    @Test
    void solveStepsThroughWorldStageNine() throws IOException {
        open("world-9", 81);
        driver.findElement(By.xpath("//section[@id='page-tsunagaru']//button[text()='Solve']"))
                .click();
        until().until(d -> d.findElement(By.cssSelector("#page-tsunagaru .tg-solve"))
                .getText()
                .contains("3 solutions"));
        assertThat(text(".tg-solve")).contains("3 solutions, 3 connected.", "75 tiles are forced");
        until().until(d -> d.findElement(By.cssSelector("#page-tsunagaru .tg-solve + .row"))
                .getText()
                .contains("solution 1 of 3"));
        driver.findElement(By.cssSelector("#page-tsunagaru button[aria-label='Next solution']"))
                .click();
        until().until(d -> d.findElement(By.cssSelector("#page-tsunagaru .tg-solve + .row"))
                .getText()
                .contains("solution 2 of 3"));
        assertThat(driver.findElements(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='forced']")))
                .hasSize(75);
        shoot("solution-2");
        driver.findElement(By.xpath("//section[@id='page-tsunagaru']//button[text()='Turn my tiles to this']"))
                .click();
        until().until(d -> banner());
        assertThat(text(".banner")).startsWith("Solved!");
    }

    /** Hovering a tile lights exactly its piece: the tiles joined to it by arms that meet, found here by a search of our own. */
    @Test
    void hoveringATileLightsItsPiece() {
        open("tricky-7", 49);
        @SuppressWarnings("unchecked")
        List<List<Number>> cells = (List<List<Number>>)
                ((JavascriptExecutor) driver)
                        .executeScript(
                                "return [...document.querySelectorAll('#page-tsunagaru .tg-cell')].map(g => [+g.dataset.r, +g.dataset.c, +g.dataset.arms])");
        int[][] arms = new int[7][7];
        cells.forEach(
                c -> arms[c.get(0).intValue()][c.get(1).intValue()] = c.get(2).intValue());
        int lit = 0;
        for (int r = 0; r < 7; r++) {
            for (int c = 0; c < 7; c++) {
                if (arms[r][c] == 0) {
                    continue;
                }
                new Actions(driver)
                        .moveToElement(driver.findElement(
                                By.cssSelector("#page-tsunagaru .tg-cell[data-r='" + r + "'][data-c='" + c + "']")))
                        .perform();
                @SuppressWarnings("unchecked")
                List<String> shown = (List<String>)
                        ((JavascriptExecutor) driver)
                                .executeScript(
                                        "return [...document.querySelectorAll('#page-tsunagaru .tg-cell.is-in-piece')].map(g => g.dataset.r + ',' + g.dataset.c)");
                assertThat(new TreeSet<>(shown))
                        .as("the piece of " + r + "," + c)
                        .isEqualTo(piece(arms, r, c));
                lit++;
            }
        }
        assertThat(lit).isPositive();
        assertThat(driver.findElement(By.cssSelector("#page-tsunagaru svg.tg-svg"))
                        .getAttribute("class"))
                .contains("has-piece");
    }

    /** The tiles reached from (r, c) through arms that meet an arm of the neighbour they point to (bit 0 north, 1 east, 2 south, 3 west). */
    private static Set<String> piece(int[][] arms, int r0, int c0) {
        int[] dr = {-1, 0, 1, 0};
        int[] dc = {0, 1, 0, -1};
        Set<String> seen = new TreeSet<>(Set.of(r0 + "," + c0));
        ArrayDeque<int[]> todo = new ArrayDeque<>(List.of(new int[] {r0, c0}));
        while (!todo.isEmpty()) {
            int[] at = todo.pop();
            for (int d = 0; d < 4; d++) {
                int r = at[0] + dr[d];
                int c = at[1] + dc[d];
                boolean meets = r >= 0
                        && r < arms.length
                        && c >= 0
                        && c < arms[0].length
                        && (arms[at[0]][at[1]] >> d & 1) == 1
                        && (arms[r][c] >> ((d + 2) % 4) & 1) == 1;
                if (meets && seen.add(r + "," + c)) {
                    todo.push(new int[] {r, c});
                }
            }
        }
        return seen;
    }
}
