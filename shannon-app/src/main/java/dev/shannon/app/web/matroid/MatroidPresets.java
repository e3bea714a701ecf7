package dev.shannon.app.web.matroid;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.NamedMatroids;
import dev.shannon.matroid.UniformMatroid;
import dev.shannon.matroid.io.MatroidFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The matroids the page offers by name, each with a picture: points and lines (a point-line
 * configuration: elements are points, three or more on a drawn line are a dependent set of
 * rank 2), or vertices and edges for a graphic matroid. Coordinates are in [0, 1].
 */
final class MatroidPresets {
    /**
     * A preset: the game in the matroid text format (what a game record holds, docs/records.md),
     * and how to draw it.
     */
    record Preset(String name, String title, String description, String text, ObjectNode drawing) {
        MatroidGame game() {
            return MatroidFormat.read(name, text).game();
        }
    }

    private static final Map<String, Preset> PRESETS = new LinkedHashMap<>();

    static {
        // Fano plane: element j is the vector j + 1; corners 1, 2, 4, midpoints 3, 5, 6, centre 7.
        double[][] fanoPoints = {
            {0.5, 0.08}, {0.08, 0.88}, {0.29, 0.48}, {0.92, 0.88}, {0.71, 0.48}, {0.5, 0.88}, {0.5, 0.61}
        };
        int[][] fanoLines = {{0, 1, 2}, {0, 3, 4}, {1, 3, 5}, {0, 5, 6}, {1, 4, 6}, {3, 2, 6}};
        add(new Preset(
                "fano",
                "Fano plane F7",
                "The seven points of the projective plane over GF(2), the binary vectors 001 … 111. "
                        + "Every line has three points; the circle is a line too. Target: the centre.",
                MatroidText.of(NamedMatroids.fano(), 6),
                points(fanoPoints, fanoLines, new int[] {2, 4, 5})));
        add(new Preset(
                "non-fano",
                "Non-Fano F7⁻",
                "The same seven vectors over GF(3): the three midpoints are no longer on a line "
                        + "(no circle). Target: the centre.",
                MatroidText.of(NamedMatroids.nonFano(), 6),
                points(fanoPoints, fanoLines, null)));
        add(new Preset(
                "fano-dual",
                "Dual Fano F7*",
                "The dual of the Fano plane (rank 4, shown as its matrix): Cut wins it, "
                        + "whoever starts. Target: element 6.",
                MatroidText.of(NamedMatroids.fanoDual(), 6),
                null));
        add(new Preset(
                "u24",
                "U(2,4)",
                "Four points on a line: any two are a basis. Whoever moves first wins. Target: element 0.",
                MatroidText.of(NamedMatroids.u24(), 0),
                points(
                        new double[][] {{0.1, 0.5}, {0.37, 0.5}, {0.63, 0.5}, {0.9, 0.5}},
                        new int[][] {{0, 1, 2, 3}},
                        null)));
        add(new Preset(
                "u25",
                "U(2,5)",
                "Five points on a line: Short wins, whoever starts (n ≥ 2r + 1). Target: element 0.",
                MatroidText.of(new UniformMatroid(2, 5), 0),
                points(
                        new double[][] {{0.08, 0.5}, {0.29, 0.5}, {0.5, 0.5}, {0.71, 0.5}, {0.92, 0.5}},
                        new int[][] {{0, 1, 2, 3, 4}},
                        null)));
        add(new Preset(
                "k4",
                "K4 (graphic)",
                "The cycle matroid of K4: elements are the six edges, circuits the triangles and the "
                        + "4-cycles. Target: edge 5. Whoever moves first wins.",
                // K4's edges 01 02 03 12 13 and the target 23, as the graph text form names them (docs/matroid.md).
                "graph\n0 1\n0 2\n0 3\n1 2\n1 3\nterminals 2 3\n",
                graph(
                        new double[][] {{0.5, 0.1}, {0.1, 0.85}, {0.9, 0.85}, {0.5, 0.58}},
                        new int[][] {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}})));
    }

    private MatroidPresets() {}

    private static void add(Preset p) {
        PRESETS.put(p.name(), p);
    }

    static Preset get(String name) {
        return PRESETS.get(name);
    }

    static List<String> names() {
        return List.copyOf(PRESETS.keySet());
    }

    /** The preset whose text is text (as a record's matroid block holds it), or null. */
    static Preset byText(String text) {
        for (Preset p : PRESETS.values()) {
            if (p.text().strip().equals(text.strip())) {
                return p;
            }
        }
        return null;
    }

    static List<Preset> all() {
        return List.copyOf(PRESETS.values());
    }

    private static ObjectNode points(double[][] xy, int[][] lines, int[] circle) {
        ObjectNode d = Json.object();
        d.put("type", "points");
        ArrayNode ps = d.putArray("points");
        for (double[] p : xy) {
            ps.addArray().add(p[0]).add(p[1]);
        }
        ArrayNode ls = d.putArray("lines");
        for (int[] l : lines) {
            ls.add(Json.array(l));
        }
        if (circle != null) {
            d.set("circle", Json.array(circle));
        }
        return d;
    }

    /** Element j is edge j = ends[j]; vertices at xy. */
    private static ObjectNode graph(double[][] xy, int[][] ends) {
        ObjectNode d = Json.object();
        d.put("type", "graph");
        ArrayNode vs = d.putArray("vertices");
        for (double[] p : xy) {
            vs.addArray().add(p[0]).add(p[1]);
        }
        ArrayNode es = d.putArray("edges");
        for (int[] e : ends) {
            es.add(Json.array(e));
        }
        return d;
    }
}
