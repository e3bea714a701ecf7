package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.RecordFiles;
import dev.shannon.app.io.SwitchingJson;
import dev.shannon.graph.Interruption;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Certificate;
import dev.shannon.switching.Certificates;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingRecord;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Verdict;
import dev.shannon.switching.directed.DirectedRule;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code shannon solve}: the exact winner and every winning move, for either player to move. */
@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        description = {
            "Solve Shannon switching games exactly: the game type, and every winning move with Short to move and with Cut to move.",
            "FILE is a graph in the text form (lines 'u v' and 'terminals S T'), JSON {\"edges\": [[u,v],...], \"s\": u, \"t\": v} or graph6 (with --s/--t as indices); '-' reads standard input."
        },
        footer = {
            "",
            "Examples:",
            "  shannon solve graph.txt",
            "  shannon solve --json a.txt b.json",
            "  echo 'C~' | shannon solve --format graph6 --s 0 --t 1 -",
            "  shannon solve --directed fixed arcs.txt",
            "  shannon solve --record game.txt"
        })
public final class SolveCommand implements Callable<Integer> {
    @Parameters(
            arity = "0..*",
            paramLabel = "FILE",
            description =
                    "Graph files ('-' for standard input); several give one JSON object per line with --json. Any bad file means no output at all (exit 2).")
    List<String> files;

    @Mixin
    GameFileOptions input;

    @Mixin
    Output output;

