package dev.shannon.app;

import picocli.CommandLine;

/** Reads the version Maven wrote into the jar manifest. */
final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = VersionProvider.class.getPackage().getImplementationVersion();
        return new String[] {
            "shannon " + (v != null ? v : "development build"), "Java " + System.getProperty("java.version")
        };
    }
}
