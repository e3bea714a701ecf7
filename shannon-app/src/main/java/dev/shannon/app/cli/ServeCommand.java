package dev.shannon.app.cli;

import dev.shannon.app.web.WebLimits;
import dev.shannon.app.web.online.OnlineBackend;
import dev.shannon.app.web.online.OnlineLimits;
import dev.shannon.app.web.server.WebServer;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import io.javalin.util.JavalinBindException;
import java.io.PrintWriter;
import java.nio.channels.UnresolvedAddressException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code shannon serve}: the web app (Bridg-It, the switching game and Tsunagaru in the browser) and its JSON API. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Start the web app: four pages — Bridg-It, the Shannon switching game, the matroid game and the Tsunagaru puzzle — in the browser, backed by the exact solvers.",
            "Prints the address to open; stop with Ctrl-C. Logs one line per request unless --quiet."
        },
        footer = {
            "",
            "Examples:",
            "  shannon serve",
            "  shannon serve --port 9000 --quiet",
            "  shannon serve --data ./games",
            "  shannon serve --database 'jdbc:postgresql://db.example/shannon?user=shannon&password=secret'"
        })
public final class ServeCommand implements Callable<Integer> {
    @Option(
            names = "--port",
            paramLabel = "PORT",
            defaultValue = "8080",
            description = "TCP port (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(
            names = "--host",
            paramLabel = "HOST",
            defaultValue = "127.0.0.1",
            description =
                    "Address to listen on (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 for every interface).")
    String host;

    @Option(names = "--quiet", description = "Do not log requests.")
    boolean quiet;

    @Option(
            names = "--data",
            paramLabel = "DIR",
            description = "Directory of the embedded database that keeps online games (created if missing; default:"
                    + " ~/.local/share/shannon, or $XDG_DATA_HOME/shannon; ~/Library/Application Support/Shannon on"
                    + " macOS, %%LOCALAPPDATA%%\\Shannon on Windows). Opened at the first online game.")
    Path data;

    @Option(
            names = "--database",
            paramLabel = "JDBC-URL",
            description = "Keep online games in this PostgreSQL database instead"
                    + " (jdbc:postgresql://HOST:PORT/DB?user=U&password=P); several servers may share it.")
    String database;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new UsageError("--port must be between 0 and 65535, got " + port);
        }
        if (data != null && database != null) {
            throw new UsageError("give --data (the embedded database) or --database (PostgreSQL), not both");
        }
        StoreConfig store;
        try {
            store = database != null
                    ? StoreConfig.postgres(database)
                    : StoreConfig.embedded(
                            data != null
                                    ? data
                                    : OnlineBackend.defaultDataDir(
                                            System.getenv(),
                                            System.getProperty("os.name"),
                                            Path.of(System.getProperty("user.home"))));
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
        configureLogging(quiet);
        org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger("shannon.web");
        OnlineBackend online = new OnlineBackend(store, Timeouts.DEFAULT, OnlineLimits.defaults());
        WebServer server;
        try {
            server = WebServer.start(host, port, WebLimits.defaults(), quiet ? null : log::info, online);
        } catch (JavalinBindException e) {
            throw new UsageError("cannot listen on " + host + ":" + port + ": " + bindProblem(e));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("Shannon is running at " + server.url() + "  (Ctrl-C to stop)");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            server.close();
                            stopped.countDown();
                        },
                        "shannon-serve-shutdown"));
        stopped.await();
        return ExitCodes.OK;
    }

    /**
     * slf4j-simple reads its settings once, when the first logger is made, so they are set here
     * before the server starts: our request lines at INFO on standard error, Jetty's start-up
     * chatter only from WARN up, Javalin's own messages not at all (we report its errors
     * ourselves, in one line); with --quiet, WARN and up.
     */
    static void configureLogging(boolean quiet) {
        setIfAbsent("org.slf4j.simpleLogger.defaultLogLevel", quiet ? "warn" : "info");
        setIfAbsent("org.slf4j.simpleLogger.log.org.eclipse.jetty", "warn");
        setIfAbsent("org.slf4j.simpleLogger.log.io.javalin", "off");
        // The pool's and the migrations' start-up lines say nothing a user needs (and H2's name the file).
        setIfAbsent("org.slf4j.simpleLogger.log.com.zaxxer.hikari", "warn");
        setIfAbsent("org.slf4j.simpleLogger.log.org.flywaydb", "warn");
        setIfAbsent("org.slf4j.simpleLogger.showDateTime", "true");
        setIfAbsent("org.slf4j.simpleLogger.dateTimeFormat", "HH:mm:ss.SSS");
        setIfAbsent("org.slf4j.simpleLogger.showThreadName", "false");
        setIfAbsent("org.slf4j.simpleLogger.showLogName", "false");
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }

    /** What really went wrong: Javalin says "port already in use" for every bind failure. */
    private static String bindProblem(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root instanceof UnresolvedAddressException) {
            return "unknown host (try --host 127.0.0.1)";
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        return message.toLowerCase(Locale.ROOT).contains("in use")
                ? "the port is in use (is another server running? try --port)"
                : message;
    }
}
