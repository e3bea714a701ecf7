package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.GameInput;
import dev.shannon.app.io.InputFiles;
import dev.shannon.app.io.Json;
import dev.shannon.graph.io.GraphLimits;
import dev.shannon.zdd.GraphSet;
import dev.shannon.zdd.Subgraph;
import dev.shannon.zdd.SubgraphKind;
import dev.shannon.zdd.Universe;
import dev.shannon.zdd.VertexSetFamily;
import dev.shannon.zdd.VertexSetKind;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shannon count}: the exact number of subgraphs of one kind, by GraphSet (docs/json.md), and
 * optionally some of them: the first k, a uniform sample, one of least weight, the ZDD size.
 */
@Command(
        name = "count",
        mixinStandardHelpOptions = true,
        description = {
            "Count the subgraphs of one kind exactly with GraphSet (zero-suppressed decision diagrams built by frontier-based search); paths and cycles of a grid without a diagram, by a dynamic programme over frontier states (see --method).",
            "KIND is one of: paths, hamiltonian-paths, cycles, hamiltonian-cycles, trees, spanning-trees, forests, connected, matchings, perfect-matchings, all;",
            "or a family of vertex sets: independent-sets, dominating-sets, vertex-covers, cliques (the empty set counts where it qualifies: it is always independent and a clique, dominates only a graph with no vertices, covers only a graph with no edges).",
            "Paths go from --from to --to (on a grid, by default between opposite corners). A graph file is a switching-game file (lines 'u v'; a 'terminals' line is ignored), JSON or graph6; its vertices are the endpoints of its edges, so it needs at least one (graph6 also keeps vertices on no edge, and may have none)."
        },
        footer = {
            "",
            "Examples:",
            "  shannon count paths --grid 9x9",
            "  shannon count spanning-trees --graph g.txt --json",
            "  shannon count cycles --grid 4x4 --list 3 --zdd-size",
            "  shannon count paths --grid 5x5 --sample --seed 7",
            "  shannon count paths --grid 17x17 --method dp"
        })
