package dev.shannon.bridgit;

import java.util.List;
import java.util.Random;

/** Takes any free crossing, uniformly at random. */
final class RandomPlayer implements ComputerPlayer {
    private final Random random;

    RandomPlayer(Random random) {
        this.random = random;
    }

    @Override
    public Level level() {
        return Level.RANDOM;
    }

    @Override
    public ComputerMove choose(BridgitGame game) {
        game.requireUndecided();
        List<Crossing> free = game.freeCrossings();
        return new ComputerMove(
                free.get(random.nextInt(free.size())),
                "a free crossing picked at random",
                "the random level: any free crossing, uniformly");
    }
}
