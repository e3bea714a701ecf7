package dev.shannon.matroid.oriented;

/**
 * A signed circuit of an oriented matroid on at most 64 elements: its positive and its negative
 * part as bitsets. The negation (the same circuit read the other way) is also a signed circuit.
 */
public record SignedCircuit(long positive, long negative) {
    public SignedCircuit {
        if ((positive & negative) != 0) {
            throw new IllegalArgumentException("an element is both positive and negative");
        }
        if ((positive | negative) == 0) {
            throw new IllegalArgumentException("a circuit is not empty");
        }
    }

    public long support() {
        return positive | negative;
    }

    public SignedCircuit negate() {
        return new SignedCircuit(negative, positive);
    }

    /** +1, -1 or 0: the sign of element x in this circuit. */
    public int sign(int x) {
        return (positive >>> x & 1) != 0 ? 1 : (negative >>> x & 1) != 0 ? -1 : 0;
    }

    /** This circuit with the elements of {@code flipped} reoriented (their signs swapped). */
    public SignedCircuit reorient(long flipped) {
        long keepPos = positive & ~flipped;
        long keepNeg = negative & ~flipped;
        return new SignedCircuit(keepPos | negative & flipped, keepNeg | positive & flipped);
    }
}
