// The puzzle page: a Bridg-It position in which the side to move has exactly one winning crossing
// (certified on the server by Lehman's theorem). The player finds it; a wrong move shows the
// answer that beats it and why, a right one the two trees that make the win certain. Modes: rated
// (puzzles near the player's Glicko-2 rating, kept in this browser), streak (ever harder until the
// first miss) and the daily puzzle; a filter by board size. The board is the Bridg-It page's view.
// Switching-game puzzles (the same modes, a filter by graph family, a record of their own) are
// drawn with the switching page's graph view: find the only winning claim (Short) or deletion (Cut).
import {api} from '../api.js';
import {h, plural, segmented, field, toast, s} from '../dom.js';
import {BoardView, crossingKey} from '../bridgit/board-view.js';
import {boardCard, confirmBar} from '../game-layout.js';
import {load, save, SWITCHING_KEY} from './player.js';
import {drawGraph} from '../switching/graph-view.js';
import {FAMILIES, edgeName, movesAfter, puzzlePath, task} from './switching.js';

const SIDE = {red: 'Red', blue: 'Blue'};
const STREAK_START = 1000;
const STREAK_STEP = 100;

const records = {bridgit: load(), switching: load(window.localStorage, SWITCHING_KEY)};
let record = records.bridgit;
const st = {
  game: 'bridgit', family: '', graphMoves: [], focusEdge: -1, certificate: null,
  mode: 'rated', size: 0, puzzle: null, step: 0, owner: new Map(), toMove: 'red', last: null,
  done: false, busy: false, trees: null, marks: null, preview: null, streak: 0, streakRating: STREAK_START,
};

// ---------- layout ----------
const svg = s('svg', {class: 'board', role: 'application', tabindex: '0', 'aria-label': 'Puzzle board: click (or tap, then Play) the crossing you choose.'});
const board = boardCard(svg, 'board-frame--square');
const bar = confirmBar('Selected crossing', () => { if (st.preview) play(...st.preview.split(',').map(Number)); }, () => { st.preview = null; render(); });
board.card.append(bar.el, h('div', {class: 'row row--wrap'}, board.zoom.button));
const view = new BoardView(svg, () => handlers, board.zoom);

// The switching puzzles' graph, in a card of its own shown in place of the board.
const graphSvg = s('svg', {class: 'graph', role: 'application', tabindex: '0', 'aria-label': 'Puzzle graph: click (or tap, then Play) the edge you choose.'});
const graphBoard = boardCard(graphSvg);
const graphBar = confirmBar('Selected edge', () => { if (st.preview !== null) playEdge(st.preview); }, () => { st.preview = null; render(); });
graphBoard.card.append(graphBar.el, h('div', {class: 'row row--wrap'}, graphBoard.zoom.button));
graphBoard.card.id = 'pz-graph-card';
graphBoard.card.hidden = true;

const gameCtl = segmented('pz-game', 'Game', [
  {value: 'bridgit', label: 'Bridg-It'}, {value: 'switching', label: 'Switching game'}], st.game, v => {
  st.game = v;
  record = records[v];
  st.streak = 0;
  st.streakRating = STREAK_START;
  st.puzzle = null;
  board.card.hidden = v !== 'bridgit';
  graphBoard.card.hidden = v !== 'switching';
  sizeField.hidden = v !== 'bridgit';
  familyField.hidden = v !== 'switching';
  next();
});
const modeCtl = segmented('pz-mode', 'Mode', [
  {value: 'rated', label: 'Rated'}, {value: 'streak', label: 'Streak'}, {value: 'daily', label: 'Daily'}], st.mode, v => { st.mode = v; st.streak = 0; st.streakRating = STREAK_START; next(); });
const sizeSelect = h('select', {id: 'pz-size', class: 'input', 'aria-label': 'Board size'},
  h('option', {value: '0'}, 'Any size'), ...[4, 5, 6, 7, 8, 9, 10].map(n => h('option', {value: String(n)}, `${n} × ${n + 1}`)));
sizeSelect.addEventListener('change', () => { st.size = Number(sizeSelect.value); next(); });
const familySelect = h('select', {id: 'pz-family', class: 'input', 'aria-label': 'Graph family'},
  h('option', {value: ''}, 'Any graph'), ...FAMILIES.map(f => h('option', {value: f.value}, f.label)));
familySelect.addEventListener('change', () => { st.family = familySelect.value; next(); });
const sizeField = field('Board size', sizeSelect);
const familyField = field('Graph', familySelect);
familyField.hidden = true;
const nextButton = h('button', {id: 'pz-next', class: 'btn btn--primary', type: 'button', onclick: () => next()}, 'Next puzzle');
const ratingLine = h('p', {id: 'pz-rating', class: 'small'});
const streakLine = h('p', {id: 'pz-streak', class: 'small'});
const result = h('div', {id: 'pz-result', class: 'small', 'aria-live': 'polite'});
const whyBox = h('details', {id: 'pz-why', class: 'small', hidden: true}, h('summary', {}, 'Why (the theory)'), h('p', {}));
const infoLine = h('p', {id: 'pz-info', class: 'small muted'});

