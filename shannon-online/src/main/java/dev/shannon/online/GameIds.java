package dev.shannon.online;

import java.security.SecureRandom;

/**
 * Game ids: 12 characters of [0-9A-Za-z] from {@link SecureRandom} (71 bits), short enough for a link and too many to
 * enumerate the games by guessing. An id gives only the right to watch; seats need their tokens.
 */
public final class GameIds {
    public static final int LENGTH = 12;
    private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    private final SecureRandom random;

    public GameIds(SecureRandom random) {
        this.random = random;
    }

    public String newId() {
        char[] id = new char[LENGTH];
        for (int i = 0; i < LENGTH; i++) {
            id[i] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
        }
        return new String(id);
    }

    /** Whether {@code text} has the form of an id (anything else is no game, without asking the store). */
    public static boolean isWellFormed(String text) {
        return text != null && text.length() == LENGTH && text.chars().allMatch(ch -> ALPHABET.indexOf(ch) >= 0);
    }

    /** The id for a message: itself if well formed, else a short placeholder (never echo arbitrary input at length). */
    static String printable(String text) {
        return isWellFormed(text) ? text : "(malformed id)";
    }
}
