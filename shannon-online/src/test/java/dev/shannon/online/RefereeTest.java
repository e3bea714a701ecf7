package dev.shannon.online;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.LimitedMove;
import dev.shannon.bridgit.Side;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.TerminalGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The referee against the library's rules on random games: it accepts exactly the moves the rules allow, and its
 * verdicts agree with a second, independent reading of the same game — Bridg-It as the switching game on red's graph
 * (Gale's board is planar: blue's chain is a cut of red's graph), and the matroid game on a graph's cycle matroid as
 * the switching game on that graph (Lehman 1964).
 */
class RefereeTest {
    @Property(tries = 200)
    void bridgitAcceptsExactlyTheFreeCrossingsAndAgreesWithTheSwitchingGameOnRedsGraph(
            @ForAll @IntRange(min = 1, max = 5) int n, @ForAll boolean redFirst, @ForAll long seed) {
        Random random = new Random(seed);
        String first = redFirst ? "red" : "blue";
        Referee referee = GameSpec.bridgit(n, first, null).start();
        Board board = Board.of(n);
        Position position = Position.start(
                TerminalGraph.of(board.namedGraph(Side.RED), "s", "t"), redFirst ? Player.SHORT : Player.CUT);
        List<Crossing> taken = new ArrayList<>();
        while (true) {
            assertThat(referee.winner().map(w -> w.equals("red") ? "short" : "cut"))
                    .isEqualTo(position.winner().map(Player::id));
            assertThat(referee.isOver()).isEqualTo(position.winner().isPresent());
            // A random lattice point, sometimes off the board or taken: accepted exactly when it is a free crossing.
            Crossing x = random.nextInt(3) == 0 && !taken.isEmpty()
                    ? taken.get(random.nextInt(taken.size()))
                    : new Crossing(random.nextInt(2 * n + 3) - 1, random.nextInt(2 * n + 3) - 1);
            boolean legal = !referee.isOver()
                    && x.r() >= 0
                    && x.c() >= 0
                    && board.isCrossing(x.r(), x.c())
                    && !taken.contains(x);
            if (!legal) {
                Referee before = referee;
                assertThatThrownBy(() -> before.play(new Move.Place(x))).isInstanceOf(IllegalMoveException.class);
                if (referee.isOver()) {
                    return;
                }
                continue;
            }
            referee = referee.play(new Move.Place(x));
            position = position.play(board.index(x));
            taken.add(x);
            assertThat(referee.ply()).isEqualTo(taken.size());
        }
    }

    @Property(tries = 200)
    void theMatroidGameOnAGraphIsTheSwitchingGameOnIt(
            @ForAll @IntRange(min = 2, max = 6) int vertices,
            @ForAll @IntRange(min = 2, max = 12) int edges,
            @ForAll boolean shortFirst,
            @ForAll long seed) {
        Random random = new Random(seed);
        StringBuilder list = new StringBuilder();
        for (int e = 0; e < edges; e++) {
            // The first two edges touch s and t, so that both are vertices of the graph.
            int u = e < 2 ? e : random.nextInt(vertices);
            int v = random.nextInt(vertices);
            list.append('v').append(u).append(" v").append(v).append('\n');
        }
        String first = shortFirst ? "short" : "cut";
        Referee switching = GameSpec.switching("terminals v0 v1\n" + list, null, first, null)
                .start();
        Referee matroid = GameSpec.matroid("graph\n" + list + "terminals v0 v1\n", null, first, null)
                .start();
        boolean[] played = new boolean[edges];
        while (true) {
            assertThat(matroid.winner()).isEqualTo(switching.winner());
            assertThat(matroid.toMove()).isEqualTo(switching.toMove());
            int e = random.nextInt(edges + 3) - 1;
            boolean legal = !switching.isOver() && e >= 0 && e < edges && !played[e];
            if (!legal) {
                Referee s = switching;
                Referee m = matroid;
                assertThatThrownBy(() -> s.play(new Move.Take(e))).isInstanceOf(IllegalMoveException.class);
                assertThatThrownBy(() -> m.play(new Move.Take(e))).isInstanceOf(IllegalMoveException.class);
                if (switching.isOver()) {
                    return;
                }
                continue;
            }
            switching = switching.play(new Move.Take(e));
            matroid = matroid.play(new Move.Take(e));
            played[e] = true;
        }
    }

    @Property(tries = 100)
    void limitedBridgesAcceptsExactlyTheLegalMoves(
            @ForAll @IntRange(min = 2, max = 4) int n,
            @ForAll @IntRange(min = 1, max = 4) int bridges,
            @ForAll long seed) {
        Assume.that(2 * bridges < n * n + (n - 1) * (n - 1));
        Random random = new Random(seed);
        Referee referee = GameSpec.limitedBridges(n, bridges, "red", null).start();
        LimitedBridgesGame game = LimitedBridgesGame.start(n, Side.RED, bridges);
        Board board = Board.of(n);
        for (int step = 0; step < 120 && !game.isOver(); step++) {
            List<LimitedMove> legal = game.legalMoves();
            Crossing to = board.crossing(random.nextInt(board.crossingCount()));
            Optional<Crossing> from = random.nextBoolean()
                    ? Optional.of(board.crossing(random.nextInt(board.crossingCount())))
                    : Optional.empty();
            LimitedMove candidate = from.map(f -> LimitedMove.move(f, to)).orElse(LimitedMove.place(to));
            if (random.nextInt(3) == 0) {
                candidate = legal.get(random.nextInt(legal.size()));
            }
            Move move = candidate.isPlacement()
                    ? new Move.Place(candidate.to())
                    : new Move.Shift(candidate.from(), candidate.to());
            if (legal.contains(candidate)) {
                referee = referee.play(move);
                game = game.play(candidate);
                assertThat(referee.winner()).isEqualTo(game.winner().map(Side::id));
                assertThat(referee.isOver()).isEqualTo(game.isOver());
            } else {
                Referee before = referee;
                assertThatThrownBy(() -> before.play(move)).isInstanceOf(IllegalMoveException.class);
            }
        }
    }

    @Property(tries = 100)
    void anOnlineGameRefusesEveryMoveOutOfTurnOrAtAStalePly(
            @ForAll @IntRange(min = 2, max = 4) int n, @ForAll long seed) {
        Random random = new Random(seed);
        OnlineGame game = OnlineGame.create(
                        "ABCDEFGHIJKL",
                        GameSpec.bridgit(n, "red", null),
                        0,
                        List.of(SeatTokens.hash("r"), SeatTokens.hash("b")),
                        0)
                .join("blue", 0);
        Board board = Board.of(n);
        while (game.status() != Status.FINISHED) {
            OnlineGame g = game;
            Crossing x = board.crossing(random.nextInt(board.crossingCount()));
            Move m = new Move.Place(x);
            String mover = game.toMove();
            assertThatThrownBy(() -> g.play(g.spec().kind().opponent(mover), g.ply(), m, 1))
                    .isInstanceOf(GameConflictException.class);
            int stale = g.ply() + (random.nextBoolean() ? 1 : -1 - random.nextInt(g.ply() + 1));
            assertThatThrownBy(() -> g.play(mover, stale, m, 1)).isInstanceOf(GameConflictException.class);
            try {
                game = game.play(mover, game.ply(), m, 1);
                assertThat(game.version()).isEqualTo(g.version() + 1);
            } catch (IllegalMoveException taken) {
                assertThat(g.moves()).extracting(PlayedMove::move).contains(m);
            }
        }
        Assume.that(game.winner() != null);
        assertThat(game.reason()).isEqualTo(EndReason.RULES);
    }
}
