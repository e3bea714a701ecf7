package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.generate.NamedGraphs;
import dev.shannon.graph.layout.PlanarLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 31's second audit of the pages, one test per defect it found: what showed the defect is
 * done again and checked gone. What a 1366 × 900 laptop window shows of a page (1366 × 757 px),
 * with a mouse, unless a test says otherwise.
 */
class PageAuditTest extends PageCase {
    /** What a 1366 × 900 window shows of a page under the browser's own bars. */
    private static final int LAPTOP_PAGE_HEIGHT = 757;

    @BeforeEach
    void freshPage() {
        driver.get("about:blank");
        // The laptop window's page, with a mouse: also after a test that emulated a phone.
        fixture.emulate(1366, LAPTOP_PAGE_HEIGHT, false, false);
    }

    /**
     * Bridg-It in a 1366 × 900 window: the status under the board is in view with the whole board
     * at the start, and at the end the banner saying who won is too (the page scrolls to it, the
     * board still whole under the header).
     */
    @Test
    void bridgitStatusAndBoardAreInViewTogether() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        js("window.scrollTo(0, 0)");
        assertInView("#page-bridgit .status");
        assertThat(rect("#page-bridgit svg.board").get("top").doubleValue())
                .isGreaterThanOrEqualTo(rect(".site-header").get("bottom").doubleValue());
        setBoardSize(2);
        for (int turn = 0; turn < 6 && !over("bridgit"); turn++) {
            fixture.waiting().until(d -> count("#page-bridgit .mark--win") > 0 || over("bridgit"));
            if (over("bridgit")) {
                break;
            }
            int moves = moveCount("bridgit");
            var win = find("#page-bridgit .mark--win");
            playAt(Integer.parseInt(win.getAttribute("data-r")), Integer.parseInt(win.getAttribute("data-c")));
            fixture.waiting().until(d -> moveCount("bridgit") > moves);
        }
        fixture.waiting().until(d -> over("bridgit"));
        fixture.waiting()
                .until(d -> rect("#page-bridgit .banner").get("bottom").doubleValue()
                        <= ((Number) js("return window.innerHeight")).doubleValue() + 1);
        assertInView("#page-bridgit .status");
        assertInView("#page-bridgit .banner");
        assertThat(rect("#page-bridgit svg.board").get("top").doubleValue())
                .as("the board's top stays clear of the sticky header")
                .isGreaterThanOrEqualTo(rect(".site-header").get("bottom").doubleValue());
        fixture.screenshot("audit-bridgit-over-1366x900");
    }

    /** The switching and matroid pages likewise: the whole board (the matroid's matrix too) and the status under it in view. */
    @Test
    void theOtherGamePagesShowStatusAndBoardTogether() {
        for (String page : List.of("switching", "matroid")) {
            fixture.open(page);
            fixture.waiting().until(d -> status(page).startsWith("Your move"));
            js("window.scrollTo(0, 0)");
            assertInView("#page-" + page + " .status");
            assertInView("#page-" + page + " .board-controls");
            assertThat(rect("#page-" + page + " .board-frame").get("top").doubleValue())
                    .as(page + ": the board's top")
                    .isGreaterThanOrEqualTo(rect(".site-header").get("bottom").doubleValue());
            fixture.screenshot("audit-" + page + "-1366x757");
        }
    }

    /** The boxed game against the computer: while the computer is to move, the status says so — never "Blue to move: place a bridge". */
    @Test
    void theBoxedGameSaysTheComputerIsThinking() {
        fixture.open("bridgit");
        awaitMarks("bridgit");
        find("label[for='bi-limited']").click();
        fixture.waiting().until(d -> status("bridgit").contains("place a bridge"));
        // Every status shown from now on, however briefly.
        js(
                "window.__statuses = []; new MutationObserver(() => window.__statuses.push(document.querySelector('#page-bridgit .status').textContent))"
                        + ".observe(document.querySelector('#page-bridgit .status'), {childList: true, characterData: true, subtree: true});");
        playAt(5, 5);
        fixture.waiting()
                .until(d -> moveCount("bridgit") == 2 && status("bridgit").startsWith("Your move"));
        @SuppressWarnings("unchecked")
        List<String> shown = (List<String>) js("return window.__statuses");
        List<String> blues = shown.stream().filter(s -> s.startsWith("Blue")).toList();
        assertThat(blues).as("statuses while Blue (the computer) is to move").isNotEmpty();
        assertThat(blues).allMatch(s -> s.equals("Blue to move: the computer is thinking…"));
        assertThat(status("bridgit")).startsWith("Your move (Red): place a bridge");
    }

    /**
     * Planar graphs on the switching page, as it draws them (the server's drawing, rounded, scaled
     * to SVG units): the cube, the prism, the dodecahedron and the icosahedron pasted, and the
     * planar ones among random graphs of the page's sizes. No two edges cross, and no vertex lies
     * within its dot's radius (9 units) of an edge it is not on — which reads as a crossing too.
     */
    @Test
    void planarGraphsAreDrawnWithoutCrossingsOnTheSwitchingPage() {
        List<Map<String, Object>> randoms = new ArrayList<>();
        for (int n : new int[] {10, 20, 30, 40}) {
            for (int m : new int[] {n - 1, n + 2, 3 * n / 2}) {
                for (int seed = 1; seed <= 3; seed++) {
                    if (PlanarLayout.isPlanar(NamedGraphs.random(n, m, seed))) {
                        randoms.add(Map.of("preset", "random", "vertices", n, "edges", m, "seed", seed));
                    }
                }
            }
        }
        assertThat(randoms).hasSizeGreaterThan(15);
        fixture.open("switching");
        awaitMarks("switching");
        @SuppressWarnings("unchecked")
        List<String> wrong = (List<String>) driver.executeAsyncScript("""
                const randoms = arguments[0], done = arguments[arguments.length - 1];
                (async () => {
                  const geo = await import('/js/switching/geometry.js');
                  const text = edges => edges.map(([u, v]) => `v${u} v${v}`).join('\\n') + '\\nterminals v0 v1';
                  const ring = (k, from = 0) => [...Array(k).keys()].map(i => [from + i, from + (i + 1) % k]);
                  const cube = [];
                  for (let v = 0; v < 8; v++) for (const bit of [1, 2, 4]) if (!(v & bit)) cube.push([v, v | bit]);
                  const prism = [...ring(6), ...ring(6, 6), ...[...Array(6).keys()].map(i => [i, i + 6])];
                  const dodecahedron = [...ring(5), ...ring(10, 5), ...ring(5, 15),
                    ...[...Array(5).keys()].flatMap(i => [[i, 5 + 2 * i], [15 + i, 6 + 2 * i]])];
                  const icosahedron = [...ring(5, 1), ...ring(5, 6),
                    ...[...Array(5).keys()].flatMap(i => [[0, 1 + i], [1 + i, 6 + i], [1 + (i + 1) % 5, 6 + i], [11, 6 + i]])];
                  const bodies = [cube, prism, dodecahedron, icosahedron].map(e => ({text: text(e)})).concat(randoms);
                  const side = (p, q, r) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
                  const gap = (p, a, b) => {
                    const lx = b.x - a.x, ly = b.y - a.y;
                    const t = Math.max(0, Math.min(1, ((p.x - a.x) * lx + (p.y - a.y) * ly) / (lx * lx + ly * ly)));
                    return Math.hypot(a.x + t * lx - p.x, a.y + t * ly - p.y);
                  };
                  const bad = [];
                  for (const body of bodies) {
                    const g = await (await fetch('/api/switching/graph', {method: 'POST', headers: {'Content-Type': 'application/json'},
                      body: JSON.stringify(body)})).json();
                    const {pts} = geo.place(g, true);
                    const what = body.text ? `pasted ${g.vertices.length} vertices, ${g.edges.length} edges` : g.title;
                    g.edges.forEach(([a, b], e) => g.edges.forEach(([c, d], f) => {
                      if (f > e && new Set([a, b, c, d]).size === 4
                          && side(pts[a], pts[b], pts[c]) * side(pts[a], pts[b], pts[d]) < 0
                          && side(pts[c], pts[d], pts[a]) * side(pts[c], pts[d], pts[b]) < 0) bad.push(`${what}: edges ${e} and ${f} cross`);
                    }));
                    g.edges.forEach(([a, b], e) => pts.forEach((p, v) => {
                      if (v !== a && v !== b && a !== b && gap(p, pts[a], pts[b]) < 9) bad.push(`${what}: vertex ${g.vertices[v].name} on edge ${e}`);
                    }));
                  }
                  return bad;
                })().then(done, e => done(['error: ' + e]));
                """, randoms);
        assertThat(wrong).isEmpty();
    }

    /**
     * Every page on a 390 × 844 phone: no sideways scrolling, nothing under the header (on a phone
     * it scrolls away with the page), and every control a finger's 44 × 44 px — summaries and a
     * link alone on its line included (TouchPlayTest checks the game pages' buttons and boards).
     */
    @Test
    void everyPageIsUsableOnAPhone() {
        use(Device.PHONE);
        for (String address : List.of("#/bridgit", "#/switching", "#/matroid", "#/online", "puzzles.html")) {
            driver.get(fixture.server().url() + address);
            fixture.waiting().until(d -> count("main button") > 0);
            js("window.scrollTo(0, 0)");
            assertThat((Boolean)
                            js("return document.documentElement.scrollWidth <= document.documentElement.clientWidth"))
                    .as(address + ": no sideways scrolling")
                    .isTrue();
            assertThat(js("return getComputedStyle(document.querySelector('.site-header')).position"))
                    .as(address + ": the header scrolls away")
                    .isEqualTo("static");
            @SuppressWarnings("unchecked")
            List<String> small = (List<String>) js("""
                    return [...document.querySelectorAll('main button, main select, main summary, main .segmented label,'
                        + ' main input:not([type=radio]):not([type=checkbox]):not([type=file]), main p > a:only-child, .site-nav__link, .brand')]
                      .filter(el => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden')
                      .map(el => [el, el.getBoundingClientRect()])
                      .filter(([el, r]) => r.width < 43.5 || r.height < 43.5)
                      .map(([el, r]) => (el.textContent || el.id || el.tagName).trim().slice(0, 40) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));""");
            assertThat(small).as(address + ": targets under 44 × 44 px").isEmpty();
            fixture.screenshot("audit-phone-" + address.replaceAll("[^a-z]", ""));
        }
    }

    /** Clicks crossing r,c with the page at its top: the settings' clicks scroll it, and the sticky header would take the click. */
    private static void playAt(int r, int c) {
        js("window.scrollTo(0, 0)");
        clickCrossing(r, c);
    }

    private static void assertInView(String css) {
        Map<String, Number> box = rect(css);
        long height = ((Number) js("return window.innerHeight")).longValue();
        // A pixel's grace: scrolled into view, an element may end a fraction of a pixel below the window.
        assertThat(box.get("bottom").doubleValue()).as(css + " bottom").isLessThanOrEqualTo(height + 1);
        assertThat(box.get("top").doubleValue()).as(css + " top").isGreaterThanOrEqualTo(0);
    }
}
