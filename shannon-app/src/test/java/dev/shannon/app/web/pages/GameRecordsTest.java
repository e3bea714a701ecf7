package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.web.HeadlessChromium;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Games kept and shared, on a phone and on a laptop (touch screens both): stepping through the
 * move list, exporting a record and loading it again, and opening the page's address in a fresh
 * browser, which must show the same position.
 */
class GameRecordsTest extends PageCase {
    /** Who holds each crossing, as "r,c:side" sorted: the position on the board. */
    @SuppressWarnings("unchecked")
    private static List<String> bridges(ChromeDriver on) {
        return (List<String>)
                on.executeScript(
                        "return [...document.querySelectorAll('#page-bridgit .crossing')]"
                                + ".filter(g => g.dataset.owner !== 'free').map(g => g.dataset.r + ',' + g.dataset.c + ':' + g.dataset.owner).sort()");
    }

    private static String recordText(String page) {
        WebElement card = find("#page-" + page + " details.record");
        if (card.getAttribute("open") == null) {
            fixture.tap(card.findElement(By.tagName("summary")));
        }
        return (String) js("return document.querySelector(arguments[0]).value", "#page-" + page + " .record__text");
    }

    private static void pasteRecord(String page, String text) {
        js(
                "const a = document.querySelector(arguments[0]); a.value = arguments[1]; a.dispatchEvent(new Event('input', {bubbles: true}))",
                "#page-" + page + " .record__text",
                text);
        fixture.tap(button(page, "Load record"));
    }

    private static void tapMove(String page, int number) {
        fixture.tap(driver.findElements(By.cssSelector("#page-" + page + " .moves__step"))
                .get(number - 1));
    }

    /** The address, opened in a browser that has never seen the page: returns what check reads there. */
    private static <T> T inFreshBrowser(Device device, String url, String ready, Function<ChromeDriver, T> check)
            throws IOException {
        try (HeadlessChromium other = fixture.freshBrowser(device.width, device.height, device.mobile)) {
            return openThere(other.driver(), url, ready, check);
        }
    }

    /** Loads the address as a new document (from a blank page, not a jump within the app) and reads it once ready. */
    private static <T> T openThere(ChromeDriver there, String url, String ready, Function<ChromeDriver, T> check) {
        there.get("about:blank");
        there.get(url);
        new WebDriverWait(there, Duration.ofSeconds(20), Duration.ofMillis(50)).until(d -> (Boolean)
                ((JavascriptExecutor) d).executeScript("return !!document.querySelector(arguments[0])", ready));
        return check.apply(there);
    }

