package dev.shannon.matroid;

import dev.shannon.switching.Analysis;
import dev.shannon.switching.GameType;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import java.util.Objects;

/**
 * A solved matroid game: the game type, the verdict with each player to move (every winning move,
 * ascending), a certificate for each verdict (null when certificates were not asked for) and the
 * oracle calls spent.
 */
public record MatroidAnalysis(
        Analysis analysis,
        GameCertificate shortFirstCertificate,
        GameCertificate cutFirstCertificate,
        long oracleCalls) {
    public MatroidAnalysis {
        Objects.requireNonNull(analysis);
    }

    public GameType type() {
        return analysis.type();
    }

    public Verdict shortFirst() {
        return analysis.shortFirst();
    }

    public Verdict cutFirst() {
        return analysis.cutFirst();
    }

    public Verdict verdict(Player toMove) {
        return analysis.verdict(toMove);
    }

    public GameCertificate certificate(Player toMove) {
        return toMove == Player.SHORT ? shortFirstCertificate : cutFirstCertificate;
    }
}
