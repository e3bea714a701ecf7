package dev.shannon.census;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class CanonicalFormTest {

    @Property(tries = 2000)
    void codeDecodesToTheGraphAndSurvivesRenaming(
            @ForAll @IntRange(min = 2, max = 8) int n,
            @ForAll @IntRange(min = 0, max = 28) int edges,
            @ForAll long seed) {
        Random random = new Random(seed);
        int[] w = TestGraphs.random(n, edges, random);
        CanonicalForm canonical = new CanonicalForm();
        long code = canonical.code(n, w);
        int automorphisms = canonical.automorphisms();
        int[] back = new int[MinorCode.CELLS];
        assertThat(MinorCode.decode(code, back)).isEqualTo(n);
        assertThat(canonical.code(n, back)).isEqualTo(code);
        int[] renamed = TestGraphs.relabel(n, w, TestGraphs.randomPermutation(n, random));
        assertThat(canonical.code(n, renamed)).isEqualTo(code);
        assertThat(canonical.automorphisms()).isEqualTo(automorphisms);
    }

    /** Against brute force over all renamings: same code iff isomorphic (s, t fixed); automorphisms counted exactly. */
    @Property(tries = 1500)
    void separatesExactlyTheIsomorphismClasses(
            @ForAll @IntRange(min = 2, max = 6) int n,
            @ForAll @IntRange(min = 0, max = 10) int edges,
            @ForAll long seed) {
        Random random = new Random(seed);
        int[] g = TestGraphs.random(n, edges, random);
        int[] h = random.nextBoolean()
                ? TestGraphs.random(n, edges, random)
                : TestGraphs.relabel(n, g, TestGraphs.randomPermutation(n, random));
        List<int[]> perms = TestGraphs.allPermutations(n);
        int[] identity = perms.get(0);
        Set<Long> images = new HashSet<>();
        long plainG = MinorCode.encode(n, g, identity);
        int automorphisms = 0;
        for (int[] p : perms) {
            long image = MinorCode.encode(n, TestGraphs.relabel(n, g, p), identity);
            images.add(image);
            if (image == plainG) {
                automorphisms++;
            }
        }
        boolean isomorphic = images.contains(MinorCode.encode(n, h, identity));
        CanonicalForm canonical = new CanonicalForm();
        long codeG = canonical.code(n, g);
        assertThat(canonical.automorphisms()).isEqualTo(automorphisms);
        assertThat(canonical.code(n, h) == codeG).isEqualTo(isomorphic);
    }
}
