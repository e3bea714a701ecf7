package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.web.HeadlessChromium;
import dev.shannon.app.web.TestServer;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The "Play online" page in three independent browsers (each its own profile, so its own storage): the creator and
 * the friend play a whole Bridg-It game over the server, the friend reloads in the middle, a watcher sees every move
 * as it is made; no ✓/✗ anywhere until the game is over, then on every screen; a rematch with colours swapped, one
 * click each; a short clock runs out; "my games" lists them. Then a switching game and a matroid game, created on the
 * page, played to the end from two profiles and watched from the third.
 */
class OnlinePlayBrowserTest {
    @TempDir
    static Path data;

    private static TestServer server;
    private static HeadlessChromium creator;
    private static HeadlessChromium friend;
    private static HeadlessChromium watcher;

    @BeforeAll
    static void start() throws Exception {
        creator = HeadlessChromium.start(1200, 900);
        friend = HeadlessChromium.start(1200, 900);
        watcher = HeadlessChromium.start(1200, 900);
        // A keep-alive of one second: a page that leaves shows as disconnected at once.
        server = TestServer.start(new OnlineBackend(
                StoreConfig.embedded(data),
                Timeouts.DEFAULT,
                new OnlineLimits(100, 100, 32, 100, Duration.ofMinutes(5), Duration.ofSeconds(1), 50)));
    }

    @AfterAll
    static void stop() throws Exception {
        for (HeadlessChromium b : new HeadlessChromium[] {creator, friend, watcher}) {
            if (b != null) {
                b.close();
            }
        }
        if (server != null) {
            server.close();
        }
    }

    private static WebDriverWait waiting(ChromeDriver d) {
        return new WebDriverWait(d, Duration.ofSeconds(30), Duration.ofMillis(50));
    }

    private static String text(ChromeDriver d, String css) {
        return d.findElement(By.cssSelector(css)).getText();
    }

    private static void waitForText(ChromeDriver d, String css, String part) {
        waiting(d)
                .withMessage(() -> css + " never said \"" + part + "\"; it says \"" + text(d, css) + "\"")
                .until(x -> text(d, css).contains(part));
    }

    /** Creates a game from the lobby; answers {friend's link, watch link}. */
    private static String[] create(int n, boolean clock) {
        ChromeDriver d = creator.driver();
        d.get(server.url() + "#/online");
        // The lobby keeps no link of the last game (else the wait below could read it before the new game exists).
        waiting(d)
                .until(x ->
                        ((String) d.executeScript("return document.getElementById('on-friend-link').value")).isEmpty());
        WebElement size = waiting(d).until(x -> x.findElement(By.id("on-size")));
        size.clear();
        size.sendKeys(Integer.toString(n));
        if (clock) {
            d.executeScript("const t = document.getElementById('on-clock'); if (!t.checked) t.click();");
            WebElement minutes = d.findElement(By.id("on-minutes"));
            assertThat(minutes.isEnabled()).isTrue();
            minutes.clear();
            minutes.sendKeys("0.05"); // three seconds
            WebElement increment = d.findElement(By.id("on-increment"));
            increment.clear();
            increment.sendKeys("0");
        }
        d.findElement(By.id("on-create")).click();
        waiting(d)
                .until(x -> !((String) d.executeScript("return document.getElementById('on-friend-link').value"))
                        .isEmpty());
        String friendLink = (String) d.executeScript("return document.getElementById('on-friend-link').value");
        String watchLink = (String) d.executeScript("return document.getElementById('on-watch-link').value");
        assertThat(friendLink).contains("#/online?game=").contains("&seat=");
        assertThat(watchLink).contains("#/online?game=").doesNotContain("seat=");
        return new String[] {friendLink, watchLink};
    }

    private static void click(ChromeDriver d, int r, int c) {
        waiting(d).until(x -> (Boolean) d.executeScript(
                "const g = document.querySelector(`#page-online .crossing[data-r='${arguments[0]}'][data-c='${arguments[1]}']`);"
                        + " return !!g && g.classList.contains('is-playable');",
                r,
                c));
        d.executeScript(
                "document.querySelector(`#page-online .crossing[data-r='${arguments[0]}'][data-c='${arguments[1]}']`)"
                        + ".dispatchEvent(new MouseEvent('click', {bubbles: true}));",
                r,
                c);
    }

