// The Bridg-It page: play Gale's game against the computer or a friend, with ✓/✗ on every free
// crossing, Lehman's two trees on hover, and the board facts for the current size. This is the
// controller: the settings and the position on show, the turn loop, drawing; layout.js builds the
// DOM and prose.js holds the words.
import {api} from '../api.js';
import {coarsePointer, h, toast, plural} from '../dom.js';
import {BoardView, crossingKey, crossingsOf, nextCrossing} from './board-view.js';
import {showFindings} from './findings.js';
import {bridgitLayout} from './layout.js';
import {BEST_RESISTANCE_THEORY, computerThinking, crossingThreatSentence, lostGameSentence, refutationSentence, verdictSentence} from '../prose.js';
import {GameRecord, bindUndoKeys, editsText} from '../game-record.js';
import {lastChanceNote, recordFileName, reviewVerdict, reviewedPrefix, stepTo, winnerSentence} from './review.js';
import {revealBanner, showPreview} from '../game-layout.js';
import {TurnLoop} from '../turn-loop.js';
import {whyDisclosure} from '../why.js';
import {bridgitRecord, gameOf, loadFromAddress, openElsewhere, readRecord, toFragment} from '../records.js';

const NAME = {red: 'Red', blue: 'Blue'};
const OTHER = {red: 'blue', blue: 'red'};
const MAX_LIMITED_N = 8;
/** Above this size both trees whole are a mesh: the page starts with the part near the crossing. */
const WHOLE_TREES_UP_TO = 8;

