package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.interactions.Actions;

/**
 * The matroid page as one of the family (issue 31): in every page's navigation, with undo and
 * redo, the move list, the record in the address (a reload keeps the game) and the end banner at
 * 1366 × 900 with a mouse; on a phone (390 × 844, touch) and in the dark, a header with its way
 * back, the whole matrix on screen, and labels that can be read.
 */
class MatroidPageTest extends PageCase {
    @AfterEach
    void plainMedia() {
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
    }

    private static String status() {
        return status("matroid");
    }

    private static void clickWinningPoint() {
        String before = (String) js("return location.hash");
        new Actions(driver)
                .moveToElement(find("#page-matroid g.m-point[aria-label$='wins']"))
                .click()
                .perform();
        // The computer answers: the person is to move again, or the game is over.
        fixture.waiting()
                .until(d -> !js("return location.hash").equals(before)
                        && (status().startsWith("Your move") || over("matroid")));
    }

    @Test
    void joinsTheFamilyOnALaptop() {
        driver.get("about:blank");
        fixture.open("bridgit");
        // Every page's navigation lists the matroid game.
        fixture.waiting().until(d -> count("#nav a[data-page='matroid']") == 1);
        find("#nav a[data-page='matroid']").click();
        fixture.waiting().until(d -> status().startsWith("Your move"));
        assertThat(driver.getTitle()).startsWith("Matroid game");

        clickWinningPoint();
        fixture.waiting().until(d -> moveCount("matroid") == 2);
        assertThat(find("#page-matroid .moves__item").getText())
                .contains("Short")
                .contains("claims");
        assertThat((String) js("return decodeURIComponent(location.hash.replaceAll('+', ' '))"))
                .startsWith("#/matroid?record=shannon-record matroid\nfirst short\nmatroid\nbinary\n");

        // Undo takes back the computer's reply and the person's move; Redo brings both back.
        clickButton("matroid", "Undo");
        fixture.waiting()
                .until(d -> count("#page-matroid .m-point.is-claimed, #page-matroid .m-point.is-deleted") == 0);
        assertThat(count("#page-matroid .moves__item.is-future")).isEqualTo(2);
        clickButton("matroid", "Redo");
        fixture.waiting()
                .until(d -> count("#page-matroid .m-point.is-claimed") == 1
                        && count("#page-matroid .m-point.is-deleted") == 1);

        // The address holds the game: a reload shows the same position.
        String hash = (String) js("return location.hash");
        driver.navigate().refresh();
        fixture.waiting().until(d -> status().startsWith("Your move") && moveCount("matroid") == 2);
        assertThat(js("return location.hash")).isEqualTo(hash);
        assertThat(count("#page-matroid .m-point.is-claimed")).isEqualTo(1);

        // Played to the end, the banner says who won and why.
        for (int turn = 0; turn < 4 && !over("matroid"); turn++) {
            clickWinningPoint();
        }
        assertThat(find("#page-matroid .banner").getText())
                .startsWith("Short wins. You win!")
                .contains("span the target");
        assertThat(consoleErrors()).isEmpty();
    }

    @Test
    void readableInTheDarkAndWholeOnAPhone() {
        use(Device.PHONE);
        driver.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        fixture.open("matroid");
        fixture.waiting().until(d -> status().startsWith("Your move"));
        // The header: the brand and the way to the other pages, not an empty strip.
        assertThat(rect(".site-header").get("height").doubleValue()).isGreaterThan(44);
        assertThat(find("#nav a[data-page='bridgit']").isDisplayed()).isTrue();
        // Every page's link is in view: none hides behind the nav's sideways scroll.
        assertThat((Boolean) js("const n = document.querySelector('.site-nav'); return n.scrollWidth <= n.clientWidth"))
                .as("the four pages' links fit the phone's header")
                .isTrue();
        assertThat(rect("#nav a[data-page='matroid']").get("right").doubleValue())
                .isLessThanOrEqualTo(390);
        fixture.screenshot("matroid-phone-dark-top");
        // The whole matrix is on screen, the target's column too.
        js("document.querySelector('#ma-matrix').scrollIntoView({block: 'center'})");
        assertThat((Boolean)
                        js("const m = document.querySelector('#ma-matrix'); return m.scrollWidth <= m.clientWidth"))
                .as("the matrix fits its card")
                .isTrue();
        assertThat(rect("#ma-matrix th.is-target").get("right").doubleValue()).isLessThanOrEqualTo(390);
        // Labels against what they sit on: a point's number on its dot, the target column's text on its background.
        @SuppressWarnings("unchecked")
        List<Number> ratios = (List<Number>) js(CONTRAST + """
                const out = [];
                for (const g of document.querySelectorAll('#page-matroid g.m-point')) {
                  out.push(contrast(getComputedStyle(g.querySelector('text')).fill, getComputedStyle(g.querySelector('circle')).fill));
                }
                for (const c of document.querySelectorAll('#ma-matrix td.is-target, #ma-matrix th.is-target button')) {
                  const cell = c.closest('td, th');
                  out.push(contrast(getComputedStyle(c).color, getComputedStyle(cell).backgroundColor));
                }
                return out;""");
        assertThat(ratios).hasSizeGreaterThan(7).allMatch(r -> r.doubleValue() >= 4.5);
        fixture.screenshot("matroid-phone-dark");
        assertThat(driver.findElements(By.cssSelector("#page-matroid .moves"))).hasSize(1);
    }

    /** contrast(a, b): the WCAG contrast ratio of two CSS colours "rgb(…)". */
    private static final String CONTRAST = """
            const lum = css => {
              const [r, g, b] = css.match(/[\\d.]+/g).slice(0, 3).map(v => {
                const c = Number(v) / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
              });
              return 0.2126 * r + 0.7152 * g + 0.0722 * b;
            };
            const contrast = (a, b) => {
              const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
              return (x + 0.05) / (y + 0.05);
            };
            """;
}
