package dev.shannon.puzzles.tsunagaru;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Built-in stages, by name: a start for a player, a test, or a benchmark. */
public final class SampleStages {
    /** 「つながる。」 world stage 9 (docs/rules.md, "Tsunagaru"): 3 solutions. */
    public static final String WORLD_9 = """
            L 3 3 3 3 3 3 3 L
            3 4 L L L L L L 3
            3 3 I I I I I 3 3
            3 L L I L 1 L L 3
            3 L 3 L L L I L 3
            3 L 3 3 L 3 3 L 3
            3 3 3 1 L L I L 3
            3 3 3 3 3 3 3 3 3
            L 3 3 3 3 3 3 3 L
            """;

    private static final Map<String, String> STAGES = new LinkedHashMap<>();

    static {
        STAGES.put("world-9", WORLD_9);
        // Made by the generator (5x5, --unique --seed 1): one solution, settled by local deduction alone.
        STAGES.put("warm-up", """
                1 3 I L 1
                L 3 3 4 3
                3 3 4 3 L
                3 3 4 L 1
                1 1 L L L
                """);
        // Made by the generator (7x7, --tricky --seed 1): two solutions, one connected and one not.
        STAGES.put("tricky-7", """
                L 3 3 I 3 3 1
                I 3 3 1 L 3 L
                I L 3 1 L I 3
                3 I L L L 1 I
                3 L L 3 L L L
                I 3 4 I L L 1
                1 1 L I I 3 1
                """);
    }

    private SampleStages() {}

    /** The names of the built-in stages, in a fixed order. */
    public static Set<String> names() {
        return Collections.unmodifiableSet(STAGES.keySet());
    }

    /**
     * The built-in stage of that name, types-only.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static Stage get(String name) {
        String text = STAGES.get(name);
        if (text == null) {
            throw new IllegalArgumentException(
                    "no sample stage '" + name + "' (known: " + String.join(", ", STAGES.keySet()) + ")");
        }
        return Stage.parse(text);
    }

    /** World stage 9. */
    public static Stage world9() {
        return Stage.parse(WORLD_9);
    }
}