    @Option(
            names = "--method",
            paramLabel = "METHOD",
            defaultValue = "lehman",
            description = SolverMethod.DESCRIPTION + ". Default: ${DEFAULT-VALUE}.")
    SolverMethod method;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description =
                    "Give up the minimax searches after this many seconds, for all the files together (default: ${DEFAULT-VALUE}).")
    double timeLimit;

    @Option(
            names = "--directed",
            paramLabel = "RULE",
            description =
                    "Solve a directed game instead, by exact search (small graphs): short-orients (Short claims an edge and directs it) or fixed (every edge is the arc from its first end to its second, as in 'u -> v').")
    String directed;

    @Option(
            names = "--record",
            paramLabel = "FILE",
            description =
                    "Solve the position a game record reaches (docs/records.md; '-' for standard input) instead of a graph FILE: "
                            + "the verdicts are for the edges still free, winning moves by the record's edge numbers.")
    String record;

    @Option(names = "--no-certificate", description = "Skip the certificates (the vertex set S and the two trees).")
    boolean noCertificate;

    /** When --time-limit runs out, for all the files together. */
    private long deadline;

    @Override
    public Integer call() {
        if (files == null) {
            files = List.of();
        }
        if (record != null) {
            return solveRecord();
        }
        if (files.isEmpty()) {
            throw new UsageError("give a graph FILE (or --record FILE)");
        }
        FileArguments.requireStandardInputOnce(files);
        FileArguments.requirePositiveSeconds(timeLimit);
        // One deadline for the whole command, however many files (beyond about 292 years, no limit).
        deadline = timeLimit >= 1e9 ? Long.MAX_VALUE : System.nanoTime() + (long) (timeLimit * 1e9);
        // Read everything first: bad input anywhere means no output at all, exit 2.
        List<TerminalGraph> games = new ArrayList<>();
        for (String file : files) {
            games.add(input.read(file));
        }
        PrintWriter out = output.out();
        if (directed != null) {
            return solveDirected(games, out);
        }
        for (int i = 0; i < games.size(); i++) {
            TerminalGraph game = games.get(i);
            long start = System.nanoTime();
            Analysis analysis = analyze(game);
            double millis = (System.nanoTime() - start) / 1e6;
            CertificatePair certs = noCertificate ? null : new CertificatePair(game, analysis);
            if (output.json()) {
                out.println(Json.line(toJson(game, analysis, certs, millis)));
            } else {
                if (games.size() > 1) {
                    out.println("== " + files.get(i) + " ==");
                }
                out.print(report(files.get(i), game, analysis, certs, millis));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** {@code --record}: the position after the record's moves, in solve's output with a "record" part added. */
    private int solveRecord() {
        if (!files.isEmpty() || input.given()) {
            throw new UsageError("give either --record or graph FILEs (with --s/--t/--format), not both");
        }
        if (directed != null || method == SolverMethod.minimax || method == SolverMethod.nwt) {
            throw new UsageError("--record works with --method lehman or flow (records hold the undirected game)");
        }
        SwitchingRecord rec = RecordFiles.read(record, text -> {
            SwitchingRecord r = SwitchingRecord.parse(text);
            r.position();
            return r;
        });
        Position position = rec.position();
        TerminalGraph game = rec.graph();
        long start = System.nanoTime();
        Analysis analysis = analyze(position);
        double millis = (System.nanoTime() - start) / 1e6;
        CertificatePair certs =
                noCertificate || position.winner().isPresent() ? null : new CertificatePair(position, analysis);
        PrintWriter out = output.out();
        if (output.json()) {
            ObjectNode root = toJson(game, analysis, certs, millis);
            root.set("record", recordJson(rec, position));
            out.println(Json.line(root));
        } else {
            String text = report(record, game, analysis, certs, millis);
            int header = text.indexOf('\n') + 1;
            out.print(text.substring(0, header) + recordLine(rec, position) + text.substring(header));
        }
        out.flush();
        return ExitCodes.OK;
    }

    private Analysis analyze(Position position) {
        return solve(position.graph(), solver -> solver.solve(position));
    }

    private static ObjectNode recordJson(SwitchingRecord rec, Position p) {
        ObjectNode node = Json.object();
        node.put("first", rec.first().id());
        node.put("moves", rec.moves().length);
        node.set("claimed", Json.array(p.claimedEdges()));
        node.set("deleted", Json.array(p.deletedEdges()));
        node.put("toMove", p.toMove().id());
        p.winner().ifPresent(w -> node.put("winner", w.id()));
        return node;
    }

    private static String recordLine(SwitchingRecord rec, Position p) {
        int n = rec.moves().length;
        StringBuilder sb = new StringBuilder("After ")
                .append(count(n, "move", "moves"))
                .append(" (claimed ")
                .append(edges(p.claimedEdges()))
                .append("; deleted ")
                .append(edges(p.deletedEdges()))
                .append("): ");
        Optional<Player> w = p.winner();
        if (w.isPresent()) {
            sb.append("the game is over, ")
                    .append(w.get() == Player.SHORT ? "Short" : "Cut")
                    .append(" has won.");
        } else {
            sb.append(p.toMove() == Player.SHORT ? "Short" : "Cut")
                    .append(" to move; the verdicts below are for the free edges.");
        }
        return sb.append('\n').toString();
    }

    private static String edges(int[] list) {
        if (list.length == 0) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        for (int e : list) {
            sb.append(sb.length() == 0 ? "" : ", ").append(e);
        }
        return sb.toString();
    }

    private int solveDirected(List<TerminalGraph> games, PrintWriter out) {
        if (method != SolverMethod.lehman) {
            throw new UsageError(
                    "--method applies to the undirected game; --directed games are always solved by search");
        }
        DirectedRule rule = DirectedSolve.rule(directed);
        for (int i = 0; i < games.size(); i++) {
            long start = System.nanoTime();
            var analysis = DirectedSolve.analyze(games.get(i), rule, timeLimit);
            double millis = (System.nanoTime() - start) / 1e6;
            if (output.json()) {
                out.println(Json.line(DirectedSolve.toJson(games.get(i), rule, analysis, millis)));
            } else {
                if (games.size() > 1) {
                    out.println("== " + files.get(i) + " ==");
                }
                out.print(DirectedSolve.report(files.get(i), games.get(i), rule, analysis, millis));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    private Analysis analyze(TerminalGraph game) {
        return solve(game.graph(), solver -> solver.solve(game));
    }

    /** Runs the --method's solver within its limits: a graph too big for it gets a clear error, not a hang. */
    private Analysis solve(Multigraph g, Function<SwitchingSolver, Analysis> work) {
        // Minimax reports every solved position: a cheap place to watch the clock shared by all the files.
        SwitchingSolver solver = method.solver(() -> {
            if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
                throw new Interruption.Interrupted();
            }
        });
        try {
            return work.apply(solver);
        } catch (Interruption.Interrupted e) {
            if (method != SolverMethod.minimax) {
                throw e;
            }
            throw new UsageError("minimax search gave up after the time limit of " + timeLimit
                    + " s (raise --time-limit, or use --method lehman)");
        }
    }

    /** Lehman's certificates for the two Short wins there may be. */
    private record CertificatePair(Certificate cutToMove, Certificate shortToMove) {
        CertificatePair(TerminalGraph game, Analysis a) {
            this(Position.start(game, Player.SHORT), a);
        }

        /** For the free edges of {@code p}, whoever is to move there. */
        CertificatePair(Position p, Analysis a) {
            this(find(p, a.cutFirst()), find(p, a.shortFirst()));
        }

        private static Certificate find(Position p, Verdict v) {
            return Certificates.forVerdict(p.withToMove(v.toMove()), v).orElse(null);
        }
    }

    private static ObjectNode toJson(TerminalGraph game, Analysis a, CertificatePair certs, double millis) {
        Multigraph g = game.graph();
        ObjectNode root = Json.object();
        SwitchingJson.analysis(
                root, a, certs == null ? null : certs.shortToMove(), certs == null ? null : certs.cutToMove(), g);
        root.put("s", g.name(game.s()));
        root.put("t", g.name(game.t()));
        root.put("vertices", g.vertexCount());
        root.put("edges", g.edgeCount());
        root.put("timeMillis", Math.round(millis * 1000) / 1000.0);
        return root;
    }

    private static String report(String file, TerminalGraph game, Analysis a, CertificatePair certs, double millis) {
        Multigraph g = game.graph();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                "%s: %s, %s, s = %s, t = %s%n",
                FileArguments.displayName(file),
                count(g.vertexCount(), "vertex", "vertices"),
                count(g.edgeCount(), "edge", "edges"),
                g.name(game.s()),
                g.name(game.t())));
        if (!g.connected(game.s(), game.t())) {
            sb.append("s and t are already disconnected: Cut has won before any move.\n");
        }
        sb.append(VerdictText.gameType(a.type()));
        sb.append(line("Short to move", a.shortFirst(), "claim", g));
        sb.append(line("Cut to move", a.cutFirst(), "deletion", g));
        if (certs != null && certs.cutToMove() != null) {
            sb.append(certificate("Certificate (Cut to move)", certs.cutToMove(), g));
        }
        if (certs != null && certs.shortToMove() != null) {
            sb.append(certificate("Certificate (Short to move)", certs.shortToMove(), g));
        }
        sb.append(String.format("Solved in %.3f ms.%n", millis));
        return sb.toString();
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static String line(String label, Verdict v, String move, Multigraph g) {
        int[] moves = v.winningMoves();
        return VerdictText.verdict(label, v.winner(), move, moves.length, i -> edgeLabel(g, moves[i]));
    }

    static String edgeLabel(Multigraph g, int e) {
        return e + " (" + g.name(g.edgeU(e)) + "–" + g.name(g.edgeV(e)) + ")";
    }

    private static String certificate(String label, Certificate c, Multigraph g) {
        StringBuilder sb = new StringBuilder(label).append(": ");
        if (c.claimedEdge() >= 0) {
            sb.append("after claiming ").append(edgeLabel(g, c.claimedEdge())).append(", ");
        }
        sb.append("S = {");
        int[] vs = c.vertices();
        for (int i = 0; i < vs.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(g.name(vs[i]));
        }
        sb.append("}; tree 1 = ")
                .append(Arrays.toString(c.tree1()))
                .append(", tree 2 = ")
                .append(Arrays.toString(c.tree2()))
                .append('\n');
        return sb.toString();
    }
}
