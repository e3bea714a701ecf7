package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.support.ui.Select;

/**
 * The matroid page on a phone (390 × 844, touch): every element a finger aims at holds a 44 × 44 px
 * square of its own, on every preset. For a drawn element, the 16 points around the square centred
 * on its target (its point, or the roomiest point of its edge) must all be picked by the page's tap
 * rule; the matrix's column buttons and the element buttons must be 44 px both ways. The page never
 * scrolls sideways, and a real tap near a point claims that point.
 */
class MatroidTouchTest extends PageCase {
    /** The 16 points around an upright square of side 44 centred on (cx, cy), half a pixel inside. */
    private static final String SQUARE = """
            const square = (cx, cy) => {
              const d = 22 - 0.5, out = [];
              for (let k = -2; k < 2; k++) {
                const t = k / 2 * d;
                for (const [x, y] of [[t, -d], [d, t], [-t, d], [-d, -t]]) out.push([cx + x, cy + y]);
              }
              return out;
            };
            const centre = g => {
              g.scrollIntoView({block: 'center', inline: 'center'});
              const svg = g.ownerSVGElement;
              const p = new DOMPoint(Number(g.dataset.cx), Number(g.dataset.cy)).matrixTransform(svg.getScreenCTM());
              return [p.x, p.y];
            };
            """;

    @BeforeEach
    void phone() {
        use(Device.PHONE);
    }

    @Test
    void everyElementHoldsAFingerOnEveryPreset() {
        fixture.open("matroid");
        awaitYourMove();
        for (String preset : List.of("fano", "non-fano", "fano-dual", "u24", "u25", "k4")) {
            String before = find("#ma-description").getText();
            new Select(find("#ma-preset")).selectByValue(preset);
            if (!preset.equals("fano")) {
                fixture.waiting().until(d -> !find("#ma-description").getText().equals(before));
            }
            awaitYourMove();
            // "Your move" may still be the last preset's status while the new drawing settles
            // (seen once under load: all of non-fano's targets missed), so the check is repeated
            // until it passes or the wait runs out; a real defect still fails it.
            List<List<String>> last = new ArrayList<>(List.of(List.of("not checked")));
            try {
                fixture.waiting().until(d -> {
                    last.set(0, missedTargets());
                    return last.get(0).isEmpty();
                });
            } catch (TimeoutException stillMissing) {
                // reported below
            }
            List<String> missed = last.get(0);
            assertThat(missed)
                    .as(preset + ": targets without a 44 px square of their own")
                    .isEmpty();
            int n = elements();
            List<Integer> ways = List.of(
                    count("#ma-drawing [data-element]"), count("#ma-matrix button"), count("#ma-elements button"));
            assertThat(ways)
                    .as(preset + ": drawn, matrix and button targets: each shows every element or none")
                    .allMatch(c -> c == 0 || c == n);
            assertThat(ways).as(preset + ": every element is a target").contains(n);
            js("window.scrollTo(0, 0)");
            assertThat((Boolean)
                            js("return document.documentElement.scrollWidth <= document.documentElement.clientWidth"))
                    .as(preset + ": no sideways scrolling")
                    .isTrue();
            js("document.querySelector('#page-matroid .status').scrollIntoView({block: 'start'})");
            fixture.screenshot("targets-phone-matroid-" + preset);
        }
        assertThat(consoleErrors()).isEmpty();
    }

    @Test
    void aTapNearAPointClaimsIt() {
        fixture.open("matroid");
        awaitYourMove();
        double[] at = ((List<?>)
                        js(
                                SQUARE
                                        + "const [x, y] = centre(document.querySelector(\"#ma-drawing [data-element='0']\")); return [x + 20, y + 12];"))
                .stream().mapToDouble(v -> ((Number) v).doubleValue()).toArray();
        driver.executeCdpCommand(
                "Input.dispatchTouchEvent",
                Map.of("type", "touchStart", "touchPoints", List.of(Map.of("x", at[0], "y", at[1]))));
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
        // Read in the page: the drawing is redrawn while the computer answers.
        fixture.waiting().until(d -> (Boolean) js(
                "return document.querySelector(\"#ma-drawing [data-element='0']\").classList.contains('is-claimed')"));
        assertThat(consoleErrors()).isEmpty();
    }

    /** The drawn elements whose 44 px square the tap rule does not give them, and small buttons. */
    @SuppressWarnings("unchecked")
    private static List<String> missedTargets() {
        return (List<String>) ((JavascriptExecutor) driver).executeAsyncScript(SQUARE + """
                    const done = arguments[arguments.length - 1];
                    import('/js/matroid/page.js').then(({tapTarget}) => {
                      const bad = [];
                      for (const g of document.querySelectorAll('#ma-drawing [data-element].is-free')) {
                        const e = Number(g.dataset.element);
                        const [cx, cy] = centre(g);
                        const off = square(cx, cy).filter(([x, y]) => tapTarget(g.ownerSVGElement, x, y) !== e);
                        if (off.length) bad.push('element ' + e + ' misses ' + off.length + ' of 16');
                      }
                      for (const b of document.querySelectorAll('#ma-matrix button, #ma-elements button')) {
                        const r = b.getBoundingClientRect();
                        if (r.width < 44 || r.height < 44) bad.push('button ' + b.textContent + ' is ' + r.width + ' × ' + r.height);
                      }
                      done(bad);
                    });""");
    }

    private static void awaitYourMove() {
        fixture.waiting().until(d -> find("#page-matroid .status").getText().startsWith("Your move"));
    }

    /** The number of elements, from the page's own description ("Rank r, n elements, …"). */
    private static int elements() {
        String type = find("#ma-type").getText();
        return Integer.parseInt(type.replaceAll("^Rank \\d+, (\\d+) elements.*$", "$1"));
    }
}
