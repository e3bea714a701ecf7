package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openqa.selenium.WebElement;

/**
 * The pages on a phone (390 × 844) and on a touch-screen laptop (1366 × 900), driven by taps: the
 * layout fits (no sideways scrolling, the whole board in view, fingers' targets of 44 px), and a
 * tap previews a move that a second tap or the confirm button plays.
 */
class TouchPlayTest extends PageCase {
    static String board(String page) {
        return "#page-" + page + (page.equals("switching") ? " svg.graph" : " svg.board");
    }

    @ParameterizedTest
    @EnumSource(Device.class)
    void everyPageFitsTheScreen(Device device) {
        use(device);
        for (String page : List.of("bridgit", "switching", "tsunagaru")) {
            fixture.open(page);
            fixture.waiting().until(d -> count("#page-" + page + " .mark, #page-" + page + " .tg-cell") > 0);
            js("window.scrollTo(0, 0)");
            Map<String, Number> box = rect(board(page));
            assertThat(box.get("bottom").doubleValue())
                    .as(page + ": board bottom")
                    .isLessThanOrEqualTo(device.height);
            assertThat(box.get("right").doubleValue())
                    .as(page + ": board right")
                    .isLessThanOrEqualTo(device.width);
            assertThat(box.get("top").doubleValue()).as(page + ": board top").isGreaterThanOrEqualTo(0);
            assertThat((Boolean)
                            js("return document.documentElement.scrollWidth <= document.documentElement.clientWidth"))
                    .as(page + ": no sideways scrolling")
                    .isTrue();
            // A record's file input is kept out of sight: its "Open file…" button is the target.
            @SuppressWarnings("unchecked")
            List<String> small = (List<String>) js("""
                    return [...document.querySelectorAll('#page-' + arguments[0] + ' button, #page-' + arguments[0] + ' .segmented label,'
                        + ' #page-' + arguments[0] + ' input:not([type=radio]):not([type=checkbox]):not([type=file]), #page-' + arguments[0] + ' select, .site-nav__link')]
                      .filter(el => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden')
                      .map(el => [el, el.getBoundingClientRect()])
                      .filter(([el, r]) => r.width < 44 || r.height < 44)
                      .map(([el, r]) => (el.textContent || el.id || el.tagName).trim() + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));""", page);
            assertThat(small).as(page + ": touch targets under 44 × 44 px").isEmpty();
            fixture.screenshot("touch-" + device.name().toLowerCase() + "-" + page);
        }
        if (device == Device.PHONE) {
            // Six page links do not fit one line of a 390 px phone: they wrap to a second row of
            // 44 px targets, so the header may hold two rows and its padding, and no more.
            assertThat(rect(".site-header").get("height").doubleValue())
                    .as("header height")
                    .isLessThanOrEqualTo(2 * 44 + 24);
        }
        // A crossing's tap area on the 5 × 6 board: its diamond holds a square of side width / √2.
        fixture.open("bridgit");
        awaitMarks("bridgit");
        double diamond = rect("#page-bridgit .crossing[data-r='5'][data-c='5'] .crossing__hit")
                        .get("width")
                        .doubleValue()
                / Math.sqrt(2);
        assertThat(diamond).isGreaterThanOrEqualTo(44);
        assertThat(consoleErrors()).isEmpty();
    }

    /** A whole Bridg-It game on the 3 × 4 board by taps: tap a ✓ (preview, trees), then the Build button or a second tap. */
    @ParameterizedTest
    @EnumSource(Device.class)
    void aBridgitGameByTaps(Device device) {
        use(device);
        fixture.open("bridgit");
        awaitMarks("bridgit");
        setBoardSize(3);
        awaitMarks("bridgit");
        double boardTop = rect("#page-bridgit svg.board").get("top").doubleValue()
                + ((Number) js("return scrollY")).doubleValue();
        for (int turn = 0; turn < 12 && !over("bridgit"); turn++) {
            // Red (the human) moves first: its turn comes when the computer has answered (an even move count).
            fixture.waiting()
                    .until(d ->
                            over("bridgit") || moveCount("bridgit") % 2 == 0 && count("#page-bridgit .mark--win") > 0);
            if (over("bridgit")) {
                break;
            }
            WebElement win = find("#page-bridgit .mark--win");
            int r = Integer.parseInt(win.getAttribute("data-r"));
            int c = Integer.parseInt(win.getAttribute("data-c"));
            int before = moveCount("bridgit");
            fixture.tap(crossing(r, c));
            // The preview shows the two trees that remain, except for a move that finishes the chain (no trees left to
            // draw).
            fixture.waiting()
                    .until(d -> count("#page-bridgit .crossing.is-preview") == 1
                            && find("#page-bridgit .confirm-bar .preview-note")
                                    .getText()
                                    .startsWith("✓ " + r + "," + c + " wins"));
            if (turn == 0) {
                fixture.waiting().until(d -> count("#page-bridgit .layer-trees .tree--2") > 0);
            }
            assertThat(moveCount("bridgit")).as("a tap only previews").isEqualTo(before);
            if (turn == 1) {
                js("window.scrollTo(0, 0)");
                fixture.screenshot("touch-" + device.name().toLowerCase() + "-bridgit-preview");
            }
            if (turn % 2 == 0) {
                fixture.tap(button("bridgit", "Build at " + r + "," + c));
            } else {
                fixture.tap(crossing(r, c));
            }
            fixture.waiting().until(d -> moveCount("bridgit") > before);
        }
        fixture.waiting().until(d -> over("bridgit"));
        assertThat(find("#page-bridgit .banner").getText()).startsWith("Red wins. You win!");
        double topAfter = rect("#page-bridgit svg.board").get("top").doubleValue()
                + ((Number) js("return scrollY")).doubleValue();
        assertThat(topAfter).as("the end banner does not push the board down").isEqualTo(boardTop);
        fixture.screenshot("touch-" + device.name().toLowerCase() + "-bridgit-won");
        assertThat(consoleErrors()).isEmpty();
    }

    /** A switching game by taps on Red's graph of the 3 × 4 board: tap next to a ✓ edge, then Claim. */
    @ParameterizedTest
    @EnumSource(Device.class)
    void aSwitchingGameByTaps(Device device) {
        use(device);
        fixture.open("switching");
        awaitMarks("switching");
        for (int turn = 0; turn < 20 && !over("switching"); turn++) {
            fixture.waiting().until(d -> over("switching") || count("#page-switching .mark--win") > 0);
            if (over("switching")) {
                break;
            }
            WebElement win = find("#page-switching .mark--win");
            String edge = win.getAttribute("data-edge");
            int before = moveCount("switching");
            fixture.tap(win);
            fixture.waiting().until(d -> count("#page-switching .confirm-bar:not([hidden])") == 1);
            assertThat(find("#page-switching .confirm-bar .preview-note").getText())
                    .startsWith("✓ edge " + edge + " ");
            assertThat(moveCount("switching")).isEqualTo(before);
            fixture.tap(button("switching", "Claim edge " + edge));
            fixture.waiting().until(d -> moveCount("switching") > before);
        }
        fixture.waiting().until(d -> over("switching"));
        assertThat(find("#page-switching .banner").getText()).startsWith("Short wins. You win!");
        assertThat(consoleErrors()).isEmpty();
    }
}
