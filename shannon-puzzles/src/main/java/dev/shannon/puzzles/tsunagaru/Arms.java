package dev.shannon.puzzles.tsunagaru;

/**
 * Arm sets as 4-bit masks: bit 0 north (up), bit 1 east, bit 2 south, bit 3 west — the
 * directions in clockwise order, so that one click (a quarter turn clockwise) is a rotation of
 * the four bits. Plain {@code int}s, because the solvers keep them in primitive arrays.
 */
public final class Arms {
    public static final int NORTH = 1;
    public static final int EAST = 2;
    public static final int SOUTH = 4;
    public static final int WEST = 8;
    /** All four arms. */
    public static final int ALL = 15;

    /** Row and column steps of direction {@code d} (0 north, 1 east, 2 south, 3 west). */
    static final int[] DR = {-1, 0, 1, 0};

    static final int[] DC = {0, 1, 0, -1};

    /** Box-drawing character of each arm set (index = mask); mask 0 is a blank. */
    private static final String BOX = " ╵╶└╷│┌├╴┘─┴┐┤┬┼";

    private Arms() {}

    /** The arm set turned {@code clicks} quarter turns clockwise (north goes east). */
    public static int rotate(int arms, int clicks) {
        int k = Math.floorMod(clicks, 4);
        return ((arms << k) | (arms >>> (4 - k))) & ALL;
    }

    /** The opposite direction's bit of a single-direction bit. */
    static int opposite(int bit) {
        return rotate(bit, 2);
    }

    /** The number of arms. */
    public static int count(int arms) {
        return Integer.bitCount(arms & ALL);
    }

    /**
     * The fewest clicks (0..3) that turn {@code from} into {@code to}, or -1 if no rotation does
     * (different shapes).
     */
    public static int clicks(int from, int to) {
        for (int k = 0; k < 4; k++) {
            if (rotate(from, k) == to) {
                return k;
            }
        }
        return -1;
    }

    /** The box-drawing character of an arm set, e.g. {@code └} for north and east. */
    public static char box(int arms) {
        return BOX.charAt(arms & ALL);
    }

    /** The arm set drawn by a box-drawing character, or -1 if {@code c} is none of the 15. */
    public static int ofBox(int c) {
        int i = BOX.indexOf(c);
        return i <= 0 ? -1 : i;
    }

    /** Arms as compass letters, e.g. {@code "NE"}; {@code "-"} for none. */
    public static String letters(int arms) {
        StringBuilder sb = new StringBuilder();
        String names = "NESW";
        for (int d = 0; d < 4; d++) {
            if ((arms >>> d & 1) != 0) {
                sb.append(names.charAt(d));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
