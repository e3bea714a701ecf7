package dev.shannon.app.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What every browser test class needs: a test server and a headless Chromium pointed at it,
 * started once per class and closed together, a patient wait, and screenshots under
 * {@code target/screenshots/}. Starting it skips the class (a JUnit assumption) when Chromium or
 * chromedriver is missing.
 */
public final class BrowserFixture implements AutoCloseable {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    private final HeadlessChromium browser;
    private final TestServer server;

    private BrowserFixture(HeadlessChromium browser, TestServer server) {
        this.browser = browser;
        this.server = server;
    }

    /** Chromium first: when it is missing the class is skipped before a server is started. */
    public static BrowserFixture start(int width, int height) throws IOException {
        HeadlessChromium browser = HeadlessChromium.start(width, height);
        try {
            return new BrowserFixture(browser, TestServer.start());
        } catch (RuntimeException e) {
            browser.close();
            throw e;
        }
    }

    public ChromeDriver driver() {
        return browser.driver();
    }

    public TestServer server() {
        return server;
    }

    /** Loads a page of the app, e.g. {@code "tsunagaru"} for {@code #/tsunagaru}. */
    public void open(String page) {
        driver().get(server.url() + "#/" + page);
    }

    /** Waits up to 45 s, polling every 50 ms: the server solves while the page waits. */
    public WebDriverWait waiting() {
        // 45 s: a wait ends as soon as its condition holds; on a heavily loaded machine one computer
        // move (a second of thinking, more under load) and a page render have taken over 20 s.
        return new WebDriverWait(driver(), Duration.ofSeconds(45), Duration.ofMillis(50));
    }

    /**
     * Makes the page see a device: a viewport of width × height CSS px (a phone's when mobile) and,
     * with touch, a touch screen (taps, {@code pointer: coarse}). Holds for the rest of the session.
     */
    public void emulate(int width, int height, boolean mobile, boolean touch) {
        browser.emulate(width, height, mobile, touch);
    }

    /** A second browser with a fresh profile (nothing stored, no history), for opening a shared address; the caller closes it. */
    public HeadlessChromium freshBrowser(int width, int height, boolean mobile) throws IOException {
        HeadlessChromium other = HeadlessChromium.start(1366, 900);
        other.emulate(width, height, mobile, true);
        return other;
    }

    /** A finger's tap at the centre of el (scrolled into view first), as the browser's gesture recogniser makes it. */
    public void tap(WebElement el) {
        Object[] centre = centre(el);
        List<Map<String, Object>> finger = List.of(Map.of("x", centre[0], "y", centre[1]));
        driver().executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", finger));
        driver().executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    private Object[] centre(WebElement el) {
        @SuppressWarnings("unchecked")
        // Two animation frames after scrolling: a touch sent at once is hit-tested against the old scroll position.
        List<Number> xy = (List<Number>) driver().executeAsyncScript(
                        "const el = arguments[0], done = arguments[arguments.length - 1];"
                                + " el.scrollIntoView({block: 'center', inline: 'center'});"
                                + " requestAnimationFrame(() => requestAnimationFrame(() => { const r = el.getBoundingClientRect();"
                                + " done([r.left + r.width / 2, r.top + r.height / 2]); }));",
                        el);
        return new Object[] {xy.get(0).doubleValue(), xy.get(1).doubleValue()};
    }

    /** Saves what the browser shows as {@code target/screenshots/NAME.png}. */
    public void screenshot(String name) {
        Path shot = driver().getScreenshotAs(OutputType.FILE).toPath();
        try {
            Files.createDirectories(SCREENSHOTS);
            Files.copy(shot, SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            browser.close();
        } finally {
            server.close();
        }
    }
}
