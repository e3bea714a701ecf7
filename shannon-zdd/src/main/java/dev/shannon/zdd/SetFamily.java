package dev.shannon.zdd;

import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddAlgebra;
import dev.shannon.zdd.core.ZddCosts;
import dev.shannon.zdd.core.ZddMembers;
import dev.shannon.zdd.core.ZddWeights;
import java.io.StringWriter;
import java.io.Writer;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * What {@link GraphSet} (sets of edges), {@link VertexSetFamily} (sets of vertices) and
 * {@link EdgeVertexFamily} (sets of both) have in common: an immutable family held in its
 * universe's node table, the algebra that does not care what the elements are, and the
 * queries that only need the diagram (iteration, ranks, uniform samples, members by total
 * weight). Both operands of an operation must belong to equal universes.
 *
 * @param <F> the family's own type, which every operation returns
 * @param <M> the type of its members
 */
public abstract sealed class SetFamily<F extends SetFamily<F, M>, M> implements Iterable<M>
        permits GraphSet, VertexSetFamily, EdgeVertexFamily {
    final Universe universe;
    final Family family;

    SetFamily(Universe universe, Family family) {
        this.universe = universe;
        this.family = family;
    }

    /** A family of this type over the same universe. */
    abstract F over(Family family);

    /** What its dumps call the elements. */
    abstract FamilyText.Kind textKind();

    /** What a family of this type is called, in plural, for error messages. */
    abstract String plural();

    /** The member whose diagram variables (levels, ascending) are {@code levels}. */
    abstract M member(int[] levels);

    /**
     * Weights of the diagram's variables from one weight per element as the caller numbers
     * them (edges, vertices, …), after checking there is one per element.
     */
    abstract double[] levelWeights(double[] weights);

    /** Integer costs of the diagram's variables, as {@link #levelWeights} moves weights. */
    abstract int[] levelCosts(int[] costs);

    final F binary(F other, Family.Binary op) {
        Objects.requireNonNull(other, "other");
        SetFamily<F, M> that = other;
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

    private static void requireDivisor(SetFamily<?, ?> divisor) {
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

    /** Whether every member of this family is a member of {@code other}, and {@code other} has more (Graphillion's {@code <}). */
    public boolean isProperSubsetOf(F other) {
        return isSubsetOf(other) && !equals(other);
    }

    /** Whether every member of {@code other} is a member of this family (Graphillion's {@code >=}). */
    public boolean isSupersetOf(F other) {
        SetFamily<F, M> that = other;
        return that.difference(self()).isEmpty();
    }

    /** Whether every member of {@code other} is a member of this family, and this one has more (Graphillion's {@code >}). */
    public boolean isProperSupersetOf(F other) {
        return isSupersetOf(other) && !equals(other);
    }

    @SuppressWarnings("unchecked")
    private F self() {
        return (F) this;
    }

    /** Whether no set is a member of both. */
    public boolean isDisjointFrom(F other) {
        return intersection(other).isEmpty();
    }

    /** The number of inner nodes of the diagram. */
    public long nodeCount() {
        return family.nodeCount();
    }

    /** The members, lazily, in the diagram's order (see {@link #get}). */
    @Override
    public Iterator<M> iterator() {
        return mapped(ZddMembers.iterator(family.zdd()), this::member);
    }

    static <A, B> Iterator<B> mapped(Iterator<A> it, Function<A, B> f) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public B next() {
                return f.apply(it.next());
            }
        };
    }

    /** The members as a lazy sequential stream, in the diagram's order. */
    public Stream<M> stream() {
        return StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(
                        iterator(), Spliterator.DISTINCT | Spliterator.NONNULL | Spliterator.IMMUTABLE),
                false);
    }

    /** The member at position {@code index} of the iteration order, without iterating. */
    public M get(BigInteger index) {
        return member(family.counts().unrank(index));
    }

    /**
     * A member chosen uniformly at random: a uniform rank drawn from {@code random}, then
     * unranked through exact per-node counts.
     *
     * @throws java.util.NoSuchElementException if the family is empty
     */
    public M sample(RandomGenerator random) {
        return member(family.counts().sample(random));
    }

    /** A uniform random member from a generator seeded with {@code seed} (reproducible). */
    public M sample(long seed) {
        return sample(new SplittableRandom(seed));
    }

    /**
     * The members whose elements' costs add up to at most {@code bound} (Graphillion's {@code
     * cost_le}): integer costs of any sign, one per element as the weights are given, summed
     * exactly.
     */
    public F costAtMost(int[] costs, long bound) {
        return byCost(costs, ZddCosts.Relation.AT_MOST, bound);
    }

    /** The members of total cost at least {@code bound} ({@code cost_ge}). */
    public F costAtLeast(int[] costs, long bound) {
        return byCost(costs, ZddCosts.Relation.AT_LEAST, bound);
    }

    /** The members of total cost exactly {@code bound} ({@code cost_eq}). */
    public F costEqual(int[] costs, long bound) {
        return byCost(costs, ZddCosts.Relation.EQUAL, bound);
    }

    private F byCost(int[] costs, ZddCosts.Relation relation, long bound) {
        int[] byLevel = levelCosts(costs);
        return unary((alg, f) -> ZddCosts.filter(alg, f, byLevel, relation, bound));
    }

    /** An endless stream of independent uniform samples (Graphillion's {@code rand_iter}). */
    public Stream<M> samples(RandomGenerator random) {
        return Stream.generate(() -> sample(random));
    }

    /**
     * The members by increasing total weight, the sum of their elements' weights, lazily
     * (k-best enumeration; ties in an unspecified order; Graphillion's {@code min_iter}).
     */
    public Stream<M> byIncreasingWeight(double[] weights) {
        return weighted(ZddWeights.increasing(family.zdd(), levelWeights(weights)));
    }

    /** The members by decreasing total weight, lazily ({@code max_iter}). */
    public Stream<M> byDecreasingWeight(double[] weights) {
        return weighted(ZddWeights.decreasing(family.zdd(), levelWeights(weights)));
    }

    private Stream<M> weighted(Iterator<ZddWeights.Weighted> it) {
        Iterator<M> members = mapped(it, w -> member(w.edges()));
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(members, Spliterator.NONNULL), false);
    }

    /** A member of least total weight, if any. */
    public Optional<M> minWeight(double[] weights) {
        return byIncreasingWeight(weights).findFirst();
    }

    /** A member of greatest total weight, if any. */
    public Optional<M> maxWeight(double[] weights) {
        return byDecreasingWeight(weights).findFirst();
    }

    /**
     * A member with the fewest elements, if any: {@link #minWeight(double[])} with every weight 1
     * (Graphillion's {@code min_iter()} without weights).
     */
    public Optional<M> minWeight() {
        return weighted(ZddWeights.increasing(family.zdd(), unitWeights())).findFirst();
    }

    /** A member with the most elements, if any: {@link #maxWeight(double[])} with every weight 1. */
    public Optional<M> maxWeight() {
        return weighted(ZddWeights.decreasing(family.zdd(), unitWeights())).findFirst();
    }

    /** Weight 1 on every variable of the diagram: every element of the universe weighs the same. */
    private double[] unitWeights() {
        double[] ones = new double[family.levels()];
        Arrays.fill(ones, 1.0);
        return ones;
    }

    /** The {@code k} lightest members (fewer if the family is smaller), lightest first. */
    public List<M> lightest(int k, double[] weights) {
        return byIncreasingWeight(weights).limit(k).toList();
    }

    /**
     * Writes the diagram as text (the format of {@link dev.shannon.zdd.core.ZddText}, under a
     * header {@code graphset 1}, {@code vertexsets 1}, … naming the kind of elements, then the
     * universe's size and fingerprint): one line {@code ID VARIABLE LO HI} per node, children
     * first. The class's {@code load} reads it back over an equal universe.
     */
    public void dump(Writer out) {
        FamilyText.write(textKind(), family.zdd(), universe, out);
    }

    /** {@link #dump} to a string. */
    public String dumps() {
        StringWriter w = new StringWriter();
        dump(w);
        return w.toString();
    }

    /** Equal when of the same type, over equal universes, with the same members. */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof SetFamily<?, ?> g
                && g.getClass() == getClass()
                && universe.equals(g.universe)
                && family.sameFamily(g.family);
    }

    /** Consistent with equals: the reduced diagram's size and the member count are invariants. */
    @Override
    public int hashCode() {
        return 31 * count().hashCode() + Long.hashCode(nodeCount());
    }
}
