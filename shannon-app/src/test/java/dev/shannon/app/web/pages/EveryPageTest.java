package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * Issue 31, "Every page as good as the best one", on the Bridg-It and switching pages: the boxed
 * game says what is known and checks its bridge count in words, every board zooms and pans, a
 * click on a ✓/✗ badge plays that badge's edge, and the smaller defects seen. 1366 × 900 with a
 * mouse unless a test says otherwise.
 */
class EveryPageTest extends PageCase {
    @BeforeEach
    void freshPage() {
        driver.get("about:blank");
        fixture.emulate(1366, 900, false, false);
    }

    private static void limitedGame(int bridges) {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        find("label[for='bi-limited']").click();
        setValue("#bi-bridges", String.valueOf(bridges));
        fixture.waiting().until(d -> status("bridgit").contains("place a bridge"));
    }

    /** 4 bridges each on 5 × 6: no one can win, and the page says so — not "you are fighting a lost game". */
    @Test
    void theBoxedGameSaysWhatIsKnown() {
        limitedGame(4);
        fixture.waiting()
                .until(d -> find("#page-bridgit .board-card__title").getText().contains("4 bridges each"));
        assertThat(status("bridgit")).doesNotContain("lost game").contains("No one can win");
        assertThat(find("#bi-bridges-hint").getText()).contains("a chain needs 5 bridges and each side has 4");
        // The level menu, ✓/✗ and the trees belong to the plain game: not shown here.
        assertThat(find("#bi-level").isDisplayed()).isFalse();
        assertThat(find("#bi-hints")
                        .findElement(org.openqa.selenium.By.xpath(".."))
                        .isDisplayed())
                .isFalse();
        setValue("#bi-bridges", "10");
        fixture.waiting().until(d -> find("#bi-bridges-hint").getText().contains("Not solved"));
        assertThat(status("bridgit")).doesNotContain("lost game").doesNotContain("No one can win");
    }

    /** 50 (or 105) bridges on 5 × 6: refused in the form, in words; the game goes on with the old count. */
    @Test
    void anImpossibleBridgeCountIsRefusedInTheForm() {
        limitedGame(10);
        for (String wrong : List.of("50", "105")) {
            setValue("#bi-bridges", wrong);
            fixture.waiting().until(d -> find("#bi-bridges-hint").getText().contains("1 to 41"));
            assertThat(find("#bi-bridges").getAttribute("value")).isEqualTo("10");
            assertThat(status("bridgit")).contains("place a bridge").doesNotContain("Analysing");
            assertThat(find("#toast").isDisplayed()).isFalse();
        }
    }

