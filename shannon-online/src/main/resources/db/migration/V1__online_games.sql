-- Online games (docs/online.md). One schema for H2 and PostgreSQL: only types and statements both accept.
-- Times are milliseconds since the epoch (BIGINT), so that both databases store and compare them alike.
-- Seat columns come in pairs: seat0 is the game's first side (red, short), seat1 the second (blue, cut).
CREATE TABLE games (
    id                 VARCHAR(24)      NOT NULL PRIMARY KEY,
    kind               VARCHAR(16)      NOT NULL,
    board_n            INTEGER,
    bridges            INTEGER,
    board_text         VARCHAR(200000),
    preset             VARCHAR(64),
    first_side         VARCHAR(8)       NOT NULL,
    clock_initial_ms   BIGINT,
    clock_increment_ms BIGINT,
    status             VARCHAR(10)      NOT NULL,
    winner             VARCHAR(8),
    end_reason         VARCHAR(10),
    version            INTEGER          NOT NULL,
    ply                INTEGER          NOT NULL,
    created_at         BIGINT           NOT NULL,
    updated_at         BIGINT           NOT NULL,
    turn_started_at    BIGINT,
    deadline_at        BIGINT,
    seat0_token_hash   VARCHAR(64)      NOT NULL,
    seat1_token_hash   VARCHAR(64)      NOT NULL,
    seat0_joined_at    BIGINT,
    seat1_joined_at    BIGINT,
    seat0_clock_ms     BIGINT,
    seat1_clock_ms     BIGINT,
    seat0_rematch      BOOLEAN          NOT NULL,
    seat1_rematch      BOOLEAN          NOT NULL,
    rematch_of         VARCHAR(24),
    rematch_id         VARCHAR(24)
);

-- The sweeper's three questions: whose flag falls, who waits too long, who has not moved for too long.
CREATE INDEX games_deadline ON games (status, deadline_at);
CREATE INDEX games_created ON games (status, created_at);
CREATE INDEX games_turn ON games (status, turn_started_at);

-- One row per move; the primary key makes a second move at the same ply impossible whatever the code above does.
CREATE TABLE moves (
    game_id    VARCHAR(24) NOT NULL REFERENCES games (id),
    ply        INTEGER     NOT NULL,
    side       VARCHAR(8)  NOT NULL,
    move_text  VARCHAR(32) NOT NULL,
    played_at  BIGINT      NOT NULL,
    clock_ms   BIGINT,
    PRIMARY KEY (game_id, ply)
);
