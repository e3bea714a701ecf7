package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.support.ui.Select;

/**
 * Every target a finger aims at on a phone (390 × 844, touch) holds a 44 × 44 px square: each
 * free crossing of Bridg-It n = 5 … 8, each edge of the switching page's presets, each tile of a
 * 9 × 9 Tsunagaru stage. Measured the way the browser decides a tap: for 16 points around the
 * square's edge (its corners and three more along each side), the element there
 * (elementFromPoint) or, on the switching page, the edge its tap rule picks, must be the target's
 * own. Boards too large for that at the phone's width are shown at finger size in their own
 * scroller, the page never scrolling sideways, and "Whole board" shows the whole board.
 */
class TouchTargetsTest extends PageCase {
    /** The 16 points around a square of side 44 centred on (cx, cy), turned by turn (radians), half a pixel inside. */
    private static final String SQUARE = """
            const square = (cx, cy, turn) => {
              const d = 22 - 0.5, cos = Math.cos(turn), sin = Math.sin(turn), out = [];
              for (let k = -2; k < 2; k++) {
                const t = k / 2 * d;
                for (const [x, y] of [[t, -d], [d, t], [-t, d], [-d, -t]]) out.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
              }
              return out;
            };
            const centre = el => { el.scrollIntoView({block: 'center', inline: 'center'});
              const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
            """;

    @BeforeEach
    void phone() {
        use(Device.PHONE);
    }

