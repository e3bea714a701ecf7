// The switching-game page: pick a graph, choose s and t, play Short or Cut against the
// computer (or watch two computers), with ✓/✗ on every free edge and Lehman's certificate on demand.
import {api, newGameId} from '../api.js';
import {h, s, segmented, field, toggle, toast, explainer, plural, icon} from '../dom.js';
import {drawGraph} from './graph-view.js';
import {verdictSentence} from '../story.js';
import {FingerZoom} from '../zoom.js';
import {GameRecord, bindUndoKeys} from '../game-record.js';
import {gameOf, loadFromAddress, openElsewhere, readRecord, recordCard, switchingRecord, toFragment} from '../records.js';

const PRESETS = [
  {value: 'bridgit', label: 'Bridg-It, Red\'s graph', params: [{name: 'size', label: 'Board n', min: 1, max: 6, value: 3}]},
  {value: 'four-cycle', label: 'The 4-cycle', params: []},
  {value: 'complete', label: 'Complete graph Kₙ', params: [{name: 'size', label: 'Vertices', min: 2, max: 10, value: 4}]},
  {value: 'wheel', label: 'Wheel', params: [{name: 'size', label: 'Spokes', min: 3, max: 24, value: 6}]},
  {value: 'grid', label: 'Grid', params: [{name: 'rows', label: 'Rows', min: 1, max: 10, value: 3}, {name: 'cols', label: 'Columns', min: 2, max: 10, value: 4}]},
  {value: 'petersen', label: 'Petersen graph', params: []},
  {value: 'random', label: 'Random graph', params: [{name: 'vertices', label: 'Vertices', min: 2, max: 40, value: 8}, {name: 'edges', label: 'Edges', min: 1, max: 200, value: 14}, {name: 'seed', label: 'Seed', min: 0, max: 999999999, value: 1}]},
];

const EXAMPLE_TEXT = `# The 4-cycle with a chord: one edge per line, then the terminals.
s a
a t
t b
b s
a b
terminals s t`;

const NAME = {short: 'Short', cut: 'Cut'};

