package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/** What screen readers hear (✓/✗ and the reason), and the reader's choices of a dark page and of less motion. */
class AccessibilityTest extends PageCase {
    @AfterEach
    void plainMedia() {
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
    }

    private static String title(String css) {
        return (String) js("return document.querySelector(arguments[0]).textContent", css + " title");
    }

    @Test
    void crossingsAndEdgesSayTheirVerdictAndWhy() {
        driver.get("about:blank");
        fixture.open("bridgit");
        awaitMarks("bridgit");
        assertThat(title("#page-bridgit .crossing[data-r='5'][data-c='5']"))
                .isEqualTo(
                        "crossing 5,5: free, ✓ wins for Red — two trees without a common crossing remain, whatever the reply");
        // The keyboard cursor's crossing is read out as it moves.
        WebElement board = find("#page-bridgit svg.board");
        js("arguments[0].focus()", board);
        board.sendKeys(Keys.ARROW_LEFT);
        fixture.waiting()
                .until(d -> ((String)
                                js(
                                        "return document.querySelector('#page-bridgit .board-card [aria-live=polite].sr-only').textContent"))
                        .startsWith("crossing 5,3: free, ✓ wins for Red"));
        // Red 2,2 and Blue 1,1 on the 2 × 3 board, against a friend: only 3,1 still wins for Red.
        find("label[for='bi-opponent-human']").click();
        setBoardSize(2);
        awaitMarks("bridgit");
        clickCrossing(2, 2);
        fixture.waiting().until(d -> status("bridgit").startsWith("Blue to move"));
        clickCrossing(1, 1);
        fixture.waiting()
                .until(d -> status("bridgit").startsWith("Red to move") && count("#page-bridgit .mark--lose") == 2);
        assertThat(title("#page-bridgit .crossing[data-r='2'][data-c='2']")).isEqualTo("crossing 2,2: Red's bridge");
        assertThat(title("#page-bridgit .crossing[data-r='1'][data-c='3']"))
                .isEqualTo("crossing 1,3: free, ✗ loses for Red — the opponent then has a winning reply");

        fixture.open("switching");
        awaitMarks("switching");
        String edge = find("#page-switching .mark--win").getAttribute("data-edge");
        assertThat(title("#page-switching .edge[data-edge='" + edge + "']"))
                .matches("edge " + edge + ": .+–.+, free, ✓ wins for Short against any defence");
        assertThat(consoleErrors()).isEmpty();
    }

    @Test
    void aDarkPageWhenAskedFor() {
        driver.get("about:blank");
        driver.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        for (String page : List.of("bridgit", "switching", "tsunagaru")) {
            fixture.open(page);
            fixture.waiting().until(d -> count("#page-" + page + " .mark, #page-" + page + " .tg-cell") > 0);
            double background = luminance((String) js("return getComputedStyle(document.body).backgroundColor"));
            double text = luminance((String)
                    js("return getComputedStyle(document.querySelector('#page-' + arguments[0] + ' h1')).color", page));
            assertThat(background).as(page + " background").isLessThan(0.05);
            assertThat(text).as(page + " text").isGreaterThan(0.6);
            fixture.screenshot("dark-" + page);
        }
    }

    @Test
    void noMotionWhenAskedForLess() {
        driver.get("about:blank");
        driver.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        fixture.open("bridgit");
        awaitMarks("bridgit");
        assertThat(js("return getComputedStyle(document.querySelector('#page-bridgit .btn')).transitionDuration"))
                .isEqualTo("0s");
        assertThat(js("return getComputedStyle(document.querySelector('.switch__track')).transitionDuration"))
                .isEqualTo("0s");
    }

    /** Relative luminance (WCAG) of a CSS "rgb(r, g, b)" colour. */
    private static double luminance(String rgb) {
        String[] p = rgb.replaceAll("[^0-9,.]", "").split(",");
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Double.parseDouble(p[i]) / 255;
            c[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }
}
