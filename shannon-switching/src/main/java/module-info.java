/**
 * The Shannon switching game: Lehman's solution by pebble games, the flow solver, brute-force
 * verifiers, defenders for lost games, and the directed games. The pebble game itself and the
 * solvers' internal states stay inside the module.
 */
module dev.shannon.switching {
    requires transitive dev.shannon.graph;

    exports dev.shannon.switching;
    exports dev.shannon.switching.defence;
    exports dev.shannon.switching.directed;
    exports dev.shannon.switching.flow;
    exports dev.shannon.switching.puzzle;
    exports dev.shannon.switching.rating;
    exports dev.shannon.switching.verify;
}