    private static void waitForMoves(ChromeDriver d, int count) {
        waiting(d)
                .withMessage(() -> "never " + count + " moves shown")
                .until(x ->
                        x.findElements(By.cssSelector("#on-moves .moves__item")).size() == count);
    }

    private static boolean anyAnalysis(ChromeDriver d) {
        return (Boolean) d.executeScript("return document.querySelectorAll('#page-online [data-mark]').length > 0"
                + " || performance.getEntriesByType('resource').some(e => e.name.includes('/analyze'))");
    }

    @Test
    void twoBrowsersPlayAWatcherWatchesThenARematchAndAClockThatRunsOut() {
        String[] links = create(2, false);
        ChromeDriver a = creator.driver();
        ChromeDriver b = friend.driver();
        ChromeDriver w = watcher.driver();
        waitForText(a, "#on-status", "Waiting for your opponent");
        // When a game nobody joins ends, with the server's number (GET /api/limits).
        waitForText(a, "#on-abandon", "24 hours after the game was created), the game ends unplayed");
        b.get(links[0]);
        w.get(links[1]);
        waitForText(a, "#on-status", "Your turn.");
        waitForText(b, "#on-status", "Red (your opponent) to move.");
        waitForText(w, "#page-online .board-card__title", "watching");
        waitForText(b, "#on-abandon", "If your opponent does not move for 72 hours, you win the game as abandoned.");

        // Red (the creator) joins the left and right along row 1; blue answers once.
        click(a, 1, 1);
        for (ChromeDriver d : List.of(a, b, w)) {
            waitForMoves(d, 1);
        }
        // The friend reloads: the same seat, the same game.
        b.navigate().refresh();
        waitForText(b, "#on-status", "Your turn.");
        waitForText(b, "#page-online .board-card__title", "you play Blue");
        click(b, 3, 3);
        for (ChromeDriver d : List.of(a, b, w)) {
            waitForMoves(d, 2);
            assertThat(anyAnalysis(d)).as("no analysis while the game runs").isFalse();
        }
        click(a, 1, 3);
        for (ChromeDriver d : List.of(a, b, w)) {
            waitForText(d, "#page-online .banner", "Red wins");
            // After the end, the ✓/✗ of every move for everyone.
            waiting(d)
                    .until(x -> x.findElements(By.cssSelector("#on-moves [data-mark]"))
                                    .size()
                            == 3);
        }
        waitForText(a, "#page-online .banner", "You win!");
        waitForText(b, "#page-online .banner", "You lose.");
        // The record for everyone, as the Bridg-It page writes it; the banner alone says who won; no abandonment.
        for (ChromeDriver d : List.of(a, b, w)) {
            assertThat(recordShown(d)).isEqualTo("shannon-record bridgit\nn 2\nfirst red\nmoves 1,1 3,3 1,3\n");
            assertThat(text(d, "#on-status")).isEmpty();
            assertThat(text(d, "#on-abandon")).isEmpty();
        }
        openedInAnalysis(w, "bridgit", 3);

        // A rematch, one click each: the colours swap, red still moves first, so the friend starts.
        a.findElement(By.id("on-rematch")).click();
        waiting(b).until(x -> x.findElement(By.id("on-rematch")).getText().contains("accept"));
        b.findElement(By.id("on-rematch")).click();
        waitForText(b, "#page-online .board-card__title", "you play Red");
        waitForText(a, "#page-online .board-card__title", "you play Blue");
        waitForText(b, "#on-status", "Your turn.");
        waitForMoves(a, 0);
        // The friend closes the tab: the creator is told. Opened again with the game's watch address only, the
        // friend's browser finds its seat in its own storage.
        String rematchId = a.getCurrentUrl().replaceAll(".*game=([0-9A-Za-z]+).*", "$1");
        String old = b.getWindowHandle();
        b.switchTo().newWindow(WindowType.TAB);
        String fresh = b.getWindowHandle();
        b.switchTo().window(old).close();
        b.switchTo().window(fresh);
        waitForText(a, "#on-status", "disconnected");
        b.get(server.url() + "#/online?game=" + rematchId);
        waitForText(b, "#page-online .board-card__title", "you play Red");
        waitForText(a, "#on-status", "Red (your opponent) to move.");
        assertThat(a.findElement(By.id("on-status")).getText()).doesNotContain("disconnected");

        // A three-second clock runs out with nobody moving.
        String[] timed = create(2, true);
        b.get(timed[0]);
        waitForText(b, "#on-clocks", "Red");
        for (ChromeDriver d : List.of(a, b)) {
            waitForText(d, "#page-online .banner", "on time");
        }
        waitForText(a, "#page-online .banner", "You lose.");

        // My games: the three games of this browser, with their results; the unfinished one says when it would end.
        a.get(server.url() + "#/online");
        waiting(a).until(x -> x.findElements(By.cssSelector("#on-mine a")).size() == 3);
        assertThat(text(a, "#on-mine")).contains("You won").contains("You lost").contains("In play");
        waitForText(a, "#on-mine .mine--playing", "If your opponent does not move for 72 hours");
        assertThat(text(a, "#on-abandon-rule")).contains("24 hours").contains("72 hours");
    }

