// The Bridg-It page: play Gale's game against the computer or a friend, with ✓/✗ on every free
// crossing, Lehman's two trees on hover, and the board facts for the current size.
import {api} from '../api.js';
import {h, s, segmented, field, toggle, toast, explainer, plural, icon} from '../dom.js';
import {BoardView, crossingKey, crossingsOf} from './board-view.js';
import {verdictSentence} from '../story.js';
import {FingerZoom} from '../zoom.js';
import {GameRecord, bindUndoKeys} from '../game-record.js';
import {bridgitRecord, gameOf, loadFromAddress, openElsewhere, readRecord, recordCard, toFragment} from '../records.js';

const NAME = {red: 'Red', blue: 'Blue'};
const OTHER = {red: 'blue', blue: 'red'};
const LEVELS = [
  {value: 'relentless', label: 'Relentless — never errs',
    help: 'Wins whenever it can. When it has lost in theory it still blocks every threat, sees forced wins a few moves ahead and steers to positions where your winning moves are few and hard to see.'},
  {value: 'strong', label: 'Strong — slips 1 move in 20', help: 'Plays like Relentless, but one move in 20 is a random crossing.'},
  {value: 'casual', label: 'Casual — slips 1 move in 5', help: 'Plays like Relentless, but one move in 5 is a random crossing.'},
  {value: 'beginner', label: 'Beginner — slips 2 moves in 5', help: 'Plays like Relentless, but two moves in 5 are random crossings.'},
  {value: 'greedy', label: 'Greedy — extends its shortest route', help: 'Builds along its shortest route and blocks yours; never looks ahead.'},
  {value: 'random', label: 'Random — any free crossing', help: 'Any free crossing, at random.'},
];
const MAX_LIMITED_N = 8;
/** Above this size both trees whole are a mesh: the page starts with the part near the crossing. */
const WHOLE_TREES_UP_TO = 8;
const TREE_VIEWS = [{value: 'near', label: 'Near it'}, {value: 'tree1', label: 'Solid'}, {value: 'tree2', label: 'Dotted'}, {value: 'both', label: 'Both whole'}];

