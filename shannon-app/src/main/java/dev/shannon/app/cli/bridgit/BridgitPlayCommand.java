package dev.shannon.app.cli.bridgit;

import dev.shannon.app.cli.ComputerLevels;
import dev.shannon.app.cli.UsageError;
import dev.shannon.app.io.LineInput;
import dev.shannon.app.io.OutputFiles;
import dev.shannon.app.io.RecordFiles;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.LimitedBridgesPlayer;
import dev.shannon.bridgit.Side;
import dev.shannon.switching.defence.ThinkBudget;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code shannon bridgit play}: Bridg-It in the terminal against the computer. */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        description = {
            "Play Bridg-It in the terminal against the computer.",
            "Type a crossing 'r,c' to bridge it (with --bridges, once your bridges are all placed, 'r,c>r,c' moves one); "
                    + "'undo' takes back your last move, 'why' explains the computer's last move, 'hint' marks winning crossings ✓, "
                    + "'board' redraws, 'help' lists commands, 'quit' ends."
        })
public final class BridgitPlayCommand implements Callable<Integer> {
    @Option(
            names = "--n",
            paramLabel = "N",
            defaultValue = "5",
            description = "Board size (default: ${DEFAULT-VALUE}, the commercial 5 x 6).")
    int n;

    @Option(
            names = "--as",
            paramLabel = "SIDE",
            defaultValue = "red",
            converter = SideConverter.class,
            description = "Your side: red (left to right) or blue (top to bottom); default: ${DEFAULT-VALUE}.")
    Side human;

    @Option(
            names = "--first",
            paramLabel = "SIDE",
            defaultValue = "red",
            converter = SideConverter.class,
            description = "Who moves first (default: ${DEFAULT-VALUE}).")
    Side first;

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            defaultValue = "relentless",
            description = ComputerLevels.DESCRIPTION
                    + "greedy (extends its shortest route, never looks ahead), random, legacy (the old defence). "
                    + "The old names perfect (= relentless) and erring (= casual) still work.")
    String level;

    @Option(
            names = "--error-rate",
            paramLabel = "P",
            description = "How often strong, casual and beginner slip (default: the level's own rate).")
    Double errorRate;

    @Option(
            names = "--bridges",
            paramLabel = "K",
            description = "The commercial variant: K bridges each, then bridges move (the box suggests 10).")
    Integer bridges;

    @Option(
            names = "--think",
            paramLabel = "MILLIS",
            defaultValue = "1000",
            description =
                    "The computer's thinking per move when defending a lost game or playing with --bridges (default: "
                            + "${DEFAULT-VALUE}). Counted in work, not time, so a seed plays the same game on any machine; "
                            + "the clock stops it only at 3x this.")
    long think;

    @Option(names = "--seed", paramLabel = "SEED", description = "Random seed for the weaker levels.")
    Long seed;

    @Option(
            names = "--record",
            paramLabel = "FILE",
            description =
                    "Game record (docs/records.md): if FILE exists the game goes on from it (its board, first player and bridges win "
                            + "over the options); when the session ends the game so far is written to FILE.")
    Path record;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Board.of(n);
        if (think < 1 || think > 600_000) {
            throw new UsageError("--think must be between 1 and 600000 milliseconds, got " + think);
        }
        BridgitRecord recorded = null;
        if (record != null) {
            OutputFiles.checkWritable(record, "--record ");
            if (Files.exists(record)) {
                recorded = RecordFiles.read(record.toString(), BridgitRecord::parse);
                n = recorded.n();
                first = recorded.first();
                bridges = recorded.isLimited() ? recorded.bridges().getAsInt() : null;
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = LineInput.standardInput();
        PlaySession<?> session;
        if (bridges != null) {
            session = new LimitedSession(
                    out,
                    recorded != null ? recorded.limitedGame() : LimitedBridgesGame.start(n, first, bridges),
                    human,
                    new LimitedBridgesPlayer(think, 6));
        } else {
            if (errorRate != null && !(errorRate >= 0 && errorRate <= 1)) {
                throw new UsageError("--error-rate must be between 0 and 1, got " + errorRate);
            }
            ComputerPlayer computer = ComputerPlayer.of(
                    parseLevel(level),
                    errorRate == null ? Double.NaN : errorRate,
                    seed == null ? new Random() : new Random(seed),
                    ThinkBudget.ofMillis(think));
            session = new PlainSession(
                    out, recorded != null ? recorded.game() : BridgitGame.start(n, first), human, computer);
        }
        session.run(in);
        if (record != null) {
            Files.writeString(record, session.record().format());
            out.println("game record written to " + record);
        }
        out.flush();
        return 0;
    }

    static ComputerPlayer.Level parseLevel(String text) {
        try {
            return ComputerPlayer.Level.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }
}
