package dev.shannon.bridgit;

import java.util.Locale;
import java.util.Random;

/**
 * A computer opponent for Bridg-It. {@link #choose} is asked for the move of the side to move
 * in an undecided position; implementations may keep state (a random source), so use one
 * instance per game thread.
 */
public interface ComputerPlayer {
    /** How strong a computer plays. */
    enum Level {
        /** Wins whenever it can (Lehman), preferring the centre; when losing, leaves the fewest winning replies. */
        PERFECT,
        /** Plays like {@link #PERFECT} but, with a set probability, slips and takes a random crossing. */
        ERRING,
        /** Extends its own shortest route to the goal, blocking the opponent's route where it can. */
        GREEDY,
        /** Any free crossing, uniformly at random. */
        RANDOM;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Level parse(String text) {
            for (Level l : values()) {
                if (l.id().equalsIgnoreCase(text == null ? "" : text.strip())) {
                    return l;
                }
            }
            throw new IllegalArgumentException("unknown level '" + text + "': expected perfect, erring, greedy or random");
        }
    }

    /** The move for the side to move in {@code game}, which must not be over. */
    ComputerMove choose(BridgitGame game);

    /** The level this player plays at. */
    Level level();

    /** A player of the given level; {@code errorRate} is used by {@link Level#ERRING} only. */
    static ComputerPlayer of(Level level, double errorRate, Random random) {
        return switch (level) {
            case PERFECT -> new PerfectPlayer();
            case ERRING -> new ErringPlayer(errorRate, random);
            case GREEDY -> new GreedyPlayer(random);
            case RANDOM -> new RandomPlayer(random);
        };
    }

    /** The perfect player (deterministic). */
    static ComputerPlayer perfect() {
        return new PerfectPlayer();
    }
}
