package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.graph.Interruption;
import dev.shannon.zdd.SetFamily;
import java.io.PrintWriter;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * What {@code count} prints of a family besides its count, whatever its members are (sets of
 * edges, of vertices): the diagram's size ({@code --zdd-size}), the first members
 * ({@code --list K}) and one drawn uniformly ({@code --sample}), as text lines or as fields of
 * the JSON answer (docs/json.md).
 *
 * @param <M> the family's member type
 */
final class MemberPrinter<M> {
    /** The most edges or vertices that --list --json holds in memory before printing its one line. */
    static final long MAX_JSON_LISTED = 2_000_000;

    private final SetFamily<?, M> family;
    private final MemberFormat<M> format;
    private final boolean zddSize;
    private final Integer list;
    /** What --sample and --min-weight print for an empty family. */
    static final String NO_MEMBER = "none (the family is empty)";

    private final Supplier<RandomGenerator> sample;

    /**
     * @param list how many members to list, or null for none
     * @param sample the generator to draw the sample with, or null for no sample
     */
    MemberPrinter(
            SetFamily<?, M> family,
            MemberFormat<M> format,
            boolean zddSize,
            Integer list,
            Supplier<RandomGenerator> sample) {
        this.family = family;
        this.format = format;
        this.zddSize = zddSize;
        this.list = list;
        this.sample = sample;
    }

    void text(PrintWriter out) {
        if (zddSize) {
            out.println("zdd nodes: " + family.nodeCount());
        }
        if (list != null) {
            listed().forEach(m -> out.println("member: " + format.text(m)));
        }
        if (sample != null) {
            // An empty family has nothing to draw; a line says so rather than leaving the question open.
            out.println("sample: " + (family.isEmpty() ? NO_MEMBER : format.text(family.sample(sample.get()))));
        }
    }

    void json(ObjectNode root) {
        if (zddSize) {
            root.put("zddNodes", family.nodeCount());
        }
        if (list != null) {
            ArrayNode members = root.putArray("members");
            long[] held = {0};
            listed().forEach(m -> {
                held[0] += format.size(m) + 1L;
                if (held[0] > MAX_JSON_LISTED) {
                    throw new IllegalArgumentException(
                            "--list --json would hold more than " + MAX_JSON_LISTED
                                    + " listed edges or vertices in memory; ask for fewer members, or list them without --json");
                }
                members.add(format.json(m));
            });
        }
        if (sample != null) {
            if (family.isEmpty()) {
                root.putNull("sample");
            } else {
                root.set("sample", format.json(family.sample(sample.get())));
            }
        }
    }

    /**
     * The first --list members, checking the time limit at each: printing thousands of large
     * members takes long, and nothing else in the loop would notice the deadline.
     */
    private Stream<M> listed() {
        return family.stream().limit(list).peek(m -> Interruption.check());
    }
}
