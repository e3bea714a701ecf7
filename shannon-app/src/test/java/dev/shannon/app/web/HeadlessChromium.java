package dev.shannon.app.web;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's Chromium, headless, driven through chromedriver, for the browser tests. Starting it
 * skips the calling test class (a JUnit assumption) when either program is missing; the flags are
 * the ones that work as root on a machine with no network.
 */
public final class HeadlessChromium implements AutoCloseable {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    private final ChromeDriver driver;
    private final Path profile;

    private HeadlessChromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** A browser with a fresh profile and a window of the given size, browser console logs kept. */
    public static HeadlessChromium start(int width, int height) throws IOException {
        assumeTrue(
                Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "Chromium and chromedriver are not installed (apt-get install -y chromium chromium-driver)");
        Path profile = Files.createTempDirectory("shannon-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--user-data-dir=" + profile,
                "--window-size=" + width + "," + height,
                "--force-device-scale-factor=1");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        Files.createDirectories(Path.of("target", "screenshots"));
        return new HeadlessChromium(driver, profile);
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** Makes pages see a viewport of width × height CSS px (a phone's when mobile) and, with touch, a touch screen. */
    public void emulate(int width, int height, boolean mobile, boolean touch) {
        driver.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
        driver.executeCdpCommand(
                "Emulation.setTouchEmulationEnabled", Map.of("enabled", touch, "maxTouchPoints", touch ? 5 : 1));
        driver.executeCdpCommand("Emulation.setEmitTouchEventsForMouse", Map.of("enabled", touch));
    }

    @Override
    public void close() throws IOException {
        driver.quit();
        try (var paths = Files.walk(profile)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
