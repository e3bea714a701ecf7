package dev.shannon.graph.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;

/**
 * Edge lists of generated graphs, as pairs of vertex numbers 0 … n−1: grids in row-major order,
 * uniformly random labelled trees and random multigraphs. Shared by tests and benchmarks of edge
 * orders, where the order of the list is part of the input.
 */
public final class EdgeLists {
    private EdgeLists() {}

    /** The edges of the rows × cols grid, row-major: each vertex's edge to the right, then the one below. */
    public static List<int[]> grid(int rows, int cols) {
        List<int[]> edges = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int x = r * cols + c;
                if (c + 1 < cols) {
                    edges.add(new int[] {x, x + 1});
                }
                if (r + 1 < rows) {
                    edges.add(new int[] {x, x + cols});
                }
            }
        }
        return edges;
    }

    /** The edges of a uniformly random labelled tree on n ≥ 2 vertices (from a random Prüfer code). */
    public static List<int[]> pruferTree(int n, Random r) {
        int[] code = new int[n - 2];
        int[] degree = new int[n];
        Arrays.fill(degree, 1);
        for (int i = 0; i < code.length; i++) {
            code[i] = r.nextInt(n);
            degree[code[i]]++;
        }
        PriorityQueue<Integer> leaves = new PriorityQueue<>();
        for (int v = 0; v < n; v++) {
            if (degree[v] == 1) {
                leaves.add(v);
            }
        }
        List<int[]> edges = new ArrayList<>();
        for (int x : code) {
            edges.add(new int[] {leaves.poll(), x});
            if (--degree[x] == 1) {
                leaves.add(x);
            }
        }
        edges.add(new int[] {leaves.poll(), leaves.poll()});
        return edges;
    }

    /** m random edges between distinct vertices of n (parallel edges possible). */
    public static List<int[]> random(int n, int m, Random r) {
        List<int[]> edges = new ArrayList<>();
        while (edges.size() < m) {
            int a = r.nextInt(n);
            int b = r.nextInt(n);
            if (a != b) {
                edges.add(new int[] {a, b});
            }
        }
        return edges;
    }
}