    /** The record a finished game's page shows, once it shows one. */
    private static String recordShown(ChromeDriver d) {
        String script = "return document.getElementById('on-record').value";
        waiting(d).withMessage(() -> "no game record shown").until(x -> !((String) d.executeScript(script)).isEmpty());
        return (String) d.executeScript(script);
    }

    /** "Open in analysis" opens the game's own page, which reads the record from its address: every move in its list. */
    private static void openedInAnalysis(ChromeDriver d, String page, int moves) {
        WebElement link = d.findElement(By.id("on-analysis-link"));
        assertThat(link.getAttribute("href")).contains("#/" + page + "?record=shannon-record");
        d.executeScript("arguments[0].click()", link);
        waiting(d)
                .withMessage(() -> "the " + page + " page never showed the game's " + moves + " moves")
                .until(x -> x.findElements(By.cssSelector("#page-" + page + " .moves__item"))
                                .size()
                        == moves);
    }

    /** A page of its own: nothing left from another game (its analysis requests included). */
    private static void fresh(ChromeDriver... drivers) {
        for (ChromeDriver d : drivers) {
            d.get("about:blank");
        }
    }

    /** Creates a game of the kind on d's lobby after setup (which picks the board and sides); answers {friend's link, watch link}. */
    private static String[] createOn(ChromeDriver d, String kind, java.util.function.Consumer<ChromeDriver> setup) {
        d.get(server.url() + "#/online");
        waiting(d)
                .until(x -> x.findElement(By.cssSelector("label[for='on-game-" + kind + "']")))
                .click();
        setup.accept(d);
        d.findElement(By.id("on-create")).click();
        waiting(d)
                .until(x -> !((String) d.executeScript("return document.getElementById('on-friend-link').value"))
                        .isEmpty());
        return new String[] {
            (String) d.executeScript("return document.getElementById('on-friend-link').value"),
            (String) d.executeScript("return document.getElementById('on-watch-link').value")
        };
    }

    /** Clicks, as a mouse does, the page's element css once it says it may be played (playable: a script's test). */
    private static void mouseClick(ChromeDriver d, String css, String playable) {
        waiting(d).withMessage(() -> css + " never became playable").until(x -> (Boolean)
                d.executeScript("const e = document.querySelector(arguments[0]); return !!e && " + playable, css));
        WebElement e = d.findElement(By.cssSelector(css));
        d.executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
        new Actions(d).moveToElement(e).click().perform();
    }

    private static void playEdge(ChromeDriver d, int edge) {
        mouseClick(
                d,
                "#page-online .edge[data-edge='" + edge + "'] .edge__hit",
                "e.parentNode.classList.contains('is-playable')");
    }

    private static void playElement(ChromeDriver d, int element) {
        mouseClick(d, "#page-online .m-point[data-element='" + element + "']", "e.getAttribute('tabindex') === '0'");
    }

    /** After the end: the result on every screen, a ✓/✗ on each of the moves for everyone. */
    private static void endedEverywhere(List<ChromeDriver> all, String result, int moves) {
        for (ChromeDriver d : all) {
            waitForText(d, "#page-online .banner", result);
            waiting(d)
                    .withMessage(() -> "never " + moves + " marks")
                    .until(x -> x.findElements(By.cssSelector("#on-moves [data-mark]"))
                                    .size()
                            == moves);
        }
    }

