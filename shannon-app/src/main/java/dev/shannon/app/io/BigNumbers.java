package dev.shannon.app.io;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;

/**
 * How a whole number that may pass 2<sup>53</sup> (a count of solutions, a seed, an index into a
 * count) is written. The command line prints exact JSON integers, which every arbitrary-precision
 * reader keeps; the web writes the same field as a decimal string, because a JavaScript number is
 * exact only up to 2<sup>53</sup> and a page would silently round it (docs/json.md, "Numbers").
 */
public enum BigNumbers {
    /** Exact JSON integers of any size (the command line). */
    INTEGERS,
    /** Decimal strings (the web API). */
    STRINGS;

    public void put(ObjectNode node, String field, BigInteger value) {
        if (this == INTEGERS) {
            node.put(field, value);
        } else {
            node.put(field, value.toString());
        }
    }

    public void put(ObjectNode node, String field, long value) {
        if (this == INTEGERS) {
            node.put(field, value);
        } else {
            node.put(field, Long.toString(value));
        }
    }
}
