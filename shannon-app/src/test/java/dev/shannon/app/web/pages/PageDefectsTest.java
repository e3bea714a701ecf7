package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * One browser test per defect found on the pages (issue "Play it anywhere"): each one does what
 * showed the defect and checks that it is gone. A 1366 × 900 laptop window.
 */
class PageDefectsTest extends PageCase {
    @BeforeEach
    void freshPage() {
        driver.get("about:blank");
    }

    @Test
    void loadingAnotherGraphForgetsTheHoveredEdge() {
        fixture.open("switching");
        awaitMarks("switching");
        new Actions(driver)
                .moveToElement(find("#page-switching .edge[data-edge='3'] .edge__hit"))
                .perform();
        fixture.waiting().until(d -> count("#page-switching .edge.is-focus") == 1);
        new Select(find("#sw-preset")).selectByValue("petersen");
        clickButton("switching", "Load graph");
        fixture.waiting()
                .until(d -> find("#page-switching .board-card__title").getText().contains("Petersen"));
        awaitMarks("switching");
        assertThat(count("#page-switching .edge.is-focus")).isZero();
    }

    /** Red bridges 2,2, Blue 1,1 on the 2 × 3 board: Red has exactly one winning crossing, 3,1. */
    @Test
    void oneWinningCrossingIsSingular() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        find("label[for='bi-opponent-human']").click();
        setBoardSize(2);
        awaitMarks("bridgit");
        clickCrossing(2, 2);
        fixture.waiting().until(d -> status("bridgit").startsWith("Blue to move"));
        clickCrossing(1, 1);
        fixture.waiting().until(d -> status("bridgit").startsWith("Red to move"));
        assertThat(status("bridgit")).contains("(1 winning crossing).");
    }

    /** On Red's graph of the 6 × 7 board and on a random graph no ✓/✗ mark covers another mark or a vertex name. */
    @Test
    void marksStayClearOfEachOtherAndOfVertexNames() {
        fixture.open("switching");
        awaitMarks("switching");
        for (Map<String, String> preset :
                List.of(Map.of("preset", "bridgit", "sw-param-size", "6"), Map.of("preset", "random"))) {
            new Select(find("#sw-preset")).selectByValue(preset.get("preset"));
            if (preset.containsKey("sw-param-size")) {
                setValue("#sw-param-size", preset.get("sw-param-size"));
            }
            String before = find("#page-switching .board-card__title").getText();
            clickButton("switching", "Load graph");
            fixture.waiting()
                    .until(d -> !find("#page-switching .board-card__title")
                            .getText()
                            .equals(before));
            awaitMarks("switching");
            Object overlaps = js("""
                    const box = el => el.getBoundingClientRect();
                    const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
                    const marks = [...document.querySelectorAll('#page-switching .mark circle')].map(box);
                    const names = [...document.querySelectorAll('#page-switching .vertex__name')]
                      .filter(t => getComputedStyle(t).display !== 'none').map(t => [t.textContent, box(t)]);
                    const bad = [];
                    marks.forEach((m, i) => {
                      marks.forEach((o, j) => { if (j > i && meet(m, o)) bad.push('mark ' + i + ' on mark ' + j); });
                      names.forEach(([name, b]) => { if (meet(m, b)) bad.push('mark ' + i + ' on ' + name); });
                    });
                    return bad;""");
            assertThat((List<?>) overlaps).as(preset.get("preset")).isEmpty();
        }
        fixture.screenshot("defects-switching-marks");
    }

    /** Auto-play's Pause shows an SVG icon, not a font glyph that may be missing (a box). */
    @Test
    void pauseIsAnSvgIcon() {
        fixture.open("switching");
        awaitMarks("switching");
        find("label[for='sw-human-none']").click();
        clickButton("switching", "Auto-play");
        WebElement pause =
                driver.findElement(By.xpath("//section[@id='page-switching']//button[normalize-space(.)='Pause']"));
        assertThat(pause.findElements(By.cssSelector("svg.icon"))).hasSize(1);
        assertThat(pause.getText()).doesNotContain("⏸").doesNotContain("▶");
        pause.click();
    }

    /** After solving one stage, loading another never shows "Solved!" for it. */
    @Test
    void aNewStageIsNotReportedSolved() {
        fixture.open("tsunagaru");
        fixture.waiting()
                .until(d -> count("#page-tsunagaru .tg-cell") > 0
                        && status("tsunagaru").contains("nothing"));
        clickButton("tsunagaru", "Solve");
        fixture.waiting()
                .until(d -> !driver.findElements(By.xpath("//button[normalize-space(.)='Turn my tiles to this']"))
                                .isEmpty()
                        && driver.findElement(By.xpath("//button[normalize-space(.)='Turn my tiles to this']"))
                                .isDisplayed());
        clickButton("tsunagaru", "Turn my tiles to this");
        fixture.waiting().until(d -> find("#page-tsunagaru .banner").isDisplayed());
        // Watch the banner from now on: it must not appear for the new stage, not even briefly.
        js(
                "window.__solvedSeen = false; new MutationObserver(() => { const b = document.querySelector('#page-tsunagaru .banner');"
                        + " if (!b.hidden && b.textContent.includes('0 clicks')) window.__solvedSeen = true; })"
                        + ".observe(document.querySelector('#page-tsunagaru .banner'), {attributes: true, childList: true, subtree: true});");
        new Select(find("#tg-sample")).selectByIndex(2);
        fixture.waiting().until(d -> status("tsunagaru").contains("nothing"));
        assertThat(js("return window.__solvedSeen")).isEqualTo(false);
        assertThat(find("#page-tsunagaru .banner").isDisplayed()).isFalse();
    }

    /** Win against the computer, Undo twice, Redo once: it is the player's turn again (the computer's reply is redone too). */
    @Test
    void redoAfterAWinDoesNotStallOnTheComputersTurn() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        setBoardSize(2);
        for (int turn = 0; turn < 10 && !find("#page-bridgit .banner").isDisplayed(); turn++) {
            fixture.waiting()
                    .until(d -> count("#page-bridgit .mark--win") > 0
                            || find("#page-bridgit .banner").isDisplayed());
            if (find("#page-bridgit .banner").isDisplayed()) {
                break;
            }
            WebElement win = find("#page-bridgit .mark--win");
            int moves = count("#page-bridgit .moves__item");
            clickCrossing(Integer.parseInt(win.getAttribute("data-r")), Integer.parseInt(win.getAttribute("data-c")));
            fixture.waiting().until(d -> count("#page-bridgit .moves__item") > moves);
        }
        fixture.waiting().until(d -> find("#page-bridgit .banner").isDisplayed());
        assertThat(find("#page-bridgit .banner").getText()).startsWith("Red wins. You win!");
        clickButton("bridgit", "Undo");
        fixture.waiting().until(d -> status("bridgit").startsWith("Your move"));
        clickButton("bridgit", "Undo");
        fixture.waiting().until(d -> status("bridgit").startsWith("Your move"));
        clickButton("bridgit", "Redo");
        fixture.waiting().until(d -> status("bridgit").startsWith("Your move"));
        assertThat(status("bridgit")).doesNotContain("the computer is thinking");
        assertThat(count("#page-bridgit .mark--win")).isPositive();
    }

    /** Above n = 8 there is no limited-bridges game: its bridge count cannot be edited either. */
    @Test
    void bridgesEachIsDisabledWhereTheLimitedGameIsNotOffered() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        assertThat(find("#bi-bridges").isEnabled()).isTrue();
        setBoardSize(9);
        assertThat(find("#bi-limited").isEnabled()).isFalse();
        assertThat(find("#bi-bridges").isEnabled()).isFalse();
    }

    /** On the 30 × 31 board the trees are drawn near the hovered crossing; the whole of both on request. */
    @Test
    void largeBoardsShowTheTreesNearTheCrossing() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        setBoardSize(30);
        fixture.waiting().until(d -> count("#page-bridgit .mark--win") > 1000);
        int near = treesAt(29, 29, "near");
        fixture.screenshot("defects-bridgit-30-trees");
        // Both whole: V − 1 crossings each, V = 30·29 + 2 points less the one the first bridge contracts.
        int whole = treesAt(29, 29, "both");
        assertThat(whole).isEqualTo(2 * (30 * 29 + 1 - 1));
        assertThat(near).isPositive().isLessThan(whole / 10);
        treesAt(29, 29, "tree2");
        assertThat(count("#page-bridgit .layer-trees .tree--1")).isZero();
        assertThat(count("#page-bridgit .layer-trees .tree--2")).isEqualTo(whole / 2);
    }

    /** Chooses how the trees are shown, hovers crossing r,c and counts the tree segments drawn. */
    private static int treesAt(int r, int c, String view) {
        find("label[for='bi-treeview-" + view + "']").click();
        WebElement hit = find("#page-bridgit .crossing[data-r='" + r + "'][data-c='" + c + "'] .crossing__hit");
        // The label's click scrolled the page: the crossing could be under the sticky header, which would take the
        // hover.
        js("arguments[0].scrollIntoView({block: 'center'})", hit);
        new Actions(driver).moveToElement(hit).perform();
        fixture.waiting().until(d -> count("#page-bridgit .layer-trees .tree") > 0);
        return count("#page-bridgit .layer-trees .tree");
    }

    /** A 64-bit seed reaches the page exactly: the title shows it digit for digit. */
    @Test
    void generatedStagesShowTheirExactSeed() {
        fixture.open("tsunagaru");
        fixture.waiting().until(d -> count("#page-tsunagaru .tg-cell") > 0);
        WebElement seed = find("#tg-seed");
        seed.sendKeys("-9167100350573995972");
        setValue("#tg-w", "4");
        setValue("#tg-h", "4");
        clickButton("tsunagaru", "Generate");
        fixture.waiting()
                .until(d -> find("#page-tsunagaru .board-card__title").getText().contains("#"));
        assertThat(find("#page-tsunagaru .board-card__title").getText()).contains("#-9167100350573995972");
    }
}
