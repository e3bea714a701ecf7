package dev.shannon.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** A graph named by its indices behaves exactly like the same graph given those names as strings. */
class MultigraphTest {
    @Property(tries = 200)
    void indexNamesAreTheStringsOfTheIndices(@ForAll @IntRange(min = 1, max = 12) int n, @ForAll long seed) {
        java.util.Random random = new java.util.Random(seed);
        int m = random.nextInt(20);
        int[] u = new int[m];
        int[] v = new int[m];
        for (int e = 0; e < m; e++) {
            u[e] = random.nextInt(n);
            v[e] = random.nextInt(n);
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add(Integer.toString(i));
        }
        Multigraph indexed = Multigraph.ofIndices(n, u, v);
        Multigraph named = Multigraph.of(names, u, v);
        assertThat(indexed).isEqualTo(named).hasSameHashCodeAs(named);
        assertThat(named).isEqualTo(indexed);
        assertThat(indexed.names()).isEqualTo(names);
        assertThat(indexed.toString()).isEqualTo(named.toString());
        for (String probe : List.of(
                "0", "00", "-1", "+1", "01", String.valueOf(n - 1), String.valueOf(n), "x", "", "99999999999")) {
            assertThat(indexed.indexOf(probe)).as(probe).isEqualTo(named.indexOf(probe));
        }
        for (int i = 0; i < n; i++) {
            assertThat(indexed.name(i)).isEqualTo(named.name(i));
            assertThat(indexed.incidentEdges(i)).isEqualTo(named.incidentEdges(i));
        }
        assertThatThrownBy(() -> indexed.name(n)).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
