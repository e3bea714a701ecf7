package dev.shannon.app.web;

import java.time.Duration;

/**
 * How the server shares its cores between solver calls ({@link SolverGate}).
 *
 * @param cheapMillis        requests estimated under this many milliseconds of work use the cheap lane
 * @param cheapThreads       cheap requests running at once
 * @param cheapQueue         cheap requests waiting at most; more are refused at once
 * @param expensiveThreads   expensive requests running at once
 * @param expensiveQueue     expensive requests waiting at most; more are refused at once
 * @param perClientCheap     cheap requests one remote address may have waiting or running
 * @param perClientExpensive expensive requests one remote address may have waiting or running
 * @param maxWait            longest wait for a slot; a request expected to wait longer is refused on arrival
 */
public record SolverLimits(
        double cheapMillis,
        int cheapThreads,
        int cheapQueue,
        int expensiveThreads,
        int expensiveQueue,
        int perClientCheap,
        int perClientExpensive,
        Duration maxWait) {

    /**
     * The defaults for a machine with {@code cores} processors. Expensive work gets all cores but
     * one, so that one is always free for cheap calls and for reading and writing requests (on 2
     * cores, measured: cheap p99 under 100 ms with one expensive slot, over 150 ms with two);
     * cheap work may use every core, since each call is over in milliseconds.
     */
    public static SolverLimits forCores(int cores) {
        int c = Math.max(2, cores);
        return new SolverLimits(5, c, 32 * c, c - 1, 2 * c, 16, 2, Duration.ofSeconds(10));
    }
}
