package dev.shannon.zdd.core;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Lazy walks over the members of a diagram: every path from the root to the 1-terminal is one
 * member, the variables of its take-branches. The iterator keeps one stack as deep as the
 * number of variables and nothing else, so it works on families far too large to list.
 */
public final class ZddMembers {
    private ZddMembers() {}

    /** The members, each as its edges in increasing order, skip-branches first. */
    public static Iterator<int[]> iterator(Zdd z) {
        return new Walk(z);
    }

    /** Whether the set {@code edges} (strictly increasing) is a member. */
    public static boolean contains(Zdd z, int[] edges) {
        int f = z.root();
        int i = 0;
        while (f > Zdd.ONE) {
            int v = z.var(f);
            int next = i < edges.length ? edges[i] : Integer.MAX_VALUE;
            if (next < v) {
                return false;
            }
            if (next == v) {
                f = z.hi(f);
                i++;
            } else {
                f = z.lo(f);
            }
        }
        return f == Zdd.ONE && i == edges.length;
    }

    private static final class Walk implements Iterator<int[]> {
        private final Zdd z;
        private int[] node;
        /** 0: not expanded, 1: skip-branch done, 2: both done. */
        private int[] stage;

        private int[] taken;
        private int depth;
        private int size;
        private boolean ready;

        Walk(Zdd z) {
            this.z = z;
            int cap = Math.min(z.levels(), z.size()) + 2;
            node = new int[cap];
            stage = new int[cap];
            taken = new int[cap];
            node[0] = z.root();
            depth = z.root() == Zdd.ZERO ? -1 : 0;
        }

        @Override
        public boolean hasNext() {
            if (!ready) {
                ready = advance();
            }
            return ready;
        }

        @Override
        public int[] next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            return Arrays.copyOf(taken, size);
        }

        /** Moves to the next 1-terminal; false when the walk is over. */
        private boolean advance() {
            while (depth >= 0) {
                int f = node[depth];
                if (f <= Zdd.ONE) {
                    if (stage[depth] == 0 && f == Zdd.ONE) {
                        stage[depth] = 2;
                        return true;
                    }
                    pop();
                    continue;
                }
                if (stage[depth] == 0) {
                    stage[depth] = 1;
                    push(z.lo(f));
                } else if (stage[depth] == 1) {
                    stage[depth] = 2;
                    taken[size++] = z.var(f);
                    push(z.hi(f));
                } else {
                    pop();
                }
            }
            return false;
        }

        private void push(int f) {
            depth++;
            if (depth == node.length) {
                node = Arrays.copyOf(node, 2 * depth);
                stage = Arrays.copyOf(stage, 2 * depth);
                taken = Arrays.copyOf(taken, 2 * depth);
            }
            node[depth] = f;
            stage[depth] = 0;
        }

        private void pop() {
            depth--;
            // Leaving a node whose take-branch we were in: drop its variable.
            if (depth >= 0 && stage[depth] == 2 && node[depth] > Zdd.ONE) {
                size--;
            }
        }
    }
}
