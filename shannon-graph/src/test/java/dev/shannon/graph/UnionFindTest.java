package dev.shannon.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class UnionFindTest {
    /** Rolling back to a mark restores exactly the partition seen at the mark. */
    @Property
    void rollbackRestoresThePartition(
            @ForAll @Size(max = 40) List<@IntRange(max = 9) Integer> first,
            @ForAll @Size(max = 40) List<@IntRange(max = 9) Integer> second) {
        UnionFind uf = new UnionFind(10);
        for (int i = 0; i + 1 < first.size(); i += 2) {
            uf.union(first.get(i), first.get(i + 1));
        }
        int[][] before = partition(uf);
        int sets = uf.setCount();
        int mark = uf.mark();
        for (int i = 0; i + 1 < second.size(); i += 2) {
            uf.union(second.get(i), second.get(i + 1));
        }
        uf.rollback(mark);
        assertThat(partition(uf)).isDeepEqualTo(before);
        assertThat(uf.setCount()).isEqualTo(sets);
    }

    private static int[][] partition(UnionFind uf) {
        int[][] same = new int[10][10];
        for (int a = 0; a < 10; a++) {
            for (int b = 0; b < 10; b++) {
                same[a][b] = uf.connected(a, b) ? 1 : 0;
            }
        }
        return same;
    }
}