@TimeLimit.Default(600)
public final class CountCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "KIND", description = "What to count (see above).")
    String kind;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    static final class Source {
        @Option(
                names = "--graph",
                paramLabel = "FILE",
                required = true,
                description = "A graph file ('-' for standard input).")
        String graph;

        @Option(
                names = "--grid",
                paramLabel = "RxC",
                required = true,
                description = "The R×C grid of vertices named r,c from 0,0.")
        String grid;
    }

    @Mixin
    GraphFormatOption format;

    @Option(names = "--from", paramLabel = "A", description = "First end vertex of the paths.")
    String from;

    @Option(names = "--to", paramLabel = "B", description = "Second end vertex of the paths.")
    String to;

    @Mixin
    Output output;

    @Option(
            names = "--list",
            paramLabel = "K",
            description = "Also print the first K members (at most " + CountCommand.MAX_LIST + ").")
    Integer list;

    /** The most members --list prints; output past it is a job for the library's streams. */
    static final int MAX_LIST = 100_000;

    @Option(names = "--sample", description = "Also print one member drawn uniformly at random.")
    boolean sample;

    @Option(names = "--seed", paramLabel = "N", description = "Random seed for --sample (default: random).")
    Long seed;

    @Option(names = "--min-weight", description = "Also print a member of least total edge weight.")
    boolean minWeight;

    @Option(
            names = "--weights",
            paramLabel = "FILE",
            description = "Edge weights for --min-weight: one number per edge, in input order (default: 1 each).")
    String weights;

    @Option(names = "--zdd-size", description = "Also print the number of nodes of the family's ZDD.")
    boolean zddSize;

    @Option(
            names = "--method",
            paramLabel = "METHOD",
            defaultValue = "auto",
            description =
                    "auto, dp or zdd. dp counts paths, hamiltonian-paths, cycles and hamiltonian-cycles of a --grid without a diagram (a dynamic programme over frontier states, counts modulo primes); zdd uses GraphSet; auto (default) takes dp for paths and cycles of a --grid when only the count is asked for.")
    GridProgramme.Method method;

    @Mixin
    TimeLimit timeLimit;

    /** The "still working" line on a terminal's standard error, wiped before the answer is printed. */
    private WorkingLine working;

    private void answered() {
        if (working != null) {
            working.close();
            working = null;
        }
    }

    @Override
    public Integer call() {
        try (CommandDeadline deadline = timeLimit.start()) {
            working = WorkingLine.start("count", timeLimit.seconds());
            return deadline.run(this::count);
        } finally {
            answered();
        }
    }

    private int count() {
        Optional<VertexSetKind> vertexKind = VertexSetKind.find(kind);
        if (vertexKind.isPresent()) {
            return countVertexSets(vertexKind.get());
        }
        SubgraphKind k;
        try {
            k = SubgraphKind.parse(kind);
        } catch (IllegalArgumentException e) {
            throw new UsageError("unknown kind '" + kind + "'; expected one of " + SubgraphKind.names() + ", "
                    + VertexSetKind.names());
        }
        if (!k.needsEnds() && (from != null || to != null)) {
            throw new UsageError("--from and --to are the ends of paths; " + k.id() + " has no ends");
        }
        checkList();
        GridProgramme.refuseTooLarge(method, source.grid != null ? gridSize(source.grid) : null);
        Universe u = universe();
        String a = source.grid != null ? gridVertexName(from) : from;
        String b = source.grid != null ? gridVertexName(to) : to;
        if (k.needsEnds() && source.grid != null && a == null && b == null) {
            a = u.name(0);
            b = u.name(u.vertexCount() - 1);
        }
        if (weights != null && !minWeight) {
            throw new UsageError(
                    "--weights are the edge weights of --min-weight; add --min-weight, or leave --weights out");
        }
        EdgeWeights w = minWeight ? weights(u) : null;
        if (k.needsEnds() && (a == null || b == null)) {
            throw new UsageError(k.id() + " needs two end vertices (--from A --to B)");
        }
        boolean needSet = list != null || sample || minWeight || zddSize;
        int[] grid = source.grid != null ? gridSize(source.grid) : null;
        Optional<BigInteger> programme = GridProgramme.count(method, k, u, grid, a, b, needSet, output.err());
        GraphSet family = needSet ? k.graphSet(u, a, b) : null;
        BigInteger count = programme.isPresent() ? programme.get() : family != null ? family.count() : k.count(u, a, b);
        MemberFormat.Edges edges = new MemberFormat.Edges(u);
        MemberPrinter<Subgraph> extras =
                family == null ? null : new MemberPrinter<>(family, edges, zddSize, list, sample ? this::random : null);
        Lightest lightest = minWeight ? new Lightest(family, w, edges) : null;
        return answer(k.id(), count, extras, lightest);
    }

    /** Counts (and lists, samples) sets of vertices: no ends, no edge weights. */
    private Integer countVertexSets(VertexSetKind k) {
        if (from != null || to != null) {
            throw new UsageError("--from and --to are the ends of paths; " + k.id() + " has no ends");
        }
        if (method == GridProgramme.Method.dp) {
            throw new UsageError("--method dp counts paths and cycles; " + k.id() + " are sets of vertices");
        }
        if (minWeight || weights != null) {
            throw new UsageError("--min-weight and --weights weigh edges; " + k.id() + " are sets of vertices");
        }
        checkList();
        Universe u = universe();
        VertexSetFamily family = list != null || sample || zddSize ? k.family(u) : null;
        BigInteger count = family != null ? family.count() : k.count(u);
        // A vertex family draws its sample through a seed of its own: a --seed gives the sample docs/json.md shows.
        Supplier<RandomGenerator> sampling = sample ? () -> new SplittableRandom(random().nextLong()) : null;
        MemberPrinter<List<String>> extras = family == null
                ? null
                : new MemberPrinter<>(family, new MemberFormat.Vertices(), zddSize, list, sampling);
        return answer(k.id(), count, extras, null);
    }

    /** Prints the count, then what else was asked for (null: nothing), as text or as one JSON object. */
    private int answer(String kindId, BigInteger count, MemberPrinter<?> extras, Lightest lightest) {
        answered();
        PrintWriter out = output.out();
        if (output.json()) {
            ObjectNode root = Json.object();
            root.put("kind", kindId);
            root.put("count", count.toString());
            if (extras != null) {
                extras.json(root);
            }
            if (lightest != null) {
                lightest.json(root);
            }
            out.println(Json.line(root));
        } else {
            out.println(count);
            if (extras != null) {
                extras.text(out);
            }
            if (lightest != null) {
                lightest.text(out);
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    private Universe universe() {
        if (source.grid != null) {
            int[] size = gridSize(source.grid);
            return Universe.grid(size[0], size[1]); // the library sweeps a wide grid the short way
        }
        GameInput.Loaded loaded = GameInput.readGraph(source.graph, format.format(), System.in, GraphLimits.DEFAULT);
        return Universe.of(loaded.file().graph());
    }

    /** The most grid vertices {@code count} takes: far beyond what any kind can be counted on, short of the heap. */
    static final int MAX_GRID_VERTICES = 1 << 20;

    private static int[] gridSize(String text) {
        int[] shape = Universe.gridShape(text);
        long vertices = (long) shape[0] * shape[1];
        if (vertices > MAX_GRID_VERTICES) {
            throw new UsageError("--grid " + shape[0] + "x" + shape[1] + " is too large: " + vertices
                    + " vertices, the limit is " + MAX_GRID_VERTICES
                    + " (and frontier-based search needs a short side well under 100 for most kinds)");
        }
        return shape;
    }

    private void checkList() {
        if (list != null && (list < 0 || list > MAX_LIST)) {
            throw new IllegalArgumentException("--list needs a count from 0 to " + MAX_LIST + ", got " + list);
        }
    }

    /** The --weights file's weights, one per edge in input order (the file's order; row-major for grids). */
    private EdgeWeights weights(Universe u) {
        if (weights == null) {
            return EdgeWeights.ones(u);
        }
        if (weights.equals("-") && "-".equals(source.graph)) {
            throw new UsageError("--graph and --weights cannot both read standard input");
        }
        String text =
                InputFiles.read(weights, System.in).replaceAll("#[^\n]*", " ").trim();
        String[] tokens = text.isEmpty() ? new String[0] : text.split("\\s+");
        return EdgeWeights.parse(weights, tokens, u);
    }

    private RandomGenerator random() {
        return seed == null ? new SplittableRandom() : new SplittableRandom(seed);
    }

    /** --min-weight's answer: a member of least total edge weight, if there is one. */
    private record Lightest(GraphSet family, EdgeWeights w, MemberFormat.Edges edges) {
        void text(PrintWriter out) {
            family.minWeight(w.units())
                    .ifPresentOrElse(
                            g -> out.println("min weight " + w.weightOf(g) + ": " + edges.text(g)),
                            () -> out.println("min weight: " + MemberPrinter.NO_MEMBER));
        }

        void json(ObjectNode root) {
            family.minWeight(w.units())
                    .ifPresentOrElse(
                            g -> {
                                ObjectNode m = edges.json(g);
                                m.put("weight", w.weightOf(g));
                                root.set("minWeight", m);
                            },
                            () -> root.putNull("minWeight"));
        }
    }

    /**
     * A grid vertex as the grid names it ("r,c"), read as leniently as --grid is: spaces and leading
     * zeros are dropped, so "01, 1" is vertex 1,1. Anything else is left for the unknown-vertex error.
     */
    static String gridVertexName(String name) {
        if (name == null) {
            return null;
        }
        Matcher m = GRID_VERTEX.matcher(name);
        if (!m.matches() || m.group(1).length() > 9 || m.group(2).length() > 9) {
            return name;
        }
        return Integer.parseInt(m.group(1)) + "," + Integer.parseInt(m.group(2));
    }

    private static final Pattern GRID_VERTEX = Pattern.compile("\\s*0*(\\d+)\\s*,\\s*0*(\\d+)\\s*");
}
