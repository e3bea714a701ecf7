package dev.shannon.switching.verify;

import dev.shannon.switching.Analysis;

/** A position solved by brute force: the same {@link Analysis} Lehman's solver gives, and the search's cost. */
public record MinimaxResult(Analysis analysis, MinimaxStats stats) {}
