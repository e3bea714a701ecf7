package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * Mines the positions of rooted play (Short's classes all out-arborescences, s's rooted at s)
 * for a polynomial description of who wins. Every position reachable from either start by
 * rooted claims and live deletions is solved three ways — by exact search ({@link DirectedSearch},
 * Short unrestricted), by exact search with Short restricted to rooted claims
 * ({@link ShapeRestrictedGame}), and by two undirected bounds: Lehman's game on the shadow with
 * every class contracted ({@link DirectedSearch#boundLeavesShortAChance}), and on the rooted
 * quotient ({@link RootedBound}) — and the disagreements are counted. Program:
 * {@code RootedCharacterisation K [SAMPLES SEED]} or {@code RootedCharacterisation multi N M SAMPLES SEED}.
 */
final class RootedCharacterisation {
    /** Counters: positions, and for each comparison how often each side said Short while the other said Cut. */
    static final class Tally {
        long positions;
        long shortWins;
        long rootedLosesWhatShortWins;
        long shadowSaysShortButCutWins;
        long rootedBoundSaysShortButRootedLoses;
        long rootedBoundSaysCutButShortWins;
        long rootedBoundSaysShortButCutWins;
        long rootedBoundSaysCutButRootedWins; // must stay 0: the bound is an upper bound for rooted play
        /** With Cut to move, the bound holds but some deletion leaves no rooted claim after which it still holds. */
        long cutToMoveBoundNotKept;
        /** The same positions, rooted Short winning them nonetheless. */
        long cutToMoveBoundNotKeptButRootedWins;
        /** With Cut to move: the bound and the rooted game disagree. */
        long cutToMoveDisagreements;
        /** With Short to move: "some rooted claim leaves the bound holding (Cut to move)" and the rooted game disagree. */
        long shortToMoveOneClaimDisagreements;
        /** Reach-only shadow (what s reaches contracted into s, what reaches t into t, other arcs dropped) vs the exact game. */
        long reachShadowSaysShortButCutWins;

        long reachShadowSaysCutButShortWins;
        /** Two branchings (see {@link #twoBranchings}) vs the rooted game, Cut to move and Short to move (one claim ahead). */
        long branchingsCutToMoveSayShortRootedLoses;

        long branchingsCutToMoveSayCutRootedWins;
        long branchingsShortToMoveDisagree;

        @Override
        public String toString() {
            return String.format(
                    "positions %d (Short wins %d); rooted Short loses a Short win: %d; shadow bound says Short, Cut wins: %d;"
                            + " rooted bound says Short, rooted Short loses: %d (of which Cut wins outright %d); rooted bound says Cut, Short wins: %d;"
                            + " rooted bound says Cut, rooted Short wins: %d; Cut to move: bound vs rooted game disagree %d, bound holds but cannot"
                            + " be kept after some deletion %d (rooted Short wins %d of them); Short to move: one rooted claim keeping the bound vs"
                            + " the rooted game disagree %d; reach-only shadow says Short, Cut wins: %d; says Cut, Short wins: %d;"
                            + " two branchings, Cut to move: say Short, rooted loses %d; say Cut, rooted wins %d; Short to move: disagree %d",
                    positions,
                    shortWins,
                    rootedLosesWhatShortWins,
                    shadowSaysShortButCutWins,
                    rootedBoundSaysShortButRootedLoses,
                    rootedBoundSaysShortButCutWins,
                    rootedBoundSaysCutButShortWins,
                    rootedBoundSaysCutButRootedWins,
                    cutToMoveDisagreements,
                    cutToMoveBoundNotKept,
                    cutToMoveBoundNotKeptButRootedWins,
                    shortToMoveOneClaimDisagreements,
                    reachShadowSaysShortButCutWins,
                    reachShadowSaysCutButShortWins,
                    branchingsCutToMoveSayShortRootedLoses,
                    branchingsCutToMoveSayCutRootedWins,
                    branchingsShortToMoveDisagree);
        }
    }

    private RootedCharacterisation() {}

    public static void main(String[] args) {
        long start = System.nanoTime();
        Tally tally = new Tally();
        String label = BoardSamples.forEach(args, board -> board(board, tally));
        System.out.printf("%s: %s, %.1f s%n", label, tally, (System.nanoTime() - start) / 1e9);
    }

    /** After every live deletion, some rooted claim wins at once or leaves the rooted bound holding. */
    static boolean keptAfterEveryDeletion(DirectedPosition p, ShapeRestrictedGame rooted, RootedBound bound) {
        for (DirectedMove d : rooted.deletions(p.states())) {
            DirectedPosition q = p.play(d);
            if (q.winner().isEmpty() && !someClaimKeeps(q, rooted, bound)) {
                return false;
            }
        }
        return true;
    }

    /** Some rooted claim wins at once or leaves the rooted bound holding with Cut to move. */
    static boolean someClaimKeeps(DirectedPosition p, ShapeRestrictedGame rooted, RootedBound bound) {
        for (DirectedMove c : rooted.claims(p.states())) {
            DirectedPosition q = p.play(c);
            if (q.winner().isPresent() ? q.winner().get() == Player.SHORT : bound.leavesShortAChance(q)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The undirected game with the vertices s reaches by Short's arcs contracted into s, those that
     * reach t into t, every other arc dropped and the free edges kept (Short to move: Cut to move
     * with an extra free edge st).
     */
    static boolean reachShadow(DirectedPosition p) {
        Multigraph g = p.game().board().graph();
        int s = p.game().board().s();
        int t = p.game().board().t();
        byte[] state = p.states();
        ArcReach reach = new ArcReach(g, DirectedRule.SHORT_ORIENTS);
        reach.claimed(state, s, true, reach.claimedFromS);
        reach.claimed(state, t, false, reach.claimedToT);
        int n = g.vertexCount();
        int[] at = new int[n];
        for (int v = 0; v < n; v++) {
            at[v] = reach.claimedFromS[v] ? s : reach.claimedToT[v] ? t : v;
        }
        dev.shannon.switching.PebbleGame pebbles = dev.shannon.switching.PebbleGame.twoTwo(n);
        if (p.toMove() == Player.SHORT) {
            pebbles.add(s, t, -1);
        }
        for (int e = 0; e < state.length; e++) {
            if (state[e] == ArcState.FREE && at[g.edgeU(e)] != at[g.edgeV(e)]) {
                pebbles.add(at[g.edgeU(e)], at[g.edgeV(e)], e);
            }
        }
        return pebbles.gather(s, t, 3) < 3;
    }

    /**
     * Cut to move: on the classes of Short's arcs, with the arcs a rooted claim can still make (a
     * free live edge u–v gives the arc class(u) → class(v) if v is its class's root), are there a
     * set S of classes holding s's and t's and two spanning out-arborescences of S from s's class
     * that share no edge? (By brute force: every first arborescence, then reachability in what is
     * left.) At the start every vertex is a root and this is Lehman's two trees, oriented away from s.
     */
    static boolean twoBranchings(DirectedPosition p) {
        Multigraph g = p.game().board().graph();
        int s = p.game().board().s();
        int t = p.game().board().t();
        byte[] state = p.states();
        int n = g.vertexCount();
        dev.shannon.graph.UnionFind classes = new dev.shannon.graph.UnionFind(n);
        ArcClasses.fill(g, state, classes);
        boolean[] entered = new boolean[n];
        ArcClasses.entered(g, state, entered);
        ArcReach reach = new ArcReach(g, DirectedRule.SHORT_ORIENTS);
        reach.claimed(state, s, true, reach.claimedFromS);
        if (reach.claimedFromS[t]) {
            return true;
        }
        java.util.List<int[]> arcs = new java.util.ArrayList<>(); // {tail class, head class, edge}
        // Every rooted arc, dead or not: like Lehman's trees, the branchings may pass through t.
        ArcClasses.forEachFreeArc(g, state, (e, x, y, forward) -> {
            if (!entered[y] && classes.find(x) != classes.find(y)) {
                arcs.add(new int[] {classes.find(x), classes.find(y), e});
            }
        });
        int rs = classes.find(s);
        int rt = classes.find(t);
        java.util.List<Integer> others = new java.util.ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (classes.find(v) == v && v != rs && v != rt) {
                others.add(v);
            }
        }
        for (int mask = 0; mask < 1 << others.size(); mask++) {
            boolean[] inS = new boolean[n];
            inS[rs] = true;
            inS[rt] = true;
            for (int i = 0; i < others.size(); i++) {
                if ((mask >> i & 1) != 0) {
                    inS[others.get(i)] = true;
                }
            }
            java.util.List<Integer> targets = new java.util.ArrayList<>();
            for (int v = 0; v < n; v++) {
                if (inS[v] && v != rs) {
                    targets.add(v);
                }
            }
            if (firstBranching(arcs, inS, targets, 0, new int[n], new boolean[state.length], rs, n)) {
                return true;
            }
        }
        return false;
    }

    /** Chooses an entering arc for each target in turn; at the end checks it is an arborescence and the rest spans S. */
    private static boolean firstBranching(
            java.util.List<int[]> arcs,
            boolean[] inS,
            java.util.List<Integer> targets,
            int i,
            int[] parent,
            boolean[] used,
            int root,
            int n) {
        if (i == targets.size()) {
            for (int v : targets) { // every target climbs to the root: no cycle
                int x = v;
                for (int steps = 0; x != root; steps++) {
                    if (steps > n) {
                        return false;
                    }
                    x = parent[x];
                }
            }
            boolean[] seen = new boolean[n];
            seen[root] = true;
            boolean grew = true;
            while (grew) {
                grew = false;
                for (int[] a : arcs) {
                    if (!used[a[2]] && inS[a[0]] && inS[a[1]] && seen[a[0]] && !seen[a[1]]) {
                        seen[a[1]] = true;
                        grew = true;
                    }
                }
            }
            for (int v : targets) {
                if (!seen[v]) {
                    return false;
                }
            }
            return true;
        }
        int v = targets.get(i);
        for (int[] a : arcs) {
            if (a[1] == v && inS[a[0]] && !used[a[2]]) {
                used[a[2]] = true;
                parent[v] = a[0];
                boolean ok = firstBranching(arcs, inS, targets, i + 1, parent, used, root, n);
                used[a[2]] = false;
                if (ok) {
                    return true;
                }
            }
        }
        return false;
    }

    static String describe(DirectedPosition p) {
        Multigraph g = p.game().board().graph();
        StringBuilder b = new StringBuilder(p.toMove().id() + " to move;");
        for (int e = 0; e < g.edgeCount(); e++) {
            String u = g.name(g.edgeU(e));
            String v = g.name(g.edgeV(e));
            b.append(' ')
                    .append(
                            p.isFree(e)
                                    ? u + "-" + v
                                    : p.isDeleted(e)
                                            ? "(" + u + "-" + v + " deleted)"
                                            : p.isClaimedForward(e) ? u + "->" + v : v + "->" + u);
        }
        return b.toString();
    }

    static void board(TerminalGraph board, Tally tally) {
        DirectedGame game = new DirectedGame(board, DirectedRule.SHORT_ORIENTS);
        DirectedSearch search = new DirectedSearch(game, Long.MAX_VALUE);
        DirectedSearch shadow = new DirectedSearch(game, 0);
        ShapeRestrictedGame rooted = new ShapeRestrictedGame(game, ShapeRestrictedGame.Shape.OUT);
        RootedBound bound = new RootedBound(game);
        Set<DirectedPosition> seen = new HashSet<>();
        ArrayDeque<DirectedPosition> todo = new ArrayDeque<>();
        for (Player first : Player.values()) {
            todo.push(DirectedPosition.start(game, first));
        }
        while (!todo.isEmpty()) {
            DirectedPosition p = todo.pop();
            if (p.winner().isPresent() || !seen.add(p)) {
                continue;
            }
            boolean u = search.shortWins(p);
            boolean r = rooted.shortWins(p);
            boolean sh = shadow.boundLeavesShortAChance(p);
            boolean rb = bound.leavesShortAChance(p);
            boolean rs = reachShadow(p);
            tally.reachShadowSaysShortButCutWins += rs && !u ? 1 : 0;
            tally.reachShadowSaysCutButShortWins += !rs && u ? 1 : 0;
            tally.positions++;
            tally.shortWins += u ? 1 : 0;
            tally.rootedLosesWhatShortWins += u && !r ? 1 : 0;
            tally.shadowSaysShortButCutWins += sh && !u ? 1 : 0;
            tally.rootedBoundSaysShortButRootedLoses += rb && !r ? 1 : 0;
            tally.rootedBoundSaysShortButCutWins += rb && !u ? 1 : 0;
            tally.rootedBoundSaysCutButShortWins += !rb && u ? 1 : 0;
            tally.rootedBoundSaysCutButRootedWins += !rb && r ? 1 : 0;
            if (Boolean.getBoolean("rooted.branchings")) {
                if (p.toMove() == Player.CUT) {
                    boolean b = twoBranchings(p);
                    tally.branchingsCutToMoveSayShortRootedLoses += b && !r ? 1 : 0;
                    tally.branchingsCutToMoveSayCutRootedWins += !b && r ? 1 : 0;
                    if (b != r
                            && Boolean.getBoolean("rooted.showBranchings")
                            && tally.branchingsCutToMoveSayShortRootedLoses + tally.branchingsCutToMoveSayCutRootedWins
                                    <= 6) {
                        System.out.println("branchings " + b + ", rooted " + r + ": " + describe(p));
                    }
                } else {
                    boolean b = false;
                    for (DirectedMove c : rooted.claims(p.states())) {
                        DirectedPosition q = p.play(c);
                        if (q.winner().isPresent() ? q.winner().get() == Player.SHORT : twoBranchings(q)) {
                            b = true;
                            break;
                        }
                    }
                    tally.branchingsShortToMoveDisagree += b != r ? 1 : 0;
                }
            }
            if (p.toMove() == Player.CUT) {
                tally.cutToMoveDisagreements += rb != r ? 1 : 0;
                if (rb != r
                        && Boolean.getBoolean("rooted.show")
                        && tally.cutToMoveDisagreements <= Integer.getInteger("rooted.shown", 5)) {
                    System.out.println("bound " + rb + ", rooted " + r + ", unrestricted " + u + ": " + describe(p));
                }
                if (rb && !keptAfterEveryDeletion(p, rooted, bound)) {
                    tally.cutToMoveBoundNotKept++;
                    tally.cutToMoveBoundNotKeptButRootedWins += r ? 1 : 0;
                }
            } else {
                tally.shortToMoveOneClaimDisagreements += someClaimKeeps(p, rooted, bound) != r ? 1 : 0;
            }
            DirectedMove[] moves =
                    p.toMove() == Player.SHORT ? rooted.claims(p.states()) : rooted.deletions(p.states());
            for (DirectedMove m : moves) {
                todo.push(p.play(m));
            }
        }
    }
}
