package dev.shannon.app.cli.bridgit;

import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.LimitedBridgesPlayer;
import dev.shannon.bridgit.LimitedMove;
import dev.shannon.bridgit.Side;
import java.io.PrintWriter;

/** The limited-bridges variant in the terminal. */
final class LimitedSession extends PlaySession<LimitedBridgesGame> {
    private final LimitedBridgesPlayer computer;

    LimitedSession(PrintWriter out, LimitedBridgesGame start, Side human, LimitedBridgesPlayer computer) {
        super(out, start, human);
        this.computer = computer;
        out.println("Bridg-It " + game.board() + " with " + game.bridges()
                + (game.bridges() == 1 ? " bridge each: you are " : " bridges each: you are ") + human.id()
                + ". Place bridges with r,c; once all are placed, move one with r,c>r,c. A position seen three times, or "
                + game.moveCap() + " moving turns, is a draw. " + BoardView.LEGEND + ".");
    }

    @Override
    void computerMoves() {
        LimitedBridgesPlayer.Choice c = computer.choose(game);
        game = game.play(c.move());
        lastReason = c.move() + ": " + c.reason() + (c.why().equals(c.reason()) ? "" : "\n  in theory: " + c.why());
        out.println("computer (" + human.opponent().id() + ") " + (c.move().isPlacement() ? "places " : "moves ")
                + c.move());
    }

    @Override
    void humanMoves(String text) {
        game = game.play(LimitedMove.parse(text));
    }

    @Override
    String board() {
        return BoardView.draw(game);
    }

    @Override
    String hint() {
        return board() + "no exact hints in the limited-bridges game\n";
    }

    @Override
    String prompt() {
        return human.id()
                + (game.isPlacing() ? " (" + game.bridgesInHand(human) + " in hand)> " : " (move a bridge r,c>r,c)> ");
    }

    @Override
    String help() {
        return "r,c places a bridge; r,c>r,c moves one; undo, why (the computer's reason), board, quit";
    }

    @Override
    String result() {
        return game.describeEnding()
                + game.winner()
                        .map(w -> w == human ? " (you)" : " (the computer)")
                        .orElse("");
    }

    @Override
    BridgitRecord record() {
        return BridgitRecord.of(game);
    }
}
