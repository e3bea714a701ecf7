// What the pages say about the games in sentences: the rules and theorems behind ✓ and ✗, why a
// move wins or loses, why a finished game was won, and what each computer level does. The pages
// draw and the server decides; the words are here, to be read and corrected in one place.
// (Explainer paragraphs may hold simple inline HTML we wrote ourselves.)

/**
 * "1 winning crossing", "3 winning crossings": count and noun, the noun in the plural unless count
 * is one. The one way the pages put a number before a noun (a template's "${n} moves" says
 * "1 moves").
 */
export function plural(count, one, many = `${one}s`) {
  return `${count} ${Number(count) === 1 ? one : many}`;
}

/** The explainer cards under each page's board: [title, paragraphs, open at first]. */
export const BRIDGIT_EXPLAINERS = [
  ['How to play', [
    'On your turn click a crossing (the gap between four dots): your bridge is built there, and your opponent can never use that crossing. On a touch screen the first tap only selects the crossing and shows its ✓/✗ and trees; tap it again, or press Build, to play it. Red wins with a chain of red bridges from the left column to the right one, Blue with a chain from top to bottom. Someone always wins: a blocked chain for one side is a chain for the other.',
    'With hints on, every free crossing shows ✓ if building there wins against any defence, ✗ if it does not. Hover over a ✓ (or move the keyboard cursor onto it) to see the two trees that remain after that move: one drawn solid, one dotted gold.',
    'Keyboard: Tab to the board, arrow keys to move, Enter to build. Ctrl+Z and Ctrl+Y undo and redo.'], true],
  ['Why ✓ means a certain win', [
    'Look only at Red’s dots, and merge the left column into one point s and the right column into one point t. Each crossing is a possible red bridge: an edge of Red’s graph. Red building a bridge <em>claims</em> that edge; Blue taking the crossing <em>deletes</em> it. That is Shannon’s switching game.',
    'Lehman’s theorem (1964): the player about to be attacked is safe exactly when some set of their dots, including both goal lines, is spanned by two trees that share no crossing. Whenever the opponent cuts one tree, a bridge of the other tree mends it — and then both trees are whole again. The ✓ marks are the crossings after which two such trees exist; the server finds them with a pebble game, not by searching.'], true],
  ['Why the first player always wins', [
    'On the n × (n+1) board Red’s graph has V = n(n−1)+2 points and E = n²+(n−1)² possible bridges — exactly one fewer than the 2(V−1) edges two spanning trees need. So the player who moves second can never hold two trees. One bridge, any bridge, contracts a point and an edge away, and then the edges split into two spanning trees exactly: every first move wins.',
    'The Findings panel shows these numbers for the board you are playing, computed by the server just now.'], false],
  ['The limited-bridges game', [
    'The boxed game (Hasbro, 1960) gives each player only a few bridges. When both have placed them all and nobody has won, a turn moves one of your bridges to a free crossing. Here a game is drawn when the same position occurs a third time or after 200 moves of moving. Lehman’s theorem is about the unlimited game, so there are no ✓/✗ here; the computer searches ahead instead.'], false]
];

