package dev.shannon.zdd;

import dev.shannon.zdd.core.ZddAlgebra;

import java.math.BigInteger;
import java.util.Objects;

/**
 * What {@link GraphSet} (sets of edges) and {@link VertexSetFamily} (sets of vertices) have in
 * common: an immutable family held in its universe's node table, and the algebra that does not
 * care what the elements are. Both operands of an operation must belong to equal universes.
 *
 * @param <F> the family's own type, which every operation returns
 */
public abstract sealed class SetFamily<F extends SetFamily<F>> permits GraphSet, VertexSetFamily {
    final Universe universe;
    final Family family;

    SetFamily(Universe universe, Family family) {
        this.universe = universe;
        this.family = family;
    }

    /** A family of this type over the same universe. */
    abstract F over(Family family);

    /** What a family of this type is called, in plural, for error messages. */
    abstract String plural();

    final F binary(F other, Family.Binary op) {
        Objects.requireNonNull(other, "other");
        SetFamily<F> that = other;
        if (universe != that.universe && !universe.equals(that.universe)) {
            throw new IllegalArgumentException(plural() + " over different universes cannot be combined");
        }
        return over(family.binary(that.family, op));
    }

    final F unary(Family.Unary op) {
        return over(family.unary(op));
    }

    // ---------------------------------------------------------------- algebra

    /** this ∪ other. */
    public F union(F other) {
        return binary(other, ZddAlgebra::union);
    }

    /** this ∩ other. */
    public F intersection(F other) {
        return binary(other, ZddAlgebra::intersect);
    }

    /** this ∖ other. */
    public F difference(F other) {
        return binary(other, ZddAlgebra::difference);
    }

    /** this △ other: the sets in exactly one of the two. */
    public F symmetricDifference(F other) {
        return binary(other, ZddAlgebra::symmetricDifference);
    }

    /** The sets not in this family (the complement within all subsets of the universe's elements). */
    public F complement() {
        return unary((alg, f) -> alg.difference(alg.powerSet(0), f));
    }

    /** The members with exactly {@code k} elements. */
    public F ofSize(int k) {
        return unary((alg, f) -> alg.withSize(f, k));
    }

    /** The members with no proper subset in this family (of the dominating sets: the minimal ones). */
    public F minimal() {
        return unary(ZddAlgebra::minimal);
    }

    /** The members with no proper superset in this family (of the independent sets: the maximal ones). */
    public F maximal() {
        return unary(ZddAlgebra::maximal);
    }

    // ---------------------------------------------------------------- queries

    public Universe universe() {
        return universe;
    }

    /** The exact number of members. */
    public BigInteger count() {
        return family.count();
    }

    public boolean isEmpty() {
        return family.isEmpty();
    }

    /** The number of inner nodes of the diagram. */
    public long nodeCount() {
        return family.nodeCount();
    }

    /** Equal when of the same type, over equal universes, with the same members. */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof SetFamily<?> g && g.getClass() == getClass() && universe.equals(g.universe)
                && family.sameFamily(g.family);
    }

    /** Consistent with equals: the reduced diagram's size and the member count are invariants. */
    @Override
    public int hashCode() {
        return 31 * count().hashCode() + Long.hashCode(nodeCount());
    }
}
