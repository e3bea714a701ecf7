package dev.shannon.online;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens: 256 random bits from {@link SecureRandom} written in unpadded base64url (43 characters). Only their
 * SHA-256 is stored; a presented token is hashed and compared with {@link MessageDigest#isEqual}, whose time does not
 * depend on where the two differ. Hashing without a salt is enough here: a token has far too many bits to guess or
 * to look up in a table, which is what salts defend against.
 */
public final class SeatTokens {
    private static final int TOKEN_BYTES = 32;
    /** The longest token looked at; anything longer is no token of ours. */
    public static final int MAX_TOKEN_CHARS = 100;

    private final SecureRandom random;

    public SeatTokens(SecureRandom random) {
        this.random = random;
    }

    /** A fresh token. */
    public String newToken() {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The stored form of {@code token}: its SHA-256 in lower-case hex. */
    public static String hash(String token) {
        return HexFormat.of().formatHex(digest(token));
    }

    /** Whether {@code token} hashes to {@code storedHash}, in time independent of the bytes compared. */
    public static boolean matches(String storedHash, String token) {
        if (token == null || token.length() > MAX_TOKEN_CHARS) {
            return false;
        }
        return MessageDigest.isEqual(HexFormat.of().parseHex(storedHash), digest(token));
    }

    private static byte[] digest(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
