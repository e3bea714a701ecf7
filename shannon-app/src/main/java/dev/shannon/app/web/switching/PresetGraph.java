package dev.shannon.app.web.switching;

import dev.shannon.graph.Multigraph;

/**
 * A graph offered on the switching-game page, with its suggested terminals and a drawing.
 *
 * @param title       a short name, e.g. "Petersen graph"
 * @param description one sentence on why it is interesting
 * @param s           suggested s (a vertex name), or null
 * @param t           suggested t, or null
 */
record PresetGraph(String title, String description, Multigraph graph, String s, String t, Drawing drawing) {}
