package dev.shannon.app.cli;

import dev.shannon.app.io.LineInput;
import dev.shannon.app.io.OutputFiles;
import dev.shannon.app.io.RecordFiles;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.EdgeState;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingRecord;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Verdict;
import dev.shannon.switching.defence.Strength;
import dev.shannon.switching.defence.SwitchingComputer;
import dev.shannon.switching.defence.ThinkBudget;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code shannon play}: play the switching game in the terminal against the computer. */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        description = {
            "Play the Shannon switching game in the terminal against the computer.",
            "Type an edge number (or its two end names) to move; 'hint' lists your winning moves, 'why' explains the computer's last move, 'undo' takes back your last move, 'board' shows the edges, 'quit' ends."
        })
public final class PlayCommand implements Callable<Integer> {
    @Parameters(
            arity = "0..1",
            paramLabel = "FILE",
            description =
                    "The graph (text, JSON or graph6; '-' is not allowed: moves come from standard input); may be left out when --record names an existing record.")
    String file;

    @Mixin
    PlayerSides sides;

    @Mixin
    GameFileOptions input;

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            defaultValue = "relentless",
            description =
                    ComputerLevels.DESCRIPTION
                            + "legacy (the old defence: only counts your winning replies). perfect and erring are old names of relentless and casual.")
    String level;

    @Option(
            names = "--think",
            paramLabel = "MILLIS",
            defaultValue = "1000",
            description =
                    "The computer's thinking per move when defending a lost game (default: ${DEFAULT-VALUE}); "
                            + "counted in work, so a seed plays the same game on any machine; the clock stops it only at 3x this.")
    long think;

    @Option(
            names = "--seed",
            paramLabel = "SEED",
            defaultValue = "0",
            description = "Seed for the slips and tie-breaks (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--directed",
            paramLabel = "RULE",
            description = "Play a directed game instead: short-orients or fixed (see 'solve --directed').")
    String directed;

    @Option(
            names = "--record",
            paramLabel = "FILE",
            description =
                    "Game record (docs/records.md): if FILE exists the game goes on from it (its graph and first player win "
                            + "over FILE and the options); when the session ends the game so far is written to FILE.")
    Path record;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private SwitchingComputer computer(Player side) {
        ThinkBudget budget = ComputerLevels.thinkBudget(think);
        if (level.strip().equalsIgnoreCase("legacy")) {
            return SwitchingComputer.legacy(side);
        }
        try {
            return SwitchingComputer.of(side, Strength.parse(level), budget, seed);
        } catch (IllegalArgumentException e) {
            throw new UsageError(
                    "unknown level '" + level + "': expected relentless, strong, casual, beginner or legacy");
        }
    }

    @Override
    public Integer call() throws IOException {
        SwitchingRecord recorded = null;
        if (record != null) {
            if (directed != null) {
                throw new UsageError("--record holds the undirected game; it cannot be used with --directed");
            }
            OutputFiles.checkWritable(record, "--record ");
            if (Files.exists(record)) {
                recorded = RecordFiles.read(record.toString(), text -> {
                    SwitchingRecord r = SwitchingRecord.parse(text);
                    r.position();
                    return r;
                });
                sides.first = recorded.first();
            }
        }
        if (recorded == null) {
            FileArguments.requirePlayableFile(file, record, "graph");
        }
        TerminalGraph game = recorded != null ? recorded.graph() : input.read(file);
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = LineInput.standardInput();
        if (directed != null) {
            return DirectedPlay.run(game, DirectedSolve.rule(directed), sides.human, sides.first, in, out);
        }
        // The moves in order, for the record; undo cuts it back to the length it had then.
        List<Integer> moves = new ArrayList<>();
        Deque<Integer> movesAt = new ArrayDeque<>();
        if (recorded != null) {
            for (int e : recorded.moves()) {
                moves.add(e);
            }
        }
        play(game, recorded != null ? recorded.position() : Position.start(game, sides.first), moves, movesAt, in, out);
        if (record != null) {
            Files.writeString(
                    record,
                    SwitchingRecord.of(
                                    game,
                                    sides.first,
                                    moves.stream().mapToInt(Integer::intValue).toArray())
                            .format());
            out.println("game record written to " + record);
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The session from {@code p} until the game ends or the player quits. */
    private void play(
            TerminalGraph game,
            Position p,
            List<Integer> moves,
            Deque<Integer> movesAt,
            BufferedReader in,
            PrintWriter out)
            throws IOException {
        Multigraph g = game.graph();
        Player computerSide = sides.human.opponent();
        SwitchingComputer computer = computer(computerSide);
        out.printf(
                "Shannon switching game: %d vertices, %d edges, s = %s, t = %s.%n",
                g.vertexCount(), g.edgeCount(), g.name(game.s()), g.name(game.t()));
        out.print(sides.introduction(
                "you claim edges, joining s to t",
                "you delete edges, separating s from t",
                SwitchingSolver.lehman().solve(game).type().id()));
        if (!moves.isEmpty()) {
            out.printf("Going on from the record: %d move%s played.%n", moves.size(), moves.size() == 1 ? "" : "s");
        }
        Position end = TurnLoop.run(
                new TurnLoop.Game<Position>() {
                    @Override
                    public boolean isOver(Position position) {
                        return position.winner().isPresent();
                    }

                    @Override
                    public boolean playerToMove(Position position) {
                        return position.toMove() != computerSide;
                    }

                    @Override
                    public TurnLoop.Reasoned<Position> computerMove(Position position, PrintWriter out) {
                        SwitchingComputer.Move m = computer.move(position);
                        moves.add(m.edge());
                        out.printf(
                                "Computer (%s) %s edge %s.%n",
                                computerSide.id(),
                                computerSide == Player.SHORT ? "claims" : "deletes",
                                SolveCommand.edgeLabel(g, m.edge()));
                        return new TurnLoop.Reasoned<>(
                                position.play(m.edge()), m.reason() + "\n  in theory: " + m.why());
                    }

                    @Override
                    public Position playerMove(Position position, String text) {
                        int e = parseEdge(g, position, text);
                        if (e < 0) {
                            return null;
                        }
                        movesAt.push(moves.size());
                        moves.add(e);
                        return position.play(e);
                    }

                    @Override
                    public void undone() {
                        moves.subList(movesAt.pop(), moves.size()).clear();
                    }

                    @Override
                    public void printBoard(Position position, PrintWriter out) {
                        PlayCommand.printBoard(out, position);
                    }

                    @Override
                    public void printHint(Position position, PrintWriter out) {
                        Verdict v = SwitchingSolver.lehman().verdict(position);
                        if (v.winner() == sides.human) {
                            out.print("Winning moves:");
                            for (int e : v.winningMoves()) {
                                out.print(" " + SolveCommand.edgeLabel(g, e));
                            }
                            out.println();
                        } else {
                            out.println("No move wins against perfect play; the computer wins from here.");
                        }
                    }

                    @Override
                    public String help() {
                        return "Type an edge number or its two ends to play it; 'board' shows the edges, 'hint' the "
                                + "winning moves, 'why' the reason for the computer's last move, 'undo' takes back your last move, 'quit' ends.";
                    }

                    @Override
                    public String notAMove() {
                        return "Not a free edge: type an edge number or its two ends (see 'board'), or 'help'.";
                    }
                },
                p,
                in,
                out);
        if (end == null) {
            return;
        }
        Player winner = end.winner().orElseThrow();
        out.print(sides.ending(winner, "Short wins: claimed edges join s and t.", "Cut wins: s and t are separated."));
        out.flush();
    }

    /** An edge index or "u v" naming a free edge; −1 if neither. */
    static int parseEdge(Multigraph g, Position p, String text) {
        String[] parts = text.split("\\s+");
        if (parts.length == 1 && parts[0].matches("\\d{1,9}")) {
            int e = Integer.parseInt(parts[0]);
            return e < g.edgeCount() && p.isFree(e) ? e : -1;
        }
        if (parts.length == 2) {
            int a = g.indexOf(parts[0]);
            int b = g.indexOf(parts[1]);
            for (int e = 0; e < g.edgeCount(); e++) {
                if (p.isFree(e) && ((g.edgeU(e) == a && g.edgeV(e) == b) || (g.edgeU(e) == b && g.edgeV(e) == a))) {
                    return e;
                }
            }
        }
        return -1;
    }

    private static void printBoard(PrintWriter out, Position p) {
        Multigraph g = p.graph();
        StringBuilder sb = new StringBuilder("Edges (* claimed, x deleted):");
        for (int e = 0; e < g.edgeCount(); e++) {
            EdgeState st = p.state(e);
            sb.append(e % 6 == 0 ? "\n  " : "   ");
            sb.append(String.format(
                    "%s%-14s",
                    st == EdgeState.CLAIMED ? "*" : st == EdgeState.DELETED ? "x" : " ", SolveCommand.edgeLabel(g, e)));
        }
        out.println(sb);
    }
}
