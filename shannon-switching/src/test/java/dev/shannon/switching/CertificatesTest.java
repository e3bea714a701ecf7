package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import dev.shannon.switching.fixtures.RandomGames;
import dev.shannon.switching.flow.FlowSolver;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class CertificatesTest {

    @Property(tries = 1500)
    void everyShortWinHasAValidCertificate(@ForAll("games") TerminalGraph game) {
        Multigraph g = game.graph();
        Analysis a = SwitchingSolver.lehman().solve(game);
        Optional<Certificate> cut = Certificates.cutToMove(g, game.s(), game.t());
        assertThat(cut.isPresent()).isEqualTo(a.cutFirst().winner() == Player.SHORT);
        cut.ifPresent(c -> check(g, game, c));
        for (int e = 0; e < g.edgeCount(); e++) {
            Optional<Certificate> after = Certificates.afterClaim(g, game.s(), game.t(), e);
            assertThat(after.isPresent())
                    .as("edge %d", e)
                    .isEqualTo(a.shortFirst().isWinningMove(e));
            after.ifPresent(c -> check(g, game, c));
        }
    }

    /** Checks a certificate from scratch: S holds s and t, the trees are disjoint and each spans S. */
    /**
     * The certificate every output shows for the player to move: present exactly when Short wins
     * moving from here; with Short to move it follows the lowest winning claim; and the verdict of
     * any solver gives the same one. The explanation names the claim, or says why there is none.
     */
    @Property(tries = 800)
    void theMoversCertificateFollowsTheLowestWinningClaim(@ForAll("positions") Position p) {
        if (p.winner().isPresent()) {
            return;
        }
        Verdict v = SwitchingSolver.lehman().verdict(p);
        Optional<Certificate> c = Certificates.forMover(p);
        boolean certifiable = v.winner() == Player.SHORT && (p.toMove() == Player.CUT || v.winningMoveCount() > 0);
        assertThat(c.isPresent()).as("%s", p).isEqualTo(certifiable);
        // Any solver's verdict picks the same certificate.
        assertThat(Certificates.forVerdict(p, new FlowSolver().solve(p).verdict(p.toMove())))
                .isEqualTo(c);
        String why = Certificates.explain(p, -1, c);
        if (c.isPresent()) {
            int claim = p.toMove() == Player.SHORT ? v.winningMoves()[0] : -1;
            assertThat(c.get().claimedEdge()).isEqualTo(claim);
            assertThat(c).isEqualTo(Certificates.forPosition(p, claim));
            assertThat(why).contains("two edge-disjoint trees").contains(claim >= 0 ? "claims edge " + claim : "The ");
        } else {
            assertThat(why).contains(p.toMove() == Player.SHORT ? "no winning claim" : "Cut wins");
        }
    }

    @Provide
    Arbitrary<Position> positions() {
        return RandomGames.positions(7, 12);
    }

    static void check(Multigraph g, TerminalGraph game, Certificate c) {
        boolean[] inS = new boolean[g.vertexCount()];
        for (int v : c.vertices()) {
            inS[v] = true;
        }
        assertThat(inS[game.s()] && inS[game.t()]).as("S contains s and t").isTrue();
        int claim = c.claimedEdge();
        boolean contract = claim >= 0 && !g.isLoop(claim) && inS[g.edgeU(claim)] && inS[g.edgeV(claim)];
        for (int e : c.tree2()) {
            assertThat(c.tree1()).as("trees are disjoint").doesNotContain(e);
        }
        for (int[] tree : new int[][] {c.tree1(), c.tree2()}) {
            UnionFind uf = new UnionFind(g.vertexCount());
            if (contract) {
                uf.union(g.edgeU(claim), g.edgeV(claim));
            }
            for (int e : tree) {
                assertThat(e).isNotEqualTo(claim);
                assertThat(inS[g.edgeU(e)] && inS[g.edgeV(e)])
                        .as("tree edge %d inside S", e)
                        .isTrue();
                assertThat(uf.union(g.edgeU(e), g.edgeV(e)))
                        .as("tree edge %d closes no cycle", e)
                        .isTrue();
            }
            for (int v : c.vertices()) {
                assertThat(uf.connected(v, game.s()))
                        .as("tree spans vertex %d", v)
                        .isTrue();
            }
        }
    }

    @Provide
    Arbitrary<TerminalGraph> games() {
        return Combinators.combine(
                        Arbitraries.integers().between(2, 9),
                        Arbitraries.integers().between(1, 22),
                        Arbitraries.longs())
                .as((n, m, seed) -> RandomGames.game(n, m, new Random(seed)));
    }
}
