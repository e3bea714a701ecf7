package dev.shannon.app.cli.matroid;

import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.FileArguments;
import dev.shannon.app.cli.Output;
import dev.shannon.app.cli.UsageError;
import dev.shannon.app.cli.VerdictText;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.MatroidInput;
import dev.shannon.app.io.MatroidJson;
import dev.shannon.matroid.CertificateChecker;
import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.GameCertificate;
import dev.shannon.matroid.MatroidAnalysis;
import dev.shannon.matroid.MatroidMinimax;
import dev.shannon.matroid.io.MatroidFile;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code shannon matroid solve}: the exact winner and every winning move of a matroid game, with certificates. */
@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        description = {
            "Solve switching games on matroids exactly (Edmonds' matroid partition): the game type, every winning move "
                    + "with Short to move and with Cut to move, and certificates checked from scratch.",
            "FILE is a matroid game in the text form or JSON (see 'shannon matroid --help'); '-' reads standard input."
        },
        footer = {
            "",
            "Examples:",
            "  shannon matroid solve examples/matroid/fano.txt",
            "  shannon matroid solve --json examples/matroid/k4.txt",
            "  shannon matroid solve --method minimax examples/matroid/u24.txt"
        })
public final class MatroidSolveCommand implements Callable<Integer> {
    enum Method {
        edmonds,
        minimax
    }

    @Parameters(
            arity = "1..*",
            paramLabel = "FILE",
            description =
                    "Matroid game files ('-' for standard input); several give one JSON object per line with --json. Any bad file means no output at all (exit 2).")
    List<String> files;

    @Mixin
    Output output;

    @Option(
            names = "--method",
            paramLabel = "METHOD",
            defaultValue = "edmonds",
            description = "edmonds (matroid partition, fast) or minimax (brute-force search; at most "
                    + MatroidMinimax.MAX_ELEMENTS + " elements). Default: ${DEFAULT-VALUE}.")
    Method method;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description = "Give up a minimax search after this many seconds (default: ${DEFAULT-VALUE}).")
    double timeLimit;

    @Option(names = "--no-certificate", description = "Skip the certificates (the two cospanning sets).")
    boolean noCertificate;

    @Override
    public Integer call() {
        FileArguments.requireStandardInputOnce(files);
        FileArguments.requirePositiveSeconds(timeLimit);
        List<MatroidFile> games = new ArrayList<>();
        for (String file : files) {
            games.add(MatroidInput.read(file, System.in));
        }
        PrintWriter out = output.out();
        for (int i = 0; i < games.size(); i++) {
            MatroidFile f = games.get(i);
            long start = System.nanoTime();
            MatroidAnalysis certified = null;
            Analysis a;
            if (method == Method.minimax) {
                if (f.game().size() > MatroidMinimax.MAX_ELEMENTS) {
                    throw new UsageError("--method minimax handles at most " + MatroidMinimax.MAX_ELEMENTS
                            + " elements; this game has " + f.game().size() + " (use --method edmonds)");
                }
                a = MatroidMinimax.analyze(f.game(), System.nanoTime() + (long) Math.min(timeLimit * 1e9, 1e18));
            } else {
                certified = EdmondsSolver.analyze(f.game(), !noCertificate);
                a = certified.analysis();
                if (!noCertificate) {
                    check(f, certified.shortFirstCertificate());
                    check(f, certified.cutFirstCertificate());
                }
            }
            double millis = (System.nanoTime() - start) / 1e6;
            if (output.json()) {
                out.println(Json.line(MatroidJson.analysis(f, a, noCertificate ? null : certified, millis)));
            } else {
                if (games.size() > 1) {
                    out.println("== " + files.get(i) + " ==");
                }
                out.print(report(f, a, noCertificate ? null : certified, millis));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** Every certificate printed has passed the independent checker; one that fails is a bug, not bad input. */
    private static void check(MatroidFile f, GameCertificate c) {
        String problem = CertificateChecker.problem(f.game(), c);
        if (problem != null) {
            throw new IllegalStateException("certificate failed its check: " + problem);
        }
    }

    private static String report(MatroidFile f, Analysis a, MatroidAnalysis certified, double millis) {
        ElementLabels labels = new ElementLabels(f);
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                "%s: %s, %d elements, rank %d, target %s%n",
                f.source(),
                f.game().matroid().describe(),
                f.game().size(),
                f.game().matroid().rank(),
                labels.label(f.game().target())));
        if (f.game().shortHasWon()) {
            sb.append("The target is a loop: Short has won before any move.\n");
        } else if (f.game().cutHasWon()) {
            sb.append("The target is a coloop: Cut has won before any move.\n");
        }
        sb.append(VerdictText.gameType(a.type()));
        sb.append(line("Short to move", a.shortFirst(), "claim", labels));
        sb.append(line("Cut to move", a.cutFirst(), "deletion", labels));
        if (certified != null) {
            sb.append(certificate("Certificate (Cut to move)", certified.cutFirstCertificate(), f, labels));
            sb.append(certificate("Certificate (Short to move)", certified.shortFirstCertificate(), f, labels));
            sb.append(String.format("Oracle calls: %d. ", certified.oracleCalls()));
        }
        sb.append(String.format("Solved in %.3f ms.%n", millis));
        return sb.toString();
    }

    private static String line(String label, Verdict v, String move, ElementLabels labels) {
        int[] moves = v.winningMoves();
        return VerdictText.verdict(label, v.winner(), move, moves.length, i -> labels.label(moves[i]));
    }

    private static String certificate(String label, GameCertificate c, MatroidFile f, ElementLabels labels) {
        StringBuilder sb = new StringBuilder(label).append(": ");
        boolean cut = c.winner() == Player.CUT;
        if (c.pair().move() >= 0) {
            sb.append("after ")
                    .append(cut ? "deleting " : "claiming ")
                    .append(labels.label(c.pair().move()))
                    .append(", ");
        }
        sb.append("A = {")
                .append(labels.list(c.pair().a(), 20))
                .append("}, B = {")
                .append(labels.list(c.pair().b(), 20))
                .append("}: disjoint, with the same span holding the target")
                .append(cut ? " in the dual" : "")
                .append('\n');
        return sb.toString();
    }
}
