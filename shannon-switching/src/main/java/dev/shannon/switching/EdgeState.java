package dev.shannon.switching;

/** What has happened to an edge in a switching-game position. */
public enum EdgeState {
    FREE,
    CLAIMED,
    DELETED
}
