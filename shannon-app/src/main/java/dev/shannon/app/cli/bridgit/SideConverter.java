package dev.shannon.app.cli.bridgit;

import dev.shannon.app.cli.ParsingConverter;
import dev.shannon.bridgit.Side;

/** Parses "red" or "blue" for options. */
final class SideConverter extends ParsingConverter<Side> {
    SideConverter() {
        super(Side::parse);
    }
}
