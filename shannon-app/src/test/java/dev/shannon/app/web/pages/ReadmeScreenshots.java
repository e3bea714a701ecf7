package dev.shannon.app.web.pages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.interactions.Actions;

/**
 * The README's pictures, taken from the pages as they are: not a test, and skipped unless asked
 * for with the directory to write them to —
 *
 * <pre>
 * ./mvnw -q -B -pl shannon-app -am test -Dtest=ReadmeScreenshots -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dshannon.screenshots=$PWD/docs/images
 * </pre>
 *
 * Laptop pictures at 1366 × 900 with a mouse, phone pictures at 390 × 844 by touch. Pages to take
 * can be narrowed with {@code -Dshannon.screenshots.pages=bridgit,switching}.
 */
@EnabledIfSystemProperty(named = "shannon.screenshots", matches = ".+")
class ReadmeScreenshots extends PageCase {
    private static boolean wanted(String page) {
        String pages = System.getProperty("shannon.screenshots.pages", "bridgit,switching,matroid,tsunagaru");
        return (',' + pages + ',').contains(',' + page + ',');
    }

    private static void save(String name) {
        js("document.getElementById('toast') && (document.getElementById('toast').hidden = true)");
        Path dir = Path.of(System.getProperty("shannon.screenshots"));
        try {
            Files.createDirectories(dir);
            Files.copy(
                    driver.getScreenshotAs(OutputType.FILE).toPath(),
                    dir.resolve(name + ".png"),
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void laptop() {
        driver.get("about:blank");
        fixture.emulate(1366, 900, false, false);
    }

    @Test
    void bridgit() {
        if (!wanted("bridgit")) {
            return;
        }
        laptop();
        fixture.open("bridgit");
        awaitMarks("bridgit");
        // Hovering a winning crossing draws the two trees that remain after it.
        new Actions(driver).moveToElement(crossing(5, 5)).perform();
        fixture.waiting().until(d -> count("#page-bridgit .tree") > 0);
        save("bridgit");
        use(Device.PHONE);
        fixture.open("bridgit");
        awaitMarks("bridgit");
        fixture.tap(crossing(5, 5));
        fixture.waiting().until(d -> count("#page-bridgit .tree") > 0);
        js("window.scrollTo(0, 0)");
        save("bridgit-phone");
    }

    @Test
    void switching() {
        if (!wanted("switching")) {
            return;
        }
        laptop();
        fixture.open("switching");
        awaitMarks("switching");
        clickButton("switching", "Show game type and certificate");
        fixture.waiting().until(d -> count("#page-switching .tree") > 0);
        js("window.scrollTo(0, 0)");
        save("switching");
        use(Device.PHONE);
        fixture.open("switching");
        awaitMarks("switching");
        js("window.scrollTo(0, 0)");
        save("switching-phone");
    }

    @Test
    void matroid() {
        if (!wanted("matroid")) {
            return;
        }
        laptop();
        driver.get(fixture.server().url() + "matroid.html");
        fixture.waiting().until(d -> count("#drawing [data-element]") > 0);
        save("matroid");
    }

    @Test
    void tsunagaru() {
        if (!wanted("tsunagaru")) {
            return;
        }
        laptop();
        fixture.open("tsunagaru");
        fixture.waiting().until(d -> count("#page-tsunagaru .tg-cell") > 0);
        save("tsunagaru");
    }
}
