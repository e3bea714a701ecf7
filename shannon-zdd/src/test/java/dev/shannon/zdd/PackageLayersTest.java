package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages of this module depend on each other one way: {@code order}, {@code core} and
 * {@code count} on nothing of the module, the specs ({@code spec}) on the engine's contract in
 * {@code core} only (a spec sees its universe as a {@code spec.DecisionGraph}), and the public
 * {@code dev.shannon.zdd} on all but {@code count} — the families build from the specs, never the
 * other way round (the benchmarks live in shannon-lab).
 * Read from the sources (imports and fully qualified names in code, comments ignored).
 */
class PackageLayersTest {
    private static final Path SOURCES = Path.of("src/main/java/dev/shannon/zdd");
    private static final Pattern REFERENCE = Pattern.compile("dev\\.shannon\\.zdd((?:\\.[a-z]+)*)\\.(?:[A-Z]|\\*)");
    /**
     * The one class of the public package the engine may name: the exception every user catches
     * lives where users look, and it names nothing itself, so it leads nowhere back.
     */
    private static final String API_EXCEPTION = "dev.shannon.zdd.ZddMemoryLimitException";

    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "core", Set.of("core"),
            "order", Set.of("order"),
            "count", Set.of("count"),
            "spec", Set.of("spec", "core"),
            "", Set.of("", "core", "order", "spec"));

    @Test
    void packagesDependOneWay() throws IOException {
        List<String> wrong = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                Path dir = SOURCES.relativize(f.getParent());
                String pkg = dir.toString().replace('/', '.');
                seen.add(pkg);
                assertThat(ALLOWED).as("a rule for package '%s'", pkg).containsKey(pkg);
                for (String line : code(Files.readString(f))) {
                    if (line.contains(API_EXCEPTION)) {
                        continue;
                    }
                    Matcher m = REFERENCE.matcher(line);
                    while (m.find()) {
                        String to = m.group(1).isEmpty() ? "" : m.group(1).substring(1);
                        if (!ALLOWED.get(pkg).contains(to)) {
                            wrong.add(f.getFileName() + " (" + pkg + ") -> " + (to.isEmpty() ? "zdd" : to) + ": "
                                    + line.trim());
                        }
                    }
                }
            }
        }
        assertThat(seen).contains("", "core", "order", "spec");
        assertThat(wrong).isEmpty();
    }

    /** The lines of a source outside comments (block comments and line comments dropped). */
    private static List<String> code(String source) {
        String stripped = source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
        return List.of(stripped.split("\n"));
    }
}
