package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.puzzles.tsunagaru.Arms;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageSolver;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * A wrap-around board on the Tsunagaru page, as Net offers (issue 31): the toggle makes the
 * generator deal a torus (its ID gets a {@code w}), the frame is dashed and arms that meet across
 * an edge run on into it, the keyboard cursor goes round the edges, a board solved only on the
 * torus is reported solved, and the shared link deals the same wrap-around board again.
 */
class TsunagaruWrapTest extends PageCase {
    private static final String BOARD = "#page-tsunagaru .tg-cell";

    private static String cell(int r, int c) {
        return "#page-tsunagaru .tg-cell[data-r='" + r + "'][data-c='" + c + "']";
    }

    private static int arms(int r, int c) {
        return Integer.parseInt((String) js("return document.querySelector(arguments[0]).dataset.arms", cell(r, c)));
    }

    /** The board as the page shows it, in the text the server reads: a wrap line, then box-drawing rows. */
    @SuppressWarnings("unchecked")
    private static Stage shown() {
        List<List<Number>> rows = (List<List<Number>>) js(
                "const cells = [...document.querySelectorAll(arguments[0])];"
                        + " const rows = []; for (const g of cells) { const r = +g.dataset.r;"
                        + " (rows[r] ??= [])[+g.dataset.c] = +g.dataset.arms; } return rows;",
                BOARD);
        StringBuilder text = new StringBuilder("wrap\n");
        for (List<Number> row : rows) {
            for (Number a : row) {
                text.append(a.intValue() == 0 ? '.' : Arms.box(a.intValue()));
            }
            text.append('\n');
        }
        return Stage.parse(text.toString());
    }

    @Test
    void solvesAWrapAroundBoardWithClicksAndKeysAndSharesIt() {
        driver.get("about:blank");
        fixture.open("tsunagaru");
        fixture.waiting().until(d -> count("#page-tsunagaru .tg-cell--live") > 0);
        setValue("#tg-w", "4");
        setValue("#tg-h", "3");
        setValue("#tg-seed", "1");
        js("document.querySelector('#tg-wrap').click()");
        clickButton("tsunagaru", "Generate");
        fixture.waiting()
                .until(d -> find("#page-tsunagaru .board-card__title").getText().equals("Stage 4x3uw#1"));
        fixture.waiting().until(d -> status("tsunagaru").contains("nothing"));
        assertThat(count("#page-tsunagaru .tg-board--wrap")).isEqualTo(1);

        Stage dealt = shown();
        int[] goal = StageSolver.solve(dealt).get(0).armsArray();
        // The keyboard: the first arrow shows the cursor at the top left; Up from the top row goes round to the bottom.
        find("#page-tsunagaru .tg-svg").sendKeys(Keys.ARROW_UP);
        turnWithKeys(0, 0, goal[0]);
        find("#page-tsunagaru .tg-svg").sendKeys(Keys.ARROW_UP);
        turnWithKeys(2, 0, goal[8]);
        // The mouse for the rest: a right click turns clockwise, a left click anticlockwise.
        for (int i = 0; i < goal.length; i++) {
            int r = i / 4;
            int c = i % 4;
            if (i == 0 || i == 8) {
                continue;
            }
            int k = Arms.clicks(arms(r, c), goal[i]);
            for (int t = 0; t < (k == 3 ? 1 : k); t++) {
                int before = arms(r, c);
                Actions a = new Actions(driver).moveToElement(find(cell(r, c)));
                (k == 3 ? a.click() : a.contextClick()).perform();
                fixture.waiting().until(d -> arms(r, c) != before);
            }
            assertThat(arms(r, c)).isEqualTo(goal[i]);
        }
        // Solved only because arms meet across the edges: the same tiles on a plain board are not.
        assertThat(shown().isSolved()).isTrue();
        assertThat(shown().wrapping(false).isSolved()).isFalse();
        fixture.waiting().until(d -> over("tsunagaru"));
        assertThat(find("#page-tsunagaru .banner").getText()).contains("Solved!");
        assertThat(count("#page-tsunagaru .tg-wrap-arm")).isPositive();

        // The shared link holds the record, wrap line included, and deals the same torus with its turns made.
        String link = driver.getCurrentUrl();
        assertThat(link).contains("wrap");
        driver.get("about:blank");
        driver.get(link);
        fixture.waiting()
                .until(d -> count("#page-tsunagaru .tg-cell") == 12 && count("#page-tsunagaru .tg-board--wrap") == 1);
        fixture.waiting().until(d -> over("tsunagaru"));
        assertThat(shown()).isEqualTo(dealt.withArms(goal));
        assertThat(consoleErrors()).isEmpty();
    }

    /** On a phone a wrap-around stage opened by its ID plays as any other: a tap turns a tile anticlockwise. */
    @Test
    void aTapTurnsATileOnAWrapAroundBoardOnAPhone() {
        use(Device.PHONE);
        fixture.open("tsunagaru");
        fixture.waiting().until(d -> count("#page-tsunagaru .tg-cell--live") > 0);
        // Enter in the ID field opens the stage (the controls sit below the board on a phone).
        js("const i = document.querySelector('#tg-id'); i.value = '3x3tw#1';"
                + " i.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}))");
        fixture.waiting()
                .until(d -> find("#page-tsunagaru .board-card__title").getText().equals("Stage 3x3tw#1"));
        assertThat(count("#page-tsunagaru .tg-board--wrap")).isEqualTo(1);
        assertThat((Boolean) js("return document.querySelector('#tg-wrap').checked"))
                .isTrue();
        int start = arms(1, 1);
        js("document.querySelector(arguments[0]).scrollIntoView({block: 'center'})", cell(1, 1));
        fixture.tap(find(cell(1, 1)));
        fixture.waiting().until(d -> arms(1, 1) != start);
        assertThat(arms(1, 1)).isEqualTo(((start >> 1) | (start << 3)) & 15);
        assertThat(consoleErrors()).isEmpty();
    }

    /** Turns the tile under the cursor with D (clockwise) until it shows {@code want}. */
    private void turnWithKeys(int r, int c, int want) {
        fixture.waiting().until(d -> (Boolean) js(
                "const k = document.querySelector('#page-tsunagaru .tg-cursor'); if (!k) return false;"
                        + " return +k.getAttribute('x') === arguments[0] * 64 + 1 && +k.getAttribute('y') === arguments[1] * 64 + 1;",
                c,
                r));
        int k = Arms.clicks(arms(r, c), want);
        for (int t = 0; t < k; t++) {
            int before = arms(r, c);
            find("#page-tsunagaru .tg-svg").sendKeys("d");
            fixture.waiting().until(d -> arms(r, c) != before);
        }
        assertThat(arms(r, c)).isEqualTo(want);
    }
}
