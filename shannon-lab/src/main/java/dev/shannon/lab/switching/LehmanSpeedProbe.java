package dev.shannon.lab.switching;

import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.RedGraph;
import java.util.Arrays;

/** Quick manual probe (not a test): median full-analysis time on red's graph. */
public final class LehmanSpeedProbe {
    public static void main(String[] args) {
        for (int n : new int[] {5, 10, 14, 30}) {
            TerminalGraph g = RedGraph.of(n);
            long[] times = new long[n >= 30 ? 60 : 400];
            for (int rep = 0; rep < 3; rep++) {
                for (int i = 0; i < times.length; i++) {
                    long t0 = System.nanoTime();
                    LehmanSolver.analyze(g.graph(), g.s(), g.t());
                    times[i] = System.nanoTime() - t0;
                }
            }
            Arrays.sort(times);
            System.out.printf("n=%d E=%d median %.3f ms%n", n, g.edgeCount(), times[times.length / 2] / 1e6);
        }
    }
}
