package dev.shannon.app.cli.tsunagaru;

/**
 * The few primitives a stage picture is made of, in picture coordinates (pixels at scale 1).
 * One list of shapes is written both as SVG and painted into a PNG, so the two always agree.
 * Colours are {@code #rrggbb}.
 */
sealed interface Shape {
    /** A rectangle with rounded corners (radius {@code r}); {@code stroke} may be null. */
    record Box(double x, double y, double w, double h, double r, String fill, String stroke, double strokeWidth)
            implements Shape {}

    /** A straight stroke with flat ends. */
    record Bar(double x1, double y1, double x2, double y2, double width, String color) implements Shape {}

    /** A filled disc; {@code stroke} may be null. */
    record Disc(double cx, double cy, double r, String fill, String stroke, double strokeWidth) implements Shape {}

    /** A line of text centred on {@code x}, baseline at {@code y}. */
    record Caption(double x, double y, double size, String text, String color) implements Shape {}
}
