package dev.shannon.app.web;

import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

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

    /** Waits up to 20 s, polling every 50 ms: the server solves while the page waits. */
    public WebDriverWait waiting() {
        return new WebDriverWait(driver(), Duration.ofSeconds(20), Duration.ofMillis(50));
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
