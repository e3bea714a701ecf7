package dev.shannon.graph;

/** What has happened to an edge in a switching-game position. */
public enum EdgeState {
    FREE, CLAIMED, DELETED
}
