package dev.shannon.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * The libraries' API is what their {@code module-info.java} exports: no main source of another
 * module of the build names a class of a package its library keeps to itself. The libraries
 * themselves are modules, so the compiler enforces this for them; the application and the other
 * modules are on the class path, where it does not — hence this test. (The laboratory,
 * shannon-lab, is allowed inside: it measures the engines' internals; its README says so.)
 */
class ModuleExportsTest {
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports ([\\w.]+);");
    private static final Pattern REFERENCE = Pattern.compile("\\b(dev\\.shannon(?:\\.[a-z]\\w*)*)\\.[A-Z]");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");

    @Test
    void otherModulesUseOnlyExportedPackages() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        Map<String, String> owner = new TreeMap<>(); // package -> its library, for the unexported ones
        List<Path> modules;
        try (Stream<Path> list = Files.list(root)) {
            modules = list.filter(m -> m.getFileName().toString().startsWith("shannon-"))
                    .sorted()
                    .toList();
        }
        Set<String> libraries = new TreeSet<>();
        for (Path module : modules) {
            Path info = module.resolve("src/main/java/module-info.java");
            if (!Files.exists(info)) {
                continue;
            }
            libraries.add(module.getFileName().toString());
            Set<String> exported = new TreeSet<>();
            Matcher e = EXPORTS.matcher(Files.readString(info));
            while (e.find()) {
                exported.add(e.group(1));
            }
            for (String pkg : packages(module)) {
                if (!exported.contains(pkg)) {
                    owner.put(pkg, module.getFileName().toString());
                }
            }
        }
        assertThat(libraries).contains("shannon-graph", "shannon-switching", "shannon-zdd", "shannon-matroid");
        assertThat(owner).as("packages kept inside their module").containsKey("dev.shannon.zdd.core");

        List<String> wrong = new ArrayList<>();
        for (Path module : modules) {
            String name = module.getFileName().toString();
            if (name.equals("shannon-lab")) {
                continue;
            }
            for (Path file : sources(module)) {
                String code = withoutComments(Files.readString(file));
                Matcher r = REFERENCE.matcher(code);
                while (r.find()) {
                    String library = owner.get(r.group(1));
                    if (library != null && !library.equals(name)) {
                        wrong.add(root.relativize(file) + " uses " + r.group(1) + " (not exported by " + library + ")");
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    private static Set<String> packages(Path module) throws IOException {
        Set<String> packages = new TreeSet<>();
        for (Path file : sources(module)) {
            Matcher p = PACKAGE.matcher(Files.readString(file));
            if (p.find()) {
                packages.add(p.group(1));
            }
        }
        return packages;
    }

    private static List<Path> sources(Path module) throws IOException {
        Path dir = module.resolve("src/main/java");
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(f -> f.toString().endsWith(".java")).toList();
        }
    }

    private static String withoutComments(String text) {
        return text.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ");
    }
}
