package dev.shannon.app.cli;

import dev.shannon.app.loadtest.Attacks;
import dev.shannon.app.loadtest.LocalServer;
import dev.shannon.app.loadtest.MixedLoad;
import dev.shannon.app.web.WebLimits;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code shannon loadtest}: the attacks of issue 29 against a web server on loopback, with cheap latencies and memory. */
@Command(
        name = "loadtest",
        mixinStandardHelpOptions = true,
        description = {
            "Attacks a Shannon web server on this machine (127.0.0.1 only) and measures what the attack does to"
                    + " cheap requests: p50, p99 and the slowest, errors (a cheap request unanswered within 5 s"
                    + " or refused), and the server's peak resident memory.",
            "Attacks: none (a baseline), slow-bodies (1,000 connections from one address and 1,000 from 20, each"
                    + " sending the headers of a POST and one byte of its body), cheap-lane (requests that look cheap"
                    + " and are not, from eight connections), records (long Tsunagaru records, from eight"
                    + " connections), all. Uses loopback addresses 127.0.0.2 to 127.0.0.100 as distinct clients."
        },
        footer = {
            "",
            "Examples:",
            "  shannon loadtest --attack all                      # a server in this process",
            "  shannon loadtest --port 8080 --pid 12345 --attack slow-bodies",
            "Other load programs, run as java -cp shannon-app/target/shannon.jar dev.shannon.app.loadtest.NAME:",
            "MixedLoad (expensive and cheap clients), LoadBench (Bridg-It analyses), WorstCaseBench (single requests at"
                    + " the limits); see BENCHMARKS.md."
        })
public final class LoadTestCommand implements Callable<Integer> {
    @Option(
            names = "--port",
            paramLabel = "P",
            description = "Attack the server on 127.0.0.1:P (default: start one in this process).")
    Integer port;

    @Option(
            names = "--pid",
            paramLabel = "PID",
            description = "Process whose resident memory to report (default: this one, with a server in it).")
    String pid;

    @Option(
            names = "--attack",
            paramLabel = "NAME",
            defaultValue = "all",
            description = "none, slow-bodies, cheap-lane, records or all (default: ${DEFAULT-VALUE}).")
    String attack;

    @Option(
            names = "--seconds",
            paramLabel = "S",
            defaultValue = "10",
            description = "Seconds each attack is measured (1..120, default: ${DEFAULT-VALUE}).")
    int seconds;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (seconds < 1 || seconds > MixedLoad.MAX_SECONDS) {
            throw new UsageError("--seconds must be 1 to " + MixedLoad.MAX_SECONDS + ", got " + seconds);
        }
        if (port != null && (port < 1 || port > 65535)) {
            throw new UsageError("--port must be 1 to 65535, got " + port);
        }
        if (pid != null && !pid.matches("[0-9]{1,9}")) {
            throw new UsageError("--pid must be a process number, got '" + pid + "'");
        }
        List<String> attacks = attack.equals("all") ? Attacks.names() : List.of(attack);
        for (String a : attacks) {
            if (!Attacks.names().contains(a)) {
                throw new UsageError(
                        "unknown attack '" + a + "' (expected " + String.join(", ", Attacks.names()) + " or all)");
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        try (LocalServer local = port == null ? LocalServer.start(WebLimits.defaults()) : null) {
            int target = local != null ? local.port() : port;
            String rssOf = pid != null ? pid : "self";
            out.println("server 127.0.0.1:" + target + (local != null ? " (in this process)" : "") + ", " + seconds
                    + " s per attack");
            out.println(Attacks.HEADER);
            out.flush();
            for (String a : attacks) {
                out.println(Attacks.run(a, target, seconds, () -> MixedLoad.rssKib(rssOf))
                        .line());
                out.flush();
                // Let the server close what the attack left before the next one.
                Thread.sleep(2000);
            }
        }
        return ExitCodes.OK;
    }
}
