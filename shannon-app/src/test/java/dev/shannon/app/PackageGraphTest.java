package dev.shannon.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package graph of every module is one-way: reading every main source file of the build, a
 * package's imports and qualified names in code (comments aside) never lead back to it. The
 * source is read rather than the bytecode so that what the compiler drops, such as the class
 * literals of picocli's subcommand lists, counts too.
 */
class PackageGraphTest {
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    private static final Pattern REFERENCE = Pattern.compile("\\b(dev\\.shannon(?:\\.[a-z]\\w*)*)\\.[A-Z]");

    @Test
    void noModuleHasAPackageCycle() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        Map<String, Set<String>> uses = new TreeMap<>();
        int files = 0;
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.filter(m -> m.getFileName().toString().startsWith("shannon-"))
                    .toList()) {
                Path sources = module.resolve("src/main/java");
                if (!Files.isDirectory(sources)) {
                    continue;
                }
                try (Stream<Path> walk = Files.walk(sources)) {
                    for (Path file :
                            walk.filter(f -> f.toString().endsWith(".java")).toList()) {
                        String text = Files.readString(file);
                        Matcher p = PACKAGE.matcher(text);
                        if (!p.find()) {
                            continue;
                        }
                        files++;
                        String pkg = p.group(1);
                        Set<String> targets = uses.computeIfAbsent(pkg, k -> new TreeSet<>());
                        Matcher r = REFERENCE.matcher(withoutComments(text));
                        while (r.find()) {
                            if (!r.group(1).equals(pkg)) {
                                targets.add(r.group(1));
                            }
                        }
                    }
                }
            }
        }
        assertThat(files).as("main source files read").isGreaterThan(300);
        List<String> cycles = new ArrayList<>();
        for (String from : uses.keySet()) {
            for (String to : uses.get(from)) {
                if (reaches(uses, to, from)) {
                    cycles.add(from + " -> " + to + " -> … -> " + from);
                }
            }
        }
        assertThat(cycles).as("package dependencies that lead back").isEmpty();
    }

    private static boolean reaches(Map<String, Set<String>> uses, String from, String target) {
        Deque<String> todo = new ArrayDeque<>(List.of(from));
        Set<String> seen = new HashSet<>(todo);
        while (!todo.isEmpty()) {
            for (String next : uses.getOrDefault(todo.pop(), Set.of())) {
                if (next.equals(target)) {
                    return true;
                }
                if (seen.add(next)) {
                    todo.push(next);
                }
            }
        }
        return false;
    }

    /** The text with block and line comments blanked (string literals are left as they are; none names a class). */
    private static String withoutComments(String text) {
        return text.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ");
    }
}
