package dev.shannon.online;

import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;

/** Bridg-It under {@link BridgitGame}'s rules: each move builds one bridge; a chain between one's sides wins. */
final class BridgitReferee extends TurnGameReferee<BridgitGame> {
    private BridgitReferee(BridgitGame game) {
        super(game);
    }

    static BridgitReferee start(int n, String first) {
        return new BridgitReferee(BridgitGame.start(n, Side.parse(first)));
    }

    @Override
    public String ending() {
        return game.winner()
                .map(w -> w.id() + " joined its sides with a chain of bridges")
                .orElse(null);
    }

    @Override
    public Referee play(Move move) {
        if (!(move instanceof Move.Place place)) {
            throw new IllegalMoveException("a Bridg-It move is one crossing [r, c]");
        }
        Crossing at = place.at();
        if (game.isOver()) {
            throw new IllegalMoveException("the game is over");
        }
        if (!game.board().isCrossing(at.r(), at.c())) {
            throw new IllegalMoveException(describeNonCrossing(game.n(), at));
        }
        if (!game.isFree(at)) {
            throw new IllegalMoveException("crossing " + at + " is already taken by "
                    + game.owner(at).orElseThrow().id());
        }
        return new BridgitReferee(game.play(at));
    }
}
