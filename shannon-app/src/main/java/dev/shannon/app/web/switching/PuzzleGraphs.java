package dev.shannon.app.web.switching;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.puzzle.SwitchingPuzzles;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The graphs of the switching-game puzzles (docs/puzzles.md) as the switching page draws them:
 * each family's graph is the page's preset of the same name and numbering, with the puzzle's
 * terminals, in the JSON of {@code /api/switching/graph} (vertices with their drawing position,
 * edges as vertex-index pairs).
 */
public final class PuzzleGraphs {
    private static final Map<String, PresetGraph> DRAWN = new ConcurrentHashMap<>();

    private PuzzleGraphs() {}

    /** The drawing of {@code family} (one of {@link SwitchingPuzzles#FAMILIES}); a fresh copy each call. */
    public static ObjectNode describe(String family) {
        return GraphJson.describe(DRAWN.computeIfAbsent(family, PuzzleGraphs::draw));
    }

    private static PresetGraph draw(String family) {
        TerminalGraph game = SwitchingPuzzles.family(family);
        PresetGraph preset = switch (family) {
            case "wheel-9" -> GraphPresets.wheel(9);
            case "grid-4x4" -> GraphPresets.grid(4, 4);
            case "petersen" -> GraphPresets.petersen();
            case "random-12-26" -> GraphPresets.random(12, 26, 7);
            default -> throw new IllegalArgumentException("no drawing for the family '" + family + "'");
        };
        Multigraph g = preset.graph();
        if (!sameEdges(g, game.graph())) {
            throw new IllegalStateException("the preset drawn for " + family + " is not the family's graph");
        }
        return new PresetGraph(
                preset.title(), preset.description(), g, g.name(game.s()), g.name(game.t()), preset.drawing());
    }

    private static boolean sameEdges(Multigraph a, Multigraph b) {
        if (a.vertexCount() != b.vertexCount() || a.edgeCount() != b.edgeCount()) {
            return false;
        }
        for (int e = 0; e < a.edgeCount(); e++) {
            if (a.edgeU(e) != b.edgeU(e) || a.edgeV(e) != b.edgeV(e)) {
                return false;
            }
        }
        return true;
    }
}