    @Test
    void aSwitchingGameAndAMatroidGameCreatedOnThePagePlayedAndWatched() {
        ChromeDriver host = watcher.driver();
        ChromeDriver guest = friend.driver();
        ChromeDriver viewer = creator.driver();
        List<ChromeDriver> all = List.of(host, guest, viewer);
        fresh(host, guest, viewer);

        // The switching page's 4-cycle (edges s–a, a–t, t–b, b–s): the host plays Short and moves first.
        String[] links = createOn(
                host, "switching", d -> new Select(d.findElement(By.id("on-graph"))).selectByValue("four-cycle"));
        waitForText(host, "#on-status", "Your turn: claim an edge");
        guest.get(links[0]);
        viewer.get(links[1]);
        waitForText(guest, "#on-status", "Short (your opponent) to move.");
        waitForText(viewer, "#page-online .board-card__title", "watching");
        assertThat(text(viewer, "#page-online .board-card__title"))
                .contains("switching game")
                .contains("4-cycle");
        waitForText(viewer, "#on-abandon", "A side that does not move for 72 hours loses the game as abandoned.");
        playEdge(host, 0);
        waitForText(guest, "#on-status", "Your turn: delete an edge");
        playEdge(guest, 2);
        for (ChromeDriver d : all) {
            waitForMoves(d, 2);
            assertThat(anyAnalysis(d)).as("no analysis while the game runs").isFalse();
        }
        assertThat(text(viewer, "#on-moves"))
                .contains("Short claims edge 0 (s–a)")
                .contains("Cut deletes edge 2 (t–b)");
        playEdge(host, 1);
        endedEverywhere(all, "Short wins: the claimed edges join s and t.", 3);
        waitForText(host, "#page-online .banner", "You win!");
        waitForText(guest, "#page-online .banner", "You lose.");
        // The path that won, drawn from the analysis of the last position.
        waiting(viewer)
                .until(x -> x.findElements(By.cssSelector("#page-online .edge.is-path"))
                                .size()
                        == 2);
        // The record names the edges as the game does, so that the switching page plays the same moves.
        assertThat(recordShown(guest))
                .isEqualTo("shannon-record switching\nfirst short\ngraph\nterminals s t\ns a\na t\nt b\nb s\nend\n"
                        + "moves 0 2 1\n");
        assertThat(text(viewer, "#on-moves")).contains("✓").contains("Short claims edge 1 (a–t)");
        openedInAnalysis(viewer, "switching", 3);

        // U(2,4) of the matroid page (target 0): the host plays Cut, Short (the guest) moves first; Short claims 1
        // and 3, which span the target.
        fresh(host, guest, viewer);
        links = createOn(host, "matroid", d -> {
            waiting(d)
                    .until(x -> !x.findElements(By.cssSelector("#on-matroid option[value='u24']"))
                            .isEmpty());
            new Select(d.findElement(By.id("on-matroid"))).selectByValue("u24");
            d.findElement(By.cssSelector("label[for='on-creator-cut']")).click();
        });
        waitForText(host, "#on-status", "Short (your opponent) to move.");
        guest.get(links[0]);
        viewer.get(links[1]);
        waitForText(guest, "#on-status", "Your turn: claim an element");
        waitForText(viewer, "#page-online .board-card__title", "matroid game, U(2,4)");
        playElement(guest, 1);
        playElement(host, 2);
        for (ChromeDriver d : all) {
            waitForMoves(d, 2);
            assertThat(anyAnalysis(d)).as("no analysis while the game runs").isFalse();
        }
        playElement(guest, 3);
        endedEverywhere(all, "Short wins: the claimed elements span the target.", 3);
        waitForText(guest, "#page-online .banner", "You win!");
        waitForText(host, "#page-online .banner", "You lose.");
        assertThat(text(viewer, "#on-moves")).contains("Cut deletes element 2");
        assertThat(recordShown(host))
                .startsWith("shannon-record matroid\nfirst short\nmatroid\n")
                .endsWith("\nend\nmoves 1 2 3\n");
        openedInAnalysis(viewer, "matroid", 3);

        // This browser's games, with their boards in words.
        host.get(server.url() + "#/online");
        waiting(host).until(x -> x.findElements(By.cssSelector("#on-mine a")).size() == 2);
        assertThat(text(host, "#on-mine"))
                .contains("switching game, The 4-cycle")
                .contains("matroid game, U(2,4)");
        fresh(host, guest, viewer);
    }
}
