package dev.shannon.app.web.pages;

import dev.shannon.app.web.BrowserFixture;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/**
 * What the page test classes share: one browser and server per class (a 1366 × 900 laptop
 * window until a test emulates another device), and short ways to find, click, tap and read.
 */
abstract class PageCase {
    static BrowserFixture fixture;
    static ChromeDriver driver;

    @BeforeAll
    static void startBrowser() throws IOException {
        fixture = BrowserFixture.start(1366, 900);
        driver = fixture.driver();
    }

    @AfterAll
    static void stopBrowser() throws IOException {
        if (fixture != null) {
            fixture.close();
            fixture = null;
        }
    }

    /** A fresh page on the device, with touch. */
    static void use(Device d) {
        driver.get("about:blank");
        fixture.emulate(d.width, d.height, d.mobile, true);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Number> rect(String css) {
        return (Map<String, Number>) js(
                "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                        + " return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height}",
                css);
    }

    static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    static WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    static int count(String css) {
        return driver.findElements(By.cssSelector(css)).size();
    }

    static void awaitMarks(String page) {
        fixture.waiting().until(d -> count("#page-" + page + " .mark") > 0);
    }

    static WebElement button(String page, String text) {
        return driver.findElement(
                By.xpath("//section[@id='page-" + page + "']//button[normalize-space(.)='" + text + "']"));
    }

    /** Clicks a button, scrolled to the middle of the window first: left where it is, it may sit under the sticky header. */
    static void clickButton(String page, String text) {
        WebElement b = button(page, text);
        js("arguments[0].scrollIntoView({block: 'center'})", b);
        b.click();
    }

    static WebElement crossing(int r, int c) {
        return find("#page-bridgit .crossing[data-r='" + r + "'][data-c='" + c + "'] .crossing__hit");
    }

    static void clickCrossing(int r, int c) {
        new Actions(driver).moveToElement(crossing(r, c)).click().perform();
    }

    /** Sets an input's value and fires its change event, as typing and leaving the field does. */
    static void setValue(String css, String value) {
        js(
                "const i = document.querySelector(arguments[0]); i.value = arguments[1]; i.dispatchEvent(new Event('change', {bubbles: true}))",
                css,
                value);
    }

    static void setBoardSize(int n) {
        setValue("#bi-size", String.valueOf(n));
        fixture.waiting()
                .until(d -> find("#page-bridgit .board-card__title").getText().startsWith(n + " × "));
    }

    static String status(String page) {
        return find("#page-" + page + " .status").getText();
    }

    static boolean over(String page) {
        return find("#page-" + page + " .banner").isDisplayed();
    }

    static int moveCount(String page) {
        return count("#page-" + page + " .moves__item");
    }

    /** Severe browser-console entries (errors). */
    static List<String> consoleErrors() {
        List<String> errors = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(e.getMessage());
            }
        }
        return errors;
    }
}