main().append(
  h('div', {class: 'page-intro'},
    h('h1', {}, 'Puzzles'),
    h('p', {class: 'lede'}, 'Each position comes from a game between computer players in which the player to move had exactly one winning move — a crossing in Bridg-It, an edge in the switching game — and missed it. Find it. ',
      'Every answer is certified exactly by Lehman’s theorem: no other move wins.')),
  h('div', {class: 'layout'},
    h('div', {class: 'layout__main'}, board.card, graphBoard.card),
    h('aside', {class: 'layout__side', 'aria-label': 'Puzzle settings'},
      h('div', {class: 'card panel-card'}, h('h3', {}, 'Puzzle'), field('Game', gameCtl.el), field('Mode', modeCtl.el), sizeField, familyField,
        ratingLine, streakLine, infoLine, nextButton),
      h('div', {class: 'card panel-card'}, h('h3', {}, 'Result'), result, whyBox))));

function main() {
  return document.getElementById('main');
}

const handlers = {
  onClick(r, c, tapped) {
    if (st.busy || st.done || !st.puzzle || st.owner.has(crossingKey(r, c))) return;
    const key = crossingKey(r, c);
    // By touch a first tap selects (Play confirms, or a second tap); a mouse click plays at once.
    if (tapped && st.preview !== key) {
      st.preview = key;
      render();
      return;
    }
    play(r, c);
  },
  onHover() {},
  onLeave() {},
};

const graphHandlers = {
  onEdgeClick(e) { if (playableEdge(e)) playEdge(e); },
  onEdgeTap(e) {
    if (!playableEdge(e)) return;
    // By touch a first tap selects (Play confirms, or a second tap).
    if (st.preview === e) playEdge(e);
    else { st.preview = e; render(); }
  },
  onEdgeHover() {},
  onEdgeLeave() {},
  onVertexClick() {},
};

function playableEdge(e) {
  return !st.busy && !st.done && st.puzzle && st.puzzle.game === 'switching' && !st.graphMoves.includes(e);
}

// ---------- flow ----------
async function next() {
  // A change of game, mode or filter while a puzzle is on its way asks again once it has come.
  if (st.busy) { st.askAgain = true; return; }
  st.busy = true;
  st.askAgain = false;
  try {
    const rating = st.mode === 'streak' ? st.streakRating : record.player.rating;
    const p = await api(puzzlePath({game: st.game, mode: st.mode, rating, size: st.size, family: st.family,
      seed: Math.floor(Math.random() * 1e9), notId: st.puzzle ? st.puzzle.id : -1}));
    if (p.game === 'switching') startSwitching(p);
    else start(p);
  } catch (e) {
    toast(e.message);
  } finally {
    st.busy = false;
    render();
    if (st.askAgain) next();
  }
}

function start(p) {
  st.puzzle = p;
  st.step = 0;
  st.done = false;
  st.trees = null;
  st.marks = null;
  st.preview = null;
  st.owner = new Map();
  let side = p.first;
  for (const [r, c] of p.moves) {
    st.owner.set(crossingKey(r, c), side);
    side = side === 'red' ? 'blue' : 'red';
  }
  st.toMove = p.toMove;
  const lastMove = p.moves[p.moves.length - 1];
  st.last = lastMove ? crossingKey(...lastMove) : null;
  board.card.dataset.puzzleId = String(p.id);
  setResult(`${SIDE[p.toMove]} to move. Find the only crossing that wins` + (p.depth > 1 ? ` — then keep finding the only winning move, ${plural(p.depth, 'move')} in all.` : '.'));
  whyBox.hidden = true;
  infoLine.textContent = `Puzzle #${p.id} · ${p.n} × ${p.n + 1} board · rated ${p.rating}` + (p.date ? ` · daily puzzle of ${p.date}` : '') + ` · from a game ${p.source}`;
}

function startSwitching(p) {
  st.puzzle = p;
  st.done = false;
  st.preview = null;
  st.focusEdge = -1;
  st.certificate = null;
  st.graphMoves = [...p.moves];
  graphBoard.card.dataset.puzzleId = String(p.id);
  setResult(task(p));
  infoLine.textContent = `Puzzle #${p.id} · ${p.graph.title} · rated ${p.rating}` + (p.date ? ` · daily puzzle of ${p.date}` : '') + ` · from a game of ${p.source}`;
}

async function playEdge(e) {
  const p = st.puzzle;
  st.busy = true;
  st.preview = null;
  try {
    const body = {game: 'switching', id: p.id, move: e};
    if (st.mode === 'rated') body.player = record.player;
    const res = await api('/api/puzzles/attempt', body);
    st.done = true;
    st.graphMoves = movesAfter(p.moves, e, res);
    st.certificate = res.certificate || null;
    if (res.correct) {
      setResult(`Solved! ${res.text}`, res.why, 'good');
    } else {
      st.focusEdge = res.solution;
      setResult(`${res.text} The winning edge was ${edgeName(p.graph, res.solution)}` + (st.graphMoves.includes(res.solution) ? '.' : ' (highlighted).'), res.why, 'bad');
    }
    finish(res);
  } catch (err) {
    toast(err.message);
  } finally {
    st.busy = false;
    render();
  }
}

