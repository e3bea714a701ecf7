package dev.shannon.app.cli.bridgit;

import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.bridgit.ComputerMove;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import java.io.PrintWriter;

/** Ordinary Bridg-It in the terminal. */
final class PlainSession extends PlaySession<BridgitGame> {
    private final ComputerPlayer computer;

    PlainSession(PrintWriter out, BridgitGame start, Side human, ComputerPlayer computer) {
        super(out, start, human);
        this.computer = computer;
        out.println("Bridg-It " + game.board() + ": you are " + human.id() + ", the computer ("
                + computer.level().id() + ") is " + human.opponent().id() + ". " + BoardView.LEGEND
                + ". Type 'help' for commands.");
    }

    @Override
    void computerMoves() {
        ComputerMove m = computer.choose(game);
        game = game.play(m.crossing());
        lastReason = m.crossing() + ": " + m.reason();
        out.println("computer (" + human.opponent().id() + ") bridges " + m.crossing());
    }

    @Override
    void humanMoves(String text) {
        game = game.play(Crossing.parse(text));
    }

    @Override
    String board() {
        return BoardView.draw(game);
    }

    @Override
    String hint() {
        // The same position gets the same hint: asked again, it is not solved again.
        if (hintFor != game) {
            BridgitAnalysis a = BridgitAnalyzer.analyze(game);
            hint = BoardView.draw(game, a)
                    + (a.winningMoves().isEmpty()
                            ? "no crossing wins against best play"
                            : a.winningMoves().size()
                                    + (a.winningMoves().size() == 1
                                            ? " winning crossing (✓)"
                                            : " winning crossings (✓)"))
                    + "\n";
            hintFor = game;
        }
        return hint;
    }

    private BridgitGame hintFor;
    private String hint;

    @Override
    String prompt() {
        return human.id() + "> ";
    }

    @Override
    String help() {
        return "r,c bridges a crossing; undo, why (the computer's reason), hint (✓ winning crossings), board, quit";
    }

    @Override
    String result() {
        Side winner = game.winner().orElseThrow();
        return (winner == human ? "you win" : "the computer wins") + ": " + winner.id() + " chain "
                + AnalyzeCommand.join(game.winningChain());
    }

    @Override
    BridgitRecord record() {
        return BridgitRecord.of(game);
    }
}