export const SWITCHING_EXPLAINERS = [
  ['How to play', [
    'Pick a graph, then click an edge on your turn. As Short you <em>claim</em> it (it turns thick); as Cut you <em>delete</em> it (it fades). Short wins when claimed edges join s and t; Cut wins when no path of undeleted edges is left. There are no draws.',
    'With hints on, every free edge shows ✓ if taking it wins against any defence and ✗ if it does not. Hover a ✓ as Short to see the two trees that guarantee the win.',
    'Keyboard: Tab to the graph, arrow keys to move between free edges, Enter to take one. Ctrl+Z and Ctrl+Y undo and redo.'], true],
  ['Lehman\'s theorem in plain words', [
    'Suppose some set of vertices containing s and t can be connected in <em>two</em> ways at once: two spanning trees that share no edge. Then Short cannot lose, even moving second. Whenever Cut deletes an edge of one tree, that tree falls into two halves — and the other tree, which spans everything, must have an edge joining the halves. Short claims it. Both trees survive, one vertex smaller, until s and t meet.',
    'Alfred Lehman proved in 1964 that the converse holds too: if no such pair of trees exists, Cut wins when moving first. With Short to move, Short wins exactly when some claim creates the two trees. So every game is one of three kinds: <strong>Short’s</strong> (Short wins either way), <strong>Cut’s</strong>, or <strong>neutral</strong> (whoever moves first wins). Nobody ever wins only by moving second.',
    'The server decides all this without searching the game tree, by the (2,2) pebble game of Lee and Streinu: two pebbles per vertex, and an edge is kept only if three pebbles can be gathered on its ends. The trees themselves come from Edmonds’ matroid partition.'], true],
  ['Why the 4-cycle is a trap', [
    'In the 4-cycle s–a–t–b–s there are two separate paths from s to t, so it looks like Short should win moving first. But four vertices need 2 × 3 = 6 edges for two spanning trees and the cycle has only 4. Short claims s–a; Cut deletes a–t; Short claims s–b; Cut deletes b–t. Cut wins — try it.'], false]
];

export const TSUNAGARU_EXPLAINERS = [
  ['How to play', [
    'Turn the tiles as in Simon Tatham’s Net: a left click turns a tile a quarter turn anticlockwise, a right click clockwise, so one turn back is one click; Shift+click (or a middle click) locks a tile you are sure of, and a locked tile does not turn. On a touch screen a tap turns anticlockwise and pressing and holding turns clockwise; Lock mode makes a tap lock. Keys: the arrows move, Enter or A turns anticlockwise, D clockwise, L locks. Grey arms meet nothing yet; when no grey is left the stage is solved.',
    '<strong>Jumble</strong> turns every unlocked tile at random (one Undo takes it back). Every generated stage has a short ID such as <code>7x7u#42</code> (size, u one solution, t tricky or a any, an optional level, the seed): type it under Stage ID to play the same stage again, or give it to <code>shannon tsunagaru generate --id</code>.',
    '<strong>Hint</strong> points to a tile that shows the same arms in every solution but is not turned right yet; when every such tile is right, it points to a tile on the way to the solution nearest in clicks. <strong>Solve</strong> counts the solutions and lets you step through them, with the clicks each tile needs from where you are.'], true],
  ['How it is solved', [
    'A solution is a set of grid edges: the places where two arms meet. Each tile fixes its vertex’s degree (1, 2, 3 or 4 arms); a corner may not run straight and a straight may not turn, so those pairs of edges are forbidden together. That is the whole puzzle, as in the Graphillion article this page follows.',
    'GraphSet builds all such edge sets at once, row by row along the grid, as a zero-suppressed decision diagram; counting, stepping to the n-th solution and finding the tiles every solution agrees on all run on the diagram. The connected count adds one more constraint to the same pass: the pieces seen so far must all join up.'], false],
  ['Levels', [
    'A one-solution stage is graded by the reasoning it needs. <strong>Local</strong>: every tile follows from its neighbours and the board’s edge (an arm may point to a neighbour only if the neighbour may point back). <strong>Lookahead</strong>: some tile only follows by supposing it turned one way and following the local reasoning a couple of tiles on until it breaks. <strong>Search</strong>: neither is enough. Almost every random one-solution stage is Local; the Level setting asks the generator for a Lookahead one. No generated one-solution stage has needed Search so far, so that level is not offered.'], false],
  ['Tricky stages', [
    'Because disconnected answers count, a stage can have exactly two solutions, one in one piece and one in several, where only the disconnected one is the designer’s: a player who insists that everything must connect is led astray. “Tricky” generates such stages.'], false]
];

/** "Plays like Relentless, but one move in 20 is a random crossing." — the levels that slip, for a game whose moves are pieces. */
function slipping(piece) {
  return [
    {value: 'strong', label: 'Strong — slips 1 move in 20', help: `Plays like Relentless, but one move in 20 is a random ${piece}.`},
    {value: 'casual', label: 'Casual — slips 1 move in 5', help: `Plays like Relentless, but one move in 5 is a random ${piece}.`},
    {value: 'beginner', label: 'Beginner — slips 2 moves in 5', help: `Plays like Relentless, but two moves in 5 are random ${piece}s.`},
  ];
}

