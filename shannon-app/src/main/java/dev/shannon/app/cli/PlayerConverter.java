package dev.shannon.app.cli;

import dev.shannon.switching.Player;

/** {@code short} or {@code cut} on the command line, as a {@link Player}; anything else is a usage error. */
public final class PlayerConverter extends ParsingConverter<Player> {
    public PlayerConverter() {
        super(Player::parse);
    }
}
