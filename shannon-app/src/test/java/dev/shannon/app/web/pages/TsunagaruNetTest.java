package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Tsunagaru played as Simon Tatham's Net is (issue 31): a left click turns anticlockwise and a
 * right click clockwise, so one turn back is one action; Shift+click locks; Jumble turns every
 * unlocked tile and one Undo takes it back; a stage ID brings a generated stage back, and the
 * title does not repeat the size; the outlines of the piece under the pointer and of a locked tile
 * differ from the hint's gold and the cursor's purple. On a phone a long press turns clockwise.
 */
class TsunagaruNetTest extends PageCase {
    private static final String CELL = "#page-tsunagaru .tg-cell[data-r='1'][data-c='1']";

    /** Read in the page in one step: the board is redrawn after every turn, and a found element goes stale. */
    private static int arms(String cell) {
        return Integer.parseInt((String) js("return document.querySelector(arguments[0]).dataset.arms", cell));
    }

    private static int clockwise(int a) {
        return ((a << 1) | (a >> 3)) & 15;
    }

    private static String board() {
        return (String) js(
                "return [...document.querySelectorAll('#page-tsunagaru .tg-cell')].map(g => g.dataset.arms).join(',')");
    }

    private static void ready() {
        fixture.waiting()
                .until(d -> count("#page-tsunagaru .tg-cell--live") > 0
                        && status("tsunagaru").contains("nothing"));
    }

    @Test
    void turnsBothWaysLocksJumblesAndNamesStagesWithAMouse() {
        driver.get("about:blank");
        fixture.open("tsunagaru");
        ready();
        // A 5 × 5 one-solution stage by its ID: the title names it once, without the size again.
        js("document.querySelector('#tg-id').value = '5x5u#7'");
        clickButton("tsunagaru", "Open");
        fixture.waiting()
                .until(d -> find("#page-tsunagaru .board-card__title").getText().equals("Stage 5x5u#7"));
        ready();
        String dealt = board();
        int start = arms(CELL);
        new Actions(driver).moveToElement(find(CELL)).click().perform();
        fixture.waiting().until(d -> arms(CELL) == clockwise(clockwise(clockwise(start))));
        new Actions(driver).moveToElement(find(CELL)).contextClick().perform();
        fixture.waiting().until(d -> arms(CELL) == start);
        // Undo takes back one action: the clockwise turn, leaving the anticlockwise one.
        clickButton("tsunagaru", "Undo");
        fixture.waiting().until(d -> arms(CELL) == clockwise(clockwise(clockwise(start))));
        clickButton("tsunagaru", "Undo");
        fixture.waiting().until(d -> arms(CELL) == start);
        // The piece under the pointer is outlined in neither the hint's gold nor the lock's colour.
        new Actions(driver).moveToElement(find(CELL)).perform();
        fixture.waiting().until(d -> count("#page-tsunagaru .tg-cell.is-in-piece") > 0);
        String piece = (String)
                js(
                        "return getComputedStyle(document.querySelector('#page-tsunagaru .tg-cell.is-in-piece .tg-tile')).stroke");
        // Shift+click locks; a locked tile does not turn.
        new Actions(driver)
                .keyDown(Keys.SHIFT)
                .moveToElement(find(CELL))
                .click()
                .keyUp(Keys.SHIFT)
                .perform();
        fixture.waiting()
                .until(d -> "true".equals(js("return document.querySelector(arguments[0]).dataset.locked", CELL)));
        assertThat(arms(CELL)).isEqualTo(start);
        String lock =
                (String) js("return getComputedStyle(document.querySelector(arguments[0] + ' .tg-tile')).stroke", CELL);
        String focus = (String)
                js("const e = document.createElement('i'); e.style.color = 'var(--focus)'; document.body.append(e);"
                        + " const c = getComputedStyle(e).color; e.remove(); return c;");
        String gold = (String)
                js("const e = document.createElement('i'); e.style.color = 'var(--gold)'; document.body.append(e);"
                        + " const c = getComputedStyle(e).color; e.remove(); return c;");
        assertThat(piece).isNotEqualTo(gold).isNotEqualTo(lock).isNotEqualTo(focus);
        assertThat(lock).isNotEqualTo(focus).isNotEqualTo(gold);
        // Jumble turns unlocked tiles only, as one action.
        String before = board();
        for (int k = 0; k < 5 && board().equals(before); k++) {
            clickButton("tsunagaru", "Jumble");
        }
        assertThat(board()).isNotEqualTo(before);
        assertThat(arms(CELL)).isEqualTo(start);
        for (int k = 0; k < 10 && button("tsunagaru", "Undo").isEnabled(); k++) {
            clickButton("tsunagaru", "Undo");
        }
        assertThat(board()).isEqualTo(dealt);
        assertThat(consoleErrors()).isEmpty();
    }

    @Test
    void aLongPressTurnsClockwiseOnAPhone() {
        use(Device.PHONE);
        fixture.open("tsunagaru");
        ready();
        int start = arms(CELL);
        js("document.querySelector(arguments[0]).scrollIntoView({block: 'center'})", CELL);
        @SuppressWarnings("unchecked")
        List<Number> xy = (List<Number>) js(
                "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]",
                CELL);
        List<Map<String, Object>> finger = List.of(Map.of("x", xy.get(0), "y", xy.get(1)));
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", finger));
        fixture.waiting().until(d -> arms(CELL) != start);
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
        // One clockwise quarter turn, and nothing more when the finger lifts.
        js("return new Promise(done => setTimeout(done, 400))");
        assertThat(arms(CELL)).isEqualTo(clockwise(start));
        // A tap turns anticlockwise.
        fixture.tap(find(CELL));
        fixture.waiting().until(d -> arms(CELL) == start);
        assertThat(consoleErrors()).isEmpty();
    }
}
