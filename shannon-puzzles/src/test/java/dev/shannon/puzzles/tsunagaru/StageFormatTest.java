package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class StageFormatTest {
    @Test
    void readsTypesWithOrWithoutSpacesCommentsAndBlankLines() {
        Stage spaced = Stage.parse("# a stage\nL 3 L\n\n1 . I   # trailing comment\n");
        Stage packed = Stage.parse("L3L\r\n1.I\r\n");
        assertThat(packed).isEqualTo(spaced);
        assertThat(spaced.rows()).isEqualTo(2);
        assertThat(spaced.cols()).isEqualTo(3);
        assertThat(spaced.tileCount()).isEqualTo(5);
        assertThat(spaced.kind(0, 1)).isEqualTo(TileKind.TEE);
        assertThat(spaced.kind(1, 1)).isNull();
        assertThat(spaced.isPlayable()).isFalse();
        assertThat(spaced.toString()).isEqualTo("L 3 L\n1 . I\n");
        assertThat(Stage.parse("L ·  3")).isEqualTo(Stage.parse("L.3"));
    }

    @Test
    void readsBoxDrawingAndKindAtClicksAlike() {
        Stage box = Stage.parse("└┬┐\n╵.│\n");
        Stage clicks = Stage.parse("L@0 3@1 L@2\n1@0 . I@2\n");
        assertThat(clicks).isEqualTo(box);
        assertThat(box.isPlayable()).isTrue();
        assertThat(box.kind(0, 1)).isEqualTo(TileKind.TEE);
        assertThat(box.arms(0, 1)).isEqualTo(Arms.EAST | Arms.SOUTH | Arms.WEST);
        assertThat(box.clicks(0, 2)).isEqualTo(2);
        // The straight's two distinct orientations: I@2 shows the same arms as I@0.
        assertThat(box.clicks(1, 2)).isZero();
        assertThat(box.toString()).isEqualTo("└┬┐\n╵.│\n");
        assertThat(StageFormat.clicks(box)).isEqualTo("L@0 3@1 L@2\n1@0 . I@0\n");
    }

    @Property(tries = 300)
    void everyWrittenFormReadsBack(@ForAll("stages") Stage s, @ForAll long seed) {
        assertThat(Stage.parse(s.toString())).isEqualTo(s);
        assertThat(Stage.parse(StageFormat.typesOnly(s))).isEqualTo(s);
        Stage playing = s.scrambled(new SplittableRandom(seed));
        assertThat(Stage.parse(playing.toString())).isEqualTo(playing);
        assertThat(Stage.parse(StageFormat.clicks(playing))).isEqualTo(playing);
        assertThat(playing.typesOnly()).isEqualTo(s);
    }

    @Provide
    Arbitrary<Stage> stages() {
        return RandomStages.anyTiles(6);
    }

    @Test
    void raggedRowsNameBothLines() {
        assertThatThrownBy(() -> Stage.parse("# c\nL 3 L\n3 4\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("line 3: 2 cells, but line 2 has 3 (rows must all be the same length)");
    }

    @Test
    void unknownTokensNameLineAndColumn() {
        assertThatThrownBy(() -> Stage.parse("L 3 L\n3 X L\n"))
                .hasMessageStartingWith("line 2, column 2: unknown tile 'X'");
        assertThatThrownBy(() -> Stage.parse("L 2 L"))
                .hasMessage(
                        "line 1, column 2: '2' is not a tile: a tile has 1 to 4 arms (1 L I 3 4) (a tile with two arms is written L or I)");
        assertThatThrownBy(() -> Stage.parse("L 5")).hasMessageStartingWith("line 1, column 2: '5' is not a tile");
        assertThatThrownBy(() -> Stage.parse("@1 L"))
                .hasMessage("line 1, column 1: '@' must follow a tile kind, as in L@1");
    }

    @Test
    void numbersTooLargeAreRefused() {
        assertThatThrownBy(() -> Stage.parse("L@4 L@0")).hasMessageStartingWith("line 1, column 1: clicks 4 too large");
        assertThatThrownBy(() -> Stage.parse("L@99999999999999999999 L@0"))
                .hasMessageStartingWith("line 1, column 1: clicks 99999999999999999999 too large");
        assertThatThrownBy(() -> Stage.parse("L 12345678901234567890"))
                .hasMessage(
                        "line 1, column 2: '12345678901234567890' is not a tile: a number too large (a tile has 1 to 4 arms: 1 L I 3 4)");
        assertThatThrownBy(() -> Stage.parse("3 12 3")).hasMessageStartingWith("line 1, column 2: '12' is not a tile");
        // Digits that are all tiles are tiles side by side.
        assertThat(Stage.parse("3134\n3134").cols()).isEqualTo(4);
        assertThatThrownBy(() -> Stage.parse("L@ L"))
                .hasMessage("line 1, column 1: 'L@' needs the clicks 0..3 after '@'");
    }

    @Test
    void emptyAndTilelessStagesAreRefused() {
        assertThatThrownBy(() -> Stage.parse("")).hasMessage("no stage: the text has no rows of tiles");
        assertThatThrownBy(() -> Stage.parse("# only a comment\n\n"))
                .hasMessage("no stage: the text has no rows of tiles");
        assertThatThrownBy(() -> Stage.parse(". .\n. .")).hasMessage("the stage has no tiles (every cell is empty)");
    }

    @Test
    void oversizeStagesAreRefused() {
        String wide = "1".repeat(101);
        assertThatThrownBy(() -> Stage.parse(wide))
                .hasMessage("line 1: more than 100 cells (the largest stage is 100x100)");
        String tall = "1\n".repeat(101);
        assertThatThrownBy(() -> Stage.parse(tall))
                .hasMessage("line 101: more than 100 rows (the largest stage is 100x100)");
        assertThat(Stage.parse(("1".repeat(100) + "\n").repeat(100)).cellCount())
                .isEqualTo(10_000);
    }

    @Test
    void orientationsMustBeGivenForAllTilesOrNone() {
        assertThatThrownBy(() -> Stage.parse("└ L\n"))
                .hasMessage(
                        "line 1, column 2: tile 'L' has no orientation, but the tile at line 1, column 1 has one (give every tile's orientation, or none)");
    }
}
