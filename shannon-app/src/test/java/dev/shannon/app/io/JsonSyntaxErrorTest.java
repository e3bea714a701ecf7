package dev.shannon.app.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.io.GraphLimits;
import org.junit.jupiter.api.Test;

/** Jackson's parse errors reach the author of a file as one plain line (an audit found its internals in them). */
class JsonSyntaxErrorTest {
    @Test
    void anUnclosedArraySaysWhereItOpened() {
        assertThatThrownBy(() -> JsonGameFormat.read("g.json", "{\"edges\": [[1,2]", GraphLimits.DEFAULT))
                .hasMessageStartingWith("g.json: invalid JSON at line 1, column ")
                .hasMessageContaining("expected close marker for Array (opened at line 1, column 11)")
                .hasMessageNotContaining("Source")
                .hasMessageNotContaining("REDACTED")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aNestingLimitIsNamedWithoutTheLibrarySetting() {
        String deep = "{\"edges\": " + "[".repeat(1001) + "]".repeat(1001) + "}";
        assertThatThrownBy(() -> JsonGameFormat.read("g.json", deep, GraphLimits.DEFAULT))
                .hasMessageContaining("nesting depth")
                .hasMessageNotContaining("StreamReadConstraints")
                .hasMessageNotContaining("`")
                .hasMessageNotContaining("\n");
    }

    @Test
    void anEmptyOrMissingMessageIsUnreadable() {
        assertThat(JsonSyntaxError.plain(null)).isEqualTo("unreadable");
        assertThat(JsonSyntaxError.plain("first\nsecond")).isEqualTo("first");
    }
}
