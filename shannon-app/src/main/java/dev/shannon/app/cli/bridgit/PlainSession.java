package dev.shannon.app.cli.bridgit;

import dev.shannon.bridgit.BestResistance;
import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.bridgit.ComputerMove;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.ThinkBudget;
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
        lastReason = m.crossing() + ": " + m.reason() + "\n  in theory: " + m.why();
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
                            ? "every crossing loses if " + name(game.toMove().opponent()) + " plays perfectly; "
                                    + bestResistance()
                            : a.winningMoves().size()
                                    + (a.winningMoves().size() == 1
                                            ? " winning crossing (✓)"
                                            : " winning crossings (✓)"))
                    + "\n";
            hintFor = game;
        }
        return hint;
    }

    /**
     * When every crossing loses: the best resistance (docs/defence.md, "The best resistance hint"),
     * its reason in a player's words with its numbers, and the theory behind it.
     */
    private String bestResistance() {
        BestResistance.Hint m = BestResistance.of(game, SwitchingSolver.lehman(), ThinkBudget.defaultBudget());
        return "best resistance: " + m.crossing() + " — " + m.reason() + "\n  in theory: " + m.why();
    }

    private static String name(Side side) {
        return side == Side.RED ? "Red" : "Blue";
    }

    private BridgitGame hintFor;
    private String hint;

    @Override
    String prompt() {
        return human.id() + "> ";
    }

    @Override
    String help() {
        return "r,c bridges a crossing; undo, why (the computer's reason), hint (✓ winning crossings, or the best resistance when all lose), board, quit";
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
