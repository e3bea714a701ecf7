package dev.shannon.lab.zdd;

import dev.shannon.zdd.GraphSet;
import dev.shannon.zdd.GraphSets;
import dev.shannon.zdd.Universe;
import dev.shannon.zdd.core.FrontierEngine;
import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.PathSpec;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.OperatingSystemMXBean;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Benchmark: simple paths between opposite corners of the k×k grid of vertices (OEIS
 * A007764), the classic test of frontier-based search. Prints one Markdown table row per k.
 *
 * <pre>
 * SHANNON_LAB_JAVA_OPTS=-Xmx20g shannon-lab/lab GridPathsBench --mode count --from 8 --to 17
 * </pre>
 *
 * <p>Modes: {@code count} runs frontier search carrying exact counts, keeping only the states of
 * the levels in flight (no diagram); {@code build} builds the reduced ZDD as a {@link GraphSet}
 * (what {@link GraphSets#paths} does) and reports its node count. Columns: wall and CPU time of
 * the main thread, the engine's own peak (its large arrays, exactly accounted), the JVM heap
 * peak (sum of pool peaks, an upper bound) and the process's peak resident set ({@code VmHWM},
 * meaningful when each k runs in a fresh JVM).
 */
public final class GridPathsBench {
    private GridPathsBench() {}

    public static void main(String[] args) {
        String mode = "count";
        int from = 8;
        int to = 15;
        int threads = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--mode" -> mode = args[++i];
                case "--from" -> from = Integer.parseInt(args[++i]);
                case "--to" -> to = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--k" -> {
                    from = Integer.parseInt(args[++i]);
                    to = from;
                }
                default ->
                    throw new IllegalArgumentException("unknown option " + args[i]
                            + " (use --mode count|build, --from K, --to K, --k K, --threads T)");
            }
        }
        if (!mode.equals("count") && !mode.equals("build")) {
            throw new IllegalArgumentException("--mode must be count or build");
        }
        System.out.println(
                "| k | mode | threads | paths | ZDD nodes | states visited | widest level | wall s | CPU s | engine peak MiB | heap peak MiB | VmHWM MiB |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
        for (int k = from; k <= to; k++) {
            System.out.println(run(k, mode, threads));
            System.out.flush();
        }
    }

    private static String run(int k, String mode, int threadCount) {
        Universe grid = Universe.grid(k, k);
        long limit = Runtime.getRuntime().maxMemory() / 10 * 9;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
        long cpu0 = processCpuNanos();
        long wall0 = System.nanoTime();
        BigInteger count;
        String nodes;
        FrontierEngine.Stats stats;
        MemoryBudget budget = new MemoryBudget(limit);
        FrontierSpec spec = PathSpec.between(grid, 0, k * k - 1);
        if (mode.equals("count")) {
            FrontierEngine.Counted c = FrontierEngine.count(
                    grid.edgeCount(), spec, budget, FrontierEngine.Options.DEFAULT.withThreads(threadCount));
            count = c.count();
            stats = c.stats();
            nodes = "–";
        } else {
            FrontierEngine.Built b = FrontierEngine.build(
                    grid.edgeCount(),
                    spec,
                    budget,
                    FrontierEngine.Options.DEFAULT.withLookahead(true).withThreads(threadCount));
            count = b.count();
            stats = b.stats();
            nodes = String.format("%,d", b.zdd().nodeCount());
        }
        double wall = (System.nanoTime() - wall0) / 1e9;
        double cpu = (processCpuNanos() - cpu0) / 1e9;
        long heapPeak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPeak += pool.getPeakUsage().getUsed();
            }
        }
        return String.format(
                "| %d | %s | %d | %s | %s | %,d | %,d | %.1f | %.1f | %,d | %,d | %s |",
                k,
                mode,
                threadCount,
                count,
                nodes,
                stats.unreducedNodes(),
                stats.widestLevel(),
                wall,
                cpu,
                stats.peakBytes() >> 20,
                heapPeak >> 20,
                vmHwm());
    }

    /** CPU time of the whole process (all threads, the JIT and the collector included). */
    private static long processCpuNanos() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0L;
    }

    /** The process's peak resident set in MiB, from /proc (Linux), or "?". */
    private static String vmHwm() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    return String.format("%,d", kb >> 10);
                }
            }
        } catch (IOException | RuntimeException e) {
            return "?";
        }
        return "?";
    }
}