/** The computer's levels on the Bridg-It page, in the words of docs/defence.md. */
export const BRIDGIT_LEVELS = [
  {value: 'relentless', label: 'Relentless — never errs',
    help: 'Wins whenever it can. When it has lost in theory it still blocks every threat, sees forced wins a few moves ahead and steers to positions where your winning moves are few and hard to see.'},
  ...slipping('crossing'),
  {value: 'greedy', label: 'Greedy — extends its shortest route', help: 'Builds along its shortest route and blocks yours; never looks ahead.'},
  {value: 'random', label: 'Random — any free crossing', help: 'Any free crossing, at random.'},
];

/** The computer's levels on the switching page. */
export const SWITCHING_LEVELS = [
  {value: 'relentless', label: 'Relentless — never errs', help: 'Wins whenever it can; in a lost game it blocks every threat and makes your winning moves few and hard to see.'},
  ...slipping('edge'),
];

// ---------- why a move wins or loses ----------

const SIDE_NAME = {red: 'Red', blue: 'Blue', short: 'Short', cut: 'Cut'};

/** What a screen reader hears for a Bridg-It crossing at "r,c": who holds it, or ✓/✗ and the reason. */
export function crossingLabel(at, side, mark, toMove) {
  const where = `crossing ${at}`;
  if (side) return `${where}: ${SIDE_NAME[side]}'s bridge`;
  if (mark === 'win') return `${where}: free, ✓ wins for ${SIDE_NAME[toMove]} — two trees without a common crossing remain, whatever the reply`;
  if (mark === 'lose') return `${where}: free, ✗ loses for ${SIDE_NAME[toMove]} — the opponent then has a winning reply`;
  return `${where}: free`;
}

/** What a screen reader hears for a switching-game edge: its state and, on the player's turn (wins not null), ✓/✗ with the reason. */
export function edgeLabel(base, state, wins, toMove) {
  if (state !== 'free') return `${base}, ${state === 'claimed' ? 'claimed by Short' : 'deleted by Cut'}`;
  if (wins === null) return `${base}, free`;
  return wins ? `${base}, free, ✓ wins for ${SIDE_NAME[toMove]} against any defence`
    : `${base}, free, ✗ loses for ${SIDE_NAME[toMove]}: the opponent then has a winning reply`;
}

/** Why a Bridg-It ✗ loses: the reply that beats it (ref: the server's refutation of move). */
export function refutationSentence(move, ref) {
  const others = ref.replies - 1;
  return ` ✗ ${move.join(',')} loses: ${SIDE_NAME[ref.side]} answers `
    + `${ref.reply.join(',')}${others > 0 ? ` (or ${plural(others, 'other winning reply', 'other winning replies')})` : ''}`
    + `, and then ${SIDE_NAME[ref.side]} has two separate trees of possible bridges joining its goal lines, so one cut never stops it.`;
}

/** The opponent (foe, a side) can win at once at cells ([r, c] crossings): block it. */
export function crossingThreatSentence(foe, cells) {
  return ` ${SIDE_NAME[foe]} threatens to finish at ${cells.map(x => x.join(',')).join(' and ')}`
    + (cells.length === 1 ? ': block it.' : ': one move cannot block them all.');
}

/** The opponent (foe) can win at once by taking one of edges: take it first. */
export function edgeThreatSentence(foe, edges) {
  return ` ${SIDE_NAME[foe]} threatens to win at once by ${foe === 'short' ? 'claiming' : 'deleting'} `
    + `edge ${edges.join(' or ')}${edges.length === 1 ? ': take it first.' : ': one move cannot stop them all.'}`;
}

/**
 * The status while the computer (playing mover, a side's name) is to move: it is thinking from the
 * moment the position is known, also in the short pause before it is asked.
 */
