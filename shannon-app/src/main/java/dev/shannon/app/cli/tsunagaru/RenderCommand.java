package dev.shannon.app.cli.tsunagaru;

import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.UsageError;
import dev.shannon.puzzles.tsunagaru.Rule;
import dev.shannon.puzzles.tsunagaru.Solution;
import dev.shannon.puzzles.tsunagaru.Solutions;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageSolver;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code shannon tsunagaru render}: a stage, or one of its solutions, as an SVG or PNG picture. */
@Command(
        name = "render",
        mixinStandardHelpOptions = true,
        description = {
            "Draw a stage or one of its solutions as SVG and/or PNG: tiles with arms, a person on every tile.",
            "",
            "A playable stage is drawn as it stands (arms that meet nothing in grey), a types-only stage with every tile in its "
                    + "base orientation (╵ └ │ ├ ┼). --solution N draws the N-th solution instead, one colour per piece."
        },
        footer = {
            "",
            "Examples:",
            "  shannon tsunagaru render stage.txt --svg stage.svg",
            "  shannon tsunagaru render stage.txt --solution 1 --png solved.png --caption 'world stage 9, solution 1'"
        })
public final class RenderCommand implements Callable<Integer> {
    /** Pictures larger than this many pixels are refused (a 100x100 stage at 60 px a cell is 37 Mpx). */
    static final long MAX_PIXELS = 40_000_000L;

    @Parameters(index = "0", paramLabel = "STAGE", description = "A stage file ('-' for standard input).")
    String file;

    @Option(names = "--svg", paramLabel = "FILE", description = "Write an SVG picture.")
    Path svg;

    @Option(names = "--png", paramLabel = "FILE", description = "Write a PNG picture.")
    Path png;

    /** How far down the fewest-clicks order --solution reaches on a playable stage. */
    private static final int MAX_CLICK_ORDER = 100_000;

    @Option(
            names = "--solution",
            paramLabel = "N",
            description =
                    "Draw solution N (1 = first in the order solve lists them: fewest clicks first for a playable stage) instead of the stage.")
    String solution;

    @Option(names = "--connected", description = "With --solution: number the connected solutions only.")
    boolean connected;

    @Option(
            names = "--cell",
            paramLabel = "PX",
            defaultValue = "64",
            description = "Cell size in pixels (8..400, default: ${DEFAULT-VALUE}).")
    int cell;

    @Option(names = "--caption", paramLabel = "TEXT", description = "A line of text under the board.")
    String caption;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (svg == null && png == null) {
            throw new UsageError("give --svg FILE and/or --png FILE");
        }
        if (cell < 8 || cell > 400) {
            throw new UsageError("--cell must be between 8 and 400 pixels, got " + cell);
        }
        Stage stage = StageInput.read(file);
        double w = StagePicture.width(stage.cols(), cell);
        double h = StagePicture.height(stage.rows(), cell, caption != null);
        if (png != null && (long) Math.ceil(w) * (long) Math.ceil(h) > MAX_PIXELS) {
            throw new UsageError("the PNG would be " + (int) w + "x" + (int) h
                    + " pixels; use a smaller --cell (at most " + MAX_PIXELS / 1_000_000 + " Mpx)");
        }
        int[] arms = arms(stage);
        List<Shape> shapes = StagePicture.draw(stage.rows(), stage.cols(), stage.wraps(), arms, cell, caption);
        PrintWriter out = spec.commandLine().getOut();
        if (svg != null) {
            PictureFiles.writeSvg(svg, PictureFiles.svg(shapes, w, h));
            out.println("wrote " + svg);
        }
        if (png != null) {
            System.setProperty("java.awt.headless", "true");
            PictureFiles.writePng(png, PictureFiles.png(shapes, w, h));
            out.println("wrote " + png);
        }
        out.flush();
        return ExitCodes.OK;
    }

    private int[] arms(Stage stage) {
        if (solution == null) {
            Stage shown = stage.isPlayable() ? stage : stage.inBaseOrientation();
            int[] a = new int[stage.cellCount()];
            for (int i = 0; i < a.length; i++) {
                a[i] = shown.arms(i);
            }
            return a;
        }
        BigInteger n;
        try {
            n = new BigInteger(solution.strip());
        } catch (NumberFormatException e) {
            throw new UsageError("--solution needs a number, got '" + solution + "'");
        }
        Solutions all = StageSolver.solve(stage, connected ? Rule.CONNECTED : Rule.ANY);
        if (all.isEmpty()) {
            throw new IllegalArgumentException(
                    file + ": the stage has no " + (connected ? "connected " : "") + "solution to draw");
        }
        if (n.signum() <= 0 || n.compareTo(all.count()) > 0) {
            throw new UsageError("--solution must be between 1 and " + all.count() + ", got " + solution);
        }
        if (stage.isPlayable()) {
            // The order solve lists them in: fewest clicks from the tiles as they stand first.
            if (n.compareTo(BigInteger.valueOf(MAX_CLICK_ORDER)) > 0) {
                throw new UsageError("--solution on a playable stage counts in click order, up to " + MAX_CLICK_ORDER
                        + "; got " + solution);
            }
            return all.byFewestClicks(stage)
                    .skip(n.longValue() - 1)
                    .findFirst()
                    .orElseThrow()
                    .solution()
                    .armsArray();
        }
        Solution x = all.get(n.subtract(BigInteger.ONE));
        return x.armsArray();
    }
}
