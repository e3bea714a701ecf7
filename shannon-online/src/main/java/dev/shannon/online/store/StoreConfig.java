package dev.shannon.online.store;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

/**
 * Which database keeps the games: the embedded H2 file in a data directory (no set-up; one server), or a PostgreSQL
 * database named by its JDBC URL (several servers may share it). The same schema, SQL and code serve both
 * (docs/online.md, "The store").
 *
 * @param jdbcUrl  where the database is (credentials may be in the URL's parameters; it is never logged here)
 * @param poolSize connections in the pool
 */
public record StoreConfig(String jdbcUrl, int poolSize) {
    /** The embedded database's file name inside the data directory (H2 adds ".mv.db"). */
    public static final String EMBEDDED_FILE = "shannon-games";

    public StoreConfig {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        vendorOf(jdbcUrl);
        if (poolSize < 1 || poolSize > 200) {
            throw new IllegalArgumentException("the pool holds 1 to 200 connections, not " + poolSize);
        }
    }

    /**
     * The embedded H2 database in {@code dataDir}. WRITE_DELAY=0 makes each commit write its changes to the file
     * before it returns, so that a killed process loses no acknowledged move (H2 otherwise writes up to half a
     * second later).
     */
    public static StoreConfig embedded(Path dataDir) {
        String file = dataDir.toAbsolutePath().resolve(EMBEDDED_FILE).toString();
        return new StoreConfig("jdbc:h2:file:" + file + ";WRITE_DELAY=0", 8);
    }

    /** The PostgreSQL database at {@code jdbcUrl} (jdbc:postgresql://host:port/db?user=…&password=…). */
    public static StoreConfig postgres(String jdbcUrl) {
        if (vendorOf(jdbcUrl) != Vendor.POSTGRESQL) {
            throw new IllegalArgumentException("--database takes a PostgreSQL JDBC URL (jdbc:postgresql://host/db…)");
        }
        return new StoreConfig(jdbcUrl, 10);
    }

    Vendor vendor() {
        return vendorOf(jdbcUrl);
    }

    /** The two databases the store knows. */
    enum Vendor {
        H2,
        POSTGRESQL
    }

    private static Vendor vendorOf(String url) {
        String u = url.toLowerCase(Locale.ROOT);
        if (u.startsWith("jdbc:h2:")) {
            return Vendor.H2;
        }
        if (u.startsWith("jdbc:postgresql:")) {
            return Vendor.POSTGRESQL;
        }
        throw new IllegalArgumentException("unsupported database URL: expected jdbc:postgresql://… (or jdbc:h2:…)");
    }
}
