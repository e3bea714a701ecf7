package dev.shannon.census;

/**
 * The invariants every partial table must satisfy, checked on each shard as it finishes or is read
 * back from a checkpoint, and on the whole table: a shard counts exactly its graphs; in every row
 * the four game types add up to the graphs; games Short can win need s and t connected; the
 * weighted row counts exactly the labelled graphs the shard's items stand for. A checkpoint
 * record that was edited (even with its checksum recomputed) fails one of them unless the edit
 * moved counts between game types of equal total, which no checksum-free check can see.
 */
final class TallyCheck {
    private TallyCheck() {}

    /** Why {@code t} cannot be the table of {@code shard}, or null if it can. */
    static String problem(GraphFamily family, Shard shard, CensusTally t) {
        long items = shard.to(family.size()) - shard.from(family.size());
        if (t.graphs().graphs() != items) {
            return "it counts " + t.graphs().graphs() + " graphs, the shard has " + items;
        }
        String row = rowProblem(t.graphs());
        if (row == null) {
            row = rowProblem(t.labelled());
        }
        if (row != null) {
            return row;
        }
        long weight = family.labelledWeight(shard);
        if (t.labelled().graphs() != weight) {
            return "it stands for " + t.labelled().graphs() + " labelled graphs, the shard for " + weight;
        }
        if (family instanceof LabelledGraphs && !t.labelled().equals(t.graphs())) {
            return "its weighted row differs from its own in a labelled census";
        }
        if (t.positions() < 0
                || t.disagreements() < 0
                || t.examples().size() > Math.min(t.disagreements(), CensusTally.EXAMPLES_KEPT)) {
            return "negative positions or disagreements, or more examples than disagreements";
        }
        if (t.disagreements() > t.positions()) {
            return "more disagreements (" + t.disagreements() + ") than positions checked (" + t.positions() + ")";
        }
        if (t.disagreements() > 0 && t.examples().isEmpty()) {
            // Every disagreement found keeps an example (up to the first few): a count without one was not found.
            return t.disagreements() + " disagreements and not one example";
        }
        return null;
    }

    static void require(GraphFamily family, Shard shard, CensusTally t) {
        String problem = problem(family, shard, t);
        if (problem != null) {
            throw new IllegalStateException("shard " + shard.index() + " of the census is wrong: " + problem);
        }
    }

    /** The whole table counts the whole family. */
    static void requireWhole(GraphFamily family, CensusTally total) {
        if (total.graphs().graphs() != family.size() || total.labelled().graphs() != family.labelledSize()) {
            throw new IllegalStateException("the census counts "
                    + total.graphs().graphs() + " graphs standing for "
                    + total.labelled().graphs() + " labelled ones; the family has " + family.size() + " standing for "
                    + family.labelledSize());
        }
    }

    private static String rowProblem(TypeCounts c) {
        if (c.graphs() < 0
                || c.connected() < 0
                || c.shortEitherWay() < 0
                || c.cutEitherWay() < 0
                || c.firstPlayerWins() < 0
                || c.secondPlayerOnly() < 0) {
            return "a count is negative";
        }
        if (c.connected() > c.graphs()) {
            return "more graphs with s and t connected (" + c.connected() + ") than graphs (" + c.graphs() + ")";
        }
        // Overflow-safe: each term is at most graphs, checked one at a time.
        long sum = 0;
        for (long x : new long[] {c.shortEitherWay(), c.cutEitherWay(), c.firstPlayerWins(), c.secondPlayerOnly()}) {
            if (x > c.graphs() - sum) {
                return "its game types add up to more than its " + c.graphs() + " graphs";
            }
            sum += x;
        }
        if (sum != c.graphs()) {
            return "its game types add up to " + sum + ", not to its " + c.graphs() + " graphs";
        }
        if (c.graphs() - c.connected() > c.cutEitherWay()) {
            return "fewer Cut games (" + c.cutEitherWay() + ") than graphs with s and t apart ("
                    + (c.graphs() - c.connected()) + ")";
        }
        return null;
    }
}
