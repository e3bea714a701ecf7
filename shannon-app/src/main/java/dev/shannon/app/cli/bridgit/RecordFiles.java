package dev.shannon.app.cli.bridgit;

import dev.shannon.app.io.InputFiles;
import dev.shannon.bridgit.BridgitRecord;

/** Reads a Bridg-It game record file ('-' for standard input); a malformed one is one error line naming the file. */
final class RecordFiles {
    private RecordFiles() {
    }

    static BridgitRecord read(String name) {
        String text = InputFiles.read(name, System.in);
        try {
            return BridgitRecord.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(InputFiles.displayName(name) + ": " + e.getMessage(), e);
        }
    }
}
