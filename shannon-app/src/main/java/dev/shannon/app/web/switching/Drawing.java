package dev.shannon.app.web.switching;

/**
 * Where to draw each vertex: coordinates scaled so the picture fits a box whose longer side is 1
 * ({@code width} × {@code height}), with {@code kind} saying how they were found.
 */
record Drawing(double[] x, double[] y, double width, double height, String kind) {

    /** Scales raw coordinates into the unit box, keeping the aspect ratio (a degenerate axis gets extent 0). */
    static Drawing normalized(double[] x, double[] y, String kind) {
        int n = x.length;
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            minX = Math.min(minX, x[i]);
            maxX = Math.max(maxX, x[i]);
            minY = Math.min(minY, y[i]);
            maxY = Math.max(maxY, y[i]);
        }
        double span = Math.max(maxX - minX, maxY - minY);
        double scale = span > 0 ? 1 / span : 1;
        double[] nx = new double[n];
        double[] ny = new double[n];
        for (int i = 0; i < n; i++) {
            nx[i] = round((x[i] - minX) * scale);
            ny[i] = round((y[i] - minY) * scale);
        }
        return new Drawing(nx, ny, round((maxX - minX) * scale), round((maxY - minY) * scale), kind);
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
