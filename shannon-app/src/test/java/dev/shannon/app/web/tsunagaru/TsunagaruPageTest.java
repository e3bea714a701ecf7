package dev.shannon.app.web.tsunagaru;

import dev.shannon.app.web.BrowserFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.util.logging.Level;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Tsunagaru page in headless Chromium: solving a stage by following the hints, and stepping
 * through world stage 9's solutions. Skipped when Chromium or chromedriver is missing;
 * screenshots go to {@code target/screenshots/tsunagaru-*.png}.
 */
class TsunagaruPageTest {
    private static BrowserFixture fixture;
    private static ChromeDriver driver;

    @BeforeAll
    static void start() throws IOException {
        fixture = BrowserFixture.start(1400, 1200);
        driver = fixture.driver();
    }

    @AfterAll
    static void stop() throws IOException {
        if (fixture != null) {
            fixture.close();
        }
    }

    private static WebDriverWait until() {
        return fixture.waiting();
    }

    private static void shoot(String name) {
        fixture.screenshot("tsunagaru-" + name);
    }

    private static String text(String css) {
        return driver.findElement(By.cssSelector("#page-tsunagaru " + css)).getText();
    }

    private static void open(String sample, int cells) {
        fixture.open("tsunagaru");
        until().until(d -> d.findElements(By.cssSelector("#page-tsunagaru .tg-cell")).size() > 0);
        new Select(driver.findElement(By.id("tg-sample"))).selectByValue(sample);
        until().until(d -> d.findElements(By.cssSelector("#page-tsunagaru .tg-cell")).size() == cells
                && d.findElement(By.cssSelector("#page-tsunagaru .status")).getText().contains("still meet nothing"));
    }

    @Test
    void hintsLeadToASolvedStage() throws IOException {
        open("warm-up", 25);
        for (int step = 0; step < 30 && !banner(); step++) {
            driver.findElement(By.xpath("//section[@id='page-tsunagaru']//button[text()='Hint']")).click();
            until().until(d -> !d.findElements(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='hint']")).isEmpty());
            WebElement cell = driver.findElement(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='hint']"));
            if (step == 0) {
                assertThat(text(".status")).startsWith("Hint: turn the tile in row ");
                shoot("hint");
            }
            int clicks = Integer.parseInt(cell.findElement(By.cssSelector(".tg-label")).getText().replace("↻", ""));
            String at = "[data-r='" + cell.getAttribute("data-r") + "'][data-c='" + cell.getAttribute("data-c") + "']";
            for (int k = 0; k < clicks; k++) {
                // The board is redrawn after every click: find the tile again.
                ((JavascriptExecutor) driver).executeScript("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))",
                        driver.findElement(By.cssSelector("#page-tsunagaru .tg-cell" + at)));
            }
            until().until(d -> d.findElements(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='hint']")).isEmpty());
        }
        until().until(d -> banner());
        assertThat(text(".banner")).startsWith("Solved!");
        shoot("solved");
        assertThat(driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())).isEmpty();
    }

    private static boolean banner() {
        return driver.findElement(By.cssSelector("#page-tsunagaru .banner")).isDisplayed();
    }

    @Test
    void solveStepsThroughWorldStageNine() throws IOException {
        open("world-9", 81);
        driver.findElement(By.xpath("//section[@id='page-tsunagaru']//button[text()='Solve']")).click();
        until().until(d -> d.findElement(By.cssSelector("#page-tsunagaru .tg-solve")).getText().contains("3 solutions"));
        assertThat(text(".tg-solve")).contains("3 solutions, 3 connected.", "75 tiles are forced");
        until().until(d -> d.findElement(By.cssSelector("#page-tsunagaru .tg-solve + .row")).getText().contains("solution 1 of 3"));
        driver.findElement(By.cssSelector("#page-tsunagaru button[aria-label='Next solution']")).click();
        until().until(d -> d.findElement(By.cssSelector("#page-tsunagaru .tg-solve + .row")).getText().contains("solution 2 of 3"));
        assertThat(driver.findElements(By.cssSelector("#page-tsunagaru .tg-cell[data-mark='forced']"))).hasSize(75);
        shoot("solution-2");
        driver.findElement(By.xpath("//section[@id='page-tsunagaru']//button[text()='Turn my tiles to this']")).click();
        until().until(d -> banner());
        assertThat(text(".banner")).startsWith("Solved!");
    }
}
