package dev.shannon.zdd;

import dev.shannon.zdd.core.SearchSpec;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.spec.FrontierLayout;
import java.util.Arrays;

/**
 * Frontier search over pairs (G, H) with H a member of a family F and H an induced subgraph of
 * G — the first half of {@link InducedFreeSubgraphs}, after Graphillion's "inducing colouring"
 * search. Each edge e of the universe gets one of three colours: in H (so in G), <em>inside</em>
 * (not in H but with both ends on H's vertices, so kept out of G) or <em>free</em> (anything
 * else: G may take it or not). Given H the colours are determined, so the pairs are in one-to-one
 * correspondence with the members of F that occur; the caller then forgets H
 * ({@link InducedFreeSubgraphs}) to get the edge sets G.
 *
 * <p>Edge e of the universe is decided on two levels: 2e, "e is in H", and 2e + 1, "e is
 * inside". Neither means free. H's choices follow F's diagram node by node (one state word). A
 * vertex is on H when one of H's edges touches it, which is known only when it leaves the
 * frontier, so the colours are guessed and checked: per frontier slot, whether its vertex is on
 * H so far ({@link #ON}), must end on H ({@link #MUST}, an inside edge needs both ends on H) or
 * may never be ({@link #BARRED}); and per pair of slots, a free edge between them still to be
 * checked (not both ends on H), an inside edge still to be checked (in {@code simple} mode, the
 * two ends must not be joined by an edge of H), and whether H joins them. A pair is settled when
 * its first vertex leaves the frontier, since all edges between the two are decided by then.
 *
 * <p>In {@code simple} mode (chordality) the test is that of the simple graphs: loops are always
 * free, and an edge parallel to one of H's is free too.
 */
final class InducedCopySpec implements SearchSpec {
    static final int MAX_WIDTH = 31;
    private static final int ON = 1;
    private static final int MUST = 2;
    private static final int BARRED = 4;

    private final FrontierLayout layout;
    private final Zdd forbidden;
    private final boolean simple;
    private final int w;
    private final int m;
    /** State offsets: F's node, "the last in-H choice was taken", flags, then three masks per slot. */
    private final int flags;

    private final int freePairs;
    private final int insidePairs;
    private final int joined;

    InducedCopySpec(Universe u, Zdd forbidden, boolean simple) {
        requireWidth(u);
        this.layout = FrontierLayout.of(u);
        this.forbidden = forbidden;
        this.simple = simple;
        this.w = Math.max(1, layout.width());
        this.m = u.edgeCount();
        this.flags = 2;
        this.freePairs = flags + w;
        this.insidePairs = freePairs + w;
        this.joined = insidePairs + w;
    }

    /** Refuses universes whose frontier is wider than the slot masks hold. */
    static void requireWidth(Universe u) {
        int width = FrontierLayout.of(u).width();
        if (width > MAX_WIDTH) {
            throw new IllegalArgumentException(
                    "a frontier of " + width + " vertices; induced copies are searched " + "with at most " + MAX_WIDTH);
        }
    }

    int levels() {
        return 2 * m;
    }

    @Override
    public int stateSize() {
        return joined + w;
    }

    @Override
    public int root(int[] st, int at) {
        Arrays.fill(st, at, at + stateSize(), 0);
        st[at] = forbidden.root();
        if (m == 0) {
            return st[at] == Zdd.ONE ? ACCEPT : REJECT;
        }
        return st[at] == Zdd.ZERO ? REJECT : 0;
    }

    @Override
    public int child(int[] st, int at, int level, boolean take) {
        int e = level >>> 1;
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        if ((level & 1) == 0) {
            return inH(st, at, e, su, sv, take) ? level + 1 : REJECT;
        }
        boolean wasInH = st[at + 1] != 0;
        st[at + 1] = 0;
        if (take ? wasInH || !inside(st, at, su, sv) : !wasInH && !free(st, at, su, sv)) {
            return REJECT;
        }
        if (layout.leavesU(e) && !leave(st, at, su)) {
            return REJECT;
        }
        if (sv != su && layout.leavesV(e) && !leave(st, at, sv)) {
            return REJECT;
        }
        if (e + 1 < m) {
            return level + 1;
        }
        return st[at] == Zdd.ONE ? ACCEPT : REJECT;
    }

    /** Level 2e: follows F's diagram, and an edge of H puts both ends on H. */
    private boolean inH(int[] st, int at, int e, int su, int sv, boolean take) {
        int node = st[at];
        int v = forbidden.var(node);
        if (take) {
            if (v != e) {
                return false;
            }
            st[at] = forbidden.hi(node);
        } else if (v == e) {
            st[at] = forbidden.lo(node);
        }
        if (st[at] == Zdd.ZERO) {
            return false;
        }
        st[at + 1] = take ? 1 : 0;
        if (!take) {
            return true;
        }
        if (!putOn(st, at, su) || !putOn(st, at, sv)) {
            return false;
        }
        if (su != sv) {
            if (simple && (st[at + insidePairs + su] >>> sv & 1) != 0) {
                return false; // an inside edge turned out parallel to one of H's
            }
            st[at + joined + su] |= 1 << sv;
            st[at + joined + sv] |= 1 << su;
        }
        return true;
    }

    private boolean putOn(int[] st, int at, int s) {
        int f = st[at + flags + s];
        if ((f & BARRED) != 0) {
            return false;
        }
        st[at + flags + s] = f | ON;
        return true;
    }

    /** Level 2e + 1 taken: both ends must end on H (and, in simple mode, not be joined by H). */
    private boolean inside(int[] st, int at, int su, int sv) {
        if (simple && su == sv) {
            return false;
        }
        if (simple && (st[at + joined + su] >>> sv & 1) != 0) {
            return false;
        }
        for (int s : new int[] {su, sv}) {
            if ((st[at + flags + s] & BARRED) != 0) {
                return false;
            }
            st[at + flags + s] |= MUST;
        }
        if (simple) {
            st[at + insidePairs + su] |= 1 << sv;
            st[at + insidePairs + sv] |= 1 << su;
        }
        return true;
    }

    /** Neither level taken: the ends must not both end on H (unless exempt in simple mode). */
    private boolean free(int[] st, int at, int su, int sv) {
        if (simple && su == sv) {
            return true;
        }
        st[at + freePairs + su] |= 1 << sv;
        st[at + freePairs + sv] |= 1 << su;
        return true;
    }

    /** Slot s's vertex leaves the frontier: its status is final, so its pairs are settled. */
    private boolean leave(int[] st, int at, int s) {
        int f = st[at + flags + s];
        boolean on = (f & ON) != 0;
        if ((f & MUST) != 0 && !on) {
            return false;
        }
        int pending = st[at + freePairs + s];
        int exempt = simple ? st[at + joined + s] : 0;
        if (on) {
            for (int x = 0; x < w; x++) {
                if ((pending >>> x & 1) == 0 || (exempt >>> x & 1) != 0) {
                    continue;
                }
                if (x == s) {
                    return false; // a free loop at a vertex of H
                }
                int g = st[at + flags + x];
                if ((g & (ON | MUST)) != 0) {
                    return false;
                }
                st[at + flags + x] = g | BARRED;
            }
        }
        st[at + flags + s] = 0;
        int keep = ~(1 << s);
        for (int base : new int[] {freePairs, insidePairs, joined}) {
            st[at + base + s] = 0;
            for (int x = 0; x < w; x++) {
                st[at + base + x] &= keep;
            }
        }
        return true;
    }
}
