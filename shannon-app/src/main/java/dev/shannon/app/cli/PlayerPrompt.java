package dev.shannon.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;

/** The prompt every interactive game on the command line shows when it waits for the player. */
public final class PlayerPrompt {
    private PlayerPrompt() {}

    /**
     * Prints {@code your move> }, reads one line and returns it stripped; returns {@code null}
     * after saying "Game abandoned." when the player types {@code quit} or the input ends.
     */
    public static String next(PrintWriter out, BufferedReader in) throws IOException {
        out.print("your move> ");
        out.flush();
        String line = in.readLine();
        if (line == null || line.strip().equals("quit")) {
            out.println();
            out.println("Game abandoned.");
            out.flush();
            return null;
        }
        return line.strip();
    }
}
