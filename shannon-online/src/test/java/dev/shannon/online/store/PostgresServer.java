package dev.shannon.online.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for the tests, started once per test JVM from Debian's binaries
 * (/usr/lib/postgresql/VERSION/bin, package {@code postgresql}; {@code SHANNON_PG_BIN} names another directory) in a
 * temporary directory on a free port, and stopped when the JVM exits. PostgreSQL refuses to run as root, so under
 * root it runs as the {@code postgres} user through {@code runuser}. Each test asks for a fresh database. When the
 * binaries are missing, {@link #get()} skips the calling test with a message (a JUnit assumption), as the browser
 * tests do without Chromium.
 */
public final class PostgresServer {
    private static final Object LOCK = new Object();
    private static PostgresServer instance;
    private static String unavailable;

    private final List<String> asUser;
    private final Path bin;
    private final Path dir;
    private final int port;
    private final AtomicInteger databases = new AtomicInteger();

    private PostgresServer(Path bin, List<String> asUser, Path dir, int port) {
        this.bin = bin;
        this.asUser = asUser;
        this.dir = dir;
        this.port = port;
    }

    /** The running server, started on first use; skips the test when PostgreSQL is not installed. */
    public static PostgresServer get() {
        synchronized (LOCK) {
            if (instance == null && unavailable == null) {
                try {
                    instance = start();
                } catch (IOException | RuntimeException e) {
                    unavailable = e.getMessage();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    unavailable = "interrupted while starting PostgreSQL";
                }
            }
            assumeTrue(instance != null, () -> "PostgreSQL tests skipped: " + unavailable);
            return instance;
        }
    }

    /** A new, empty database on this server: its JDBC URL. */
    public String newDatabase() {
        String name = "shannon_test_" + databases.incrementAndGet();
        try (Connection c = DriverManager.getConnection(url("postgres"));
                Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a test database: " + e.getMessage(), e);
        }
        return url(name);
    }

    String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=postgres";
    }

    private static PostgresServer start() throws IOException, InterruptedException {
        Path bin = findBin()
                .orElseThrow(() -> new IllegalStateException(
                        "no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin;"
                                + " install Debian's postgresql package or set SHANNON_PG_BIN"));
        List<String> asUser = new ArrayList<>();
        if ("root".equals(System.getProperty("user.name"))) {
            if (!new File("/usr/sbin/runuser").canExecute() && !new File("/sbin/runuser").canExecute()) {
                throw new IllegalStateException("running as root and runuser is missing: PostgreSQL refuses root");
            }
            asUser.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        Path dir = Files.createTempDirectory("shannon-pg");
        if (!asUser.isEmpty()) {
            run(List.of("chown", "postgres", dir.toString()));
        }
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        PostgresServer server = new PostgresServer(bin, asUser, dir, port);
        server.pg(
                "initdb",
                "-D",
                dir.resolve("data").toString(),
                "-U",
                "postgres",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--no-locale",
                "--no-sync");
        // fsync off: the tests kill clients, not the machine, and a test database need not survive a power cut.
        server.pg(
                "pg_ctl",
                "-D",
                dir.resolve("data").toString(),
                "-l",
                dir.resolve("log").toString(),
                "-w",
                "-t",
                "60",
                "-o",
                "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off" + " -c max_connections=200",
                "start");
        Runtime.getRuntime().addShutdownHook(new Thread(server::stop));
        return server;
    }

    private void stop() {
        try {
            pg("pg_ctl", "-D", dir.resolve("data").toString(), "-m", "immediate", "-w", "stop");
        } catch (IOException | RuntimeException e) {
            // Best effort at exit: the data directory is removed below either way.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException e) {
            // Left in the temporary directory.
        }
    }

    private void pg(String program, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(asUser);
        command.add(bin.resolve(program).toString());
        command.addAll(Arrays.asList(args));
        run(command);
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed: " + output.strip());
        }
    }

    private static Optional<Path> findBin() throws IOException {
        String env = System.getenv("SHANNON_PG_BIN");
        if (env != null) {
            return Optional.of(Path.of(env)).filter(PostgresServer::hasServer);
        }
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin"))
                    .filter(PostgresServer::hasServer)
                    .max(Comparator.comparing(
                            p -> versionOf(p.getParent().getFileName().toString())));
        }
    }

    private static int versionOf(String name) {
        try {
            return Integer.parseInt(name);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static boolean hasServer(Path bin) {
        return Files.isExecutable(bin.resolve("initdb")) && Files.isExecutable(bin.resolve("pg_ctl"));
    }
}
