package dev.shannon.census;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The partial result of a census over some graphs: a pure function of those graphs, merged by
 * addition ({@link #plus}), so shards can run anywhere and in any order.
 *
 * @param graphs        the table over the graphs themselves (for an unlabelled census: one per class)
 * @param labelled      the same table with each graph weighted by the number of labelled graphs it
 *                      stands for (for a labelled census, equal to {@code graphs})
 * @param positions     positions the searches solved, each compared with Lehman's criterion
 * @param disagreements positions where the search and Lehman's criterion differ (expected: 0)
 * @param examples      the first few disagreements, described
 */
public record CensusTally(
        TypeCounts graphs, TypeCounts labelled, long positions, long disagreements, List<String> examples)
        implements Serializable {
    /** How many disagreement examples a tally keeps. */
    public static final int EXAMPLES_KEPT = 5;

    public static final CensusTally ZERO = new CensusTally(TypeCounts.ZERO, TypeCounts.ZERO, 0, 0, List.of());

    public CensusTally {
        Objects.requireNonNull(graphs);
        Objects.requireNonNull(labelled);
        examples = List.copyOf(examples);
    }

    /** The sum of two partial tables; examples in order, this one's first, at most {@value #EXAMPLES_KEPT}. */
    public CensusTally plus(CensusTally o) {
        List<String> both = new ArrayList<>(examples);
        for (String e : o.examples) {
            if (both.size() < EXAMPLES_KEPT) {
                both.add(e);
            }
        }
        return new CensusTally(
                graphs.plus(o.graphs),
                labelled.plus(o.labelled),
                positions + o.positions,
                disagreements + o.disagreements,
                both);
    }
}