    /**
     * On the presets and on random graphs up to the page's limit (the pure picking function, run in
     * the page on the server's drawings): every badge picks its own edge; so does the badge's spot
     * when no badges are shown, if the badge lies on its edge (it is never where edges cross); and so
     * does every edge's midpoint
     * unless it is hidden under another edge's badge or lies on another edge (two chords of K10's
     * circle cross at their midpoints). Hidden midpoints are few: at most one in 20 edges.
     */
    @Test
    void everyBadgeAndMidpointPicksItsOwnEdge() {
        fixture.open("switching");
        awaitMarks("switching");
        @SuppressWarnings("unchecked")
        List<String> wrong = (List<String>) driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                (async () => {
                  const geo = await import('/js/switching/geometry.js');
                  const pick = await import('/js/switching/picking.js');
                  const bodies = [{preset: 'bridgit', size: 6}, {preset: 'four-cycle'}, {preset: 'complete', size: 4},
                    {preset: 'complete', size: 10}, {preset: 'wheel', size: 24}, {preset: 'grid', rows: 10, cols: 10},
                    {preset: 'petersen'}, {preset: 'random', vertices: 12, edges: 24, seed: 1}];
                  for (const [v, e] of [[8, 14], [20, 60], [30, 120], [40, 200]]) {
                    for (const seed of [1, 2, 3]) bodies.push({preset: 'random', vertices: v, edges: e, seed});
                  }
                  const bad = [];
                  for (const body of bodies) {
                    const g = await (await fetch('/api/switching/graph', {method: 'POST', headers: {'Content-Type': 'application/json'},
                      body: JSON.stringify(body)})).json();
                    const labels = g.vertices.length <= 40;
                    const {pts} = geo.place(g, labels);
                    const geometry = geo.edgeGeometry(g, pts);
                    const badges = geo.placeMarks(g, pts, geometry, labels);
                    const free = geometry.map(() => true);
                    let hidden = 0;
                    geometry.forEach((edge, e) => {
                      const mid = edge.at(0.5);
                      const onOther = geometry.some((o, f) => f !== e && pick.distanceTo(o, mid) < 0.5);
                      const underBadge = badges.some((b, f) => f !== e && Math.hypot(b.x - mid.x, b.y - mid.y) <= pick.BADGE_R + 1);
                      if (underBadge) hidden++;
                      // A badge set beside its line (where no spot on it is clear: geometry.js) is not on the
                      // edge, so without badges its spot need not pick it; one on its line must.
                      const onLine = pick.distanceTo(edge, badges[e]) < 0.5;
                      const checks = [['badge', badges[e], badges]];
                      if (onLine) checks.push(['badge spot without badges', badges[e], null]);
                      if (!onOther) checks.push(['midpoint without badges', mid, null]);
                      if (!onOther && !underBadge) checks.push(['midpoint', mid, badges]);
                      for (const [what, p, shown] of checks) {
                        const got = pick.pickEdge(geometry, free, shown, p, 6);
                        if (got !== e) bad.push(`${JSON.stringify(body)}: the ${what} of edge ${e} picks ${got}`);
                      }
                    });
                    if (hidden * 20 > geometry.length) bad.push(`${JSON.stringify(body)}: ${hidden} midpoints under other badges`);
                  }
                  return bad;
                })().then(done, e => done(['error: ' + e]));
                """);
        assertThat(wrong).isEmpty();
    }

    /** Random graph 12/24 seed 1: a click on edge 2's badge plays edge 2 (it played edge 16). */
    @Test
    void aClickOnABadgePlaysThatBadgesEdge() {
        fixture.open("switching");
        awaitMarks("switching");
        new Select(find("#sw-preset")).selectByValue("random");
        setValue("#sw-param-vertices", "12");
        setValue("#sw-param-edges", "24");
        setValue("#sw-param-seed", "1");
        clickButton("switching", "Load graph");
        fixture.waiting()
                .until(d -> find("#page-switching .board-card__title").getText().contains("seed 1"));
        awaitMarks("switching");
        for (int edge : new int[] {2, 9}) {
            js("arguments[0].scrollIntoView({block: 'center'})", find("#page-switching svg.graph"));
            new Actions(driver)
                    .moveToElement(find("#page-switching .mark[data-edge='" + edge + "'] circle"))
                    .click()
                    .perform();
            int played = edge;
            fixture.waiting()
                    .until(d -> !find("#page-switching .moves").getText().isEmpty()
                            && find("#page-switching .moves").getText().contains("edge " + played + " ("));
            fixture.waiting().until(d -> status("switching").startsWith("Your move"));
        }
    }

    /** The 30 × 31 board with a mouse: + zooms, a drag pans without playing, Ctrl + wheel zooms, Whole board goes back. */
    @Test
    void bigBoardsZoomAndPanWithAMouse() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        setBoardSize(30);
        awaitMarks("bridgit");
        assertThat(find("#page-bridgit .board-frame").getAttribute("class")).doesNotContain("is-zoomed");
        double whole = ((Number)
                        js("return document.querySelector('#page-bridgit svg.board').getBoundingClientRect().width"))
                .doubleValue();
        find("#page-bridgit button[aria-label='Zoom in']").click();
        find("#page-bridgit button[aria-label='Zoom in']").click();
        assertThat(find("#page-bridgit .board-frame").getAttribute("class")).contains("is-zoomed");
        double zoomed = ((Number)
                        js("return document.querySelector('#page-bridgit svg.board').getBoundingClientRect().width"))
                .doubleValue();
        // (The whole board is as high as the window allows, so narrower than the svg's box.)
        assertThat(zoomed).isGreaterThan(1.8 * whole);
        // A drag pans the frame and builds nothing.
        long before =
                ((Number) js("return document.querySelector('#page-bridgit .board-frame').scrollLeft")).longValue();
        new Actions(driver)
                .moveToElement(find("#page-bridgit .board-frame"))
                .clickAndHold()
                .moveByOffset(-120, -60)
                .release()
                .perform();
        long after =
                ((Number) js("return document.querySelector('#page-bridgit .board-frame').scrollLeft")).longValue();
        assertThat(after).isGreaterThan(before);
        assertThat(moveCount("bridgit")).isZero();
        // Ctrl + wheel (a trackpad's pinch is sent as one) zooms about the pointer.
        js("""
                const f = document.querySelector('#page-bridgit .board-frame'), r = f.getBoundingClientRect();
                f.dispatchEvent(new WheelEvent('wheel', {deltaY: 300, ctrlKey: true, clientX: r.left + 50, clientY: r.top + 50, bubbles: true, cancelable: true}));
                """);
        double out = ((Number)
                        js("return document.querySelector('#page-bridgit svg.board').getBoundingClientRect().width"))
                .doubleValue();
        assertThat(out).isLessThan(zoomed);
        clickButton("bridgit", "Whole board");
        assertThat(find("#page-bridgit .board-frame").getAttribute("class")).doesNotContain("is-zoomed");
    }

    /** On a phone, two fingers pinch the switching graph larger, and Whole board brings it back. */
    @Test
    void graphsPinchOnAPhone() {
        use(Device.PHONE);
        fixture.open("switching");
        awaitMarks("switching");
        js("""
                const f = document.querySelector('#page-switching .board-frame'), r = f.getBoundingClientRect();
                const cx = r.left + r.width / 2, cy = r.top + Math.min(r.height, 300) / 2;
                const touch = (id, x) => new Touch({identifier: id, target: f, clientX: x, clientY: cy});
                const send = (type, a, b) => f.dispatchEvent(new TouchEvent(type, {touches: [touch(1, a), touch(2, b)],
                  changedTouches: [touch(1, a), touch(2, b)], bubbles: true, cancelable: true}));
                send('touchstart', cx - 20, cx + 20);
                send('touchmove', cx - 60, cx + 60);
                f.dispatchEvent(new TouchEvent('touchend', {touches: [], changedTouches: [touch(1, cx - 60)], bubbles: true}));
                """);
        assertThat(find("#page-switching .board-frame").getAttribute("class")).contains("is-zoomed");
        fixture.tap(button("switching", "Whole board"));
        fixture.waiting()
                .until(d -> !find("#page-switching .board-frame")
                        .getAttribute("class")
                        .contains("is-zoomed"));
    }

    /** Ctrl+Z in the record's text box undoes the typing there, not a move of the game. */
    @Test
    void ctrlZInTheRecordUndoesTheTyping() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        find("label[for='bi-opponent-human']").click();
        awaitMarks("bridgit");
        clickCrossing(5, 5);
        fixture.waiting().until(d -> moveCount("bridgit") == 1);
        js("document.querySelector('#page-bridgit details.record').open = true");
        find("#bi-record").click();
        find("#bi-record").sendKeys(Keys.END, "\n# a note");
        find("#bi-record").sendKeys(Keys.chord(Keys.CONTROL, "z"));
        assertThat(moveCount("bridgit")).isEqualTo(1);
    }

    /** The layout at 1366 × 900: Undo in sight under the 30 × 31 board, a 44 px home link, toasts off the status, ✗ readable. */
    @Test
    void theLayoutKeepsWhatMattersInSight() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        // After Red's first bridge every crossing loses for Blue: ✗ everywhere.
        find("label[for='bi-opponent-human']").click();
        awaitMarks("bridgit");
        clickCrossing(5, 5);
        fixture.waiting().until(d -> count("#page-bridgit .mark--lose") > 0);
        double contrast = ((Number) js("""
                        const mark = document.querySelector('#page-bridgit .mark--lose');
                        const rgb = c => c.match(/\\d+/g).slice(0, 3).map(Number);
                        const lum = c => { const [r, g, b] = rgb(c).map(v => v / 255).map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
                          return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
                        const a = lum(getComputedStyle(mark.querySelector('text')).fill), b = lum(getComputedStyle(mark.querySelector('circle')).fill);
                        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
                        """)).doubleValue();
        assertThat(contrast).as("✗ on its badge").isGreaterThanOrEqualTo(4.5);
        setBoardSize(30);
        awaitMarks("bridgit");
        js("window.scrollTo(0, 0)");
        Map<String, Number> undo = rect("#page-bridgit .board-controls__game button");
        long height = ((Number) js("return window.innerHeight")).longValue();
        assertThat(undo.get("bottom").doubleValue()).isLessThanOrEqualTo(height);
        Map<String, Number> brand = rect(".brand");
        assertThat(brand.get("height").doubleValue()).isGreaterThanOrEqualTo(44);
        assertThat(brand.get("width").doubleValue()).isGreaterThanOrEqualTo(44);
        // A toast at the top, over the header; the status is under the board.
        js("const t = document.getElementById('toast'); t.textContent = 'A message'; t.hidden = false;");
        Map<String, Number> toast = rect("#toast");
        Map<String, Number> status = rect("#page-bridgit .status");
        assertThat(toast.get("bottom").doubleValue() <= status.get("top").doubleValue()
                        || toast.get("top").doubleValue()
                                >= status.get("bottom").doubleValue())
                .as("the toast clears the status")
                .isTrue();
        js("document.getElementById('toast').hidden = true");
    }

    /** A pasted graph where s and t are apart says so (there are no deletions to highlight); t chosen on s says it swapped. */
    @Test
    void terminalsApartAndSwappedAreSaid() {
        fixture.open("switching");
        awaitMarks("switching");
        js("document.querySelector('#page-switching details.paste').open = true");
        setValue("#sw-text", "s a\nt b\nterminals s t");
        clickButton("switching", "Load pasted graph");
        fixture.waiting().until(d -> status("switching").contains("No path joins s and t"));
        assertThat(status("switching")).doesNotContain("highlighted deletions");
        clickButton("switching", "Choose t");
        int s = ((Number)
                        js(
                                "return [...document.querySelectorAll('#page-switching .vertex title')].findIndex(t => t.textContent === 'vertex s')"))
                .intValue();
        new Actions(driver)
                .moveToElement(find("#page-switching .vertex[data-vertex='" + s + "'] .vertex__dot"))
                .click()
                .perform();
        // The vertices are called "s" and "t" themselves: the words must not mix them up with the roles.
        fixture.waiting().until(d -> (Boolean)
                js("return [...document.querySelectorAll('#page-switching p')].some(p => p.textContent.startsWith("
                        + "'Vertex “s” was s, so s and t changed places. s is vertex “t”, t is vertex “s”.'))"));
    }
}
