package dev.shannon.online;

import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.LimitedMove;

/**
 * The limited-bridges game under {@link LimitedBridgesGame}'s rules (docs/rules.md): bridges are placed while a
 * player has some in hand, then moved; a third repetition or the move cap is a draw.
 */
final class LimitedBridgesReferee extends TurnGameReferee<LimitedBridgesGame> {
    LimitedBridgesReferee(LimitedBridgesGame game) {
        super(game);
    }

    @Override
    public String ending() {
        return game.isOver() ? game.describeEnding() : null;
    }

    @Override
    public Referee play(Move move) {
        if (game.isOver()) {
            throw new IllegalMoveException("the game is over: " + game.describeEnding());
        }
        LimitedMove m;
        if (move instanceof Move.Place p) {
            check(p.at());
            m = LimitedMove.place(p.at());
        } else if (move instanceof Move.Shift s) {
            check(s.from());
            check(s.to());
            m = LimitedMove.move(s.from(), s.to());
        } else {
            throw new IllegalMoveException(
                    "a limited-bridges move is a crossing [r, c] or a bridge moved [[r, c], [r, c]]");
        }
        try {
            return new LimitedBridgesReferee(game.play(m));
        } catch (IllegalArgumentException e) {
            // LimitedBridgesGame names the broken rule (placing when moving, a bridge that is not yours, a taken
            // crossing).
            throw new IllegalMoveException(e.getMessage());
        }
    }

    private void check(Crossing at) {
        if (!game.board().isCrossing(at.r(), at.c())) {
            throw new IllegalMoveException(describeNonCrossing(game.board().n(), at));
        }
    }
}
