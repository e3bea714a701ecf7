package dev.shannon.switching;

import java.util.Arrays;

/** A growable list of ints, for hot paths that must not box. */
final class IntList {
    private int[] items = new int[16];
    private int size;

    void add(int x) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = x;
    }

    int size() {
        return size;
    }

    int get(int i) {
        return items[i];
    }

    void clear() {
        size = 0;
    }

    int[] toArray() {
        return Arrays.copyOf(items, size);
    }
}