function mount(section) {
  const rec = new GameRecord(moves => api(endpoint('analyze'), body(moves)));
  const st = {
    n: 5, human: 'red', first: 'red', opponent: 'computer', level: 'relentless', refuteTrees: false,
    limited: false, bridges: 10, hints: true, trees: new Map(), treeView: 'both',
    focus: null, hover: null, preview: null, goalCol: null, pickup: null, showCursor: false,
    busy: false, generation: 0, tables: new Map(), lastReason: null,
  };

  // ---------- layout ----------
  const title = h('h2', {class: 'board-card__title'});
  const status = h('p', {class: 'status', 'aria-live': 'polite'});
  const banner = h('div', {class: 'banner', hidden: true, role: 'status'});
  const svg = s('svg', {class: 'board', role: 'application', tabindex: '0',
    'aria-label': 'Bridg-It board. Arrow keys move between crossings, Enter builds your bridge there.'});
  const frame = h('div', {class: 'board-frame board-frame--square'}, svg);
  const zoom = new FingerZoom(frame, svg);
  const view = new BoardView(svg, () => handlers, zoom);
  // The keyboard cursor's crossing, read out: a board drawn in SVG says nothing by itself as the cursor moves.
  const announcer = h('p', {class: 'sr-only', 'aria-live': 'polite'});
  const legend = h('ul', {class: 'legend'},
    h('li', {}, dotSwatch('red'), 'Red joins left to right'),
    h('li', {}, dotSwatch('blue'), 'Blue joins top to bottom'),
    h('li', {}, h('span', {class: 'legend__mark legend__mark--win'}, '✓'), 'wins against any defence'),
    h('li', {}, h('span', {class: 'legend__mark legend__mark--lose'}, '✗'), 'loses'),
    h('li', {}, treeSwatch(), 'hover or tap a ✓: the two trees that remain; a ✗: the reply that beats it'));
  // A tap only previews a crossing (its ✓/✗ and trees); this bar builds it, under the thumb.
  const confirmBtn = h('button', {class: 'btn btn--primary btn--confirm', type: 'button', onclick: () => confirmPreview()});
  const cancelBtn = h('button', {class: 'btn', type: 'button', onclick: () => { st.preview = null; render(); }}, 'Cancel');
  const previewNote = h('span', {class: 'preview-note'});
  const confirmBar = h('div', {class: 'confirm-bar', hidden: true, role: 'group', 'aria-label': 'Selected crossing'}, previewNote, confirmBtn, cancelBtn);
  const boardCard = h('div', {class: 'card board-card'}, title, frame, announcer,
    // Status and banner under the board: what they say changes length, and the board must not move.
    status, banner);

  // Game settings
  const sizeInput = h('input', {type: 'number', id: 'bi-size', class: 'input input--num', min: 1, max: 30, value: st.n, 'aria-label': 'Board size n'});
  const sizeMinus = h('button', {class: 'btn btn--small', type: 'button', 'aria-label': 'Smaller board', onclick: () => setSize(st.n - 1)}, '−');
  const sizePlus = h('button', {class: 'btn btn--small', type: 'button', 'aria-label': 'Larger board', onclick: () => setSize(st.n + 1)}, '+');
  sizeInput.addEventListener('change', () => setSize(Number(sizeInput.value)));
  const sizeLabel = h('span', {class: 'muted small'});
  const humanCtl = segmented('bi-human', 'You play', [{value: 'red', label: 'Red'}, {value: 'blue', label: 'Blue'}], st.human,
    v => { st.human = v; newGame(); });
  const firstCtl = segmented('bi-first', 'Who moves first', [{value: 'red', label: 'Red'}, {value: 'blue', label: 'Blue'}], st.first,
    v => { st.first = v; newGame(); });
  const opponentCtl = segmented('bi-opponent', 'Opponent', [{value: 'computer', label: 'Computer'}, {value: 'human', label: 'A friend'}],
    st.opponent, v => {
      st.opponent = v;
      levelField.hidden = v !== 'computer';
      humanField.hidden = v !== 'computer';
      newGame();
    });
  const levelSelect = h('select', {id: 'bi-level', class: 'input', 'aria-describedby': 'bi-level-help'},
    LEVELS.map(l => h('option', {value: l.value}, l.label)));
  const levelHelp = h('span', {id: 'bi-level-help', class: 'field__hint'}, LEVELS[0].help);
  levelSelect.addEventListener('change', () => {
    st.level = levelSelect.value;
    levelHelp.textContent = LEVELS.find(l => l.value === st.level).help;
    newGame();
  });
  const levelField = field('Computer level', h('div', {}, levelSelect, levelHelp));
  const humanField = field('You play', humanCtl.el);
  const limitedToggle = toggle('bi-limited', 'Limited bridges (the boxed game)', st.limited, v => { st.limited = v; newGame(); });
  const bridgesInput = h('input', {type: 'number', id: 'bi-bridges', class: 'input input--num', min: 1, max: 41, value: st.bridges, 'aria-label': 'Bridges per player'});
  bridgesInput.addEventListener('change', () => {
    const k = Number(bridgesInput.value);
    if (Number.isInteger(k) && k >= 1) { st.bridges = k; if (st.limited) newGame(); } else bridgesInput.value = st.bridges;
  });
  const limitedHint = h('span', {class: 'field__hint'});
  const newBtn = h('button', {class: 'btn btn--primary', type: 'button', onclick: () => newGame()}, 'New game');
  const undoBtn = h('button', {class: 'btn', type: 'button', onclick: () => undo(), 'aria-keyshortcuts': 'Control+Z'}, icon('undo'), ' Undo');
  const redoBtn = h('button', {class: 'btn', type: 'button', onclick: () => redo(), 'aria-keyshortcuts': 'Control+Y'}, icon('redo'), ' Redo');
  const controls = h('div', {class: 'board-controls'}, confirmBar, h('div', {class: 'row row--wrap board-controls__game'}, undoBtn, redoBtn, newBtn, zoom.button));
  boardCard.append(controls, legend);
  const hintsToggle = toggle('bi-hints', 'Show ✓/✗ on my turn', st.hints, v => { st.hints = v; render(); });
  const treeViewCtl = segmented('bi-treeview', 'Trees shown on a ✓', TREE_VIEWS, st.treeView, v => { st.treeView = v; render(); });
  const refuteToggle = toggle('bi-refute-trees', 'On a ✗, also draw the opponent’s two trees after its reply', st.refuteTrees,
    v => { st.refuteTrees = v; render(); });
  const gameCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Game'),
    field('Board size n', h('div', {class: 'row row--tight'}, sizeMinus, sizeInput, sizePlus, sizeLabel)),
    humanField, field('First move', firstCtl.el), field('Opponent', opponentCtl.el), levelField,
    hintsToggle.el, refuteToggle.el,
    field('Trees shown on a ✓', treeViewCtl.el),
    h('div', {class: 'limited'}, limitedToggle.el, h('div', {class: 'row row--tight'}, h('label', {for: 'bi-bridges', class: 'small'}, 'Bridges each'), bridgesInput), limitedHint));

  const moveList = h('ol', {class: 'moves'});
  const startBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => goTo(0)}, '⇤ Start');
  const latestBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => goTo(rec.line().length)}, 'Latest ⇥');
  const movesCard = h('div', {class: 'card panel-card'}, h('h3', {}, 'Moves'),
    h('p', {class: 'muted small moves__help'}, 'Click a move to see the board after it, with its ✓/✗; a move made from there replaces the rest.'),
    moveList, h('div', {class: 'row'}, startBtn, latestBtn));
  const record = recordCard('bi-record', () => currentRecord(), text => importRecord(text));
  const findings = h('div', {class: 'findings'});
  const findingsCard = h('div', {class: 'card panel-card'}, h('h3', {}, 'Findings for this board'), findings);

  const intro = h('div', {class: 'page-intro'},
    h('h1', {}, 'Bridg-It'),
    h('p', {class: 'lede'}, 'David Gale’s game of bridges (1958). ',
      h('strong', {class: 'who-red'}, 'Red'), ' bridges neighbouring red dots to join the left edge to the right; ',
      h('strong', {class: 'who-blue'}, 'Blue'), ' joins top to bottom. Bridges cannot cross, so every crossing belongs to whoever takes it first. '
      + 'The computer knows, for every crossing, whether it wins — and can show you why.'));

  const explainers = h('div', {class: 'explainers'},
    explainer('How to play', [
      'On your turn click a crossing (the gap between four dots): your bridge is built there, and your opponent can never use that crossing. On a touch screen the first tap only selects the crossing and shows its ✓/✗ and trees; tap it again, or press Build, to play it. Red wins with a chain of red bridges from the left column to the right one, Blue with a chain from top to bottom. Someone always wins: a blocked chain for one side is a chain for the other.',
      'With hints on, every free crossing shows ✓ if building there wins against any defence, ✗ if it does not. Hover over a ✓ (or move the keyboard cursor onto it) to see the two trees that remain after that move: one drawn solid, one dotted gold.',
      'Keyboard: Tab to the board, arrow keys to move, Enter to build. Ctrl+Z and Ctrl+Y undo and redo.'], true),
    explainer('Why ✓ means a certain win', [
      'Look only at Red’s dots, and merge the left column into one point s and the right column into one point t. Each crossing is a possible red bridge: an edge of Red’s graph. Red building a bridge <em>claims</em> that edge; Blue taking the crossing <em>deletes</em> it. That is Shannon’s switching game.',
      'Lehman’s theorem (1964): the player about to be attacked is safe exactly when some set of their dots, including both goal lines, is spanned by two trees that share no crossing. Whenever the opponent cuts one tree, a bridge of the other tree mends it — and then both trees are whole again. The ✓ marks are the crossings after which two such trees exist; the server finds them with a pebble game, not by searching.'], true),
    explainer('Why the first player always wins', [
      'On the n × (n+1) board Red’s graph has V = n(n−1)+2 points and E = n²+(n−1)² possible bridges — exactly one fewer than the 2(V−1) edges two spanning trees need. So the player who moves second can never hold two trees. One bridge, any bridge, contracts a point and an edge away, and then the edges split into two spanning trees exactly: every first move wins.',
      'The Findings panel shows these numbers for the board you are playing, computed by the server just now.'], false),
    explainer('The limited-bridges game', [
      'The boxed game (Hasbro, 1960) gives each player only a few bridges. When both have placed them all and nobody has won, a turn moves one of your bridges to a free crossing. Here a game is drawn when the same position occurs a third time or after 200 moves of moving. Lehman’s theorem is about the unlimited game, so there are no ✓/✗ here; the computer searches ahead instead.'], false));

  // The board first (top left, or first of all on a phone); the page's introduction heads the side column.
  const layout = h('div', {class: 'layout'},
    h('div', {class: 'layout__main'}, boardCard),
    h('aside', {class: 'layout__side', 'aria-label': 'Bridg-It controls'}, intro, gameCard, movesCard, record.el, findingsCard));
  section.append(layout, explainers);

  const handlers = {
    onClick: (r, c, touch) => (touch ? tapCrossing(r, c) : clickCrossing(r, c)),
    onHover: (r, c) => { st.hover = crossingKey(r, c); st.showCursor = false; showTreesFor(r, c); },
    onLeave: () => { st.hover = null; render(); },
  };

  // ---------- rules bookkeeping (who owns what; the server checks every move) ----------
  function sideOfMove(i) {
    return i % 2 === 0 ? st.first : OTHER[st.first];
  }

  function owners(moves) {
    const own = new Map();
    moves.forEach((m, i) => {
      const side = sideOfMove(i);
      if (m.length === 4) own.delete(crossingKey(m[0], m[1]));
      own.set(crossingKey(m[m.length - 2], m[m.length - 1]), side);
    });
    return own;
  }

  function settingsKey() {
    return `${st.n}|${st.first}|${st.limited ? st.bridges : '-'}`;
  }

  function endpoint(name) {
    return st.limited ? `/api/bridgit/limited/${name}` : `/api/bridgit/${name}`;
  }

  function body(moves = rec.moves) {
    const b = {n: st.n, first: st.first, moves};
    if (st.limited) b.bridges = st.bridges;
    return b;
  }

  // ---------- game flow ----------
  function setSize(n) {
    if (!Number.isInteger(n) || n < 1 || n > 30) {
      sizeInput.value = st.n;
      toast('The board size n runs from 1 to 30.');
      return;
    }
    st.n = n;
    sizeInput.value = n;
    st.treeView = n > WHOLE_TREES_UP_TO ? 'near' : 'both';
    treeViewCtl.value = st.treeView;
    st.bridges = defaultBridges(n);
    bridgesInput.value = st.bridges;
    bridgesInput.max = n * n + (n - 1) * (n - 1);
    newGame();
  }

  /** The boxed game gives 10 bridges on the 5 × 6 board (41 crossings); other boards get the same share. */
  function defaultBridges(n) {
    return Math.max(1, Math.round(10 * (n * n + (n - 1) * (n - 1)) / 41));
  }

  /** A new game — or, given moves, the recorded game with those moves, shown after the first at of them. */
  function newGame(moves = null, at = null) {
    if (st.limited && st.n > MAX_LIMITED_N) {
      st.limited = false;
      limitedToggle.input.checked = false;
      toast(`The limited-bridges game is offered up to n = ${MAX_LIMITED_N}.`);
    }
    st.generation++;
    rec.reset(settingsKey());
    if (moves) {
      rec.load(settingsKey(), moves);
      if (at !== null) rec.goTo(at);
    }
    st.trees.clear();
    st.pickup = null;
    st.preview = null;
    st.busy = false;
    st.lastReason = null;
    st.focus = null;
    st.goalCol = null;
    refresh();
    loadFindings();
  }

  async function refresh() {
    const gen = st.generation;
    render();
    try {
      await rec.analyse();
    } catch (e) {
      toast(e.message);
      return;
    }
    if (gen !== st.generation) return;
    render();
    maybeComputer();
  }

  function computerToMove(a) {
    return a && !a.over && st.opponent === 'computer' && a.toMove !== st.human;
  }

  function maybeComputer() {
    const a = rec.current();
    if (!computerToMove(a) || rec.canRedo()) return;
    const gen = st.generation;
    st.busy = true;
    render();
    setTimeout(async () => {
      if (gen !== st.generation) return;
      try {
        const req = body();
        if (!st.limited) req.level = st.level;
        const m = await api(endpoint('move'), req);
        if (gen !== st.generation) return;
        st.busy = false;
        st.lastReason = m.reason;
        commit(m.move);
      } catch (e) {
        st.busy = false;
        toast(e.message);
        render();
      }
    }, 320);
  }

  function commit(move) {
    rec.play(move);
    st.pickup = null;
    st.preview = null;
    st.generation++;
    refresh();
  }

  function humanTurn(a) {
    return a && !a.over && !st.busy && (st.opponent === 'human' || a.toMove === st.human);
  }

  function clickCrossing(r, c) {
    const a = rec.current();
    if (!humanTurn(a)) return;
    const k = crossingKey(r, c);
    const own = owners(rec.moves);
    if (st.limited && !a.placing) {
      // Moving phase: pick up one of your bridges, then put it on a free crossing.
      if (own.get(k) === a.toMove) {
        st.pickup = st.pickup === k ? null : k;
        render();
      } else if (!own.has(k) && st.pickup) {
        const [fr, fc] = st.pickup.split(',').map(Number);
        st.lastReason = null;
        commit([fr, fc, r, c]);
      } else if (!own.has(k)) {
        toast('First pick up one of your own bridges, then choose a free crossing for it.');
      }
      return;
    }
    if (own.has(k)) return;
    st.lastReason = null;
    commit([r, c]);
  }

  /** A tap selects a free crossing (its ✓/✗ and trees are shown); tapping it again, or the bar's button, builds it. */
  function tapCrossing(r, c) {
    const a = rec.current();
    if (!humanTurn(a)) return;
    const k = crossingKey(r, c);
    if (st.limited && !a.placing) { clickCrossing(r, c); return; }
    if (owners(rec.moves).has(k)) return;
    if (st.preview === k) { clickCrossing(r, c); return; }
    st.preview = k;
    st.focus = k;
    showTreesFor(r, c);
  }

  function confirmPreview() {
    if (!st.preview) return;
    const [r, c] = st.preview.split(',').map(Number);
    clickCrossing(r, c);
  }

  /** Shows the position after the first k moves of the game (the move list's steps). */
  function goTo(k) {
    if (st.busy) return;
    rec.goTo(k);
    st.preview = null;
    st.pickup = null;
    st.lastReason = null;
    st.generation++;
    refresh();
  }

  function currentRecord() {
    return bridgitRecord({n: st.n, first: st.first, bridges: st.limited ? st.bridges : null, moves: rec.line()});
  }

  /** Reads a record (the server checks every move) and shows its game at move at (its end when null). */
  async function importRecord(text, at = null) {
    const game = gameOf(text);
    if (game && game !== 'bridgit') {
      if (openElsewhere(game, text)) return;
    }
    const g = await readRecord(text);
    st.n = g.n;
    sizeInput.value = g.n;
    bridgesInput.max = g.n * g.n + (g.n - 1) * (g.n - 1);
    st.first = g.first;
    firstCtl.value = g.first;
    st.limited = g.bridges !== null;
    limitedToggle.input.checked = st.limited;
    if (st.limited) { st.bridges = g.bridges; bridgesInput.value = g.bridges; }
    st.treeView = g.n > WHOLE_TREES_UP_TO ? 'near' : 'both';
    treeViewCtl.value = st.treeView;
    newGame(g.moves, at);
  }

  function undo() {
    if (st.busy || !rec.canUndo()) return;
    rec.undo(st.opponent === 'computer' ? st.human : null);
    st.pickup = null;
    st.preview = null;
    st.lastReason = null;
    st.generation++;
    refresh();
  }

  function redo() {
    if (st.busy || !rec.canRedo()) return;
    rec.redo(st.opponent === 'computer' ? st.human : null);
    st.preview = null;
    st.generation++;
    refresh();
  }

  // ---------- trees on hover / focus ----------
  async function showTreesFor(r, c) {
    render();
    const a = rec.current();
    if (!marksVisible(a) || owners(rec.moves).has(crossingKey(r, c))) return;
    const k = `${rec.key()}#${r},${c}`;
    if (!st.trees.has(k)) {
      try {
        st.trees.set(k, await api('/api/bridgit/trees', {...body(), move: [r, c]}));
      } catch (e) {
        toast(e.message);
        return;
      }
    }
    render();
  }

  function hovered(a) {
    const at = st.hover || st.preview || (st.showCursor ? st.focus : null);
    if (!at || !marksVisible(a)) return null;
    return st.trees.get(`${rec.key()}#${at}`) || null;
  }

  function activeTrees(a) {
    const t = hovered(a);
    if (t && t.winning) return t;
    // A ✗: the opponent's winning reply, drawn in its colour; its two trees only on request.
    if (t && t.refutation) {
      const ref = t.refutation;
      return {side: ref.side, move: ref.reply, trees: st.refuteTrees ? ref.trees : [], refutes: t.move};
    }
    return null;
  }

  /** ✓/✗ on the player's turn — and, looking back through the game, for whoever was to move there. */
  function marksVisible(a) {
    return !!a && !st.limited && st.hints && (humanTurn(a) || (rec.canRedo() && !a.over));
  }

  // ---------- drawing ----------
  function render() {
    const a = rec.current();
    const own = owners(rec.moves);
    const lastMove = rec.moves[rec.moves.length - 1];
    const last = lastMove ? crossingKey(lastMove[lastMove.length - 2], lastMove[lastMove.length - 1]) : null;
    let marks = null;
    if (marksVisible(a)) {
      const wins = new Set(a.winningMoves.map(([r, c]) => crossingKey(r, c)));
      marks = new Map(crossingsOf(st.n).map(([r, c]) => crossingKey(r, c)).filter(k => !own.has(k))
        .map(k => [k, wins.has(k) ? 'win' : 'lose']));
    }
    const playable = humanTurn(a) && !(st.limited && !a.placing && !st.pickup);
    view.update({
      n: st.n, owner: own, toMove: a ? a.toMove : st.first, last,
      chain: new Set(a && a.over ? a.winningChain.map(([r, c]) => crossingKey(r, c)) : []),
      marks, focus: st.focus, hover: playable ? st.hover : null, preview: playable ? st.preview : null, showCursor: st.showCursor,
      playable, movable: st.limited && a && !a.placing && humanTurn(a),
      trees: activeTrees(a), treeView: st.treeView, pickup: st.pickup,
    });
    svg.classList.toggle('is-over', !!(a && a.over));
    title.textContent = `${st.n} × ${st.n + 1} board` + (st.limited ? ` · ${st.bridges} bridges each` : '');
    sizeLabel.textContent = `${st.n} × ${st.n + 1} red dots`;
    undoBtn.disabled = !rec.canUndo() || st.busy;
    redoBtn.disabled = !rec.canRedo() || st.busy;
    limitedHint.textContent = st.n > MAX_LIMITED_N ? `Offered up to n = ${MAX_LIMITED_N}.` : '';
    limitedToggle.input.disabled = st.n > MAX_LIMITED_N;
    // Above the limit there is no limited game, so no bridge count to edit either.
    bridgesInput.disabled = st.n > MAX_LIMITED_N;
    // A verdict that arrives after the cursor moved is read out too (the same text again is not).
    if (st.showCursor && st.focus && announcer.textContent !== view.labelOf(st.focus)) announcer.textContent = view.labelOf(st.focus);
    renderStatus(a);
    renderPreview(a, marks);
    renderMoves();
  }

  function renderPreview(a, marks) {
    const k = st.preview;
    confirmBar.hidden = !k || !humanTurn(a);
    if (confirmBar.hidden) return;
    const mark = marks ? marks.get(k) : null;
    previewNote.textContent = mark === 'win' ? `✓ ${k} wins against any defence.` : mark === 'lose' ? `✗ ${k} loses against best play.` : `Crossing ${k}.`;
    previewNote.className = `preview-note${mark ? ` preview-note--${mark}` : ''}`;
    confirmBtn.textContent = `Build at ${k}`;
  }

  function renderStatus(a) {
    banner.hidden = true;
    banner.className = 'banner';
    status.replaceChildren();
    if (!a) {
      status.textContent = 'Analysing…';
      return;
    }
    if (a.over) {
      banner.hidden = false;
      const you = st.opponent === 'computer' ? (a.winner === st.human ? ' You win!' : a.winner ? ' You lose.' : '') : '';
      if (!a.winner) {
        banner.replaceChildren(h('strong', {}, 'Draw.'), ` ${capitalise(a.ending)}.`);
        return;
      }
      banner.classList.add(`banner--${a.winner}`);
      const why = st.limited ? `${NAME[a.winner]} completed a chain with limited bridges.` : verdictSentence(rec.history(), a.winner, NAME, moveName,
        `${NAME[OTHER[a.winner]]} never had a winning move: ${NAME[a.winner]} moved first, and on every n × (n+1) board the first player wins with perfect play.`);
      banner.replaceChildren(h('strong', {}, `${NAME[a.winner]} wins.${you}`), ' ', why);
      status.textContent = `The highlighted chain joins ${a.winner === 'red' ? 'left to right' : 'top to bottom'}.`;
      return;
    }
    const mover = NAME[a.toMove];
    if (st.busy) {
      status.textContent = `The computer (${mover}) is thinking…`;
      return;
    }
    let text;
    if (st.limited) {
      text = a.placing ? `${mover} to move: place a bridge (${a.inHand[a.toMove]} in hand; Red ${a.inHand.red}, Blue ${a.inHand.blue}).`
        : (st.pickup ? `${mover}: now choose a free crossing for the bridge at ${st.pickup}.`
          : `${mover} to move: all bridges are placed — pick up one of yours to move it (${a.movingPhaseMoves}/${a.moveCap} moves).`);
    } else {
      const verdict = a.winner === a.toMove ? `${mover} can force a win (${plural(a.winningMoves.length, 'winning crossing')}).`
        : `${mover} cannot force a win: every crossing loses against best play.`;
      const how = coarsePointer() ? 'tap a crossing, then Build' : 'click a crossing';
      text = humanTurn(a) ? `${st.opponent === 'computer' ? 'Your move' : `${mover} to move`}: ${how}.${st.hints ? ' ' + verdict : ''}`
        : rec.canRedo() ? `Looking back at move ${rec.moves.length} of ${rec.line().length}: Redo, or pick a later move in the list, to go on.`
          : `${mover} (computer) to move.`;
    }
    status.append(text);
    const t = hovered(a);
    if (t && t.refutation) {
      const ref = t.refutation;
      const others = ref.replies - 1;
      status.append(h('span', {class: 'status__refutation', role: 'note'}, ` ✗ ${t.move.join(',')} loses: ${NAME[ref.side]} answers `
        + `${ref.reply.join(',')}${others > 0 ? ` (or ${others} other winning ${others === 1 ? 'reply' : 'replies'})` : ''}`
        + `, and then ${NAME[ref.side]} has two separate trees of possible bridges joining its goal lines, so one cut never stops it.`));
    }
    const opp = humanTurn(a) && st.opponent === 'computer' && a.threats ? a.threats[OTHER[a.toMove]] : [];
    if (opp && opp.length) {
      status.append(h('span', {class: 'status__threat'}, ` ${NAME[OTHER[a.toMove]]} threatens to finish at ${opp.map(x => x.join(',')).join(' and ')}`
        + (opp.length === 1 ? ': block it.' : ': one move cannot block them all.')));
    } else if (humanTurn(a) && st.opponent === 'computer' && a.winner !== a.toMove && st.hints) {
      status.append(h('span', {class: 'status__threat'}, ` You are fighting a lost game: ${NAME[OTHER[a.toMove]]} can win whatever you do, `
        + 'but only by finding the right replies — make them hard to find.'));
    }
    if (st.lastReason) status.append(h('span', {class: 'status__reason'}, ` Computer: ${st.lastReason}.`));
  }

  function moveName(i, line = rec.moves) {
    const m = line[i];
    return m.length === 4 ? `${m[0]},${m[1]} → ${m[2]},${m[3]}` : `${m[0]},${m[1]}`;
  }

  /** The whole game, the move on show highlighted and later ones (to step forward to) faint; each move a button. */
  function renderMoves() {
    const line = rec.line();
    const shown = rec.moves.length;
    // Rebuilt only when it changed: a render between a button's press and its click (a blur on the
    // board re-renders) would otherwise swap the button out from under the pointer and lose the click.
    const known = line.map((_, i) => (rec.analyses.has(rec.key(line.slice(0, i))) ? 1 : 0)).join('');
    const signature = `${rec.context}|${JSON.stringify(line)}|${shown}|${known}|${st.busy}`;
    record.refresh();
    toFragment('bridgit', currentRecord(), rec.canRedo() ? shown : null);
    if (signature === renderMoves.signature) return;
    renderMoves.signature = signature;
    moveList.replaceChildren();
    line.forEach((m, i) => {
      const side = sideOfMove(i);
      const verdict = moveVerdict(rec.analyses.get(rec.key(line.slice(0, i))), m);
      const cls = `moves__item moves__item--${side}` + (i === shown - 1 ? ' is-last' : '') + (i >= shown ? ' is-future' : '');
      moveList.append(h('li', {class: cls},
        h('button', {type: 'button', class: 'moves__step', 'aria-current': i === shown - 1 ? 'step' : null, onclick: () => goTo(i + 1),
          'aria-label': `Move ${i + 1}: ${NAME[side]} ${m.length === 4 ? 'moves' : 'bridges'} ${moveName(i, line)}`
            + (verdict ? `, ${verdict === '✓' ? 'a winning move' : 'a losing move'}` : '') + '. Show the board after it.'},
        verdict ? h('span', {class: `moves__verdict moves__verdict--${verdict === '✓' ? 'win' : 'lose'}`, 'aria-hidden': 'true'}, verdict) : null,
        h('span', {class: 'moves__who'}, NAME[side]), ` ${m.length === 4 ? 'moves' : 'bridges'} ${moveName(i, line)}`)));
    });
    if (line.length === 0) moveList.append(h('li', {class: 'moves__empty'}, 'No moves yet.'));
    startBtn.disabled = shown === 0 || st.busy;
    latestBtn.disabled = shown === line.length || st.busy;
    const current = moveList.querySelector('.is-last');
    if (current && !rec.canRedo()) moveList.scrollTop = moveList.scrollHeight;
    else if (current) current.scrollIntoView({block: 'nearest'});
  }

  /** ✓ when the move was one of the winning crossings of the position it was played in, ✗ when not (plain game only). */
  function moveVerdict(before, m) {
    if (st.limited || !before || before.over || m.length !== 2) return '';
    return before.winningMoves.some(([r, c]) => r === m[0] && c === m[1]) ? '✓' : '✗';
  }

  async function loadFindings() {
    const n = st.n;
    if (!st.tables.has(n)) {
      findings.replaceChildren(h('p', {class: 'muted small'}, 'Computing the board table…'));
      try {
        st.tables.set(n, await api(`/api/bridgit/table?n=${n}`));
      } catch (e) {
        findings.replaceChildren(h('p', {class: 'muted small'}, e.message));
        return;
      }
    }
    if (n !== st.n) return;
    const t = st.tables.get(n);
    const splits = t.splittingFirstMoves === null ? '—' : `${t.splittingFirstMoves} / ${t.firstMoves}`;
    findings.replaceChildren(
      h('table', {},
        h('caption', {class: 'sr-only'}, `Red's graph on the ${n} × ${n + 1} board`),
        h('tbody', {},
          row('Points V (dots, goal lines merged)', t.vertices),
          row('Possible bridges E', t.edges),
          row('Two spanning trees need 2(V−1)', t.twoTreeEdges),
          row('Winning first moves', `${t.winningFirstMoves} / ${t.firstMoves}`),
          row('First moves that split the rest into two trees', splits))),
      h('p', {class: 'note'}, `E = ${t.edges} is one short of ${t.twoTreeEdges}: the second player never has two trees, so the first player wins.`
        + (t.splittingFirstMoves === null ? ' (The split count is computed up to n = 14.)' : '')));
  }

  function row(label, value) {
    return h('tr', {}, h('th', {scope: 'row'}, label), h('td', {}, String(value)));
  }

  // ---------- keyboard ----------
  svg.addEventListener('focus', () => {
    // A click focuses the board too; only keyboard focus shows the cursor.
    if (!svg.matches(':focus-visible')) return;
    if (!st.focus) st.focus = crossingKey(st.n, st.n);
    st.showCursor = true;
    const [r, c] = st.focus.split(',').map(Number);
    showTreesFor(r, c);
  });
  svg.addEventListener('blur', () => { st.showCursor = false; render(); });
  svg.addEventListener('keydown', ev => {
    const [r, c] = (st.focus || crossingKey(st.n, st.n)).split(',').map(Number);
    const max = 2 * st.n - 1;
    let next = null;
    if (ev.key === 'ArrowRight' && c + 2 <= max) { next = [r, c + 2]; st.goalCol = c + 2; }
    else if (ev.key === 'ArrowLeft' && c - 2 >= 1) { next = [r, c - 2]; st.goalCol = c - 2; }
    else if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
      const nr = r + (ev.key === 'ArrowDown' ? 1 : -1);
      const goal = st.goalCol ?? c;
      const options = [c - 1, c + 1].filter(x => nr >= 1 && nr <= max && x >= 1 && x <= max);
      if (options.length) next = [nr, options.sort((x, y) => Math.abs(x - goal) - Math.abs(y - goal) || y - x)[0]];
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      clickCrossing(r, c);
      ev.preventDefault();
      return;
    } else if (ev.key === 'Escape') {
      st.pickup = null;
      render();
      return;
    }
    if (ev.key.startsWith('Arrow')) ev.preventDefault();
    if (next) {
      st.focus = crossingKey(next[0], next[1]);
      st.showCursor = true;
      st.hover = null;
      showTreesFor(next[0], next[1]);
      announcer.textContent = view.labelOf(st.focus);
    }
  });
  bindUndoKeys(section, undo, redo);

  /** A record in the address (a shared link, or a reload) starts that game. */
  const startFromAddress = () => loadFromAddress('bridgit', importRecord);

  (async () => { if (!(await startFromAddress())) newGame(); })();
  return {
    onShow: () => { zoom.apply(); renderMoves(); },
    onAddress: () => startFromAddress(),
  };
}

