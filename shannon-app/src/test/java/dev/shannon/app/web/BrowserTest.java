package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The pages in a real browser: Debian's Chromium, headless, driven through chromedriver. Skipped
 * (not failed) when either is missing. Screenshots go to {@code target/screenshots/}.
 */
class BrowserTest {
    private static BrowserFixture fixture;
    private static TestServer server;
    private static WebDriver driver;

    @BeforeAll
    static void start() throws IOException {
        fixture = BrowserFixture.start(1400, 1150);
        server = fixture.server();
        driver = fixture.driver();
    }

    @AfterAll
    static void stop() throws IOException {
        if (fixture != null) {
            fixture.close();
        }
    }

    @BeforeEach
    void freshPage() {
        // A new document for every test: the pages keep their games while the tab is open.
        driver.get("about:blank");
    }

    private static WebDriverWait waiting() {
        return fixture.waiting();
    }

    private static void open(String page) {
        fixture.open(page);
        waiting()
                .until(d -> !d.findElements(
                                By.cssSelector("#page-" + page + " .mark, #page-" + page + " .banner:not([hidden])"))
                        .isEmpty());
    }

    private static void screenshot(String name) {
        fixture.screenshot(name);
    }

    /** Severe browser-console entries (errors), ignoring none. */
    private static List<String> consoleErrors() {
        List<String> errors = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(e.getMessage());
            }
        }
        return errors;
    }

    /** The crossings ("r,c") or edges ("e") marked ✓ ("win") or ✗ ("lose"), read in one script so nothing goes stale. */
    @SuppressWarnings("unchecked")
    private static Set<String> marks(String page, String kind) {
        List<String> found = (List<String>) js(
                "return Array.from(document.querySelectorAll(arguments[0])).map(m => "
                        + "m.dataset.edge !== undefined ? m.dataset.edge : m.dataset.r + ',' + m.dataset.c)",
                "#page-" + page + " .mark[data-mark='" + kind + "']");
        return new TreeSet<>(found);
    }

    private static int moveCount(String page) {
        return ((Number) js("return document.querySelectorAll(arguments[0]).length", "#page-" + page + " .moves__item"))
                .intValue();
    }

    private static boolean over(String page) {
        return Boolean.TRUE.equals(js(
                "const b = document.querySelector(arguments[0]); return !!b && !b.hidden",
                "#page-" + page + " .banner"));
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Waits until the game has ended, or at least {@code moves} moves are listed and it is the human's turn (✓/✗ shown). */
    private static void awaitTurnOrEnd(String page, int moves) {
        waiting()
                .until(d -> over(page)
                        || moveCount(page) >= moves
                                && (!marks(page, "win").isEmpty()
                                        || !marks(page, "lose").isEmpty()));
    }

    private static void clickCrossing(String rc) {
        String[] p = rc.split(",");
        WebElement hit = driver.findElement(
                By.cssSelector("#page-bridgit .crossing[data-r='" + p[0] + "'][data-c='" + p[1] + "'] .crossing__hit"));
        new Actions(driver).moveToElement(hit).click().perform();
    }

    /** Shrinks the board from the default 5 with the "−" button, one size at a time. */
    private static void setBoardSize(int n) {
        for (int size = 5; size > n; size--) {
            int next = size - 1;
            driver.findElement(By.cssSelector("button[aria-label='Smaller board']"))
                    .click();
            waiting()
                    .until(d -> d.findElement(By.cssSelector("#page-bridgit .board-card__title"))
                            .getText()
                            .startsWith(next + " × "));
        }
        waiting().until(d -> !marks("bridgit", "win").isEmpty());
    }

    private static JsonNode analyze(int n, List<String> moves) {
        StringBuilder body = new StringBuilder("{\"n\":" + n + ",\"moves\":[");
        for (int i = 0; i < moves.size(); i++) {
            body.append(i == 0 ? "" : ",").append('[').append(moves.get(i)).append(']');
        }
        return server.post("/api/bridgit/analyze", body.append("]}").toString()).json();
    }

    private static Set<String> winningMoves(JsonNode analysis) {
        Set<String> out = new TreeSet<>();
        analysis.get("winningMoves")
                .forEach(p -> out.add(p.get(0).asInt() + "," + p.get(1).asInt()));
        return out;
    }

    /** The moves as the page lists them ("Red bridges 5,5" gives "5,5"). */
    @SuppressWarnings("unchecked")
    private static List<String> movesOnPage() {
        List<String> texts = (List<String>) js(
                "return Array.from(document.querySelectorAll('#page-bridgit .moves__item')).map(li => li.textContent)");
        List<String> out = new ArrayList<>();
        for (String text : texts) {
            out.add(text.substring(text.lastIndexOf(' ') + 1));
        }
        return out;
    }

    /** Snakes the keyboard cursor through the board (right along a row, down, left along the next, …) until it is on a free crossing. */
    private static void walkToFreeCrossing(WebElement board) {
        Keys along = Keys.ARROW_RIGHT;
        for (int step = 0; step < 200; step++) {
            if ("free".equals(js("return document.querySelector('#page-bridgit .crossing.is-focus').dataset.owner"))) {
                return;
            }
            String at = cursor();
            board.sendKeys(along);
            if (cursor().equals(at)) {
                board.sendKeys(Keys.ARROW_DOWN);
                along = along == Keys.ARROW_RIGHT ? Keys.ARROW_LEFT : Keys.ARROW_RIGHT;
                if (cursor().equals(at)) {
                    for (int up = 0; up < 60; up++) {
                        board.sendKeys(Keys.ARROW_UP);
                    }
                }
            }
        }
        throw new AssertionError("no free crossing reachable by keyboard");
    }

    private static String cursor() {
        return (String)
                js(
                        "const f = document.querySelector('#page-bridgit .crossing.is-focus'); return f.dataset.r + ',' + f.dataset.c");
    }

    @Test
    void theBridgitPageLoadsCleanlyAndItsMarksMatchTheApi() {
        open("bridgit");
        screenshot("bridgit-start");
        assertThat(driver.getTitle()).contains("Bridg-It");
        // The default 5 × 6 board, Red (the human) to move first: all 41 crossings win.
        assertThat(marks("bridgit", "win")).hasSize(41).isEqualTo(winningMoves(analyze(5, List.of())));
        assertThat(marks("bridgit", "lose")).isEmpty();
        assertThat(driver.findElements(By.cssSelector("#page-bridgit svg.board .dot--red")))
                .hasSize(5 * 6);
        assertThat(driver.findElements(By.cssSelector("#page-bridgit svg.board .dot--blue")))
                .hasSize(6 * 5);
        assertThat(driver.findElement(By.cssSelector("#page-bridgit .findings")).getText())
                .contains("41 / 41");
        // After a few moves the marks still agree with the API, ✓ and ✗ alike.
        for (String rc : List.of("5,5", "3,3")) {
            int before = moveCount("bridgit");
            clickCrossing(rc);
            awaitTurnOrEnd("bridgit", before + 1);
        }
        List<String> moves = movesOnPage();
        assertThat(moves).hasSize(4);
        JsonNode a = analyze(5, moves);
        assertThat(marks("bridgit", "win")).isEqualTo(winningMoves(a));
        Set<String> all = new TreeSet<>(marks("bridgit", "win"));
        all.addAll(marks("bridgit", "lose"));
        assertThat(all).hasSize(41 - 4);
        assertThat(consoleErrors()).isEmpty();
    }

    @Test
    void hoveringAWinningCrossingDrawsTheTwoTrees() {
        open("bridgit");
        WebElement hit =
                driver.findElement(By.cssSelector("#page-bridgit .crossing[data-r='5'][data-c='5'] .crossing__hit"));
        new Actions(driver).moveToElement(hit).perform();
        waiting()
                .until(d -> !d.findElements(By.cssSelector("#page-bridgit .layer-trees .tree--2"))
                        .isEmpty());
        int solid = driver.findElements(By.cssSelector("#page-bridgit .layer-trees .tree--1"))
                .size();
        int gold = driver.findElements(By.cssSelector("#page-bridgit .layer-trees .tree--2"))
                .size();
        // After the first move on the 5 × 6 board the 40 other crossings split into two spanning trees of 20
        // (docs/rules.md).
        assertThat(solid).isEqualTo(20);
        assertThat(gold).isEqualTo(20);
        screenshot("bridgit-hover-trees");
        // Leaving the crossing removes them.
        new Actions(driver)
                .moveToElement(driver.findElement(By.cssSelector("#page-bridgit h1")))
                .perform();
        waiting()
                .until(d -> d.findElements(By.cssSelector("#page-bridgit .layer-trees .tree"))
                        .isEmpty());
        assertThat(consoleErrors()).isEmpty();
    }

    /** Hovering a ✗ draws the opponent's winning reply the API names, says why in words, and on request draws its two trees. */
    @Test
    void hoveringALosingCrossingDrawsTheReplyThatBeatsIt() {
        open("bridgit");
        // Take ✓ crossings until some crossing is a ✗ (early on, nearly every crossing wins).
        for (int turn = 0; turn < 10 && marks("bridgit", "lose").isEmpty() && !over("bridgit"); turn++) {
            int before = moveCount("bridgit");
            clickCrossing(marks("bridgit", "win").iterator().next());
            awaitTurnOrEnd("bridgit", before + 2);
        }
        Set<String> losing = marks("bridgit", "lose");
        assertThat(losing).isNotEmpty();
        String x = losing.iterator().next();
        StringBuilder moves = new StringBuilder();
        for (String m : movesOnPage()) {
            moves.append(moves.length() == 0 ? "" : ",").append('[').append(m).append(']');
        }
        JsonNode why = server.post("/api/bridgit/trees", "{\"n\":5,\"moves\":[" + moves + "],\"move\":[" + x + "]}")
                .json();
        JsonNode reply = why.get("refutation").get("reply");
        WebElement hit = driver.findElement(By.cssSelector("#page-bridgit .crossing[data-r='" + x.split(",")[0]
                + "'][data-c='" + x.split(",")[1] + "'] .crossing__hit"));
        new Actions(driver).moveToElement(hit).perform();
        waiting()
                .until(d -> !d.findElements(By.cssSelector("#page-bridgit .layer-trees .tree-move--reply"))
                        .isEmpty());
        String status = driver.findElement(By.cssSelector("#page-bridgit .status__refutation"))
                .getText();
        assertThat(status)
                .contains("✗ " + x + " loses: Blue answers " + reply.get(0).asInt() + ","
                        + reply.get(1).asInt());
        assertThat(driver.findElements(By.cssSelector("#page-bridgit .layer-trees .tree")))
                .isEmpty();
        driver.findElement(By.cssSelector("label[for='bi-refute-trees']")).click();
        new Actions(driver).moveToElement(hit).perform();
        waiting()
                .until(d -> !d.findElements(By.cssSelector("#page-bridgit .layer-trees .tree--2"))
                        .isEmpty());
        assertThat(driver.findElements(By.cssSelector("#page-bridgit .layer-trees .tree--1")))
                .hasSize(why.get("refutation")
                        .get("trees")
                        .get(0)
                        .get("segments")
                        .size());
        screenshot("bridgit-hover-refutation");
        assertThat(consoleErrors()).isEmpty();
    }

    /** A whole game against the perfect computer: we move first and always take a ✓, so we must win. */
    @Test
    void aFullGameAgainstThePerfectComputer() {
        open("bridgit");
        setBoardSize(4);
        for (int turn = 0; turn < 40 && !over("bridgit"); turn++) {
            Set<String> wins = marks("bridgit", "win");
            assertThat(wins)
                    .as("the first player always has a winning crossing")
                    .isNotEmpty();
            assertThat(wins).isEqualTo(winningMoves(analyze(4, movesOnPage())));
            int before = moveCount("bridgit");
            clickCrossing(wins.iterator().next());
            awaitTurnOrEnd("bridgit", before + 1);
        }
        assertThat(over("bridgit")).isTrue();
        String banner =
                driver.findElement(By.cssSelector("#page-bridgit .banner")).getText();
        assertThat(banner).startsWith("Red wins. You win!").contains("never had a winning move");
        assertThat(driver.findElements(By.cssSelector("#page-bridgit .crossing.is-chain")))
                .isNotEmpty();
        screenshot("bridgit-won");
        assertThat(consoleErrors()).isEmpty();
    }

    /** Moving second (Blue starts, we are Red) against the perfect computer, with the keyboard: the computer wins and the page says why. */
    @Test
    void aKeyboardGameLostToThePerfectComputer() {
        open("bridgit");
        setBoardSize(3);
        driver.findElement(By.cssSelector("label[for='bi-first-blue']")).click();
        waiting()
                .until(d ->
                        moveCount("bridgit") == 1 && !marks("bridgit", "lose").isEmpty());
        WebElement board = driver.findElement(By.cssSelector("#page-bridgit svg.board"));
        ((JavascriptExecutor) driver).executeScript("arguments[0].focus()", board);
        board.sendKeys(Keys.ARROW_LEFT);
        waiting()
                .until(d -> !d.findElements(By.cssSelector("#page-bridgit .crossing.is-focus"))
                        .isEmpty());
        for (int turn = 0; turn < 20 && !over("bridgit"); turn++) {
            int before = moveCount("bridgit");
            walkToFreeCrossing(board);
            board.sendKeys(Keys.ENTER);
            awaitTurnOrEnd("bridgit", before + 1);
        }
        assertThat(over("bridgit")).isTrue();
        String banner =
                driver.findElement(By.cssSelector("#page-bridgit .banner")).getText();
        assertThat(banner).startsWith("Blue wins. You lose.").contains("Red never had a winning move");
        screenshot("bridgit-lost");
        assertThat(consoleErrors()).isEmpty();
    }

    /** The switching game: play Short on Bridg-It's red graph, taking ✓ edges, to the end; look at the certificate on the way. */
    @Test
    void aSwitchingGameToItsEnd() {
        open("switching");
        screenshot("switching-start");
        // Hover a ✓ edge: Lehman's two trees appear.
        String edge = marks("switching", "win").iterator().next();
        WebElement hit =
                driver.findElement(By.cssSelector("#page-switching .edge[data-edge='" + edge + "'] .edge__hit"));
        new Actions(driver).moveToElement(hit).perform();
        waiting()
                .until(d -> !d.findElements(By.cssSelector("#page-switching .layer-overlay .tree--2"))
                        .isEmpty());
        screenshot("switching-hover-trees");
        for (int turn = 0; turn < 30 && !over("switching"); turn++) {
            Set<String> wins = marks("switching", "win");
            assertThat(wins).isNotEmpty();
            int before = moveCount("switching");
            WebElement e = driver.findElement(By.cssSelector(
                    "#page-switching .edge[data-edge='" + wins.iterator().next() + "'] .edge__hit"));
            new Actions(driver).moveToElement(e).click().perform();
            awaitTurnOrEnd("switching", before + 1);
            if (turn == 1 && !over("switching")) {
                driver.findElement(By.xpath("//button[contains(., 'Show game type and certificate')]"))
                        .click();
                waiting()
                        .until(d -> d.findElement(By.cssSelector("#page-switching .analysis"))
                                .isDisplayed());
                assertThat(driver.findElement(By.cssSelector("#page-switching .analysis"))
                                .getText())
                        .contains("Game type");
                screenshot("switching-certificate");
            }
        }
        assertThat(over("switching")).isTrue();
        assertThat(driver.findElement(By.cssSelector("#page-switching .banner")).getText())
                .startsWith("Short wins. You win!");
        assertThat(driver.findElements(By.cssSelector("#page-switching .edge.is-path")))
                .isNotEmpty();
        screenshot("switching-won");
        assertThat(consoleErrors()).isEmpty();
    }

    /**
     * Presses Step and waits for the computer's move. A request the server turns away (a 503 while
     * the machine is loaded, told in the toast) leaves the position as it was and Step enabled, so
     * it is pressed again, as a person would, up to three times; the toast's words go to the log.
     */
    private void stepOnce() {
        int before = moveCount("switching");
        for (int attempt = 1; ; attempt++) {
            waiting().until(d -> d.findElement(By.xpath("//button[.='Step']")).isEnabled());
            driver.findElement(By.xpath("//button[.='Step']")).click();
            try {
                new WebDriverWait(driver, Duration.ofSeconds(15)).until(d -> moveCount("switching") > before);
                return;
            } catch (org.openqa.selenium.TimeoutException e) {
                WebElement toast = driver.findElement(By.id("toast"));
                System.err.println("Step made no move within 15 s (attempt " + attempt + "); toast: "
                        + (toast.isDisplayed() ? toast.getText() : "(none)"));
                if (attempt == 3) {
                    throw e;
                }
            }
        }
    }

    /** Watching two computers on the 4-cycle: Cut wins even though Short moves first. */
    @Test
    void watchingTheComputerPlayBothSides() {
        open("switching");
        new Select(driver.findElement(By.id("sw-preset"))).selectByValue("four-cycle");
        driver.findElement(By.xpath("//button[.='Load graph']")).click();
        waiting()
                .until(d -> d.findElement(By.cssSelector("#page-switching .board-card__title"))
                        .getText()
                        .equals("4-cycle"));
        WebElement watch = driver.findElement(By.cssSelector("label[for='sw-human-none']"));
        // Centre it first: scrolled to the top edge it would sit under the sticky header.
        js("arguments[0].scrollIntoView({block: 'center'})", watch);
        watch.click();
        for (int step = 0; step < 6 && !over("switching"); step++) {
            stepOnce();
        }
        waiting().until(d -> over("switching"));
        assertThat(driver.findElement(By.cssSelector("#page-switching .banner")).getText())
                .startsWith("Cut wins.");
        screenshot("switching-four-cycle");
        assertThat(consoleErrors()).isEmpty();
    }
}
