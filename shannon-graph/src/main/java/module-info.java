/**
 * Multigraphs with named vertices, their readers and writers (text, JSON, graph6, JGraphT), named
 * and generated graphs, and drawings. Every package is API.
 */
module dev.shannon.graph {
    requires transitive org.jgrapht.core;

    exports dev.shannon.graph;
    exports dev.shannon.graph.generate;
    exports dev.shannon.graph.io;
    exports dev.shannon.graph.layout;
}
