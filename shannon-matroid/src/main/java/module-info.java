/** Matroids (binary, linear over GF(p), uniform, graphic), the matroid game, its files, and oriented matroids. */
module dev.shannon.matroid {
    requires transitive dev.shannon.graph;
    requires transitive dev.shannon.switching;

    exports dev.shannon.matroid;
    exports dev.shannon.matroid.io;
    exports dev.shannon.matroid.oriented;
}
