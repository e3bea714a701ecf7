package dev.shannon.graph.layout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.generate.NamedGraphs;
import org.junit.jupiter.api.Test;

class LayoutTest {
    @Test
    void gridNamesPlaceVerticesAtTheirCells() {
        Multigraph g = NamedGraphs.grid(3, 4);
        assertThat(GridLayout.applies(g)).isTrue();
        Layout at = GridLayout.of(g);
        int v = g.indexOf("2,3");
        assertThat(at.x()[v]).isEqualTo(3);
        assertThat(at.y()[v]).isEqualTo(2);
        assertThat(GridLayout.applies(NamedGraphs.petersen())).isFalse();
        Multigraph.Builder sameCell = Multigraph.builder();
        sameCell.addEdge("01,2", "1,2");
        assertThat(GridLayout.applies(sameCell.build())).isFalse();
        assertThatThrownBy(() -> GridLayout.of(NamedGraphs.wheel(4))).hasMessageContaining("not named r,c");
    }

    @Test
    void crossingsCountPairsOfEdgesThatMeetAwayFromSharedEnds() {
        Multigraph k4 = NamedGraphs.complete(4);
        // s, t, a, b on a square's corners in the order s, a, t, b: the diagonals s–t and a–b cross.
        double[] x = {0, 1, 1, 0};
        double[] y = {0, 1, 0, 1};
        assertThat(Crossings.count(k4, x, y)).isEqualTo(1);
        // b inside the triangle s, a, t: none.
        assertThat(Crossings.count(k4, new double[] {0, 2, 1, 1}, new double[] {0, 0, 2, 0.7}))
                .isZero();
        // An endpoint on another edge counts as meeting it.
        assertThat(Crossings.count(NamedGraphs.fourCycle(), new double[] {0, 1, 2, 1}, new double[] {0, 0, 0, 0}))
                .isPositive();
    }

    /** Small planar graphs come out of the force layout without crossings (it keeps the best of several starts). */
    @Test
    void smallPlanarGraphsAreDrawnWithoutCrossings() {
        for (Multigraph g : new Multigraph[] {
            NamedGraphs.complete(4), NamedGraphs.wheel(6), NamedGraphs.grid(3, 4), NamedGraphs.fourCycle()
        }) {
            assertThat(Crossings.count(g, ForceLayout.of(g))).as(g.toString()).isZero();
        }
    }

    @Test
    void forceLayoutIsDeterministicSeparatesVerticesAndKeepsEdgesShort() {
        for (Multigraph g :
                new Multigraph[] {NamedGraphs.petersen(), NamedGraphs.grid(4, 5), NamedGraphs.random(20, 30, 5)}) {
            Layout a = ForceLayout.of(g);
            Layout b = ForceLayout.of(g);
            assertThat(a.x()).containsExactly(b.x());
            assertThat(a.y()).containsExactly(b.y());
            // No two vertices on top of each other, and edges shorter than the average pair (on a
            // complete graph every pair is an edge, so there the two are equal).
            double minGap = Double.POSITIVE_INFINITY;
            double diameter = 0;
            double pairSum = 0;
            int pairs = 0;
            for (int i = 0; i < g.vertexCount(); i++) {
                for (int j = i + 1; j < g.vertexCount(); j++) {
                    double d = Math.hypot(a.x()[i] - a.x()[j], a.y()[i] - a.y()[j]);
                    minGap = Math.min(minGap, d);
                    diameter = Math.max(diameter, d);
                    pairSum += d;
                    pairs++;
                }
            }
            double edgeSum = 0;
            for (int e = 0; e < g.edgeCount(); e++) {
                edgeSum += Math.hypot(a.x()[g.edgeU(e)] - a.x()[g.edgeV(e)], a.y()[g.edgeU(e)] - a.y()[g.edgeV(e)]);
            }
            assertThat(minGap).isGreaterThan(diameter / 100);
            assertThat(edgeSum / g.edgeCount()).isLessThanOrEqualTo(pairSum / pairs + 1e-9);
        }
    }
}
