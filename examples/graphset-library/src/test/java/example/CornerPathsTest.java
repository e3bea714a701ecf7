package example;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CornerPathsTest {
    @Test
    void theGuidesFirstExample() {
        assertEquals(new BigInteger("789360053252"), CornerPaths.of(8).count());
        assertEquals(31481, CornerPaths.of(8).nodeCount());
        assertEquals(new BigInteger("789360053252"), CornerPaths.countWithoutDiagram(8));
    }
}
