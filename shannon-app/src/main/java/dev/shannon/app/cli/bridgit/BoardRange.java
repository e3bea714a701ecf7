package dev.shannon.app.cli.bridgit;

import picocli.CommandLine.Option;

/** Options shared by the commands that sweep board sizes with random play. */
final class BoardRange {
    @Option(
            names = "--min-n",
            paramLabel = "N",
            defaultValue = "2",
            description = "Smallest board (default: ${DEFAULT-VALUE}).")
    int minN;

    @Option(names = "--max-n", paramLabel = "N", description = "Largest board.")
    Integer maxN;

    @Option(
            names = "--seed",
            paramLabel = "SEED",
            defaultValue = "1",
            description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    int maxN(int byDefault) {
        return maxN == null ? byDefault : maxN;
    }
}