function coarsePointer() {
  return window.matchMedia('(pointer: coarse)').matches;
}

function capitalise(text) {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

function dotSwatch(side) {
  return s('svg', {class: 'legend__swatch', viewBox: '0 0 40 14', 'aria-hidden': 'true'},
    s('line', {x1: 6, y1: 7, x2: 34, y2: 7, class: `swatch-bridge swatch-bridge--${side}`}),
    side === 'red' ? s('circle', {cx: 6, cy: 7, r: 4.5, class: 'dot dot--red'}) : s('rect', {x: 1.5, y: 2.5, width: 9, height: 9, class: 'dot dot--blue'}),
    side === 'red' ? s('circle', {cx: 34, cy: 7, r: 4.5, class: 'dot dot--red'}) : s('rect', {x: 29.5, y: 2.5, width: 9, height: 9, class: 'dot dot--blue'}));
}

function treeSwatch() {
  return s('svg', {class: 'legend__swatch', viewBox: '0 0 40 14', 'aria-hidden': 'true'},
    s('line', {x1: 2, y1: 4, x2: 38, y2: 4, class: 'tree tree--1'}),
    s('line', {x1: 2, y1: 11, x2: 38, y2: 11, class: 'tree tree--2'}));
}

export default {id: 'bridgit', title: 'Bridg-It', label: 'Bridg-It', mount};
