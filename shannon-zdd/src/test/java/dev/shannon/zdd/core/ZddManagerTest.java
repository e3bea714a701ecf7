package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.LongPredicate;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The shared table against explicit sets of bit masks: random programs of operations over a
 * pool of families, with owners dropped, the Java collector run and the table collected at
 * random points, every surviving family checked after every step.
 */
class ZddManagerTest {

    /** A family held by {@code owner}, with its expected members. */
    private record Held(Object owner, int root, Set<Long> members) {}

    private static Set<Long> members(ZddManager m, int root) {
        Set<Long> out = new HashSet<>();
        Iterator<int[]> it = ZddMembers.iterator(m.export(root));
        while (it.hasNext()) {
            long mask = 0;
            for (int e : it.next()) {
                mask |= 1L << e;
            }
            out.add(mask);
        }
        return out;
    }

    private static Held random(ZddManager m, int levels, SplittableRandom r) {
        Set<Long> f = new HashSet<>();
        double density = r.nextInt(3) == 0 ? 0.05 : r.nextDouble();
        for (long x = 0; x < 1L << levels; x++) {
            if (r.nextDouble() < density) {
                f.add(x);
            }
        }
        return hold(
                m,
                alg -> {
                    int root = Zdd.ZERO;
                    for (long x : f) {
                        root = alg.union(root, alg.single(edges(x)));
                    }
                    return root;
                },
                f);
    }

    private static int[] edges(long x) {
        int[] out = new int[Long.bitCount(x)];
        for (int i = 0, e = 0; x != 0; e++, x >>>= 1) {
            if ((x & 1) != 0) {
                out[i++] = e;
            }
        }
        return out;
    }

    private static Held hold(ZddManager m, ZddManager.Op op, Set<Long> expected) {
        int[] root = new int[1];
        Object owner = m.apply(op, r -> {
            root[0] = r;
            return new Object();
        });
        return new Held(owner, root[0], expected);
    }

    private static Set<Long> filter(Set<Long> a, LongPredicate p) {
        Set<Long> out = new HashSet<>();
        for (long x : a) {
            if (p.test(x)) {
                out.add(x);
            }
        }
        return out;
    }

    @Property(tries = 60)
    void algebraOverOneTableSurvivesCollections(@ForAll @IntRange(min = 1, max = 7) int levels, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        // Collect whenever the table has grown past a handful of nodes: every few operations.
        ZddManager m = new ZddManager(levels, 64L << 20, r.nextInt(1, 40));
        List<Held> pool = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            pool.add(random(m, levels, r));
        }
        for (int step = 0; step < 40; step++) {
            Held a = pool.get(r.nextInt(pool.size()));
            Held b = pool.get(r.nextInt(pool.size()));
            int v = r.nextInt(levels);
            Held c = switch (r.nextInt(7)) {
                case 0 -> hold(m, alg -> alg.union(a.root, b.root), union(a.members, b.members));
                case 1 -> hold(m, alg -> alg.intersect(a.root, b.root), filter(a.members, b.members::contains));
                case 2 ->
                    hold(m, alg -> alg.difference(a.root, b.root), filter(a.members, x -> !b.members.contains(x)));
                case 3 ->
                    hold(
                            m,
                            alg -> alg.symmetricDifference(a.root, b.root),
                            filter(union(a.members, b.members), x -> a.members.contains(x) != b.members.contains(x)));
                case 4 -> hold(m, alg -> alg.onset(a.root, v), filter(a.members, x -> (x >>> v & 1) != 0));
                case 5 -> hold(m, alg -> alg.offset(a.root, v), filter(a.members, x -> (x >>> v & 1) == 0));
                default -> random(m, levels, r);
            };
            assertThat(members(m, c.root)).isEqualTo(c.members);
            pool.add(c);
            if (pool.size() > 6) {
                pool.remove(r.nextInt(pool.size())); // its owner becomes unreachable
            }
            if (r.nextInt(8) == 0) {
                System.gc();
                m.collect();
            }
            for (Held h : pool) {
                assertThat(members(m, h.root))
                        .as("held family after step %d", step)
                        .isEqualTo(h.members);
            }
        }
        m.collect();
        for (Held h : pool) {
            assertThat(members(m, h.root))
                    .as("held family after the last collection")
                    .isEqualTo(h.members);
        }
        // Canonical after collections: a family made again is the node already held.
        Held first = pool.get(0);
        Held again = hold(m, alg -> alg.union(first.root, Zdd.ZERO), first.members);
        assertThat(again.root).isEqualTo(first.root);
    }

    private static Set<Long> union(Set<Long> a, Set<Long> b) {
        Set<Long> s = new HashSet<>(a);
        s.addAll(b);
        return s;
    }

    @Property(tries = 5)
    void nodesOfUnreachableOwnersAreFreed(@ForAll long seed) throws InterruptedException {
        SplittableRandom r = new SplittableRandom(seed);
        ZddManager m = new ZddManager(10, 64L << 20, 1);
        Held kept = random(m, 10, r);
        int before = 2 + m.nodeCount(kept.root); // terminals and the kept family's nodes
        for (int i = 0; i < 20; i++) {
            random(m, 10, r); // dropped at once
        }
        // The Java collector decides when the dropped owners are found; give it a few chances.
        for (int i = 0; i < 50 && m.stats().heldRoots() > 1; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertThat(m.stats().heldRoots()).isEqualTo(kept.root <= Zdd.ONE ? 0 : 1);
        m.collect();
        assertThat(m.stats().liveNodes()).isEqualTo(before);
        assertThat(members(m, kept.root)).isEqualTo(kept.members);
        // Freed numbers are reused and the table stays canonical.
        Held copy = random(m, 10, new SplittableRandom(seed));
        assertThat(copy.root).isEqualTo(kept.root);
        m.collect();
        assertThat(m.stats().liveNodes()).isEqualTo(before);
        Reference.reachabilityFence(kept.owner);
        Reference.reachabilityFence(copy.owner);
    }
}
