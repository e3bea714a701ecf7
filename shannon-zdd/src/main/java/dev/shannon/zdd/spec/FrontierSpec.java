package dev.shannon.zdd.spec;

import dev.shannon.zdd.core.SearchSpec;

/**
 * A family of edge sets described as a state machine over the universe's edges in decision
 * order — the unit of extension of GraphSet, after Iwashita and Minato's TdZdd "DD spec".
 *
 * <p>A spec keeps a fixed-size state of {@link #stateSize()} {@code int}s. {@link #root} writes
 * the state before any edge is decided and names the first edge to decide. {@link #child}
 * updates the state for taking or skipping one edge and names the next edge to decide, or ends
 * the walk with {@link SearchSpec#ACCEPT} or {@link SearchSpec#REJECT}. Jumping ahead (returning an edge beyond
 * {@code edge + 1}) and accepting early both mean "the edges passed over are not taken" — the
 * zero-suppressed reading.
 *
 * <p>The engine ({@code dev.shannon.zdd.core.FrontierEngine}, which sees a spec as its
 * {@link SearchSpec}) owns everything else: it keeps
 * the states of one level in flat arrays, merges states that are equal word for word, builds
 * the diagram level by level and reduces it. So states must be <em>canonical</em>: two partial
 * choices with the same future must leave the same words (reset what is no longer needed, for
 * instance the slot of a vertex that has left the frontier; see {@link FrontierLayout}).
 *
 * <p>States live at an offset {@code at} inside a larger array so that specs can be combined
 * ({@link #and}) without copying. A spec must be stateless apart from its configuration:
 * methods may be called in any order for any states, and from several threads at once (each on
 * its own buffer) when a count is shared between threads — scratch space, if any, is per thread.
 */
public interface FrontierSpec extends SearchSpec {
    /** The family of edge sets accepted by both specs, built in one pass. */
    default FrontierSpec and(FrontierSpec other) {
        return new IntersectionSpec(this, other);
    }

    /**
     * The universe this spec was made for — its edge numbers and frontier mean nothing in
     * another — or null for a spec that fits any universe. Building, counting or filtering with a
     * spec over a different universe is an {@link IllegalArgumentException}, not a wrong answer.
     */
    default DecisionGraph universe() {
        return null;
    }

    /** Checks that {@code spec} was made for {@code universe} (or for any). */
    static void requireFor(DecisionGraph universe, FrontierSpec spec) {
        DecisionGraph own = spec.universe();
        if (own != null && own != universe && !own.equals(universe)) {
            throw new IllegalArgumentException(
                    "the spec was made for another universe (" + own + "), not this one (" + universe + ")");
        }
    }
}
