package dev.shannon.census;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The canonical-augmentation generator against brute force, against OEIS A304070 and against nauty. */
class ClassGenerationTest {
    /** OEIS A304070 for n = 2…9. */
    static final long[] A304070 = {2, 8, 40, 240, 1992, 24416, 483040, 16343872};

    /** Brute force: every class on k − 1 vertices with a new vertex joined to every subset, canonical codes deduplicated. */
    private static Map<Long, Long> extendAll(int vertices) {
        CanonicalForm canonical = new CanonicalForm();
        Map<Long, Long> classes = new HashMap<>();
        int[] w = new int[MinorCode.CELLS];
        classes.put(MinorCode.encode(2, w, new int[] {0, 1}), 1L);
        w[1] = 1;
        w[MinorCode.STRIDE] = 1;
        classes.put(MinorCode.encode(2, w, new int[] {0, 1}), 1L);
        for (int k = 3; k <= vertices; k++) {
            Map<Long, Long> next = new HashMap<>();
            int newVertex = k - 1;
            for (long code : classes.keySet()) {
                for (int subset = 0; subset < 1 << newVertex; subset++) {
                    MinorCode.decode(code, w);
                    for (int v = 0; v < newVertex; v++) {
                        w[newVertex * MinorCode.STRIDE + v] = subset >> v & 1;
                        w[v * MinorCode.STRIDE + newVertex] = subset >> v & 1;
                    }
                    long c = canonical.code(k, w);
                    next.put(c, (long) canonical.automorphisms());
                }
            }
            classes = next;
        }
        long factorial = 1;
        for (int i = 2; i <= vertices - 2; i++) {
            factorial *= i;
        }
        Map<Long, Long> weights = new HashMap<>();
        for (Map.Entry<Long, Long> e : classes.entrySet()) {
            weights.put(e.getKey(), factorial / e.getValue());
        }
        return weights;
    }

    @Test
    void generatesEveryClassOnceWithItsWeight() {
        for (int k = 2; k <= 7; k++) {
            Map<Long, Long> expected = extendAll(k);
            UnlabelledGraphs family = UnlabelledGraphs.of(k, 0, 2);
            Map<Long, Long> got = new HashMap<>();
            for (int i = 0; i < family.size(); i++) {
                assertThat(got.put(family.code(i), family.weight(i)))
                        .as("k = %d: class repeated", k)
                        .isNull();
            }
            assertThat(got).as("k = %d", k).isEqualTo(expected);
        }
    }

    @Test
    void theOrderDoesNotDependOnThreads() {
        UnlabelledGraphs one = UnlabelledGraphs.of(7, 0, 1);
        UnlabelledGraphs three = UnlabelledGraphs.of(7, 0, 3);
        long[] a = new long[(int) one.size()];
        long[] b = new long[(int) three.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = one.code(i);
            b[i] = three.code(i);
        }
        assertThat(Arrays.equals(a, b)).isTrue();
    }

    @Test
    void classCountsAreA304070AndWeightsAddUpToEveryLabelledGraph() {
        for (int k = 2; k <= 8; k++) {
            UnlabelledGraphs family = UnlabelledGraphs.of(k);
            FamilyCount count = FamilyCount.of(family, 2);
            assertThat(count.graphs()).as("k = %d", k).isEqualTo(A304070[k - 2]);
            assertThat(count.labelledGraphs()).as("k = %d", k).isEqualTo(1L << (k * (k - 1) / 2));
            if (k <= 6) {
                FamilyCount labelled = FamilyCount.of(new LabelledGraphs(k), 2);
                assertThat(count.labelledConnected()).isEqualTo(labelled.connected());
                assertThat(labelled.graphs()).isEqualTo(labelled.labelledGraphs());
            }
        }
    }

    /**
     * Debian's nauty counts the same classes another way: {@code geng K} lists the graphs up to
     * isomorphism, and {@code vcolg -c1,1,K-2} colours each in every inequivalent way with one vertex
     * of colour 0 (s), one of colour 1 (t) and the rest colour 2. Classes and connected classes must agree.
     * K = 5…8 here (seconds); {@code -Dcensus.nautyMaxVertices=9} adds K = 9 (16 million classes, minutes).
     */
    @Test
    void nautyCountsTheSameClasses() throws IOException, InterruptedException {
        Assumptions.assumeTrue(
                onPath("nauty-geng") && onPath("nauty-vcolg"),
                "nauty is not installed (apt-get install nauty): cross-check with nauty skipped");
        int max = Integer.getInteger("census.nautyMaxVertices", 8);
        for (int k = 5; k <= max; k++) {
            long[] nauty = nautyClasses(k);
            FamilyCount ours = FamilyCount.of(UnlabelledGraphs.of(k), 2);
            assertThat(ours.graphs()).as("k = %d classes", k).isEqualTo(nauty[0]);
            assertThat(ours.connected()).as("k = %d connected classes", k).isEqualTo(nauty[1]);
        }
    }

    /** Classes and s–t connected classes on k vertices, by nauty. */
    static long[] nautyClasses(int k) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("sh", "-c", "nauty-geng -q " + k + " | nauty-vcolg -q -T -c1,1," + (k - 2))
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        long classes = 0;
        long connected = 0;
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                // "nv ne c0 … c(nv-1) u1 v1 u2 v2 …"
                String[] f = line.trim().split("\\s+");
                int n = Integer.parseInt(f[0]);
                int edges = Integer.parseInt(f[1]);
                int s = -1;
                int t = -1;
                for (int v = 0; v < n; v++) {
                    int colour = Integer.parseInt(f[2 + v]);
                    if (colour == 0) {
                        s = v;
                    } else if (colour == 1) {
                        t = v;
                    }
                }
                int[] adjacency = new int[n];
                for (int e = 0; e < edges; e++) {
                    int u = Integer.parseInt(f[2 + n + 2 * e]);
                    int v = Integer.parseInt(f[3 + n + 2 * e]);
                    adjacency[u] |= 1 << v;
                    adjacency[v] |= 1 << u;
                }
                int seen = 1 << s;
                for (int frontier = seen; frontier != 0; ) {
                    int v = Integer.numberOfTrailingZeros(frontier);
                    frontier &= frontier - 1;
                    int fresh = adjacency[v] & ~seen;
                    seen |= fresh;
                    frontier |= fresh;
                }
                classes++;
                if ((seen >> t & 1) != 0) {
                    connected++;
                }
            }
        }
        assertThat(p.waitFor()).isZero();
        return new long[] {classes, connected};
    }

    static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }
}
