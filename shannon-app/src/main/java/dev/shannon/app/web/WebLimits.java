package dev.shannon.app.web;

import java.time.Duration;

/**
 * Every bound the web server puts on a request, in one place so that the README, the
 * {@code /api/limits} endpoint and the tests agree. The sizes keep each solver call well under a
 * few seconds on this project's 2-core machine (measured worst cases are in BENCHMARKS.md, "Web").
 *
 * @param maxBodyBytes       largest request body read; more gets 413
 * @param maxGraphVertices   vertices of a switching-game graph (presets and pasted graphs)
 * @param maxGraphEdges      edges of a switching-game graph
 * @param maxNameLength      characters (Unicode code points) of one vertex name
 * @param minBoard           smallest Bridg-It n
 * @param maxBoard           largest Bridg-It n
 * @param solver             how solver calls share the cores: lanes, queues, shares per client ({@link SolverGate})
 * @param requestDeadline    time a request's headers and body together may take to arrive
 * @param maxSessions        games whose computer players the server remembers (least recently used dropped)
 * @param sessionIdle        a remembered game is forgotten after this much idle time
 * @param limitedThinking    time budget of the limited-bridges computer per move (the clock stops it at 3× this plus 100 ms)
 * @param connections        connections per address and in all, and the longest silence on one ({@link ConnectionLimits})
 */
public record WebLimits(
        int maxBodyBytes,
        int maxGraphVertices,
        int maxGraphEdges,
        int maxNameLength,
        int minBoard,
        int maxBoard,
        SolverLimits solver,
        Duration requestDeadline,
        int maxSessions,
        Duration sessionIdle,
        Duration limitedThinking,
        ConnectionLimits connections) {

    /** The defaults the server runs with. */
    public static WebLimits defaults() {
        return new WebLimits(
                256 * 1024,
                200,
                200,
                40,
                1,
                30,
                SolverLimits.forCores(Runtime.getRuntime().availableProcessors()),
                Duration.ofSeconds(30),
                1000,
                Duration.ofMinutes(30),
                Duration.ofMillis(400),
                ConnectionLimits.defaults());
    }

    /** The same limits with a different thinking time for the limited-bridges computer (tests use a short one). */
    public WebLimits withLimitedThinking(Duration budget) {
        return new WebLimits(
                maxBodyBytes,
                maxGraphVertices,
                maxGraphEdges,
                maxNameLength,
                minBoard,
                maxBoard,
                solver,
                requestDeadline,
                maxSessions,
                sessionIdle,
                budget,
                connections);
    }

    /** The same limits with other solver lanes (tests and the load command use small ones). */
    public WebLimits withSolver(SolverLimits lanes) {
        return new WebLimits(
                maxBodyBytes,
                maxGraphVertices,
                maxGraphEdges,
                maxNameLength,
                minBoard,
                maxBoard,
                lanes,
                requestDeadline,
                maxSessions,
                sessionIdle,
                limitedThinking,
                connections);
    }

    /** The same limits with another deadline for a request to arrive (tests use a short one). */
    public WebLimits withRequestDeadline(Duration deadline) {
        return new WebLimits(
                maxBodyBytes,
                maxGraphVertices,
                maxGraphEdges,
                maxNameLength,
                minBoard,
                maxBoard,
                solver,
                deadline,
                maxSessions,
                sessionIdle,
                limitedThinking,
                connections);
    }

    /** The same limits with other connection bounds (tests use small ones). */
    public WebLimits withConnections(ConnectionLimits bounds) {
        return new WebLimits(
                maxBodyBytes,
                maxGraphVertices,
                maxGraphEdges,
                maxNameLength,
                minBoard,
                maxBoard,
                solver,
                requestDeadline,
                maxSessions,
                sessionIdle,
                limitedThinking,
                bounds);
    }
}
