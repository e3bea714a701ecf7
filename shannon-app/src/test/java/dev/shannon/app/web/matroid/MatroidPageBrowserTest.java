package dev.shannon.app.web.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.web.BrowserFixture;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/** The matroid page in headless Chromium (skipped when it is missing): play by clicking, ✓/✗, the certificate. */
class MatroidPageBrowserTest {
    private static BrowserFixture fixture;
    private static WebDriver driver;

    @BeforeAll
    static void start() throws IOException {
        fixture = BrowserFixture.start(1200, 1000);
        driver = fixture.driver();
    }

    @AfterAll
    static void stop() throws IOException {
        if (fixture != null) {
            fixture.close();
        }
    }

    private static WebElement banner() {
        return driver.findElement(By.cssSelector("#page-matroid .banner"));
    }

    private static String status() {
        return driver.findElement(By.cssSelector("#page-matroid .status")).getText();
    }

    @Test
    void shortWinsTheFanoPlaneByClickingCheckMarks() {
        driver.get("about:blank");
        fixture.open("matroid");
        fixture.waiting().until(d -> status().startsWith("Your move"));
        // Every free point is marked: in a Short game every claim wins.
        List<WebElement> wins = driver.findElements(By.cssSelector("g.m-point[aria-label$='wins']"));
        assertThat(wins).hasSize(6);
        driver.findElement(By.id("ma-cert")).click();
        fixture.waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("ma-certificate")));
        assertThat(driver.findElement(By.id("ma-certificate")).getText())
                .contains("A = {")
                .contains("B = {");
        fixture.screenshot("matroid-fano-certificate");
        for (int turn = 0; turn < 4 && !banner().isDisplayed(); turn++) {
            String before = status();
            driver.findElements(By.cssSelector("g.m-point[aria-label$='wins']"))
                    .get(0)
                    .click();
            fixture.waiting()
                    .until(d ->
                            !status().equals(before) && (status().startsWith("Your move") || banner().isDisplayed()));
        }
        assertThat(banner().getText()).contains("Short wins").contains("You win!");
    }

    @Test
    void cutOnK4SeesCrossesAfterAWrongMove() {
        driver.get("about:blank");
        fixture.open("matroid");
        fixture.waiting().until(d -> status().startsWith("Your move"));
        driver.findElement(By.cssSelector("label[for='ma-side-cut']")).click();
        new Select(driver.findElement(By.id("ma-preset"))).selectByValue("k4");
        // K4 is a first-player game: with Short first the computer claims, and Cut has no winning deletion.
        fixture.waiting().until(d -> status().startsWith("Your move: delete"));
        assertThat(status()).contains("the computer wins against perfect play");
        assertThat(driver.findElements(By.cssSelector("g.m-edge[aria-label$='loses']")))
                .isNotEmpty();
        assertThat(driver.findElements(By.cssSelector("g.m-edge[aria-label$='wins']")))
                .isEmpty();
        fixture.screenshot("matroid-k4-cut");
    }
}