export function computerThinking(mover) {
  return `${mover} to move: the computer is thinking…`;
}

/** The person plays a lost game against the computer (winner, a side): Bridg-It's words. */
export function lostGameSentence(winner) {
  return ` You are fighting a lost game: ${SIDE_NAME[winner]} can win whatever you do, `
    + 'but only by finding the right replies — make them hard to find.';
}

/** The theory behind a best-resistance hint, under its "Why?". */
export const BEST_RESISTANCE_THEORY = 'In theory: whatever you play, your opponent is left with two trees of possible bridges '
  + 'that share no crossing (Lehman’s criterion), so with perfect play it wins. The best resistance (docs/defence.md) is '
  + 'the move after which your opponent needs the most moves to win, counted exactly by minimax where the board is small '
  + 'enough (else the most bridges it still needs), and among those the one that leaves it the fewest winning answers.';

/** The same on the switching page. */
export function bestPlaySentence(winner) {
  return ` ${SIDE_NAME[winner]} wins with best play, but only by finding the right replies — make them hard to find.`;
}

/** Lehman's three kinds of game, as the switching page's analysis names them. */
export const GAME_TYPES = {
  short: 'a Short game — Short wins moving first or second',
  cut: 'a Cut game — Cut wins moving first or second',
  first: 'a neutral game — whoever moves first wins',
};

// ---------- why a finished game was won ----------

/**
 * history[i] is the server's analysis of the position after i moves ({over, toMove, winner}),
 * or null if it was never fetched; winner is the side that won; names maps side ids to words;
 * moveName(i) describes move i+1. Returns one sentence.
 */
export function verdictSentence(history, winner, names, moveName, neverWinning) {
  const loser = Object.keys(names).find(k => k !== winner);
  const last = history.length - 1;
  let mistake = -1;
  for (let i = last - 1; i >= 0; i--) {
    const a = history[i];
    if (!a) return '';
    if (!a.over && a.winner === loser) {
      mistake = i;
      break;
    }
  }
  if (mistake < 0) {
    return neverWinning || `${names[loser]} never had a winning move: ${names[winner]} could force the win from the start.`;
  }
  const who = history[mistake].toMove === loser ? names[loser] : names[winner];
  return `${names[loser]} could still have won before move ${mistake + 1}; after move ${mistake + 1} (${who}: ${moveName(mistake)}) `
    + `no winning move remained for ${names[loser]}.`;
}

// ---------- the switching game's terminals ----------

/** A vertex by its name, quoted: a graph may call its vertices "s" and "t", and the roles s and t must not be mistaken for them. */
const vertex = name => `vertex “${name}”`;

/** Which vertices the terminals are: "s is vertex “a”, t is vertex “b”." (a terminal not chosen yet: "not chosen"). */
export function terminalsSentence(s, t) {
  const which = name => (name === null || name === undefined ? 'not chosen yet' : vertex(name));
  return `s is ${which(s)}, t is ${which(t)}.`;
}

/**
 * What picking vertex name as terminal role ('s' or 't') did, for terminals {s, t} before the
 * pick: nothing (it was role already), a swap (it was the other terminal), or null (a plain
 * choice, which the terminals sentence says).
 */
export function terminalPickNote(role, name, before) {
  const other = role === 's' ? 't' : 's';
  if (name === before[role]) return `${capitalise(vertex(name))} is ${role} already: nothing changed.`;
  if (name === before[other]) return `${capitalise(vertex(name))} was ${other}, so s and t changed places.`;
  return null;
}

/**
 * The graph's note, which the server wrote for the graph's own terminals: said as it is while the
 * terminals are those (in either order: the game does not tell s from t), else said to be about them.
 */
export function graphNote(description, own, chosen) {
  const same = (own.s === chosen.s && own.t === chosen.t) || (own.s === chosen.t && own.t === chosen.s);
  if (same || own.s === null || own.t === null) return description;
  return `With the graph’s own terminals (${terminalsSentence(own.s, own.t).slice(0, -1)}): ${description}`;
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
