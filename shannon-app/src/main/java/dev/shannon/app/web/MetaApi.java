package dev.shannon.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import io.javalin.router.JavalinDefaultRouting;

import java.util.Set;

/** {@code GET /api/limits}: the documented bounds, so the front end can set its inputs' ranges. */
final class MetaApi implements ApiModule {
    private final WebLimits limits;

    MetaApi(WebLimits limits) {
        this.limits = limits;
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        router.get("/api/limits", Endpoints.get(Set.of(), ctx -> describe(limits)));
    }

    static ObjectNode describe(WebLimits limits) {
        ObjectNode o = Json.object();
        o.put("maxBodyBytes", limits.maxBodyBytes());
        o.put("maxGraphVertices", limits.maxGraphVertices());
        o.put("maxGraphEdges", limits.maxGraphEdges());
        o.put("maxNameLength", limits.maxNameLength());
        o.put("minBoard", limits.minBoard());
        o.put("maxBoard", limits.maxBoard());
        o.put("solverThreads", limits.solverThreads());
        o.put("queueWaitSeconds", limits.queueWait().toSeconds());
        o.put("maxSessions", limits.maxSessions());
        o.put("sessionIdleMinutes", limits.sessionIdle().toMinutes());
        o.put("limitedThinkingMillis", limits.limitedThinking().toMillis());
        o.put("maxLimitedBoard", dev.shannon.app.web.bridgit.BridgitApi.MAX_LIMITED_BOARD);
        o.put("maxTreeSplitTable", dev.shannon.app.web.bridgit.BridgitApi.MAX_SPLIT_TABLE);
        return o;
    }
}
