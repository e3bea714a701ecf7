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
final class PlainSession extends PlaySession {
    private final Side human;
    private final ComputerPlayer computer;
    private BridgitGame game;

    PlainSession(PrintWriter out, BridgitGame start, Side human, ComputerPlayer computer) {
        super(out);
        this.game = start;
        this.human = human;
        this.computer = computer;
        out.println("Bridg-It " + game.board() + ": you are " + human.id() + ", the computer (" + computer.level().id()
                + ") is " + human.opponent().id() + ". " + BoardView.LEGEND + ". Type 'help' for commands.");
    }

    @Override
    boolean isOver() {
        return game.isOver();
    }

    @Override
    boolean humanToMove() {
        return game.toMove() == human;
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
    boolean undo() {
        for (BridgitGame g = game; g.moveCount() > 0; ) {
            g = g.undo();
            if (g.toMove() == human) {
                game = g;
                return true;
            }
        }
        return false;
    }

    @Override
    String board() {
        return BoardView.draw(game);
    }

    @Override
    String hint() {
        BridgitAnalysis a = BridgitAnalyzer.analyze(game);
        return BoardView.draw(game, a) + (a.winningMoves().isEmpty() ? "no crossing wins against best play"
                : a.winningMoves().size() + " winning crossings (✓)") + "\n";
    }

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
