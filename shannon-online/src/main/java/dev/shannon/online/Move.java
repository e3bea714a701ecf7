package dev.shannon.online;

import dev.shannon.bridgit.Crossing;

/**
 * A move as a player sends it and as it is stored: a crossing taken (Bridg-It), a bridge moved from one crossing to
 * another (the limited-bridges game once all bridges are placed), or an element taken (an edge of the switching game,
 * an element of the matroid game). {@link #text()} is the stored form and {@link #parse} reads it back.
 */
public sealed interface Move {
    /** The stored form: "r,c", "r,c>r,c" or the element index. */
    String text();

    /** Bridg-It: the side to move builds a bridge on crossing {@code at}. */
    record Place(Crossing at) implements Move {
        @Override
        public String text() {
            return at.toString();
        }
    }

    /** Limited bridges, moving phase: the side to move takes its bridge at {@code from} to the free {@code to}. */
    record Shift(Crossing from, Crossing to) implements Move {
        @Override
        public String text() {
            return from + ">" + to;
        }
    }

    /** The switching game (an edge index) or the matroid game (an element index): Short claims it, Cut deletes it. */
    record Take(int element) implements Move {
        @Override
        public String text() {
            return Integer.toString(element);
        }
    }

    static Move parse(GameKind kind, String text) {
        if (kind != GameKind.BRIDGIT) {
            return new Take(Integer.parseInt(text));
        }
        int arrow = text.indexOf('>');
        return arrow < 0
                ? new Place(Crossing.parse(text))
                : new Shift(Crossing.parse(text.substring(0, arrow)), Crossing.parse(text.substring(arrow + 1)));
    }
}
