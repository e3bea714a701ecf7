package dev.shannon.zdd;

import dev.shannon.zdd.core.Zdd;
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

    /** {α ∈ this : β ⊆ α for some β ∈ other} — members containing some member of other. */
    public F supersetsOf(F other) {
        return binary(other, ZddAlgebra::supersets);
    }

    /** {α ∈ this : β ⊄ α for all β ∈ other} — members containing no member of other. */
    public F nonSupersetsOf(F other) {
        return binary(other, ZddAlgebra::nonSupersets);
    }

    /** {α ∈ this : α ⊆ β for some β ∈ other} — members contained in some member of other. */
    public F subsetsOf(F other) {
        return binary(other, ZddAlgebra::subsets);
    }

    /** {α ∈ this : α ⊄ β for all β ∈ other} — members contained in no member of other. */
    public F nonSubsetsOf(F other) {
        return binary(other, ZddAlgebra::nonSubsets);
    }

    /**
     * The blocker: all minimal sets that meet every member (minimal hitting sets). For the s–t
     * paths of a graph these are the minimal s–t cuts; for its edges' vertex pairs, the minimal
     * vertex covers.
     */
    public F blocking() {
        return unary(ZddAlgebra::blocker);
    }

    /** The members with at most {@code k} elements. */
    public F ofSizeAtMost(int k) {
        return unary((alg, f) -> alg.atMost(f, k));
    }

    /** The members with at least {@code k} elements. */
    public F ofSizeAtLeast(int k) {
        return unary((alg, f) -> alg.atLeast(f, k));
    }

    /** {α ∪ β : α ∈ this, β ∈ other}. */
    public F join(F other) {
        return binary(other, ZddAlgebra::join);
    }

    /** {α ∩ β : α ∈ this, β ∈ other}. */
    public F meet(F other) {
        return binary(other, ZddAlgebra::meet);
    }

    /**
     * The quotient (Minato's weak division): the sets α disjoint from every member β of
     * {@code divisor} with α ∪ β a member of this family for every β.
     *
     * @throws IllegalArgumentException if {@code divisor} is empty
     */
    public F quotient(F divisor) {
        requireDivisor(divisor);
        return binary(divisor, ZddAlgebra::quotient);
    }

    /** this ∖ (quotient(divisor) ⊔ divisor): what division by {@code divisor} leaves over. */
    public F remainder(F divisor) {
        requireDivisor(divisor);
        return binary(divisor, ZddAlgebra::remainder);
    }

    private static void requireDivisor(SetFamily<?> divisor) {
        if (divisor.isEmpty()) {
            throw new IllegalArgumentException("division by the empty family");
        }
    }

    /** {α ∖ {x} : α ∈ this, x ∈ α}: each member with one element taken out, in every way. */
    final F removeOne() {
        return unary(ZddAlgebra::removeSome);
    }

    /** {α ∪ {x} : α ∈ this, x ∉ α}: each member with one more element, in every way. */
    final F addOne() {
        return unary(ZddAlgebra::addSome);
    }

    /**
     * {(α ∖ {x}) ∪ {y} : α ∈ this, x ∈ α, y ∉ α}: each member with one element swapped for one
     * it lacks. Per element x: the members holding x, without it, then one element added other
     * than x.
     */
    final F swapOne() {
        return unary((alg, f) -> {
            int r = Zdd.ZERO;
            for (int x = 0; x < alg.table().levels(); x++) {
                r = alg.union(r, alg.offset(alg.addSome(alg.cofactor1(f, x)), x));
            }
            return r;
        });
    }

    /** {U ∖ α : α ∈ this}, U all elements: every member replaced by the elements it lacks. */
    final F complementEach() {
        return unary((alg, f) -> {
            int r = f;
            for (int x = 0; x < alg.table().levels(); x++) {
                r = alg.flip(r, x);
            }
            return r;
        });
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

    /** Whether every member of this family is a member of {@code other}. */
    public boolean isSubsetOf(F other) {
        return difference(other).isEmpty();
    }

    /** Whether no set is a member of both. */
    public boolean isDisjointFrom(F other) {
        return intersection(other).isEmpty();
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
