package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.GameReview;
import dev.shannon.bridgit.Side;
import dev.shannon.switching.SwitchingSolver;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Analysis for everyone (issue 30): a finished game opened by link shows ✓/✗ on every move at
 * once, marks the moment the loser's last ✓ disappeared, names the winner (not "You win!" to
 * whoever opens it), and ← / → step through its moves.
 */
class CoachPageTest extends PageCase {
    /** A random finished game on the 4 × 5 board in which the loser once had a win and threw it away. */
    private static GameReview sharedGame() {
        Random random = new Random(30);
        while (true) {
            BridgitGame g = BridgitGame.start(4, Side.RED);
            while (!g.isOver()) {
                List<Crossing> free = g.freeCrossings();
                g = g.play(free.get(random.nextInt(free.size())));
            }
            GameReview review = GameReview.of(BridgitGame.start(4, Side.RED), g.moves(), SwitchingSolver.lehman());
            if (review.lastChance().isPresent() && review.lastChance().getAsInt() > 2) {
                return review;
            }
        }
    }

    @Test
    void aSharedFinishedGameIsJudgedAtOnceAndSteppedThroughByArrows() {
        GameReview review = sharedGame();
        BridgitGame end = review.end();
        int length = end.moveCount();
        String record = BridgitRecord.of(end).format();
        driver.get("about:blank");
        driver.get(fixture.server().url() + "#/bridgit?record=" + URLEncoder.encode(record, StandardCharsets.UTF_8));
        fixture.waiting().until(d -> count("#page-bridgit .moves__verdict") == length);

        List<String> expected = new ArrayList<>();
        for (GameReview.Move m : review.moves()) {
            expected.add(m.winning() ? "✓" : "✗");
        }
        List<String> shown = driver.findElements(By.cssSelector("#page-bridgit .moves__item")).stream()
                .map(li -> li.findElement(By.cssSelector(".moves__verdict")).getText())
                .collect(Collectors.toList());
        assertThat(shown).isEqualTo(expected);

        int lastChance = review.lastChance().getAsInt();
        String loser = review.loser() == Side.RED ? "Red" : "Blue";
        List<WebElement> items = driver.findElements(By.cssSelector("#page-bridgit .moves__item"));
        assertThat(items.get(lastChance)
                        .findElement(By.cssSelector(".moves__note"))
                        .getText())
                .contains(loser + "’s last ✓ gone");
        assertThat(count("#page-bridgit .moves__note")).isEqualTo(1);

        String winner = end.winner().orElseThrow() == Side.RED ? "Red" : "Blue";
        String banner = find("#page-bridgit .banner").getText();
        assertThat(banner)
                .startsWith(winner + " won: chain ")
                .doesNotContain("You win")
                .doesNotContain("You lose");
        assertThat(banner).contains("after move " + (lastChance + 1));

        // ← steps back one move, → forward again (focus on the page, not the board).
        js("document.activeElement && document.activeElement.blur()");
        new Actions(driver).sendKeys(Keys.ARROW_LEFT).perform();
        fixture.waiting().until(d -> currentMove() == length - 1);
        new Actions(driver).sendKeys(Keys.ARROW_LEFT).perform();
        fixture.waiting().until(d -> currentMove() == length - 2);
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        fixture.waiting().until(d -> currentMove() == length - 1);
        assertThat(driver.getCurrentUrl()).contains("at=" + (length - 1));
        // Looking back, the marks stay on every move.
        assertThat(count("#page-bridgit .moves__verdict")).isEqualTo(length);
        assertThat(consoleErrors()).isEmpty();
    }

    /** A record file opened from disk (the record card's Open file…) loads its game, judged at once, its winner named. */
    @Test
    void aRecordFileOpensItsGame() throws java.io.IOException {
        GameReview review = sharedGame();
        java.nio.file.Path file = java.nio.file.Files.createTempFile("bridgit-", ".txt");
        try {
            java.nio.file.Files.writeString(file, BridgitRecord.of(review.end()).format());
            driver.get("about:blank");
            fixture.open("bridgit");
            awaitMarks("bridgit");
            WebElement card = find("#page-bridgit details.record");
            if (card.getAttribute("open") == null) {
                card.findElement(By.tagName("summary")).click();
            }
            assertThat(button("bridgit", "Download").isDisplayed()).isTrue();
            find("#bi-record-file").sendKeys(file.toAbsolutePath().toString());
            int length = review.end().moveCount();
            fixture.waiting().until(d -> count("#page-bridgit .moves__verdict") == length);
            assertThat(find("#page-bridgit .banner").getText()).contains(" won: chain ");
        } finally {
            java.nio.file.Files.deleteIfExists(file);
        }
    }

    /** The number of the move on show (1 = after the first move, 0 = the start). */
    private static int currentMove() {
        // Read in one script: the list is rebuilt when an analysis arrives, and elements found a
        // moment before would then be stale.
        return ((Number) js("return [...document.querySelectorAll('#page-bridgit .moves__item')]"
                        + ".findIndex(li => li.classList.contains('is-last')) + 1"))
                .intValue();
    }

    /** Blue after Red's first move, against a friend: every crossing loses, and the page offers the best resistance with its why. */
    @Test
    void aLostPositionOffersTheBestResistance() {
        driver.get("about:blank");
        fixture.open("bridgit");
        awaitMarks("bridgit");
        js("document.querySelector('#bi-opponent-human').click()");
        WebElement card = find("#page-bridgit details.record");
        if (card.getAttribute("open") == null) {
            card.findElement(By.tagName("summary")).click();
        }
        js(
                "const a = document.querySelector('#page-bridgit .record__text'); a.value = arguments[0];"
                        + " a.dispatchEvent(new Event('input', {bubbles: true}))",
                "shannon-record bridgit\nn 4\nfirst red\nmoves 4,4\n");
        clickButton("bridgit", "Load record");
        fixture.waiting().until(d -> status("bridgit").contains("every crossing loses"));
        clickButton("bridgit", "Best resistance");
        fixture.waiting().until(d -> status("bridgit").contains("Best resistance: "));
        assertThat(status("bridgit")).contains("Red");
        find("#page-bridgit .status__hint details summary").click();
        assertThat(find("#page-bridgit .status__hint details").getText()).contains("Lehman");
        assertThat(consoleErrors()).isEmpty();
    }
}