function mount(section) {
  const rec = new GameRecord(moves => api(endpoint('analyze'), body(moves)));
  // The settings, and what the pointer and keyboard are on; the game itself is in rec, its turns in loop.
  const st = {
    n: 5, human: 'red', first: 'red', opponent: 'computer', level: 'relentless', refuteTrees: false,
    limited: false, bridges: 10, hints: true, trees: new Map(), treeView: 'both',
    focus: null, hover: null, preview: null, goalCol: null, pickup: null, showCursor: false, tables: new Map(),
    // A loaded game judged at once (/api/bridgit/analyze-game), whether the game on show came from a
    // record or link (then its end names the winner, not "You win!"), the best-resistance hint
    // ({key, data}) and the computer's last reason with its technical form.
    review: null, fromRecord: false, hint: null, computerWhy: null,
  };
  const computerToMove = a => a && !a.over && st.opponent === 'computer' && a.toMove !== st.human;
  const loop = new TurnLoop(rec, {
    render: () => render(),
    showsErrors: true,
    computerToMove,
    askComputer: async () => {
      const req = body();
      if (!st.limited) req.level = st.level;
      const m = await api(endpoint('move'), req);
      st.computerWhy = {reason: m.reason, why: m.why};
      return m;
    },
    forget: () => { st.pickup = null; st.preview = null; st.hint = null; },
  });

  const ui = bridgitLayout(section, st, {
    size: n => setSize(n),
    human: v => { st.human = v; newGame(); },
    first: v => { st.first = v; newGame(); },
    opponent: v => { st.opponent = v; showFields(); newGame(); },
    level: v => { st.level = v; newGame(); },
    limited: v => { st.limited = v; showFields(); newGame(); },
    bridges: k => setBridges(k),
    hints: v => { st.hints = v; render(); },
    treeView: v => { st.treeView = v; render(); },
    refuteTrees: v => { st.refuteTrees = v; render(); },
    confirm: () => confirmPreview(),
    cancelPreview: () => { st.preview = null; render(); },
    undo: () => loop.undo(st.opponent === 'computer' ? st.human : null),
    redo: () => loop.redo(st.opponent === 'computer' ? st.human : null),
    newGame: () => newGame(),
    goTo: k => loop.goTo(k),
    record: () => currentRecord(),
    importRecord: text => importRecord(text),
    recordFile: () => recordFileName(st.n, rec.line().length),
  });
  const {svg} = ui;
  // One button, kept across renders (a status rebuilt under the pointer would lose its click).
  const hintButton = h('button', {class: 'btn btn--small', type: 'button', onclick: () => askBestResistance()}, 'Best resistance');
  showFields();
  const view = new BoardView(svg, () => handlers, ui.zoom);
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

  function showFields() {
    ui.showFields({computer: st.opponent === 'computer', limited: st.limited});
  }

  /** The crossings of the n × (n+1) board: the most bridges a side could ever place. */
  function crossingCount(n) {
    return n * n + (n - 1) * (n - 1);
  }

  /** A bridge count from the form: checked here, in words, before any game starts with it. */
  function setBridges(k) {
    const most = crossingCount(st.n);
    if (!Number.isInteger(k) || k < 1 || k > most) {
      ui.bridgesInput.value = st.bridges;
      ui.bridgesInput.setAttribute('aria-invalid', 'true');
      ui.limitedHint.textContent = `Each side has 1 to ${plural(most, 'bridge')} on the ${st.n} × ${st.n + 1} board (it has ${plural(most, 'crossing')}); still ${st.bridges}.`;
      ui.limitedHint.classList.add('field__hint--error');
      return;
    }
    ui.bridgesInput.removeAttribute('aria-invalid');
    ui.limitedHint.classList.remove('field__hint--error');
    ui.limitedHint.textContent = '';
    st.bridges = k;
    if (st.limited) newGame();
  }

  // ---------- game flow ----------
  function setSize(n) {
    if (!Number.isInteger(n) || n < 1 || n > 30) {
      ui.sizeInput.value = st.n;
      toast('The board size n runs from 1 to 30.');
      return;
    }
    showSize(n);
    st.bridges = defaultBridges(n);
    ui.bridgesInput.value = st.bridges;
    // A refused count belonged to the old board.
    ui.bridgesInput.removeAttribute('aria-invalid');
    ui.limitedHint.classList.remove('field__hint--error');
    newGame();
  }

  /** The size n in the settings and its controls; large boards start with the trees near the crossing. */
  function showSize(n) {
    st.n = n;
    ui.sizeInput.value = n;
    ui.bridgesInput.max = n * n + (n - 1) * (n - 1);
    st.treeView = n > WHOLE_TREES_UP_TO ? 'near' : 'both';
    ui.treeViewCtl.value = st.treeView;
  }

  /** The boxed game gives 10 bridges on the 5 × 6 board (41 crossings); other boards get the same share. */
  function defaultBridges(n) {
    return Math.max(1, Math.round(10 * (n * n + (n - 1) * (n - 1)) / 41));
  }

  /** A new game — or, given moves, the recorded game with those moves, shown after the first at of them. */
  function newGame(moves = null, at = null) {
    if (st.limited && st.n > MAX_LIMITED_N) {
      st.limited = false;
      ui.limitedToggle.input.checked = false;
      showFields();
      toast(`The limited-bridges game is offered up to n = ${MAX_LIMITED_N}.`);
    }
    st.trees.clear();
    st.focus = null;
    st.goalCol = null;
    st.review = null;
    st.fromRecord = false;
    st.hint = null;
    loop.start(settingsKey(), moves, at);
    showFindings(ui.findings, st.n, st.tables, () => st.n);
  }

  function humanTurn(a) {
    return a && !a.over && !loop.busy && (st.opponent === 'human' || a.toMove === st.human);
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
        loop.play([fr, fc, r, c]);
      } else if (!own.has(k)) {
        toast('First pick up one of your own bridges, then choose a free crossing for it.');
      }
      return;
    }
    if (own.has(k)) return;
    // From here on it is the person's own game: its end speaks to them again.
    st.fromRecord = false;
    loop.play([r, c]);
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

  function currentRecord() {
    return bridgitRecord({n: st.n, first: st.first, bridges: st.limited ? st.bridges : null, moves: rec.line()});
  }

  /** Reads a record (the server checks every move) and shows its game at move at (its end when null). */
  async function importRecord(text, at = null) {
    const game = gameOf(text);
    if (game && game !== 'bridgit' && openElsewhere(game, text)) return;
    const g = await readRecord(text);
    showSize(g.n);
    st.first = g.first;
    ui.firstCtl.value = g.first;
    st.limited = g.bridges !== null;
    ui.limitedToggle.input.checked = st.limited;
    showFields();
    if (st.limited) { st.bridges = g.bridges; ui.bridgesInput.value = g.bridges; }
    newGame(g.moves, at);
    st.fromRecord = true;
    reviewGame();
  }

  /** ✓/✗ on every move of a loaded game at once: the whole line judged in one request. */
  async function reviewGame() {
    const line = rec.line();
    const key = settingsKey();
    if (st.limited || line.length === 0) return;
    try {
      const review = await api('/api/bridgit/analyze-game', {n: st.n, first: st.first, moves: line});
      if (settingsKey() !== key) return;
      st.review = review;
      render();
    } catch (e) {
      toast(e.message);
    }
  }

  /** The best resistance for the side to move in a lost position: the move that holds the winner off longest (docs/defence.md) and why. */
  async function askBestResistance() {
    const key = rec.key();
    if (st.hint && st.hint.key === key) return;
    st.hint = {key, data: null};
    render();
    try {
      const data = await api('/api/bridgit/hint', body());
      if (!st.hint || st.hint.key !== key) return;
      st.hint = {key, data};
      st.focus = crossingKey(data.move[0], data.move[1]);
      st.showCursor = true;
      render();
    } catch (e) {
      st.hint = null;
      toast(e.message);
      render();
    }
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
    ui.title.textContent = `${st.n} × ${st.n + 1} board` + (st.limited ? ` · ${plural(st.bridges, 'bridge')} each` : '');
    ui.sizeLabel.textContent = `${st.n} × ${st.n + 1} red dots`;
    ui.buttons.undo.disabled = !rec.canUndo() || loop.busy;
    ui.buttons.redo.disabled = !rec.canRedo() || loop.busy;
    if (st.n > MAX_LIMITED_N) ui.limitedHint.textContent = `Offered up to n = ${MAX_LIMITED_N}.`;
    else if (!ui.limitedHint.classList.contains('field__hint--error')) ui.limitedHint.textContent = st.limited ? limitedFacts() : '';
    ui.limitedToggle.input.disabled = st.n > MAX_LIMITED_N;
    // Above the limit there is no limited game, so no bridge count to edit either.
    ui.bridgesInput.disabled = st.n > MAX_LIMITED_N;
    // A verdict that arrives after the cursor moved is read out too (the same text again is not).
    if (st.showCursor && st.focus && ui.announcer.textContent !== view.labelOf(st.focus)) ui.announcer.textContent = view.labelOf(st.focus);
    renderStatus(a);
    renderPreview(a, marks);
    renderMoves();
  }

  function renderPreview(a, marks) {
    const k = st.preview;
    ui.bar.el.hidden = !k || !humanTurn(a);
    if (!ui.bar.el.hidden) showPreview(ui.bar, marks ? marks.get(k) : null, k, `Build at ${k}`);
  }

  function renderStatus(a) {
    const {status, banner} = ui;
    banner.hidden = true;
    banner.className = 'banner';
    status.replaceChildren();
    if (!a) {
      status.textContent = loop.error ? `This position could not be analysed: ${loop.error}` : 'Analysing…';
      return;
    }
    if (a.over) {
      banner.hidden = false;
      revealBanner(banner, rec.key());
      const you = st.opponent === 'computer' ? (a.winner === st.human ? ' You win!' : a.winner ? ' You lose.' : '') : '';
      if (!a.winner) {
        banner.replaceChildren(h('strong', {}, 'Draw.'), ` ${capitalise(a.ending)}.`);
        return;
      }
      banner.classList.add(`banner--${a.winner}`);
      const why = st.limited ? `${NAME[a.winner]} completed a chain with limited bridges.` : verdictSentence(storyOf(), a.winner, NAME, moveName,
        `${NAME[OTHER[a.winner]]} never had a winning move: ${NAME[a.winner]} moved first, and on every n × (n+1) board the first player wins with perfect play.`);
      // A finished game opened from a record or a link is someone's game: say who won, not "You win!".
      const headline = st.fromRecord ? winnerSentence(a.winner, a.winningChain, NAME) : `${NAME[a.winner]} wins.${you}`;
      banner.replaceChildren(h('strong', {}, headline), ' ', why);
      status.textContent = `The highlighted chain joins ${a.winner === 'red' ? 'left to right' : 'top to bottom'}.`;
      return;
    }
    const mover = NAME[a.toMove];
    // The computer's turn, from the moment the position is known (not only once it is asked): its
    // side to move, and that it is thinking — never the person's instructions for that side.
    if (loop.busy || (!rec.canRedo() && computerToMove(a))) {
      status.textContent = computerThinking(mover);
      return;
    }
    let text;
    if (!humanTurn(a) && rec.canRedo()) {
      text = `Looking back at move ${rec.moves.length} of ${rec.line().length}: Redo, or pick a later move in the list, to go on.`;
    } else if (st.limited) {
      const who = st.opponent === 'computer' ? `Your move (${mover})` : `${mover} to move`;
      text = a.placing ? `${who}: place a bridge (${a.inHand[a.toMove]} in hand; Red ${a.inHand.red}, Blue ${a.inHand.blue}).`
        : (st.pickup ? `${who}: now choose a free crossing for the bridge at ${st.pickup}.`
          : `${who}: all bridges are placed — pick up one of yours to move it (${a.movingPhaseMoves}/${a.moveCap} moves).`);
    } else {
      const verdict = a.winner === a.toMove ? `${mover} can force a win (${plural(a.winningMoves.length, 'winning crossing')}).`
        : `${mover} cannot force a win: every crossing loses against best play.`;
      const how = coarsePointer() ? 'tap a crossing, then Build' : 'click a crossing';
      text = `${st.opponent === 'computer' ? 'Your move' : `${mover} to move`}: ${how}.${st.hints ? ' ' + verdict : ''}`;
    }
    status.append(text);
    const t = hovered(a);
    if (t && t.refutation) status.append(h('span', {class: 'status__refutation', role: 'note'}, refutationSentence(t.move, t.refutation)));
    const foe = OTHER[a.toMove];
    const threats = humanTurn(a) && st.opponent === 'computer' && a.threats ? a.threats[foe] : [];
    if (threats && threats.length) {
      status.append(h('span', {class: 'status__threat'}, crossingThreatSentence(foe, threats)));
    } else if (!st.limited && humanTurn(a) && st.opponent === 'computer' && a.winner !== a.toMove && st.hints) {
      status.append(h('span', {class: 'status__threat'}, lostGameSentence(foe)));
    }
    if (!st.limited && humanTurn(a) && a.winner !== a.toMove && st.hints) status.append(bestResistance());
    if (st.limited && st.bridges < st.n) status.append(h('span', {class: 'status__threat'}, ` No one can win: a chain needs ${plural(st.n, 'bridge')}.`));
    if (loop.lastReason) {
      status.append(h('span', {class: 'status__reason'}, ` Computer: ${loop.lastReason}.`));
      const w = st.computerWhy;
      if (w && w.reason === loop.lastReason && w.why && w.why !== w.reason) status.append(whyDisclosure(w.why));
    }
  }

  /** The best-resistance hint: a button, then the move with its reason, and the theory under "Why?". */
  function bestResistance() {
    const hint = st.hint && st.hint.key === rec.key() ? st.hint : null;
    if (!hint || !hint.data) {
      hintButton.disabled = !!hint;
      hintButton.textContent = hint ? 'Thinking…' : 'Best resistance';
      return h('span', {class: 'status__hint'}, ' ', hintButton);
    }
    const d = hint.data;
    return h('span', {class: 'status__hint', role: 'note'},
      ` Best resistance: ${d.move.join(',')} — ${d.reason}.`, whyDisclosure(d.why, BEST_RESISTANCE_THEORY));
  }

  /** The analyses of the game's positions: those fetched, or the whole-game review's where it covers the line. */
  function storyOf() {
    const line = rec.moves;
    if (st.review && reviewedPrefix(st.review, line) === line.length) return st.review.positions.slice(0, line.length + 1);
    return rec.history();
  }

  /**
   * What is known about the boxed game at these counts. It is not solved: nothing exact can be said
   * during a game — except that a chain needs n bridges, so with fewer no one can ever win, and that
   * with bridges for half the crossings they never run out and the game is plain Bridg-It.
   */
  function limitedFacts() {
    const k = st.bridges;
    if (k < st.n) return `No one can win: a chain needs ${plural(st.n, 'bridge')} and each side has ${k}. The game ends in a draw.`;
    if (2 * k >= crossingCount(st.n)) return 'The bridges never run out: this is plain Bridg-It, which the first player wins.';
    return 'Not solved: no ✓/✗ here, and the computer looks a few moves ahead.';
  }

  function moveName(i, line = rec.moves) {
    const m = line[i];
    return m.length === 4 ? `${m[0]},${m[1]} → ${m[2]},${m[3]}` : `${m[0]},${m[1]}`;
  }

  /** The move list and the record, and the address (which holds the game on show). */
  function renderMoves() {
    const line = rec.line();
    ui.record.refresh();
    toFragment('bridgit', currentRecord(), rec.canRedo() ? rec.moves.length : null);
    ui.moves.render(rec, loop.busy, (i, m, before) => ({
      side: sideOfMove(i), who: NAME[sideOfMove(i)], words: `${m.length === 4 ? 'moves' : 'bridges'} ${moveName(i, line)}`,
      verdict: moveVerdict(before, m, i, line), shows: 'board', note: st.limited ? '' : lastChanceNote(st.review, line, i, NAME),
    }), {follow: true, context: st.review ? `reviewed ${st.review.moves.length}` : ''});
  }

  /**
   * ✓ when the move was one of the winning crossings of the position it was played in, ✗ when not
   * (plain game only): from that position's analysis, or else from the whole-game review.
   */
  function moveVerdict(before, m, i, line) {
    if (st.limited || m.length !== 2) return '';
    if (!before) return reviewVerdict(st.review, line, i);
    if (before.over) return '';
    return before.winningMoves.some(([r, c]) => r === m[0] && c === m[1]) ? '✓' : '✗';
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
    if (ev.key === 'Enter' || ev.key === ' ') {
      clickCrossing(r, c);
      ev.preventDefault();
    } else if (ev.key === 'Escape') {
      st.pickup = null;
      render();
    } else if (ev.key.startsWith('Arrow')) {
      ev.preventDefault();
      const step = nextCrossing(st.n, r, c, ev.key, st.goalCol);
      if (!step) return;
      st.goalCol = step.goalCol;
      st.focus = crossingKey(...step.at);
      st.showCursor = true;
      st.hover = null;
      showTreesFor(...step.at);
      ui.zoom.follow(svg.querySelector('.cursor'));
      ui.announcer.textContent = view.labelOf(st.focus);
    }
  });
  // ← and → step through the moves anywhere on the page but the board (whose arrows move the cursor) and form fields.
  document.addEventListener('keydown', ev => {
    if (section.hidden || ev.defaultPrevented || ev.ctrlKey || ev.metaKey || ev.altKey || ev.shiftKey) return;
    if (ev.key !== 'ArrowLeft' && ev.key !== 'ArrowRight') return;
    const t = ev.target;
    if (svg.contains(t) || editsText(t) || (t && t.closest && t.closest('input, select, textarea, [role="radio"], [role="slider"]'))) return;
    const k = stepTo(ev.key, rec.moves.length, rec.line().length);
    if (k === null || loop.busy) return;
    ev.preventDefault();
    loop.goTo(k);
  });
  bindUndoKeys(section, () => loop.undo(st.opponent === 'computer' ? st.human : null), () => loop.redo(st.opponent === 'computer' ? st.human : null));

  /** A record in the address (a shared link, or a reload) starts that game. */
  const startFromAddress = () => loadFromAddress('bridgit', importRecord);

  (async () => { if (!(await startFromAddress())) newGame(); })();
  return {
    onShow: () => { ui.zoom.apply(); renderMoves(); },
    onAddress: () => startFromAddress(),
  };
}

function capitalise(text) {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

export default {id: 'bridgit', title: 'Bridg-It', label: 'Bridg-It', mount};
