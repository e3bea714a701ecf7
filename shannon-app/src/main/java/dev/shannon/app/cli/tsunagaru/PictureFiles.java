package dev.shannon.app.cli.tsunagaru;

import dev.shannon.app.io.OutputFiles;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/** Writes a list of {@link Shape}s as an SVG file or paints it into a PNG (headless java.awt). */
final class PictureFiles {
    private PictureFiles() {}

    static String svg(List<Shape> shapes, double width, double height) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\" viewBox=\"0 0 %s %s\">%n",
                n(width),
                n(height),
                n(width),
                n(height)));
        for (Shape s : shapes) {
            if (s instanceof Shape.Box b) {
                sb.append(String.format(
                        Locale.ROOT,
                        "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" rx=\"%s\" fill=\"%s\"%s/>%n",
                        n(b.x()),
                        n(b.y()),
                        n(b.w()),
                        n(b.h()),
                        n(b.r()),
                        b.fill(),
                        stroke(b.stroke(), b.strokeWidth())));
            } else if (s instanceof Shape.Bar l) {
                sb.append(String.format(
                        Locale.ROOT,
                        "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\" stroke-width=\"%s\"/>%n",
                        n(l.x1()),
                        n(l.y1()),
                        n(l.x2()),
                        n(l.y2()),
                        l.color(),
                        n(l.width())));
            } else if (s instanceof Shape.Disc d) {
                sb.append(String.format(
                        Locale.ROOT,
                        "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"%s\"%s/>%n",
                        n(d.cx()),
                        n(d.cy()),
                        n(d.r()),
                        d.fill(),
                        stroke(d.stroke(), d.strokeWidth())));
            } else if (s instanceof Shape.Caption t) {
                sb.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%s\" y=\"%s\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"%s\" "
                                + "text-anchor=\"middle\" fill=\"%s\">%s</text>%n",
                        n(t.x()),
                        n(t.y()),
                        n(t.size()),
                        t.color(),
                        escape(t.text())));
            }
        }
        return sb.append("</svg>\n").toString();
    }

    private static String stroke(String color, double width) {
        return color == null ? "" : String.format(Locale.ROOT, " stroke=\"%s\" stroke-width=\"%s\"", color, n(width));
    }

    private static String n(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }

    static BufferedImage png(List<Shape> shapes, double width, double height) {
        BufferedImage img =
                new BufferedImage((int) Math.ceil(width), (int) Math.ceil(height), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            for (Shape s : shapes) {
                paint(g, s);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    private static void paint(Graphics2D g, Shape s) {
        if (s instanceof Shape.Box b) {
            RoundRectangle2D r = new RoundRectangle2D.Double(b.x(), b.y(), b.w(), b.h(), 2 * b.r(), 2 * b.r());
            g.setColor(Color.decode(b.fill()));
            g.fill(r);
            if (b.stroke() != null) {
                g.setColor(Color.decode(b.stroke()));
                g.setStroke(new BasicStroke((float) b.strokeWidth()));
                g.draw(r);
            }
        } else if (s instanceof Shape.Bar l) {
            g.setColor(Color.decode(l.color()));
            g.setStroke(new BasicStroke((float) l.width(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
            g.draw(new Line2D.Double(l.x1(), l.y1(), l.x2(), l.y2()));
        } else if (s instanceof Shape.Disc d) {
            Ellipse2D e = new Ellipse2D.Double(d.cx() - d.r(), d.cy() - d.r(), 2 * d.r(), 2 * d.r());
            g.setColor(Color.decode(d.fill()));
            g.fill(e);
            if (d.stroke() != null) {
                g.setColor(Color.decode(d.stroke()));
                g.setStroke(new BasicStroke((float) d.strokeWidth()));
                g.draw(e);
            }
        } else if (s instanceof Shape.Caption t) {
            g.setColor(Color.decode(t.color()));
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.round(t.size())));
            FontMetrics fm = g.getFontMetrics();
            g.drawString(t.text(), (float) (t.x() - fm.stringWidth(t.text()) / 2.0), (float) t.y());
        }
    }

    static void writeSvg(Path file, String svg) {
        OutputFiles.checkWritable(file, "");
        try {
            Files.writeString(file, svg, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot write: " + e.getMessage(), e);
        }
    }

    static void writePng(Path file, BufferedImage img) {
        OutputFiles.checkWritable(file, "");
        try {
            // Opened here, not by ImageIO, so a failure is our one-line message and not its trace.
            try (OutputStream out = Files.newOutputStream(file)) {
                if (!ImageIO.write(img, "png", out)) {
                    throw new IllegalStateException("no PNG writer in this Java runtime");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot write: " + e.getMessage(), e);
        }
    }
}
