package dev.shannon.bridgit;

import dev.shannon.switching.defence.Strength;
import dev.shannon.switching.defence.ThinkBudget;

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
        /** Never errs: a winning crossing whenever one exists (Lehman); when losing, the best defence it can find. */
        RELENTLESS(Strength.RELENTLESS),
        /** Relentless, except that one move in twenty is a random crossing. */
        STRONG(Strength.STRONG),
        /** Relentless, except that one move in five is a random crossing. */
        CASUAL(Strength.CASUAL),
        /** Relentless, except that two moves in five are random crossings. */
        BEGINNER(Strength.BEGINNER),
        /** Extends its own shortest route to the goal, blocking the opponent's route where it can. */
        GREEDY("greedy", 0, "extends its shortest route and blocks yours; never looks ahead"),
        /** Any free crossing, uniformly at random. */
        RANDOM("random", 0, "any free crossing, at random"),
        /** The defence before the relentless one: when losing, leaves the fewest winning replies, nothing else. */
        LEGACY("legacy", 0, "the old perfect player: when losing, only counts the opponent's winning replies");

        private final String id;
        private final double errorRate;
        private final String summary;

        Level(Strength strength) {
            this(strength.id(), strength.errorRate(), strength.summary());
        }

        Level(String id, double errorRate, String summary) {
            this.id = id;
            this.errorRate = errorRate;
            this.summary = summary;
        }

        public String id() {
            return id;
        }

        /** How often this level slips on purpose (a random free crossing instead of its choice). */
        public double errorRate() {
            return errorRate;
        }

        /** One line for menus and help. */
        public String summary() {
            return summary;
        }

        /** Whether the level's own moves come from the relentless player, slipping at {@link #errorRate()}. */
        public boolean errs() {
            return this == STRONG || this == CASUAL || this == BEGINNER;
        }

        /** A level by name; the older names still work: perfect is relentless, erring is casual. */
        public static Level parse(String text) {
            String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
            switch (t) {
                case "perfect":
                    return RELENTLESS;
                case "erring":
                    return CASUAL;
                default:
                    break;
            }
            for (Level l : values()) {
                if (l.id.equals(t)) {
                    return l;
                }
            }
            throw new IllegalArgumentException("unknown level '" + text
                    + "': expected relentless, strong, casual, beginner, greedy, random or legacy (perfect and erring are old names)");
        }
    }

    /** The move for the side to move in {@code game}, which must not be over. */
    ComputerMove choose(BridgitGame game);

    /** The level this player plays at. */
    Level level();

    /**
     * A player of the given level thinking with the default budget; {@code errorRate} overrides the
     * level's slip rate (for the levels that slip) when it is not NaN.
     */
    static ComputerPlayer of(Level level, double errorRate, Random random) {
        return of(level, errorRate, random, ThinkBudget.defaultBudget());
    }

    /** A player of the given level; the budget bounds the relentless defence's thinking per move. */
    static ComputerPlayer of(Level level, double errorRate, Random random, ThinkBudget budget) {
        return switch (level) {
            case RELENTLESS -> new RelentlessPlayer(budget, random.nextLong());
            case STRONG, CASUAL, BEGINNER -> new ErringPlayer(level, Double.isNaN(errorRate) ? level.errorRate() : errorRate,
                    random, new RelentlessPlayer(budget, random.nextLong()));
            case GREEDY -> new GreedyPlayer(random);
            case RANDOM -> new RandomPlayer(random);
            case LEGACY -> new PerfectPlayer();
        };
    }

    /** The relentless player with the default budget and seed 0 (deterministic). */
    static ComputerPlayer perfect() {
        return new RelentlessPlayer(ThinkBudget.defaultBudget(), 0);
    }

    /** The relentless player with the given budget and seed (deterministic for that seed). */
    static ComputerPlayer relentless(ThinkBudget budget, long seed) {
        return new RelentlessPlayer(budget, seed);
    }
}
