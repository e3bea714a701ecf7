package dev.shannon.app.cli.bridgit;

import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ComputerMove;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.LimitedBridgesPlayer;
import dev.shannon.bridgit.LimitedMove;
import dev.shannon.bridgit.Side;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;

/** {@code shannon bridgit play}: Bridg-It in the terminal against the computer. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play Bridg-It in the terminal against the computer.",
                "Type a crossing 'r,c' to bridge it (with --bridges, once your bridges are all placed, 'r,c>r,c' moves one);",
                "'undo' takes back your last move, 'why' explains the computer's last move, 'hint' marks winning crossings ✓,",
                "'board' redraws, 'help' lists commands, 'quit' ends."})
public final class PlayCommand implements Callable<Integer> {
    @Option(names = "--n", paramLabel = "N", defaultValue = "5", description = "Board size (default: ${DEFAULT-VALUE}, the commercial 5 x 6).")
    int n;

    @Option(names = "--as", paramLabel = "SIDE", defaultValue = "red", converter = SideConverter.class,
            description = "Your side: red (left to right) or blue (top to bottom); default: ${DEFAULT-VALUE}.")
    Side human;

    @Option(names = "--first", paramLabel = "SIDE", defaultValue = "red", converter = SideConverter.class,
            description = "Who moves first (default: ${DEFAULT-VALUE}).")
    Side first;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "perfect",
            description = "Computer strength: perfect, erring, greedy or random (default: ${DEFAULT-VALUE}).")
    String level;

    @Option(names = "--error-rate", paramLabel = "P", defaultValue = "0.3",
            description = "How often the erring level slips (default: ${DEFAULT-VALUE}).")
    double errorRate;

    @Option(names = "--bridges", paramLabel = "K",
            description = "The commercial variant: K bridges each, then bridges move (the box suggests 10).")
    Integer bridges;

    @Option(names = "--think", paramLabel = "MILLIS", defaultValue = "1000",
            description = "With --bridges: the computer's thinking time per move (default: ${DEFAULT-VALUE}).")
    long think;

    @Option(names = "--seed", paramLabel = "SEED", description = "Random seed for the weaker levels.")
    Long seed;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private PrintWriter out;
    private String lastReason = "the computer has not moved yet";

    @Override
    public Integer call() throws IOException {
        Board.of(n);
        out = spec.commandLine().getOut();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        if (bridges != null) {
            return playLimited(in);
        }
        ComputerPlayer computer = ComputerPlayer.of(ComputerPlayer.Level.parse(level), errorRate,
                seed == null ? new Random() : new Random(seed));
        BridgitGame game = BridgitGame.start(n, first);
        out.println("Bridg-It " + game.board() + ": you are " + human.id() + ", the computer (" + computer.level().id()
                + ") is " + human.opponent().id() + ". " + BoardView.LEGEND + ".");
        out.print(BoardView.draw(game));
        while (!game.isOver()) {
            if (game.toMove() != human) {
                ComputerMove m = computer.choose(game);
                game = game.play(m.crossing());
                lastReason = m.crossing() + ": " + m.reason();
                out.println("computer (" + human.opponent().id() + ") bridges " + m.crossing());
                out.print(BoardView.draw(game));
                continue;
            }
            out.print(human.id() + "> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                return 0;
            }
            String cmd = line.strip().toLowerCase(Locale.ROOT);
            switch (cmd) {
                case "" -> { }
                case "quit", "exit" -> {
                    return 0;
                }
                case "help" -> out.println("r,c bridges a crossing; undo, why, hint, board, quit");
                case "why" -> out.println(lastReason);
                case "board" -> out.print(BoardView.draw(game));
                case "hint" -> {
                    var a = BridgitAnalyzer.analyze(game);
                    out.print(BoardView.draw(game, a));
                    out.println(a.winningMoves().isEmpty() ? "no crossing wins against best play"
                            : a.winningMoves().size() + " winning crossings (✓)");
                }
                case "undo" -> {
                    BridgitGame back = undoToHuman(game);
                    if (back == game) {
                        out.println("nothing to undo");
                    } else {
                        game = back;
                        out.print(BoardView.draw(game));
                    }
                }
                default -> {
                    try {
                        game = game.play(Crossing.parse(cmd));
                        out.print(BoardView.draw(game));
                    } catch (IllegalArgumentException e) {
                        out.println("? " + e.getMessage());
                    }
                }
            }
        }
        Side winner = game.winner().orElseThrow();
        out.println((winner == human ? "you win" : "the computer wins") + ": " + winner.id() + " chain "
                + AnalyzeCommand.join(game.winningChain()));
        out.flush();
        return 0;
    }

    /** Back to the last position where it was the human's turn before their last move. */
    private BridgitGame undoToHuman(BridgitGame game) {
        BridgitGame g = game;
        while (g.moveCount() > 0) {
            g = g.undo();
            if (g.toMove() == human) {
                return g;
            }
        }
        return game;
    }

    private int playLimited(BufferedReader in) throws IOException {
        LimitedBridgesGame game = LimitedBridgesGame.start(n, first, bridges);
        LimitedBridgesPlayer computer = new LimitedBridgesPlayer(think, 6);
        out.println("Bridg-It " + game.board() + " with " + bridges + " bridges each: you are " + human.id()
                + ". Place bridges with r,c; once all are placed, move one with r,c>r,c. A position seen three times, or "
                + game.moveCap() + " moving turns, is a draw. " + BoardView.LEGEND + ".");
        out.print(BoardView.draw(game));
        while (!game.isOver()) {
            if (game.toMove() != human) {
                LimitedBridgesPlayer.Choice c = computer.choose(game);
                game = game.play(c.move());
                lastReason = c.move() + ": " + c.reason();
                out.println("computer (" + human.opponent().id() + ") " + (c.move().isPlacement() ? "places " : "moves ") + c.move());
                out.print(BoardView.draw(game));
                continue;
            }
            out.print(human.id() + (game.isPlacing() ? " (" + game.bridgesInHand(human) + " in hand)> " : " (move a bridge)> "));
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                return 0;
            }
            String cmd = line.strip().toLowerCase(Locale.ROOT);
            switch (cmd) {
                case "" -> { }
                case "quit", "exit" -> {
                    return 0;
                }
                case "help" -> out.println("r,c places a bridge; r,c>r,c moves one; undo, why, board, quit");
                case "why" -> out.println(lastReason);
                case "board", "hint" -> out.print(BoardView.draw(game));
                case "undo" -> {
                    LimitedBridgesGame g = game;
                    while (g.movesPlayed() > 0) {
                        g = g.undo();
                        if (g.toMove() == human) {
                            break;
                        }
                    }
                    if (g.toMove() != human || g == game) {
                        out.println("nothing to undo");
                    } else {
                        game = g;
                        out.print(BoardView.draw(game));
                    }
                }
                default -> {
                    try {
                        game = game.play(LimitedMove.parse(cmd));
                        out.print(BoardView.draw(game));
                    } catch (IllegalArgumentException e) {
                        out.println("? " + e.getMessage());
                    }
                }
            }
        }
        out.println(game.describeEnding() + (game.winner().isPresent() ? (game.winner().get() == human ? " (you)" : " (the computer)") : ""));
        out.flush();
        return 0;
    }
}
