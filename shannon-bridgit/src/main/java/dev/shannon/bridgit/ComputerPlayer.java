package dev.shannon.bridgit;

import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.Strength;
import dev.shannon.switching.defence.ThinkBudget;
import java.util.Random;

/**
 * A computer opponent for Bridg-It. {@link #choose} is asked for the move of the side to move
 * in an undecided position; implementations may keep state (a random source), so use one
 * instance per game thread.
 */
public interface ComputerPlayer {
    /**
     * How a computer plays: the four {@link Strength}s every game shares (relentless and the three
     * that slip on purpose, defined once there), and three players of Bridg-It's own.
     */
    enum Level {
        RELENTLESS(Strength.RELENTLESS),
        STRONG(Strength.STRONG),
        CASUAL(Strength.CASUAL),
        BEGINNER(Strength.BEGINNER),
        /** Extends its own shortest route to the goal, blocking the opponent's route where it can. */
        GREEDY("greedy", "extends its shortest route and blocks yours; never looks ahead"),
        /** Any free crossing, uniformly at random. */
        RANDOM("random", "any free crossing, at random"),
        /** The defence before the relentless one: when losing, leaves the fewest winning replies, nothing else. */
        LEGACY("legacy", "the old perfect player: when losing, only counts the opponent's winning replies");

        /** The shared strength, or null for Bridg-It's own players. */
        private final Strength strength;

        private final String id;
        private final String summary;

        Level(Strength strength) {
            this.strength = strength;
            this.id = strength.id();
            this.summary = strength.summary();
        }

        Level(String id, String summary) {
            this.strength = null;
            this.id = id;
            this.summary = summary;
        }

        public String id() {
            return id;
        }

        /** How often this level slips on purpose (a random free crossing instead of its choice). */
        public double errorRate() {
            return strength == null ? 0 : strength.errorRate();
        }

        /** One line for menus and help. */
        public String summary() {
            return summary;
        }

        /** Whether the level's own moves come from the relentless player, slipping at {@link #errorRate()}. */
        public boolean errs() {
            return errorRate() > 0;
        }

        /** A level by name (any case); the strengths' older names still work: perfect is relentless, erring is casual. */
        public static Level parse(String text) {
            Strength shared = Strength.find(text);
            for (Level l : values()) {
                if (shared != null
                        ? l.strength == shared
                        : l.strength == null && l.id.equals(Strength.normalise(text))) {
                    return l;
                }
            }
            throw new IllegalArgumentException(
                    "unknown level '" + text
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
        return of(level, errorRate, random, budget, SwitchingSolver.lehman());
    }

    /** As {@link #of(Level, double, Random, ThinkBudget)}, the players that analyse asking {@code solver}. */
    static ComputerPlayer of(Level level, double errorRate, Random random, ThinkBudget budget, SwitchingSolver solver) {
        return switch (level) {
            case RELENTLESS -> new RelentlessPlayer(budget, random.nextLong(), solver);
            case STRONG, CASUAL, BEGINNER ->
                new ErringPlayer(
                        level,
                        Double.isNaN(errorRate) ? level.errorRate() : errorRate,
                        random,
                        new RelentlessPlayer(budget, random.nextLong(), solver));
            case GREEDY -> new GreedyPlayer(random);
            case RANDOM -> new RandomPlayer(random);
            case LEGACY -> new PerfectPlayer(false, solver);
        };
    }

    /**
     * As {@link #of(Level, double, Random, ThinkBudget)}, with the work of every move bounded, as a
     * server needs it. The levels that think bound themselves by their budget; the legacy defence,
     * otherwise unbounded (it weighs every candidate by one exact analysis: 1.1 s a move at n = 14,
     * 29 s at n = 30), weighs on boards above {@value PerfectPlayer#FULL_DEFENCE_CROSSINGS}
     * crossings only the opponent's winning crossings nearest the last move.
     */
    static ComputerPlayer bounded(Level level, double errorRate, Random random, ThinkBudget budget) {
        return bounded(level, errorRate, random, budget, SwitchingSolver.lehman());
    }

    /** As {@link #bounded(Level, double, Random, ThinkBudget)}, the players that analyse asking {@code solver}. */
    static ComputerPlayer bounded(
            Level level, double errorRate, Random random, ThinkBudget budget, SwitchingSolver solver) {
        return level == Level.LEGACY ? new PerfectPlayer(true, solver) : of(level, errorRate, random, budget, solver);
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
