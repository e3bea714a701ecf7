package dev.shannon.lab.matroid;

import dev.shannon.matroid.oriented.ConjectureCheck;
import dev.shannon.matroid.oriented.SignedCircuit;
import dev.shannon.matroid.oriented.VectorOrientedMatroid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Exhaustive check of the Hamidoune–Las Vergnas conjecture on small vector configurations: every
 * multiset of n vectors in Z^r with entries in −a..a spanning R^r, taken up to reorientation
 * (each vector replaced by the primitive vector on its line, first nonzero entry positive: the
 * directed game does not see a sign or a positive factor), up to permutation (a multiset) and up
 * to the signed permutations of the coordinates (only the lexicographically least image is
 * checked), and every choice of the target among its distinct vectors.
 *
 * <p>Run: {@code shannon-lab/lab ConjectureCensus RANK MAX_ENTRY MAX_SIZE
 * [RANDOM_COUNT RANDOM_SIZE RANDOM_ENTRY SEED] [--slice J/K]}; with {@code --slice} only slice J of K
 * of the largest size is checked (see {@link #run(int, int, int)}).
 */
public final class ConjectureCensus {
    /** What one size contributed: multisets (configurations), (configuration, target) games, disagreements. */
    public record Row(
            int rank, int size, long configurations, long games, long[] byType, List<String> counterexamples) {
        /** "Short a / Cut b / first c": the games by their (directed = undirected) type. */
        public String types() {
            return "Short " + byType[0] + " / Cut " + byType[1] + " / first " + byType[2]
                    + (byType[3] == 0 ? "" : " / second player only " + byType[3]);
        }
    }

    private final int rank;
    private final int[][] directions;
    private final int[][] symmetries; // each: a permutation of direction indices, or ±

    public ConjectureCensus(int rank, int maxEntry) {
        if (rank < 1 || rank > 4 || maxEntry < 1 || maxEntry > 3) {
            throw new IllegalArgumentException("census ranks 1..4 and entries up to 3 only");
        }
        this.rank = rank;
        this.directions = primitiveDirections(rank, maxEntry);
        this.symmetries = coordinateSymmetries();
    }

    public int directionCount() {
        return directions.length;
    }

    /** Every configuration of {@code size} elements, checked. */
    public Row run(int size) {
        return run(size, 0, 1);
    }

    /**
     * Slice {@code slice} of {@code slices}: the configurations whose first two vectors (i, j in
     * the enumeration's order of directions) have i·D + j ≡ slice modulo {@code slices} (D
     * directions; sizes below 2 belong to slice 0). The slices of one size are disjoint and cover
     * it, and each enumerates only its own multisets, so a large size can be measured on one slice
     * and run in parts.
     */
    public Row run(int size, int slice, int slices) {
        if (slices < 1 || slice < 0 || slice >= slices) {
            throw new IllegalArgumentException("slice " + slice + " of " + slices + " does not exist");
        }
        long[] counts = new long[2];
        long[] byType = new long[4];
        List<String> bad = new ArrayList<>();
        int[] chosen = new int[size];
        if (size < 2 && slice != 0) {
            return new Row(rank, size, 0, 0, byType, bad);
        }
        multisets(chosen, 0, 0, slice, slices, ms -> {
            if (!isCanonical(ms)) {
                return;
            }
            VectorOrientedMatroid om = VectorOrientedMatroid.ofVectorsAnyRank(vectors(ms));
            if (om == null) {
                return;
            }
            counts[0]++;
            List<SignedCircuit> circuits = om.circuits();
            for (int t = 0; t < size; t++) {
                if (t > 0 && ms[t] == ms[t - 1]) {
                    continue; // the same vector again: the same game
                }
                counts[1]++;
                ConjectureCheck c = ConjectureCheck.of(om, circuits, t);
                byType[c.typeIndex()]++;
                if (!c.agrees()) {
                    bad.add(om + " target " + t + ": " + c);
                }
            }
        });
        return new Row(rank, size, counts[0], counts[1], byType, bad);
    }

    /** {@code count} random configurations of {@code size} vectors with entries in −entry..entry, every target. */
    public static Row random(int rank, int size, int entry, int count, long seed) {
        Random rnd = new Random(seed);
        long configs = 0;
        long games = 0;
        long[] byType = new long[4];
        List<String> bad = new ArrayList<>();
        while (configs < count) {
            VectorOrientedMatroid om = VectorOrientedMatroid.ofVectorsAnyRank(randomVectors(rnd, size, rank, entry));
            if (om == null) {
                continue;
            }
            configs++;
            List<SignedCircuit> circuits = om.circuits();
            for (int t = 0; t < size; t++) {
                games++;
                ConjectureCheck c = ConjectureCheck.of(om, circuits, t);
                byType[c.typeIndex()]++;
                if (!c.agrees()) {
                    bad.add(om + " target " + t + ": " + c);
                }
            }
        }
        return new Row(rank, size, configs, games, byType, bad);
    }

    /** {@code n} vectors of R^r with independent uniform entries in −entry..entry. */
    public static int[][] randomVectors(Random rnd, int n, int r, int entry) {
        int[][] v = new int[n][r];
        for (int[] row : v) {
            for (int i = 0; i < r; i++) {
                row[i] = rnd.nextInt(2 * entry + 1) - entry;
            }
        }
        return v;
    }

    private void multisets(int[] chosen, int k, int from, int slice, int slices, Consumer<int[]> out) {
        if (k == chosen.length) {
            out.accept(chosen);
            return;
        }
        for (int d = from; d < directions.length; d++) {
            if (k == 1 && ((long) chosen[0] * directions.length + d) % slices != slice) {
                continue;
            }
            chosen[k] = d;
            multisets(chosen, k + 1, d, slice, slices, out);
        }
    }

    private boolean isCanonical(int[] ms) {
        int[] image = new int[ms.length];
        for (int[] sym : symmetries) {
            for (int i = 0; i < ms.length; i++) {
                image[i] = sym[ms[i]];
            }
            Arrays.sort(image);
            if (Arrays.compare(image, ms) < 0) {
                return false;
            }
        }
        return true;
    }

    private int[][] vectors(int[] ms) {
        int[][] v = new int[ms.length][];
        for (int i = 0; i < ms.length; i++) {
            v[i] = directions[ms[i]];
        }
        return v;
    }

    /** Nonzero primitive vectors with entries in −a..a whose first nonzero entry is positive. */
    private static int[][] primitiveDirections(int rank, int a) {
        List<int[]> out = new ArrayList<>();
        int side = 2 * a + 1;
        int total = (int) Math.pow(side, rank);
        for (int code = 0; code < total; code++) {
            int[] v = new int[rank];
            int c = code;
            for (int i = rank - 1; i >= 0; i--) {
                v[i] = c % side - a;
                c /= side;
            }
            int g = 0;
            int first = 0;
            for (int x : v) {
                g = gcd(g, Math.abs(x));
                if (first == 0) {
                    first = x;
                }
            }
            if (g == 1 && first > 0) {
                out.add(v);
            }
        }
        return out.toArray(int[][]::new);
    }

    /** The action of every signed coordinate permutation on the direction indices. */
    private int[][] coordinateSymmetries() {
        List<int[]> perms = new ArrayList<>();
        permutations(new int[rank], 0, new boolean[rank], perms);
        List<int[]> out = new ArrayList<>();
        for (int[] perm : perms) {
            for (int signs = 0; signs < 1 << rank; signs++) {
                int[] action = new int[directions.length];
                for (int d = 0; d < directions.length; d++) {
                    int[] w = new int[rank];
                    for (int i = 0; i < rank; i++) {
                        w[perm[i]] = (signs >> i & 1) != 0 ? -directions[d][i] : directions[d][i];
                    }
                    action[d] = indexOfLine(w);
                }
                out.add(action);
            }
        }
        return out.toArray(int[][]::new);
    }

    private static void permutations(int[] p, int k, boolean[] used, List<int[]> out) {
        if (k == p.length) {
            out.add(p.clone());
            return;
        }
        for (int i = 0; i < p.length; i++) {
            if (!used[i]) {
                used[i] = true;
                p[k] = i;
                permutations(p, k + 1, used, out);
                used[i] = false;
            }
        }
    }

    private int indexOfLine(int[] w) {
        int first = 0;
        for (int x : w) {
            if (first == 0) {
                first = x;
            }
        }
        int[] canon = w.clone();
        if (first < 0) {
            for (int i = 0; i < canon.length; i++) {
                canon[i] = -canon[i];
            }
        }
        for (int d = 0; d < directions.length; d++) {
            if (Arrays.equals(directions[d], canon)) {
                return d;
            }
        }
        throw new IllegalStateException("a signed permutation left the direction set");
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    public static void main(String[] args) {
        try {
            int slice = 0;
            int slices = 1;
            List<String> positional = new ArrayList<>(Arrays.asList(args));
            int flag = positional.indexOf("--slice");
            if (flag >= 0) {
                if (flag + 1 >= positional.size() || !positional.get(flag + 1).matches("\\d{1,4}/\\d{1,4}")) {
                    throw new IllegalArgumentException("--slice takes J/K, e.g. 0/20");
                }
                String[] jk = positional.get(flag + 1).split("/");
                slice = Integer.parseInt(jk[0]);
                slices = Integer.parseInt(jk[1]);
                positional.subList(flag, flag + 2).clear();
            }
            args = positional.toArray(String[]::new);
            int rank = Integer.parseInt(args[0]);
            int entry = Integer.parseInt(args[1]);
            int maxSize = Integer.parseInt(args[2]);
            ConjectureCensus census = new ConjectureCensus(rank, entry);
            long bad = 0;
            // A slice is a part of one large size: only that size is run.
            for (int n = slices > 1 ? maxSize : 1; n <= maxSize; n++) {
                long t0 = System.nanoTime();
                Row row = census.run(n, slice, slices);
                bad += row.counterexamples().size();
                System.out.printf(
                        (slices > 1 ? "slice " + slice + "/" + slices + " " : "")
                                + "rank %d entries -%d..%d size %d: %d configurations, %d games (%s), %d disagreements (%.1f s)%n",
                        rank,
                        entry,
                        entry,
                        n,
                        row.configurations(),
                        row.games(),
                        row.types(),
                        row.counterexamples().size(),
                        (System.nanoTime() - t0) / 1e9);
                row.counterexamples().forEach(s -> System.out.println("  " + s));
            }
            if (args.length >= 7) {
                Row row = random(
                        rank,
                        Integer.parseInt(args[4]),
                        Integer.parseInt(args[5]),
                        Integer.parseInt(args[3]),
                        Long.parseLong(args[6]));
                bad += row.counterexamples().size();
                System.out.printf(
                        "random rank %d size %d entries -%s..%s: %d configurations, %d games (%s), %d disagreements%n",
                        rank,
                        row.size(),
                        args[5],
                        args[5],
                        row.configurations(),
                        row.games(),
                        row.types(),
                        row.counterexamples().size());
                row.counterexamples().forEach(s -> System.out.println("  " + s));
            }
            System.exit(bad == 0 ? 0 : 1);
        } catch (RuntimeException ex) {
            System.err.println("census: " + ex.getMessage());
            System.exit(2);
        }
    }
}
