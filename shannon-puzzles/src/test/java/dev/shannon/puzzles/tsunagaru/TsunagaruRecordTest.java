package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class TsunagaruRecordTest {
    /** Every built-in stage, scrambled, with random turns: written and read back, the same stage, rule and turns. */
    @Property(tries = 100)
    void recordsSurviveTheRoundTrip(@ForAll long seed) {
        Random random = new Random(seed);
        List<String> names = new ArrayList<>(SampleStages.names());
        Stage stage = SampleStages.get(names.get(random.nextInt(names.size()))).scrambled(new SplittableRandom(seed));
        List<TsunagaruRecord.Turn> turns = new ArrayList<>();
        Stage expected = stage;
        for (int i = random.nextInt(40); i > 0; i--) {
            int r = random.nextInt(stage.rows());
            int c = random.nextInt(stage.cols());
            if (stage.isTile(r, c)) {
                // Both ways, as the page turns them: an anticlockwise turn is three clockwise.
                boolean back = random.nextBoolean();
                turns.add(new TsunagaruRecord.Turn(r, c, back));
                expected = expected.rotate(r, c, back ? 3 : 1);
            }
        }
        TsunagaruRecord rec = new TsunagaruRecord(stage, random.nextBoolean() ? Rule.ANY : Rule.CONNECTED, turns);
        TsunagaruRecord back = TsunagaruRecord.parse(rec.format());
        assertThat(back).isEqualTo(rec);
        assertThat(back.finalStage()).isEqualTo(expected);
    }

    @Test
    void badRecordsSayWhatIsWrong() {
        assertThat(TsunagaruRecord.parse("shannon-record tsunagaru\nstage\n╶╴\nend\nturns 0,0 0,0\n")
                        .finalStage()
                        .toString())
                .isEqualTo(Stage.parse("╷╴\n").rotate(0, 0).toString());
        assertThatThrownBy(() -> TsunagaruRecord.parse("shannon-record tsunagaru\nstage\n╶╴\nend\nturns 0,2\n"))
                .hasMessage("turn 1 (0,2): no tile there on the 2x1 stage");
        assertThatThrownBy(() -> TsunagaruRecord.parse("shannon-record tsunagaru\nstage\n╶╴\nend\nturns 0;0\n"))
                .hasMessage("turns: '0;0' is not a tile row,col (or row,col- for a turn anticlockwise)");
        assertThat(TsunagaruRecord.parse("shannon-record tsunagaru\nstage\n╶╴\nend\nturns 0,0-\n")
                        .finalStage()
                        .toString())
                .isEqualTo(Stage.parse("╵╴\n").toString());
        assertThatThrownBy(() -> TsunagaruRecord.parse("shannon-record tsunagaru\nrule some\nstage\n╶╴\nend\n"))
                .hasMessage("rule must be any or connected, got 'some'");
        assertThatThrownBy(() -> TsunagaruRecord.parse("shannon-record tsunagaru\nturns 0,0\n"))
                .hasMessageStartingWith("missing block 'stage'");
    }
}