    /**
     * A crossing's target is its diamond (the crossings tile the board in a checkerboard turned by
     * 45°), so the square measured is turned by 45° with it.
     */
    @Test
    void bridgitCrossingsHoldAFingerOnBoardsFiveToEight() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        for (int n = 5; n <= 8; n++) {
            setBoardSize(n);
            awaitMarks("bridgit");
            @SuppressWarnings("unchecked")
            List<String> missed = (List<String>) js(SQUARE + """
                    const bad = [];
                    for (const g of document.querySelectorAll('#page-bridgit .crossing')) {
                      const [cx, cy] = centre(g.querySelector('.crossing__hit'));
                      const off = square(cx, cy, Math.PI / 4).filter(([x, y]) => document.elementFromPoint(x, y)?.closest('.crossing') !== g);
                      if (off.length) bad.push(g.dataset.r + ',' + g.dataset.c + ' misses ' + off.length + ' of 16');
                    }
                    return bad;""");
            assertThat(missed)
                    .as("n = " + n + ": crossings whose diamond does not hold a 44 px square")
                    .isEmpty();
            assertThat(count("#page-bridgit .crossing")).isEqualTo(n * n + (n - 1) * (n - 1));
            fitsThePhone("bridgit", n == 5);
            if (n == 8) {
                fixture.screenshot("targets-phone-bridgit-8-finger-size");
            }
        }
        // A real tap at the edge of a crossing's square previews that crossing.
        double[] at = ((List<?>) js(SQUARE
                        + "const [x, y] = centre(document.querySelector(\"#page-bridgit .crossing[data-r='7'][data-c='7'] .crossing__hit\"));"
                        + " return [x + 21, y + 9];"))
                .stream().mapToDouble(v -> ((Number) v).doubleValue()).toArray();
        tapAt(at[0], at[1]);
        fixture.waiting()
                .until(d -> find("#page-bridgit .confirm-bar .preview-note")
                        .getText()
                        .contains("7,7"));
        fixture.tap(button("bridgit", "Whole board"));
        Map<String, Number> board = rect("#page-bridgit svg.board");
        assertThat(board.get("right").doubleValue()).isLessThanOrEqualTo(Device.PHONE.width);
        assertThat(board.get("width").doubleValue())
                .as("the whole 8 × 9 board at the phone's width")
                .isLessThan(Device.PHONE.width);
        assertThat(button("bridgit", "Finger size").isDisplayed()).isTrue();
        fixture.screenshot("targets-phone-bridgit-8-whole");
        assertThat(consoleErrors()).isEmpty();
    }

    /** An edge's target is where a tap picks it (the nearest free edge): some square of side 44 around its ✓/✗, at one of 12 turns. */
    @Test
    void switchingEdgesHoldAFingerOnEveryPreset() {
        fixture.open("switching");
        awaitMarks("switching");
        for (String preset : List.of("bridgit", "four-cycle", "complete", "wheel", "grid", "petersen", "random")) {
            new Select(find("#sw-preset")).selectByValue(preset);
            String before = find("#page-switching .board-card__title").getText();
            fixture.tap(button("switching", "Load graph"));
            if (!preset.equals("bridgit")) {
                fixture.waiting()
                        .until(d -> !find("#page-switching .board-card__title")
                                .getText()
                                .equals(before));
            }
            awaitMarks("switching");
            @SuppressWarnings("unchecked")
            List<String> missed = (List<String>) ((JavascriptExecutor) driver).executeAsyncScript(SQUARE + """
                    const done = arguments[arguments.length - 1];
                    import('/js/switching/graph-view.js').then(({tapTarget}) => {
                      const svg = document.querySelector('#page-switching svg.graph');
                      const bad = [];
                      for (const m of document.querySelectorAll('#page-switching .mark')) {
                        const e = Number(m.dataset.edge);
                        const [cx, cy] = centre(m.querySelector('circle'));
                        const holds = [...Array(12).keys()].some(k => square(cx, cy, k * Math.PI / 24)
                          .every(([x, y]) => tapTarget(svg, x, y)?.edge === e));
                        if (!holds) bad.push('edge ' + e);
                      }
                      done(bad);
                    });""");
            assertThat(missed)
                    .as(preset + ": edges without a 44 px square of their own")
                    .isEmpty();
            assertThat(count("#page-switching .mark")).isEqualTo(count("#page-switching .edge"));
            fitsThePhone("switching", !preset.equals("petersen") && !preset.equals("random"));
            fixture.screenshot("targets-phone-switching-" + preset);
        }
        assertThat(consoleErrors()).isEmpty();
    }

    /** A tile's target is its whole cell, the gap around the drawn tile included: an upright 44 px square. */
    @Test
    void tsunagaruTilesHoldAFingerOnANineByNineStage() {
        fixture.open("tsunagaru");
        fixture.waiting().until(d -> count("#page-tsunagaru .tg-cell") > 0 && count("#tg-sample option") > 2);
        new Select(find("#tg-sample")).selectByValue("world-9");
        fixture.waiting().until(d -> count("#page-tsunagaru .tg-cell") == 81);
        @SuppressWarnings("unchecked")
        List<String> missed = (List<String>) js(SQUARE + """
                const bad = [];
                for (const g of document.querySelectorAll('#page-tsunagaru .tg-cell--live')) {
                  const [cx, cy] = centre(g);
                  const off = square(cx, cy, 0).filter(([x, y]) => document.elementFromPoint(x, y)?.closest('.tg-cell') !== g);
                  if (off.length) bad.push(g.dataset.r + ',' + g.dataset.c + ' misses ' + off.length + ' of 16');
                }
                return bad;""");
        assertThat(count("#page-tsunagaru .tg-cell--live")).isPositive();
        assertThat(missed).as("tiles that do not hold a 44 px square").isEmpty();
        fitsThePhone("tsunagaru", false);
        fixture.screenshot("targets-phone-tsunagaru-9");
        fixture.tap(button("tsunagaru", "Whole board"));
        assertThat(rect("#page-tsunagaru svg.tg-svg").get("right").doubleValue())
                .isLessThanOrEqualTo(Device.PHONE.width);
        assertThat(consoleErrors()).isEmpty();
    }

    /**
     * The board's frame on the phone's screen with the page not scrolling sideways, Undo and Redo
     * just under it; the whole board in it when whole (no finger-size zoom needed), else a board
     * larger than the frame, to pan.
     */
    private static void fitsThePhone(String page, boolean whole) {
        js(
                "window.scrollTo(0, 0); document.querySelector(arguments[0]).scrollTo(0, 0)",
                "#page-" + page + " .board-frame");
        Map<String, Number> frame = rect("#page-" + page + " .board-frame");
        assertThat(frame.get("right").doubleValue()).as(page + ": frame right").isLessThanOrEqualTo(Device.PHONE.width);
        assertThat(frame.get("left").doubleValue()).as(page + ": frame left").isGreaterThanOrEqualTo(0);
        assertThat(frame.get("bottom").doubleValue())
                .as(page + ": frame bottom")
                .isLessThanOrEqualTo(Device.PHONE.height);
        assertThat((Boolean) js("return document.documentElement.scrollWidth <= document.documentElement.clientWidth"))
                .as(page + ": no sideways scrolling")
                .isTrue();
        // The game's buttons right under the board, on the first screen when the board is whole.
        Map<String, Number> buttons = rect("#page-" + page + " .board-controls__game");
        assertThat(buttons.get("top").doubleValue() - frame.get("bottom").doubleValue())
                .as(page + ": Undo under the board")
                .isLessThan(140);
        if (whole) {
            assertThat(buttons.get("bottom").doubleValue())
                    .as(page + ": Undo on the first screen")
                    .isLessThanOrEqualTo(Device.PHONE.height);
        }
        boolean zoomed =
                find("#page-" + page + " .board-frame").getAttribute("class").contains("is-zoomed");
        assertThat(zoomed).as(page + ": drawn at finger size").isEqualTo(!whole);
        assertThat(count("#page-" + page + " .zoom-toggle:not([hidden])")).isEqualTo(whole ? 0 : 1);
    }

    /** A finger's tap at (x, y) in the viewport. */
    private static void tapAt(double x, double y) {
        driver.executeCdpCommand(
                "Input.dispatchTouchEvent",
                Map.of("type", "touchStart", "touchPoints", List.of(Map.of("x", x, "y", y))));
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }
}
