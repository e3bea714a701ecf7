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
    private static final Pattern REFERENCE = Pattern.compile("\\b(dev\\.shannon(?:\\.[a-z]\\w*)*)\\.([A-Z]\\w*)");

    @Test
    void noModuleHasAPackageCycle() throws IOException {
        Map<String, String> sources = mainSources();
        assertThat(sources.size()).as("main source files read").isGreaterThan(300);
        Set<String> leaves = leafClasses(sources);
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Map.Entry<String, String> file : sources.entrySet()) {
            String pkg = packageOf(file.getKey());
            Set<String> targets = uses.computeIfAbsent(pkg, k -> new TreeSet<>());
            Matcher r = REFERENCE.matcher(withoutComments(file.getValue()));
            while (r.find()) {
                String target = r.group(1);
                // A class that refers to no other class of the build (an exception type, say) cannot lead
                // back to anything, so a reference to it is no edge of a cycle.
                if (!target.equals(pkg) && !leaves.contains(target + "." + r.group(2))) {
                    targets.add(target);
                }
            }
        }
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

    /** Every main source file of the build, by its class's qualified name. */
    static Map<String, String> mainSources() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.filter(m -> m.getFileName().toString().startsWith("shannon-"))
                    .toList()) {
                Path dir = module.resolve("src/main/java");
                if (!Files.isDirectory(dir)) {
                    continue;
                }
                try (Stream<Path> walk = Files.walk(dir)) {
                    for (Path file :
                            walk.filter(f -> f.toString().endsWith(".java")).toList()) {
                        String text = Files.readString(file);
                        Matcher p = PACKAGE.matcher(text);
                        String name = file.getFileName().toString().replace(".java", "");
                        if (p.find() && !name.equals("package-info") && !name.equals("module-info")) {
                            sources.put(p.group(1) + "." + name, text);
                        }
                    }
                }
            }
        }
        return sources;
    }

    /** The classes whose code names no other class of the build, in their own package or another. */
    private static Set<String> leafClasses(Map<String, String> sources) {
        Set<String> leaves = new HashSet<>();
        for (Map.Entry<String, String> file : sources.entrySet()) {
            String self = file.getKey();
            String pkg = packageOf(self);
            String code = withoutComments(file.getValue()).replaceFirst("(?m)^package [\\w.]+;", "");
            boolean namesAnother = REFERENCE.matcher(code).find();
            for (String other : sources.keySet()) {
                if (!namesAnother && !other.equals(self) && packageOf(other).equals(pkg)) {
                    namesAnother = Pattern.compile("\\b" + simpleName(other) + "\\b")
                            .matcher(code)
                            .find();
                }
            }
            if (!namesAnother) {
                leaves.add(self);
            }
        }
        return leaves;
    }

    private static String packageOf(String className) {
        return className.substring(0, className.lastIndexOf('.'));
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
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
