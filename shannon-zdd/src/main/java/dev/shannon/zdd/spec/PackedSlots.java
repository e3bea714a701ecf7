package dev.shannon.zdd.spec;

/**
 * Small unsigned values, one per frontier slot, packed into {@code int} words without
 * straddling a word boundary. Fewer words mean cheaper hashing and comparing in the engine.
 */
public final class PackedSlots {
    private final int mask;
    private final int words;
    private final int[] wordOf;
    private final int[] shiftOf;

    /** Room for {@code slots} values, each below 2<sup>bits</sup>. */
    public PackedSlots(int slots, int bits) {
        if (bits < 1 || bits > 31) {
            throw new IllegalArgumentException("bits must be 1..31, got " + bits);
        }
        mask = (1 << bits) - 1;
        int perWord = 32 / bits;
        words = (slots + perWord - 1) / perWord;
        wordOf = new int[slots];
        shiftOf = new int[slots];
        for (int i = 0; i < slots; i++) {
            wordOf[i] = i / perWord;
            shiftOf[i] = (i % perWord) * bits;
        }
    }

    /** The fewest bits that hold every value in {@code 0..maxValue}. */
    public static int bitsFor(int maxValue) {
        return Math.max(1, 32 - Integer.numberOfLeadingZeros(maxValue));
    }

    public int words() {
        return words;
    }

    public int slots() {
        return wordOf.length;
    }

    public int get(int[] s, int at, int slot) {
        return (s[at + wordOf[slot]] >>> shiftOf[slot]) & mask;
    }

    public void set(int[] s, int at, int slot, int value) {
        int w = at + wordOf[slot];
        int sh = shiftOf[slot];
        s[w] = (s[w] & ~(mask << sh)) | (value << sh);
    }
}
