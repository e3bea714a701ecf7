package dev.shannon.zdd;

/**
 * One edge of a {@link Universe}: its position {@code index} in the universe's decision order
 * and its two endpoints, by number and by name. A loop has {@code u == v}.
 */
public record Edge(int index, int u, int v, String uName, String vName) {
    /** {@code "u-v"} by vertex names. */
    @Override
    public String toString() {
        return uName + "-" + vName;
    }
}