    @ParameterizedTest
    @EnumSource(Device.class)
    void bridgitMovesRecordsAndAddresses(Device device) throws IOException {
        use(device);
        fixture.open("bridgit");
        awaitMarks("bridgit");
        setBoardSize(3);
        awaitMarks("bridgit");
        for (String rc : List.of("3,3", "1,1")) {
            int before = moveCount("bridgit");
            String[] p = rc.split(",");
            fixture.waiting()
                    .until(d -> count("#page-bridgit .mark") > 0
                            && !find("#page-bridgit .crossing[data-r='" + p[0] + "'][data-c='" + p[1] + "']")
                                    .getAttribute("data-owner")
                                    .equals("red"));
            if (!find("#page-bridgit .crossing[data-r='" + p[0] + "'][data-c='" + p[1] + "']")
                    .getAttribute("data-owner")
                    .equals("free")) {
                continue;
            }
            fixture.tap(crossing(Integer.parseInt(p[0]), Integer.parseInt(p[1])));
            fixture.tap(crossing(Integer.parseInt(p[0]), Integer.parseInt(p[1])));
            fixture.waiting().until(d -> moveCount("bridgit") >= before + 2 || over("bridgit"));
        }
        fixture.waiting().until(d -> status("bridgit").startsWith("Your move"));
        List<String> end = bridges(driver);
        int moves = moveCount("bridgit");
        assertThat(end).hasSize(moves);
        // Every move carries ✓ or ✗: the analysis of the position it was played in.
        assertThat(count("#page-bridgit .moves__verdict")).isEqualTo(moves);

        // Step back to move 1: one bridge, the later moves faint, ✓/✗ for the side to move there (Blue, the computer).
        tapMove("bridgit", 1);
        fixture.waiting().until(d -> bridges(driver).size() == 1);
        assertThat(count("#page-bridgit .moves__item.is-future")).isEqualTo(moves - 1);
        assertThat(status("bridgit")).startsWith("Looking back at move 1 of " + moves);
        fixture.waiting().until(d -> count("#page-bridgit .mark") > 0);
        String at1 = (String) js("return location.href");
        assertThat(at1).contains("at=1");
        fixture.screenshot("records-" + device.name().toLowerCase() + "-bridgit-move-1");
        fixture.tap(button("bridgit", "Latest ⇥"));
        fixture.waiting().until(d -> bridges(driver).equals(end));

        // Export, start afresh, import: the same game.
        String exported = recordText("bridgit");
        assertThat(exported).startsWith("shannon-record bridgit\nn 3\nfirst red\nmoves ");
        assertThat(exported.strip().split("\n")[3].split(" ")).hasSize(moves + 1);
        fixture.tap(button("bridgit", "New game"));
        fixture.waiting().until(d -> bridges(driver).isEmpty());
        pasteRecord("bridgit", exported);
        fixture.waiting().until(d -> bridges(driver).equals(end));
        assertThat(recordText("bridgit")).isEqualTo(exported);

        // The address holds the game: a fresh browser shows the same position, and the one at move 1.
        String url = (String) js("return location.href");
        try (HeadlessChromium other = fixture.freshBrowser(device.width, device.height, device.mobile)) {
            assertThat(openThere(
                            other.driver(),
                            url,
                            "#page-bridgit .moves__item:nth-child(" + moves + ")",
                            GameRecordsTest::bridges))
                    .isEqualTo(end);
            assertThat(openThere(other.driver(), at1, "#page-bridgit .moves__item.is-future", GameRecordsTest::bridges))
                    .hasSize(1);
        }
        assertThat(consoleErrors()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Device.class)
    void switchingRecordsAndAddresses(Device device) throws IOException {
        use(device);
        fixture.open("switching");
        awaitMarks("switching");
        for (int turn = 0; turn < 2; turn++) {
            WebElement win = find("#page-switching .mark--win");
            int before = moveCount("switching");
            fixture.tap(win);
            fixture.waiting().until(d -> count("#page-switching .confirm-bar:not([hidden])") == 1);
            fixture.tap(find("#page-switching .confirm-bar .btn--confirm"));
            fixture.waiting().until(d -> moveCount("switching") >= before + 2 && count("#page-switching .mark") > 0);
        }
        String taken = (String) js(
                "return [...document.querySelectorAll('#page-switching .edge')].map(e => e.dataset.state).join(' ')");
        String exported = recordText("switching");
        assertThat(exported)
                .startsWith("shannon-record switching\nfirst short\ngraph\nterminals s t\n")
                .contains("\nend\nmoves ");
        tapMove("switching", 2);
        fixture.waiting()
                .until(d -> count("#page-switching .edge[data-state='free']") == count("#page-switching .edge") - 2);
        fixture.tap(button("switching", "New game"));
        fixture.waiting().until(d -> moveCount("switching") == 0);
        pasteRecord("switching", exported);
        fixture.waiting()
                .until(
                        d -> taken.equals(
                                js(
                                        "return [...document.querySelectorAll('#page-switching .edge')].map(e => e.dataset.state).join(' ')")));
        String url = (String) js("return location.href");
        String there = inFreshBrowser(
                device,
                url,
                "#page-switching .moves__item:nth-child(4)",
                d -> (String)
                        d.executeScript(
                                "return [...document.querySelectorAll('#page-switching .edge')].map(e => e.dataset.state).join(' ')"));
        assertThat(there).isEqualTo(taken);
        assertThat(consoleErrors()).isEmpty();
    }

    /** Tsunagaru: turns, undo and redo, a locked tile that does not turn, the record and the address; then the completion moment. */
    @ParameterizedTest
    @EnumSource(Device.class)
    void tsunagaruTurnsLocksRecordsAndAddresses(Device device) throws IOException {
        use(device);
        fixture.open("tsunagaru");
        fixture.waiting()
                .until(d -> count("#page-tsunagaru .tg-cell--live") > 0
                        && status("tsunagaru").contains("nothing"));
        String start = arms(driver);
        String cell = "#page-tsunagaru .tg-cell[data-r='1'][data-c='1']";
        fixture.tap(find(cell));
        fixture.tap(find(cell));
        fixture.tap(find("#page-tsunagaru .tg-cell[data-r='0'][data-c='1']"));
        String turned = arms(driver);
        assertThat(turned).isNotEqualTo(start);
        fixture.tap(button("tsunagaru", "Undo"));
        fixture.tap(button("tsunagaru", "Undo"));
        fixture.tap(button("tsunagaru", "Redo"));
        fixture.tap(button("tsunagaru", "Redo"));
        assertThat(arms(driver)).isEqualTo(turned);
        // Lock mode: a tap locks the tile, and a locked tile does not turn.
        fixture.tap(button("tsunagaru", "Lock mode"));
        fixture.tap(find(cell));
        fixture.tap(button("tsunagaru", "Lock mode"));
        assertThat(find(cell).getAttribute("data-locked")).isEqualTo("true");
        fixture.tap(find(cell));
        assertThat(arms(driver)).isEqualTo(turned);
        assertThat(find(cell + " title").getAttribute("textContent"))
                .startsWith("row 2, column 2: arms")
                .endsWith("; locked");

        String exported = recordText("tsunagaru");
        assertThat(exported)
                .startsWith("shannon-record tsunagaru\nrule any\nstage\n")
                .endsWith("\nend\nturns 1,1- 1,1- 0,1-\n");
        String url = (String) js("return location.href");
        String there = inFreshBrowser(device, url, "#page-tsunagaru .tg-cell[data-r='1']", GameRecordsTest::arms);
        assertThat(there).isEqualTo(turned);
        fixture.tap(button("tsunagaru", "Start again"));
        fixture.waiting().until(d -> arms(driver).equals(start));
        pasteRecord("tsunagaru", exported);
        fixture.waiting().until(d -> arms(driver).equals(turned));

        // The completion moment: solved by the solver's tiles, the banner with the next stage, the board glowing.
        fixture.tap(button("tsunagaru", "Solve"));
        fixture.waiting()
                .until(d -> button("tsunagaru", "Turn my tiles to this").isDisplayed());
        fixture.tap(button("tsunagaru", "Turn my tiles to this"));
        fixture.waiting().until(d -> over("tsunagaru"));
        assertThat(find("#page-tsunagaru .banner").getText())
                .startsWith("Solved!")
                .contains("Next stage");
        assertThat(find("#page-tsunagaru svg.tg-svg").getAttribute("class")).contains("is-solved");
        fixture.screenshot("records-" + device.name().toLowerCase() + "-tsunagaru-solved");
        assertThat(consoleErrors()).isEmpty();
    }

    private static String arms(ChromeDriver on) {
        return (String) on.executeScript(
                "return [...document.querySelectorAll('#page-tsunagaru .tg-cell')].map(g => g.dataset.arms).join(' ')");
    }
}