function mount(section) {
  const rec = new GameRecord(moves => api('/api/switching/analyze', gameBody(moves)));
  const st = {
    graph: null, s: null, t: null,
    human: 'short', first: 'short',
    certCache: new Map(),
    hints: true, certificate: null, hoverCert: null,
    focusEdge: -1, focusVertex: -1, selecting: null, preview: -1,
    gameId: newGameId(), busy: false, auto: null, generation: 0, level: 'relentless',
  };

  // ---------- layout ----------
  const status = h('p', {class: 'status', 'aria-live': 'polite'});
  const banner = h('div', {class: 'banner', hidden: true, role: 'status'});
  const svg = s('svg', {class: 'graph', role: 'application', tabindex: '0',
    'aria-label': 'Switching-game graph. Arrow keys move between free edges, Enter takes the selected edge.'});
  const title = h('h2', {class: 'board-card__title'});
  const frame = h('div', {class: 'board-frame'}, svg);
  const zoom = new FingerZoom(frame, svg);
  // The keyboard's edge, read out with its ✓/✗ and reason as the arrow keys move.
  const announcer = h('p', {class: 'sr-only', 'aria-live': 'polite'});
  const legend = h('ul', {class: 'legend'},
    h('li', {}, legendSwatch('free'), 'free edge'),
    h('li', {}, legendSwatch('claimed'), 'claimed by Short'),
    h('li', {}, legendSwatch('deleted'), 'deleted by Cut'),
    h('li', {}, h('span', {class: 'legend__mark legend__mark--win'}, '✓'), 'wins for the player to move'),
    h('li', {}, h('span', {class: 'legend__mark legend__mark--lose'}, '✗'), 'loses'),
    h('li', {}, legendSwatch('tree1'), legendSwatch('tree2'), 'Lehman\'s two trees'));
  // A tap only previews an edge (its ✓/✗, and the trees for a ✓ claim); this bar plays it.
  const confirmBtn = h('button', {class: 'btn btn--primary btn--confirm', type: 'button', onclick: () => confirmPreview()});
  const cancelBtn = h('button', {class: 'btn', type: 'button', onclick: () => { clearPreview(); render(); }}, 'Cancel');
  const previewNote = h('span', {class: 'preview-note'});
  const confirmBar = h('div', {class: 'confirm-bar', hidden: true, role: 'group', 'aria-label': 'Selected edge'}, previewNote, confirmBtn, cancelBtn);
  const boardCard = h('div', {class: 'card board-card'}, title, frame, announcer,
    // Status and banner under the board: what they say changes length, and the board must not move.
    status, banner);

  // Graph picker
  const presetSelect = h('select', {id: 'sw-preset', class: 'input'},
    PRESETS.map(p => h('option', {value: p.value}, p.label)));
  const paramBox = h('div', {class: 'params'});
  const loadBtn = h('button', {class: 'btn btn--primary', type: 'button', onclick: () => loadPreset()}, 'Load graph');
  const pasteArea = h('textarea', {id: 'sw-text', class: 'input input--code', rows: '6', spellcheck: 'false',
    'aria-label': 'Graph in the text form: one edge per line, then terminals S T'});
  pasteArea.value = EXAMPLE_TEXT;
  const pasteBtn = h('button', {class: 'btn', type: 'button', onclick: () => loadText()}, 'Load pasted graph');
  const sBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => startSelecting('s')}, 'Choose s');
  const tBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => startSelecting('t')}, 'Choose t');
  const terminalsInfo = h('p', {class: 'muted small'});
  const graphCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Graph'),
    field('Preset', presetSelect), paramBox, h('div', {class: 'row'}, loadBtn),
    h('details', {class: 'paste'}, h('summary', {}, 'Paste your own graph'),
      h('p', {class: 'muted small'}, 'One edge “u v” per line, a line “terminals S T”, # for comments — or the JSON form {"edges": [[u, v], …], "s": u, "t": v}.'),
      pasteArea, h('div', {class: 'row'}, pasteBtn)),
    h('div', {class: 'row row--wrap'}, h('span', {class: 'field__label'}, 'Terminals'), sBtn, tBtn), terminalsInfo);

  // Play controls
  const humanCtl = segmented('sw-human', 'You play', [
    {value: 'short', label: 'Short'}, {value: 'cut', label: 'Cut'}, {value: 'none', label: 'Watch'}], st.human,
  v => { st.human = v; newGame(); });
  const firstCtl = segmented('sw-first', 'Who moves first', [
    {value: 'short', label: 'Short'}, {value: 'cut', label: 'Cut'}], st.first, v => { st.first = v; newGame(); });
  const newBtn = h('button', {class: 'btn', type: 'button', onclick: () => newGame()}, 'New game');
  const undoBtn = h('button', {class: 'btn', type: 'button', onclick: () => undo(), 'aria-keyshortcuts': 'Control+Z'}, icon('undo'), ' Undo');
  const redoBtn = h('button', {class: 'btn', type: 'button', onclick: () => redo(), 'aria-keyshortcuts': 'Control+Y'}, icon('redo'), ' Redo');
  const stepBtn = h('button', {class: 'btn btn--primary', type: 'button', onclick: () => computerMove()}, 'Step');
  const autoBtn = h('button', {class: 'btn', type: 'button', onclick: () => toggleAuto()}, icon('play'), ' Auto-play');
  const watchRow = h('div', {class: 'row', hidden: true}, stepBtn, autoBtn);
  boardCard.append(h('div', {class: 'board-controls'}, confirmBar, h('div', {class: 'row row--wrap board-controls__game'}, undoBtn, redoBtn, newBtn, zoom.button), watchRow), legend);
  const hintsToggle = toggle('sw-hints', 'Show ✓/✗ on my turn', st.hints, v => { st.hints = v; render(); });
  // The computer's level: what each one does, in the words of docs/defence.md.
  const LEVELS = [
    {value: 'relentless', label: 'Relentless — never errs', help: 'Wins whenever it can; in a lost game it blocks every threat and makes your winning moves few and hard to see.'},
    {value: 'strong', label: 'Strong — slips 1 move in 20', help: 'Plays like Relentless, but one move in 20 is a random edge.'},
    {value: 'casual', label: 'Casual — slips 1 move in 5', help: 'Plays like Relentless, but one move in 5 is a random edge.'},
    {value: 'beginner', label: 'Beginner — slips 2 moves in 5', help: 'Plays like Relentless, but two moves in 5 are random edges.'},
  ];
  const levelSelect = h('select', {id: 'sw-level', class: 'input', 'aria-describedby': 'sw-level-help'},
    LEVELS.map(l => h('option', {value: l.value}, l.label)));
  const levelHelp = h('span', {id: 'sw-level-help', class: 'field__hint'}, LEVELS[0].help);
  levelSelect.addEventListener('change', () => {
    st.level = levelSelect.value;
    levelHelp.textContent = LEVELS.find(l => l.value === st.level).help;
  });
  const playCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Play'),
    field('You play', humanCtl.el), field('First move', firstCtl.el), field('Computer level', h('div', {}, levelSelect, levelHelp)),
    hintsToggle.el);

  // Analysis on demand
  const explainBtn = h('button', {class: 'btn', type: 'button', 'aria-expanded': 'false', onclick: () => toggleCertificate()}, 'Show game type and certificate');
  const analysisBox = h('div', {class: 'analysis', hidden: true});
  const analysisCard = h('div', {class: 'card panel-card'}, h('h3', {}, 'Analysis'), explainBtn, analysisBox);

  const moveList = h('ol', {class: 'moves'});
  const startBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => goTo(0)}, '⇤ Start');
  const latestBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => goTo(rec.line().length)}, 'Latest ⇥');
  const movesCard = h('div', {class: 'card panel-card'}, h('h3', {}, 'Moves'),
    h('p', {class: 'muted small moves__help'}, 'Click a move to see the graph after it, with its ✓/✗; a move made from there replaces the rest.'),
    moveList, h('div', {class: 'row'}, startBtn, latestBtn));
  const record = recordCard('sw-record', () => currentRecord(), text => importRecord(text));

  const intro = h('div', {class: 'page-intro'},
    h('h1', {}, 'The Shannon switching game'),
    h('p', {class: 'lede'}, 'Two players fight over the edges of a graph. ',
      h('strong', {class: 'who-short'}, 'Short'), ' claims an edge and wants a path of claimed edges from s to t; ',
      h('strong', {class: 'who-cut'}, 'Cut'), ' deletes an edge and wants s and t cut apart. Every game on every graph is decided by one idea: two spanning trees that share no edge. ',
      h('a', {href: '/matroid.html'}, 'The same game on matroids'), ' (the Fano plane and others) has a page of its own.'));

  const explainers = h('div', {class: 'explainers'},
    explainer('How to play', [
      'Pick a graph, then click an edge on your turn. As Short you <em>claim</em> it (it turns thick); as Cut you <em>delete</em> it (it fades). Short wins when claimed edges join s and t; Cut wins when no path of undeleted edges is left. There are no draws.',
      'With hints on, every free edge shows ✓ if taking it wins against any defence and ✗ if it does not. Hover a ✓ as Short to see the two trees that guarantee the win.',
      'Keyboard: Tab to the graph, arrow keys to move between free edges, Enter to take one. Ctrl+Z and Ctrl+Y undo and redo.'], true),
    explainer('Lehman\'s theorem in plain words', [
      'Suppose some set of vertices containing s and t can be connected in <em>two</em> ways at once: two spanning trees that share no edge. Then Short cannot lose, even moving second. Whenever Cut deletes an edge of one tree, that tree falls into two halves — and the other tree, which spans everything, must have an edge joining the halves. Short claims it. Both trees survive, one vertex smaller, until s and t meet.',
      'Alfred Lehman proved in 1964 that the converse holds too: if no such pair of trees exists, Cut wins when moving first. With Short to move, Short wins exactly when some claim creates the two trees. So every game is one of three kinds: <strong>Short’s</strong> (Short wins either way), <strong>Cut’s</strong>, or <strong>neutral</strong> (whoever moves first wins). Nobody ever wins only by moving second.',
      'The server decides all this without searching the game tree, by the (2,2) pebble game of Lee and Streinu: two pebbles per vertex, and an edge is kept only if three pebbles can be gathered on its ends. The trees themselves come from Edmonds’ matroid partition.'], true),
    explainer('Why the 4-cycle is a trap', [
      'In the 4-cycle s–a–t–b–s there are two separate paths from s to t, so it looks like Short should win moving first. But four vertices need 2 × 3 = 6 edges for two spanning trees and the cycle has only 4. Short claims s–a; Cut deletes a–t; Short claims s–b; Cut deletes b–t. Cut wins — try it.'], false));

  // The graph first (top left, or first of all on a phone); the introduction heads the side column.
  const layout = h('div', {class: 'layout'},
    h('div', {class: 'layout__main'}, boardCard),
    h('aside', {class: 'layout__side', 'aria-label': 'Switching game controls'}, intro, playCard, movesCard, record.el, analysisCard, graphCard));
  section.append(layout, explainers);

  renderParams();
  presetSelect.addEventListener('change', renderParams);

  // ---------- graph loading ----------
  function renderParams() {
    const preset = PRESETS.find(p => p.value === presetSelect.value);
    paramBox.replaceChildren(...preset.params.map(p => {
      const input = h('input', {type: 'number', class: 'input input--num', id: `sw-param-${p.name}`, min: p.min, max: p.max, value: p.value, 'data-param': p.name});
      return field(p.label, input);
    }));
  }

  async function loadPreset() {
    const body = {preset: presetSelect.value};
    for (const input of paramBox.querySelectorAll('input')) {
      const v = Number(input.value);
      if (!Number.isInteger(v)) { toast(`${input.closest('.field').querySelector('.field__label').textContent} must be a whole number`); return; }
      body[input.dataset.param] = v;
    }
    await load(body);
  }

  async function loadText() {
    await load({text: pasteArea.value});
  }

  /** Loads a graph; with game, the recorded game on it ({first, moves, at}) instead of a new one. */
  async function load(body, game = null) {
    try {
      const g = await api('/api/switching/graph', body);
      st.graph = g;
      st.s = g.s;
      st.t = g.t;
      st.certificate = null;
      // Edge numbers belong to the old graph: a focused or hovered edge there means nothing here.
      st.focusEdge = -1;
      st.focusVertex = -1;
      if (game) {
        st.first = game.first;
        firstCtl.value = game.first;
      }
      newGame(game);
    } catch (e) {
      if (game) throw e;
      toast(e.message);
    }
  }

  function currentRecord() {
    return st.graph && ready() ? switchingRecord({graph: st.graph, s: st.s, t: st.t, first: st.first, moves: rec.line()}) : '';
  }

  /** Reads a record (the server checks every move) and shows its game, at move at (its end when null). */
  async function importRecord(text, at = null) {
    const game = gameOf(text);
    if (game && game !== 'switching' && openElsewhere(game, text)) return;
    const g = await readRecord(text);
    pasteArea.value = g.graph;
    await load({text: g.graph}, {first: g.first, moves: g.moves, at});
  }

  function goTo(k) {
    if (st.busy) return;
    stopAuto();
    rec.goTo(k);
    moved(null);
  }

  // ---------- game flow ----------
  function gameBody(moves = rec.moves) {
    return {graph: {edges: st.graph.game.edges, s: st.s, t: st.t}, first: st.first, moves};
  }

  function newGame(game = null) {
    stopAuto();
    st.generation++;
    // A computer move still on its way belongs to the old game: its answer is dropped, so it
    // must not keep this one busy (Step stayed disabled when a new game began mid-move).
    st.busy = false;
    rec.reset(`${st.s}|${st.t}|${st.first}`);
    if (game) {
      rec.load(`${st.s}|${st.t}|${st.first}`, game.moves);
      if (game.at !== null) rec.goTo(game.at);
    }
    st.certCache.clear();
    st.certificate = null;
    resetHover();
    st.gameId = newGameId();
    watchRow.hidden = st.human !== 'none';
    refresh();
  }

  function ready() {
    return st.graph && st.s !== null && st.t !== null && st.s !== st.t;
  }

  function current() {
    return ready() ? rec.current() : null;
  }

  async function refresh() {
    const gen = st.generation;
    render();
    if (!ready()) return;
    try {
      await rec.analyse();
    } catch (e) {
      toast(e.message);
      return;
    }
    if (gen !== st.generation) return;
    render();
    const a = current();
    // While redo moves remain the user is stepping through history: the computer does not answer.
    if (a && !a.over && st.human !== 'none' && a.toMove !== st.human && !rec.canRedo()) {
      setTimeout(() => computerMove(), 350);
    }
  }

  async function computerMove() {
    const a = current();
    if (!a || a.over || st.busy) return;
    if (st.human !== 'none' && a.toMove === st.human) return;
    const gen = st.generation;
    st.busy = true;
    render();
    try {
      const m = await api('/api/switching/move', {...gameBody(), game: st.gameId, level: st.level});
      if (gen !== st.generation) return;
      st.busy = false;
      play(m.edge, m.reason);
    } catch (e) {
      st.busy = false;
      stopAuto();
      toast(e.message);
      render();
    }
  }

  /** Forgets the hovered edge's trees, including a request still on its way. */
  function resetHover() {
    st.hoverCert = null;
    st.hoverKey = null;
  }

  function clearPreview() {
    if (st.preview >= 0 && st.focusEdge === st.preview) st.focusEdge = -1;
    st.preview = -1;
    resetHover();
  }

  /** A tap selects a free edge (✓/✗ and, for a winning claim, the trees); tapping it again, or the bar's button, plays it. */
  function tapEdge(edge) {
    const a = current();
    if (!a || a.over || st.busy || !isHumanTurn(a) || rec.moves.includes(edge)) return;
    if (st.preview === edge) { humanPlay(edge); return; }
    st.preview = edge;
    hoverEdge(edge);
  }

  function confirmPreview() {
    if (st.preview >= 0) humanPlay(st.preview);
  }

  /** After any change of position: no stale certificate or hover trees, and a fresh analysis. */
  function moved(reason) {
    st.lastReason = reason || null;
    st.certificate = null;
    clearPreview();
    resetHover();
    st.generation++;
    refresh();
  }

  function play(edge, reason) {
    rec.play(edge);
    moved(reason);
  }

  function humanPlay(edge) {
    const a = current();
    if (!a || a.over || st.busy || st.human === 'none' || a.toMove !== st.human) return;
    if (rec.moves.includes(edge)) return;
    play(edge, null);
  }

  function undo() {
    if (st.busy || !rec.canUndo()) return;
    stopAuto();
    rec.undo(st.human === 'none' ? null : st.human);
    moved(null);
  }

  function redo() {
    if (st.busy || !rec.canRedo()) return;
    rec.redo(st.human === 'none' ? null : st.human);
    moved(null);
  }

  function toggleAuto() {
    if (st.auto) { stopAuto(); return; }
    autoBtn.replaceChildren(icon('pause'), ' Pause');
    st.auto = setInterval(() => {
      const a = current();
      if (!a || a.over) { stopAuto(); return; }
      computerMove();
    }, 800);
    computerMove();
  }

  function stopAuto() {
    if (st.auto) clearInterval(st.auto);
    st.auto = null;
    autoBtn.replaceChildren(icon('play'), ' Auto-play');
  }

  function startSelecting(which) {
    if (!st.graph) return;
    st.selecting = which;
    st.focusVertex = Math.max(0, st.graph.vertices.findIndex(v => v.name === st[which]));
    render();
    svg.focus();
  }

  function chooseTerminal(v) {
    const name = st.graph.vertices[v].name;
    const which = st.selecting;
    const other = which === 's' ? st.t : st.s;
    if (name === other) {
      // Picking the other terminal swaps the two.
      st[which === 's' ? 't' : 's'] = st[which];
    }
    st[which] = name;
    st.selecting = which === 's' && (st.t === null || st.t === st.s) ? 't' : null;
    st.certificate = null;
    newGame();
  }

  // ---------- certificate ----------
  async function toggleCertificate() {
    if (st.certificate) {
      st.certificate = null;
      render();
      return;
    }
    const a = current();
    if (!a) return;
    if (a.over) { toast('The game is over: start a new one to see a certificate.'); return; }
    try {
      const c = await api('/api/switching/certificate', gameBody());
      st.certificate = {analysis: a, answer: c, key: rec.key()};
      render();
    } catch (e) {
      toast(e.message);
    }
  }

  async function hoverEdge(edge) {
    st.focusEdge = edge;
    const a = current();
    st.hoverCert = null;
    if (a && !a.over && st.hints && isHumanTurn(a) && a.toMove === 'short' && a.winningMoves.includes(edge)) {
      const k = rec.key() + '#' + edge;
      st.hoverKey = k;
      try {
        if (!st.certCache.has(k)) st.certCache.set(k, await api('/api/switching/certificate', {...gameBody(), claim: edge}));
        const c = st.certCache.get(k);
        if (st.hoverKey === k && c.certificate) st.hoverCert = c.certificate;
      } catch (e) {
        toast(e.message);
      }
    }
    render();
  }

  function isHumanTurn(a) {
    return st.human !== 'none' && a.toMove === st.human;
  }

  // ---------- drawing ----------
  function render() {
    const g = st.graph;
    undoBtn.disabled = !rec.canUndo() || st.busy;
    redoBtn.disabled = !rec.canRedo() || st.busy;
    // Step waits for the analysis: with none yet the computer has no position to move from.
    const pending = !ready() || !rec.current() || rec.current().over;
    stepBtn.disabled = st.busy || pending;
    sBtn.classList.toggle('is-active', st.selecting === 's');
    tBtn.classList.toggle('is-active', st.selecting === 't');
    if (!g) {
      title.textContent = 'Loading…';
      return;
    }
    title.textContent = g.title;
    terminalsInfo.textContent = st.selecting ? `Click a vertex (or use the arrow keys and Enter) to make it ${st.selecting}.`
      : `s = ${st.s ?? '—'}, t = ${st.t ?? '—'}. ${g.description}`;
    const a = current();
    const humanTurn = a && !a.over && isHumanTurn(a);
    // Looking back through the game, ✓/✗ for whoever was to move there.
    const showMarks = st.hints && a && !a.over && (humanTurn || rec.canRedo());
    const certTrees = st.hoverCert || (st.certificate && st.certificate.key === rec.key() ? st.certificate.answer.certificate : null);
    drawGraph(svg, g, {
      s: st.s, t: st.t, moves: rec.moves, first: st.first,
      analysis: a, marks: showMarks, focusEdge: st.focusEdge, focusVertex: st.selecting ? st.focusVertex : -1,
      selecting: !!st.selecting, certificate: certTrees, playable: humanTurn && !st.busy, zoom,
      onEdgeClick: humanPlay, onEdgeHover: hoverEdge, onEdgeTap: tapEdge,
      onEdgeLeave: () => { resetHover(); if (!svg.matches(':focus-visible')) st.focusEdge = -1; render(); },
      onVertexClick: v => st.selecting && chooseTerminal(v),
    });
    renderStatus(a);
    renderPreview(a, showMarks);
    renderMoves();
    renderAnalysis();
  }

  function renderPreview(a, showMarks) {
    const e = st.preview;
    confirmBar.hidden = e < 0 || !a || a.over || !isHumanTurn(a);
    if (confirmBar.hidden) return;
    const verb = a.toMove === 'short' ? 'Claim' : 'Delete';
    const wins = a.winningMoves.includes(e);
    previewNote.textContent = !showMarks ? `${moveName(e, true)}.` : wins ? `✓ ${moveName(e, true)} wins against any defence.`
      : `✗ ${moveName(e, true)} loses against best play.`;
    previewNote.className = `preview-note${showMarks ? (wins ? ' preview-note--win' : ' preview-note--lose') : ''}`;
    confirmBtn.textContent = `${verb} edge ${e}`;
  }

  function renderStatus(a) {
    banner.hidden = true;
    banner.className = 'banner';
    if (st.selecting) {
      status.textContent = `Choose ${st.selecting}: click a vertex.`;
      return;
    }
    if (!ready()) {
      status.textContent = 'Choose the terminals s and t to start.';
      return;
    }
    if (!a) {
      status.textContent = 'Analysing…';
      return;
    }
    if (a.over) {
      const story = verdictSentence(rec.history(), a.winner, {short: 'Short', cut: 'Cut'}, moveName);
      banner.hidden = false;
      banner.classList.add(a.winner === 'short' ? 'banner--short' : 'banner--cut');
      const you = st.human === 'none' ? '' : (a.winner === st.human ? ' You win!' : ' You lose.');
      banner.replaceChildren(h('strong', {}, `${NAME[a.winner]} wins.${you}`), ' ', story);
      status.textContent = a.winner === 'short' ? 'The highlighted path of claimed edges joins s and t.'
        : 'The highlighted deletions separate s from t.';
      return;
    }
    const mover = NAME[a.toMove];
    const perfect = a.winner === a.toMove ? `${mover} can force a win from here.` : `${mover} cannot force a win from here.`;
    if (st.busy) {
      status.textContent = `The computer (${mover}) is thinking…`;
    } else if (st.human === 'none') {
      status.textContent = `${mover} to move. ${perfect} Press Step or Auto-play.`;
    } else if (a.toMove === st.human) {
      status.textContent = `Your move as ${mover}: ${a.toMove === 'short' ? 'claim' : 'delete'} an edge`
        + `${window.matchMedia('(pointer: coarse)').matches ? ' (tap it, then confirm)' : ''}. ${st.hints ? perfect : ''}`;
      // The threat being fought: the opponent's immediate wins, or, in a lost game, what that means.
      const foe = a.toMove === 'short' ? 'cut' : 'short';
      const threats = a.threats ? a.threats[foe] : [];
      if (threats.length) {
        status.append(h('span', {class: 'status__threat'}, ` ${NAME[foe]} threatens to win at once by ${foe === 'short' ? 'claiming' : 'deleting'} `
          + `edge ${threats.join(' or ')}${threats.length === 1 ? ': take it first.' : ': one move cannot stop them all.'}`));
      } else if (st.hints && a.winner !== a.toMove) {
        status.append(h('span', {class: 'status__threat'}, ` ${NAME[foe]} wins with best play, `
          + `but only by finding the right replies — make them hard to find.`));
      }
    } else if (rec.canRedo()) {
      status.textContent = `Looking back at move ${rec.moves.length} of ${rec.line().length}: Redo, or pick a later move in the list, to go on.`;
    } else {
      status.textContent = `${mover} (computer) to move.`;
    }
    if (st.lastReason && rec.canUndo()) {
      status.append(h('span', {class: 'status__reason'}, ` Computer: ${st.lastReason}.`));
    }
  }

  /** Move i of the game, or with byEdge edge number i itself, in words. */
  function moveName(i, byEdge = false) {
    const e = byEdge ? i : rec.moves[i];
    const [u, v] = st.graph.edges[e];
    return `edge ${e} (${st.graph.vertices[u].name}–${st.graph.vertices[v].name})`;
  }

  /** The whole game, the move on show highlighted and later ones faint; each move a button that shows the graph after it. */
  function renderMoves() {
    if (!st.graph) return;
    const line = rec.line();
    const shown = rec.moves.length;
    // Rebuilt only when it changed: a render between a button's press and its click (a blur on the
    // board re-renders) would otherwise swap the button out from under the pointer and lose the click.
    const known = line.map((_, i) => (rec.analyses.has(rec.key(line.slice(0, i))) ? 1 : 0)).join('');
    const signature = `${st.graph.title}|${st.graph.edges.length}|${rec.context}|${JSON.stringify(line)}|${shown}|${known}|${st.busy}`;
    record.refresh();
    if (ready()) toFragment('switching', currentRecord(), rec.canRedo() ? shown : null);
    if (signature === renderMoves.signature) return;
    renderMoves.signature = signature;
    moveList.replaceChildren();
    line.forEach((e, i) => {
      const player = (i % 2 === 0) === (st.first === 'short') ? 'short' : 'cut';
      const before = rec.analyses.get(rec.key(line.slice(0, i)));
      const verdict = before && !before.over ? (before.winningMoves.includes(e) ? '✓' : '✗') : '';
      const words = `${NAME[player]} ${player === 'short' ? 'claims' : 'deletes'} ${moveName(e, true)}`;
      const li = h('li', {class: `moves__item moves__item--${player}` + (i === shown - 1 ? ' is-last' : '') + (i >= shown ? ' is-future' : '')},
        h('button', {type: 'button', class: 'moves__step', 'aria-current': i === shown - 1 ? 'step' : null, onclick: () => goTo(i + 1),
          'aria-label': `Move ${i + 1}: ${words}${verdict ? (verdict === '✓' ? ', a winning move' : ', a losing move') : ''}. Show the graph after it.`},
        verdict ? h('span', {class: `moves__verdict moves__verdict--${verdict === '✓' ? 'win' : 'lose'}`, 'aria-hidden': 'true'}, verdict) : null,
        h('span', {class: 'moves__who'}, NAME[player]), ` ${player === 'short' ? 'claims' : 'deletes'} ${moveName(e, true)}`));
      moveList.append(li);
    });
    if (line.length === 0) moveList.append(h('li', {class: 'moves__empty'}, 'No moves yet.'));
    startBtn.disabled = shown === 0 || st.busy;
    latestBtn.disabled = shown === line.length || st.busy;
  }

  function renderAnalysis() {
    const c = st.certificate && st.certificate.key === rec.key() ? st.certificate : null;
    explainBtn.textContent = c ? 'Hide the analysis' : 'Show game type and certificate';
    explainBtn.setAttribute('aria-expanded', c ? 'true' : 'false');
    analysisBox.hidden = !c;
    if (!c) return;
    const an = c.analysis;
    const typeText = {short: 'a Short game — Short wins moving first or second',
      cut: 'a Cut game — Cut wins moving first or second', first: 'a neutral game — whoever moves first wins'}[an.type];
    analysisBox.replaceChildren(
      h('p', {}, h('strong', {}, 'Game type: '), `from this position it is ${typeText}.`),
      h('p', {class: 'small'}, `With Short to move: ${NAME[an.shortFirst.winner]} wins (${plural(an.shortFirst.winningMoves.length, 'winning claim')}). `
        + `With Cut to move: ${NAME[an.cutFirst.winner]} wins (${plural(an.cutFirst.winningMoves.length, 'winning deletion')}).`),
      h('p', {class: 'small'}, c.answer.explanation),
      c.answer.certificate ? h('p', {class: 'small'}, h('strong', {}, 'S = '),
        `{${c.answer.certificate.vertexIndices.map(v => st.graph.vertices[v].name).join(', ')}}`,
        ' — drawn on the graph: one tree solid, the other dotted gold.') : null);
  }

  // ---------- keyboard ----------
  svg.addEventListener('keydown', ev => {
    if (!st.graph) return;
    const k = ev.key;
    if (st.selecting) {
      const n = st.graph.vertices.length;
      if (k === 'ArrowRight' || k === 'ArrowDown') { st.focusVertex = (st.focusVertex + 1) % n; render(); ev.preventDefault(); }
      else if (k === 'ArrowLeft' || k === 'ArrowUp') { st.focusVertex = (st.focusVertex - 1 + n) % n; render(); ev.preventDefault(); }
      else if (k === 'Enter' || k === ' ') { chooseTerminal(st.focusVertex); ev.preventDefault(); }
      else if (k === 'Escape') { st.selecting = null; render(); }
      return;
    }
    const a = current();
    const free = st.graph.edges.map((_, e) => e).filter(e => !rec.moves.includes(e));
    if (free.length === 0) return;
    if (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].includes(k)) {
      const forward = k === 'ArrowRight' || k === 'ArrowDown';
      let i = free.indexOf(st.focusEdge);
      i = i < 0 ? (forward ? 0 : free.length - 1) : (i + (forward ? 1 : -1) + free.length) % free.length;
      hoverEdge(free[i]).then(() => {
        announcer.textContent = svg.querySelector(`.edge[data-edge='${free[i]}'] title`)?.textContent || '';
      });
      ev.preventDefault();
    } else if ((k === 'Enter' || k === ' ') && st.focusEdge >= 0 && a) {
      humanPlay(st.focusEdge);
      ev.preventDefault();
    } else if (k === 'Escape') {
      st.focusEdge = -1;
      st.hoverCert = null;
      render();
    }
  });
  bindUndoKeys(section, undo, redo);

  /** A record in the address (a shared link, or a reload) starts that game. */
  const startFromAddress = () => loadFromAddress('switching', importRecord);

  (async () => { if (!(await startFromAddress())) load({preset: 'bridgit', size: 3}); })();
  return {onHide: () => stopAuto(), onShow: () => { zoom.apply(); renderMoves(); }, onAddress: () => startFromAddress()};
}

function legendSwatch(kind) {
  return s('svg', {class: 'legend__swatch', viewBox: '0 0 28 10', 'aria-hidden': 'true'},
    s('line', {x1: 2, y1: 5, x2: 26, y2: 5, class: `swatch swatch--${kind}`}));
}

export default {id: 'switching', title: 'The Shannon switching game', label: 'Switching game', mount};
