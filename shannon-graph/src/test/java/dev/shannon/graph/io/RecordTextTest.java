package dev.shannon.graph.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;

class RecordTextTest {
    private static RecordText parse(String text) {
        return RecordText.parse(text, "demo", Set.of("size", "moves"), Set.of("board"));
    }

    @Test
    void fieldsBlocksAndComments() {
        RecordText r = parse(
                "\uFEFF# made by hand\r\nshannon-record demo\r\n\nsize 3   # three\nboard\n# kept: blocks are verbatim\nab\n  end  \nmoves\n");
        assertThat(r.game()).isEqualTo("demo");
        assertThat(r.required("size")).isEqualTo("3");
        assertThat(r.required("moves")).isEmpty();
        assertThat(r.requiredBlock("board")).isEqualTo("# kept: blocks are verbatim\nab\n");
        assertThat(RecordText.gameOf("  \n# x\nshannon-record other\n")).isEqualTo("other");
        assertThat(RecordText.gameOf("size 3\n")).isNull();
    }

    @Test
    void writerOutputReadsBack() {
        String text = new RecordText.Writer("demo")
                .field("size", "4")
                .block("board", "x y\nz w")
                .field("moves", "")
                .toString();
        assertThat(text).isEqualTo("shannon-record demo\nsize 4\nboard\nx y\nz w\nend\nmoves\n");
        RecordText r = parse(text);
        assertThat(r.requiredBlock("board")).isEqualTo("x y\nz w\n");
    }

    @Test
    void malformedRecordsNameTheLine() {
        assertThatThrownBy(() -> parse("")).hasMessage("empty record: it starts with 'shannon-record demo'");
        assertThatThrownBy(() -> parse("shannon-record\n"))
                .hasMessage("line 1: a record starts with 'shannon-record demo'");
        assertThatThrownBy(() -> parse("shannon-record demo\nboard\nab\n"))
                .hasMessage("line 2: block 'board' has no closing 'end' line");
        assertThatThrownBy(() -> parse("shannon-record demo\ncolour red\n"))
                .hasMessage("line 2: unknown entry 'colour' (a demo record has board, moves, size)");
        assertThatThrownBy(() -> parse("shannon-record demo\nboard\nend\nboard\nend\n"))
                .hasMessage("line 4: second 'board' entry");
        assertThatThrownBy(() -> parse("shannon-record demo\n").required("size"))
                .hasMessage("missing line 'size …'");
        assertThatThrownBy(() -> parse("shannon-record demo\n").requiredBlock("board"))
                .hasMessageStartingWith("missing block 'board'");
        assertThatThrownBy(() -> parse("x".repeat(RecordText.MAX_CHARS + 1)))
                .hasMessageStartingWith("record longer than");
    }
}