async function play(r, c) {
  const p = st.puzzle;
  st.busy = true;
  st.preview = null;
  try {
    const body = {id: p.id, step: st.step, move: [r, c]};
    if (st.mode === 'rated') body.player = record.player;
    const res = await api('/api/puzzles/attempt', body);
    const opponent = p.toMove === 'red' ? 'blue' : 'red';
    st.owner.set(crossingKey(r, c), p.toMove);
    st.last = crossingKey(r, c);
    if (res.correct && !res.finished) {
      const [rr, rc] = res.reply;
      st.owner.set(crossingKey(rr, rc), opponent);
      st.last = crossingKey(rr, rc);
      st.step++;
      st.trees = null;
      setResult(`${res.text} ${SIDE[opponent]} answers at ${rr},${rc}. Find the next winning crossing.`, res.why, 'good');
    } else {
      st.done = true;
      if (res.correct) {
        st.trees = res.trees;
        setResult(res.text, res.why, 'good');
      } else {
        const [rr, rc] = res.reply;
        st.owner.set(crossingKey(rr, rc), opponent);
        st.last = crossingKey(rr, rc);
        st.trees = {...res.trees, refutes: true};
        st.marks = new Map([[crossingKey(...res.solution), 'win']]);
        setResult(`✗ ${r},${c} loses. ${res.text} The winning crossing was ${res.solution[0]},${res.solution[1]} (marked ✓).`, res.why, 'bad');
      }
      finish(res);
    }
  } catch (e) {
    toast(e.message);
  } finally {
    st.busy = false;
    render();
  }
}

function finish(res) {
  record.attempts += 1;
  if (res.correct) record.solved += 1;
  if (res.player) record.player = res.player;
  if (st.mode === 'streak') {
    if (res.correct) {
      st.streak += 1;
      st.streakRating += STREAK_STEP;
      record.bestStreak = Math.max(record.bestStreak, st.streak);
    } else {
      st.streak = 0;
      st.streakRating = STREAK_START;
    }
  }
  if (st.mode === 'daily' && res.correct && st.puzzle.date) record.solvedDaily = st.puzzle.date;
  save(record, window.localStorage, st.game === 'switching' ? SWITCHING_KEY : undefined);
}

function setResult(text, why, tone) {
  result.textContent = text;
  result.className = `small${tone ? ` result--${tone}` : ''}`;
  whyBox.hidden = !why;
  whyBox.querySelector('p').textContent = why || '';
}

// ---------- drawing ----------
function render() {
  const p = st.puzzle;
  if (p && p.game === 'switching') {
    renderGraph(p);
  } else if (p) {
    view.update({
      n: p.n, owner: st.owner, toMove: st.toMove, last: st.last, chain: new Set(), marks: st.marks,
      focus: null, hover: null, preview: st.preview, showCursor: false, playable: !st.done && !st.busy,
      movable: false, trees: st.trees, treeView: 'both', pickup: null,
    });
    board.title.textContent = `${p.n} × ${p.n + 1} board · ${SIDE[p.toMove]} to move`;
  }
  bar.el.hidden = !st.preview || st.game !== 'bridgit';
  if (st.preview) {
    bar.note.textContent = `Crossing ${st.preview} selected.`;
    bar.button.textContent = `Play ${st.preview}`;
  }
  const pl = record.player;
  ratingLine.textContent = `Your rating: ${Math.round(pl.rating)} ± ${Math.round(2 * pl.deviation)} · solved ${record.solved} of ${record.attempts}`;
  streakLine.textContent = st.mode === 'streak' ? `Streak: ${st.streak} (best ${record.bestStreak}); next puzzle near ${st.streakRating}` : `Best streak: ${record.bestStreak}`;
  if (st.mode === 'daily' && p && p.date && record.solvedDaily === p.date && !st.done) {
    streakLine.textContent += ' · today’s puzzle is already solved';
  }
  nextButton.disabled = st.busy;
  sizeSelect.disabled = st.mode === 'daily';
  familySelect.disabled = st.mode === 'daily';
}

function renderGraph(p) {
  const g = p.graph;
  const preview = st.preview !== null && st.preview !== undefined && typeof st.preview === 'number' ? st.preview : -1;
  drawGraph(graphSvg, g, {
    moves: st.graphMoves, first: p.first, analysis: null, s: g.s, t: g.t, certificate: st.certificate,
    marks: false, playable: !st.done && !st.busy, selecting: null, focusEdge: preview >= 0 ? preview : st.focusEdge,
    focusVertex: -1, zoom: graphBoard.zoom, ...graphHandlers,
  });
  graphBoard.title.textContent = `${g.title} · ${p.toMove === 'short' ? 'Short' : 'Cut'} to move`;
  graphBar.el.hidden = preview < 0;
  if (preview >= 0) {
    const verb = p.toMove === 'short' ? 'Claim' : 'Delete';
    graphBar.note.textContent = `Edge ${edgeName(g, preview)} selected.`;
    graphBar.button.textContent = `${verb} ${edgeName(g, preview)}`;
  }
}

render();
next();
