package dev.shannon.census.spark;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A Spark standalone cluster on loopback for tests: a master and workers, each its own JVM started
 * from this test's class path (Spark's {@code Master} and {@code Worker} classes). The workers
 * launch executor JVMs with the same class path. Closing it kills them all.
 */
final class StandaloneCluster implements AutoCloseable {
    private final Path dir;
    private final Process master;
    private final List<Process> workers = new ArrayList<>();
    private final int port;

    private StandaloneCluster(Path dir, Process master, int port) {
        this.dir = dir;
        this.master = master;
        this.port = port;
    }

    /** Starts a master and {@code workers} workers of {@code cores} cores each; returns when all are registered. */
    static StandaloneCluster start(Path dir, int workers, int cores) throws IOException, InterruptedException {
        int port = freePort();
        // Workers find Spark's jars under SPARK_HOME/jars; ours are all on the executors' class path instead.
        Files.createDirectories(dir.resolve("spark-home/jars"));
        // The daemons log at INFO (to their own files), which is how the test sees them registered.
        Files.writeString(
                dir.resolve("log4j2-daemon.properties"),
                String.join(
                        "\n",
                        "rootLogger.level = info",
                        "rootLogger.appenderRef.out.ref = out",
                        "appender.out.type = Console",
                        "appender.out.name = out",
                        "appender.out.layout.type = PatternLayout",
                        "appender.out.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n",
                        ""));
        Process master = launch(
                dir,
                "master",
                "org.apache.spark.deploy.master.Master",
                "--host",
                "127.0.0.1",
                "--port",
                String.valueOf(port),
                "--webui-port",
                String.valueOf(freePort()));
        StandaloneCluster cluster = new StandaloneCluster(dir, master, port);
        try {
            cluster.awaitLog("master", "I have been elected leader", 90);
            for (int w = 0; w < workers; w++) {
                Path work = Files.createDirectories(dir.resolve("work-" + w));
                cluster.workers.add(launch(
                        dir,
                        "worker-" + w,
                        "org.apache.spark.deploy.worker.Worker",
                        "--host",
                        "127.0.0.1",
                        "--cores",
                        String.valueOf(cores),
                        "--memory",
                        "700m",
                        "--webui-port",
                        String.valueOf(freePort()),
                        "--work-dir",
                        work.toString(),
                        cluster.url()));
            }
            for (int w = 0; w < workers; w++) {
                cluster.awaitLog("worker-" + w, "Successfully registered with master", 90);
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            cluster.close();
            throw e;
        }
        return cluster;
    }

    String url() {
        return "spark://127.0.0.1:" + port;
    }

    /** The settings a driver needs to use this cluster: executors with this JVM's class path and module openings. */
    Map<String, String> driverConf() throws IOException {
        return Map.of(
                "spark.driver.host",
                "127.0.0.1",
                "spark.ui.enabled",
                "false",
                "spark.executor.extraClassPath",
                System.getProperty("java.class.path"),
                "spark.executor.memory",
                "600m",
                "spark.cores.max",
                String.valueOf(2 * workers.size()),
                "spark.deploy.maxExecutorRetries",
                "20");
    }

    /** The executor JVMs the workers launched, alive now (a worker starts no other processes). */
    List<ProcessHandle> executors() {
        List<ProcessHandle> out = new ArrayList<>();
        for (Process w : workers) {
            w.toHandle().descendants().filter(ProcessHandle::isAlive).forEach(out::add);
        }
        return out;
    }

    private static Process launch(Path dir, String name, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        command.add("-Dlog4j2.configurationFile=" + dir.resolve("log4j2-daemon.properties"));
        command.add("@" + Path.of("java-options").toAbsolutePath());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".log").toFile());
        pb.environment().put("SPARK_HOME", dir.resolve("spark-home").toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        pb.environment().put("SPARK_LOG_DIR", dir.toString());
        return pb.start();
    }

    private void awaitLog(String name, String text, int seconds) throws IOException, InterruptedException {
        Path log = dir.resolve(name + ".log");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            if (Files.exists(log)
                    && Files.readString(log, StandardCharsets.UTF_8).contains(text)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException(name + " did not say '" + text + "' within " + seconds + " s; its log: "
                + (Files.exists(log) ? Files.readString(log) : "(none)"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @Override
    public void close() {
        for (Process w : workers) {
            w.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
            w.destroyForcibly();
        }
        master.destroyForcibly();
        for (Process p : workers) {
            waitFor(p);
        }
        waitFor(master);
    }

    private static void waitFor(Process p) {
        try {
            p.waitFor(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
