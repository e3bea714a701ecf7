package dev.shannon.app.web.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiModule;
import dev.shannon.app.web.Endpoints;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.SolverLimits;
import dev.shannon.app.web.WebLimits;
import dev.shannon.app.web.bridgit.BridgitApi;
import dev.shannon.app.web.matroid.MatroidApi;
import dev.shannon.app.web.online.OnlineLimits;
import dev.shannon.app.web.puzzles.PuzzlesApi;
import dev.shannon.app.web.switching.SwitchingApi;
import dev.shannon.app.web.tsunagaru.TsunagaruApi;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.graph.io.RecordText;
import io.javalin.router.JavalinDefaultRouting;
import java.util.Set;

/** {@code GET /api/limits}: the documented bounds, so the front end can set its inputs' ranges. */
final class MetaApi implements ApiModule {
    private final WebLimits limits;
    private final OnlineLimits online;

    MetaApi(WebLimits limits, OnlineLimits online) {
        this.limits = limits;
        this.online = online;
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        router.get(
                "/api/limits", Endpoints.get(Set.of(), ctx -> describe(limits).set("online", online.describe())));
    }

    /**
     * Every bound a request meets, grouped by what it limits. Lengths of names count characters
     * as Unicode code points (an emoji is one), not UTF-16 units.
     */
    static ObjectNode describe(WebLimits limits) {
        ObjectNode o = Json.object();
        o.put("maxBodyBytes", limits.maxBodyBytes());
        o.put("requestDeadlineSeconds", limits.requestDeadline().toSeconds());
        o.put("maxGraphVertices", limits.maxGraphVertices());
        o.put("maxGraphEdges", limits.maxGraphEdges());
        o.put("maxNameLength", limits.maxNameLength());
        o.put("maxSwitchingMoves", limits.maxGraphEdges());
        o.set("presets", SwitchingApi.presetLimits());
        o.put("minBoard", limits.minBoard());
        o.put("maxBoard", limits.maxBoard());
        o.put("maxBridgitMoves", Board.of(limits.maxBoard()).crossingCount());
        o.put("maxLimitedBoard", BridgitApi.MAX_LIMITED_BOARD);
        o.put("limitedMovingPhaseCap", LimitedBridgesGame.DEFAULT_MOVE_CAP);
        o.put("limitedThinkingMillis", limits.limitedThinking().toMillis());
        o.put("maxTreeSplitTable", BridgitApi.MAX_SPLIT_TABLE);
        o.put("maxGameAnalysisMillis", BridgitApi.MAX_GAME_ANALYSIS_MILLIS);
        o.put("maxStageSide", TsunagaruApi.MAX_SIDE);
        o.put("minGeneratedSide", TsunagaruApi.MIN_GENERATED_SIDE);
        o.put("maxGeneratedSide", TsunagaruApi.MAX_GENERATED_SIDE);
        o.put("generateSeconds", TsunagaruApi.GENERATE_MILLIS / 1000);
        o.put("minWrapSide", TsunagaruApi.MIN_WRAP_SIDE);
        o.put("maxStageChars", TsunagaruApi.MAX_STAGE_CHARS);
        o.put("maxMatroidElements", MatroidApi.MAX_ELEMENTS);
        o.set("puzzles", PuzzlesApi.limits());
        SolverLimits solver = limits.solver();
        ObjectNode lanes = o.putObject("solver");
        lanes.put("cheapMillis", solver.cheapMillis());
        lanes.put("cheapThreads", solver.cheapThreads());
        lanes.put("cheapQueue", solver.cheapQueue());
        lanes.put("expensiveThreads", solver.expensiveThreads());
        lanes.put("expensiveQueue", solver.expensiveQueue());
        lanes.put("perClientCheap", solver.perClientCheap());
        lanes.put("perClientExpensive", solver.perClientExpensive());
        lanes.put("maxWaitSeconds", solver.maxWait().toSeconds());
        lanes.put("overrunMillis", SolverGate.OVERRUN_FACTOR * solver.cheapMillis());
        lanes.put("demotionSeconds", SolverGate.DEMOTION.toSeconds());
        ObjectNode connections = o.putObject("connections");
        connections.put("perAddress", limits.connections().perAddress());
        connections.put("total", limits.connections().total());
        connections.put("idleTimeoutSeconds", limits.connections().idleTimeout().toSeconds());
        o.put("maxRecordChars", RecordText.MAX_CHARS);
        o.put("maxSessions", limits.maxSessions());
        o.put("sessionIdleMinutes", limits.sessionIdle().toMinutes());
        return o;
    }
}
