package dev.shannon.app.web.online;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.online.GameSpec;
import dev.shannon.online.TimeControl;
import dev.shannon.online.Timeouts;
import java.time.Duration;

/**
 * The bounds on online games (docs/limits.md, "Online games"; also in {@code GET /api/limits}).
 *
 * @param createsPerMinute games one client (remote address) may create per minute
 * @param openGamesPerClient unfinished games one client may have created (counted by this server)
 * @param streamsPerClient   event streams one client may hold open at once
 * @param streamsTotal       event streams this server holds open at once
 * @param streamIdle         an event stream with no change for this long is closed (the page reconnects)
 * @param keepAlive          how often an open stream gets a comment line, so that proxies keep it open
 * @param maxIds             game ids in one "my games" request
 */
public record OnlineLimits(
        int createsPerMinute,
        int openGamesPerClient,
        int streamsPerClient,
        int streamsTotal,
        Duration streamIdle,
        Duration keepAlive,
        int maxIds) {
    /** These limits for {@code GET /api/limits} (its {@code online} object; docs/limits.md). */
    public ObjectNode describe() {
        ObjectNode o = Json.object();
        o.put("createsPerMinute", createsPerMinute);
        o.put("openGamesPerClient", openGamesPerClient);
        o.put("streamsPerClient", streamsPerClient);
        o.put("streamsTotal", streamsTotal);
        o.put("streamIdleMinutes", streamIdle.toMinutes());
        o.put("keepAliveSeconds", keepAlive.toSeconds());
        o.put("maxIds", maxIds);
        o.put("maxBoardChars", GameSpec.MAX_BOARD_CHARS);
        o.put("maxInitialSeconds", TimeControl.MAX_INITIAL_MILLIS / 1000);
        o.put("maxIncrementSeconds", TimeControl.MAX_INCREMENT_MILLIS / 1000);
        o.put("waitingHours", Timeouts.DEFAULT.waiting().toHours());
        o.put("idleHours", Timeouts.DEFAULT.idle().toHours());
        return o;
    }

    public static OnlineLimits defaults() {
        return new OnlineLimits(30, 100, 32, 4_000, Duration.ofMinutes(30), Duration.ofSeconds(5), 200);
    }
}
