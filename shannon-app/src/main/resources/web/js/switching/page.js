// The switching-game page: pick a graph, choose s and t, play Short or Cut against the computer
// (or watch two computers), with ✓/✗ on every free edge and Lehman's certificate on demand. This
// is the controller: the graph, the settings and what the pointer is on, the turn loop, drawing;
// layout.js builds the DOM and prose.js holds the words.
import {api, newGameId} from '../api.js';
import {coarsePointer, h, toast, plural} from '../dom.js';
import {drawGraph} from './graph-view.js';
import {PRESETS, switchingLayout} from './layout.js';
import {GAME_TYPES, bestPlaySentence, computerThinking, edgeThreatSentence, graphNote, terminalPickNote, terminalsSentence, verdictSentence} from '../prose.js';
import {GameRecord, bindUndoKeys} from '../game-record.js';
import {revealBanner, showPreview} from '../game-layout.js';
import {TurnLoop} from '../turn-loop.js';
import {whyDisclosure} from '../why.js';
import {gameOf, loadFromAddress, openElsewhere, readRecord, switchingRecord, toFragment} from '../records.js';

const NAME = {short: 'Short', cut: 'Cut'};

function mount(section) {
  const rec = new GameRecord(moves => api('/api/switching/analyze', gameBody(moves)));
  // The graph and settings, and what the pointer and keyboard are on; the game is in rec, its turns in loop.
  const st = {
    graph: null, s: null, t: null, human: 'short', first: 'short', level: 'relentless', hints: true,
    certCache: new Map(), certificate: null, hoverCert: null, hoverKey: null,
    focusEdge: -1, focusVertex: -1, selecting: null, preview: -1, gameId: newGameId(), auto: null,
  };
  // The computer's last reason in the theory's words, for its "Why?" (issue 30).
  let lastWhy = null;
  const loop = new TurnLoop(rec, {
    render: () => render(),
    showsErrors: true,
    ready: () => ready(),
    computerToMove: a => a && !a.over && st.human !== 'none' && a.toMove !== st.human,
    askComputer: async () => {
      const m = await api('/api/switching/move', {...gameBody(), game: st.gameId, level: st.level});
      lastWhy = {reason: m.reason, why: m.why};
      return {move: m.edge, reason: m.reason};
    },
    // No stale certificate, preview or hover trees after a change of position.
    forget: () => { st.certificate = null; clearPreview(); },
    failed: () => stopAuto(),
  }, 350);

  const human = () => (st.human === 'none' ? null : st.human);
  const ui = switchingLayout(section, st, {
    confirm: () => { if (st.preview >= 0) humanPlay(st.preview); },
    cancelPreview: () => { clearPreview(); render(); },
    undo: () => { if (rec.canUndo() && !loop.busy) stopAuto(); loop.undo(human()); },
    redo: () => loop.redo(human()),
    newGame: () => newGame(),
    step: () => loop.computerMove(true),
    auto: () => toggleAuto(),
    choose: which => startSelecting(which),
    loadPreset: () => loadPreset(),
    loadText: () => load({text: ui.pasteArea.value}),
    human: v => { st.human = v; newGame(); },
    first: v => { st.first = v; newGame(); },
    level: v => { st.level = v; },
    hints: v => { st.hints = v; render(); },
    certificate: () => toggleCertificate(),
    goTo: k => { if (!loop.busy) stopAuto(); loop.goTo(k); },
    record: () => currentRecord(),
    importRecord: text => importRecord(text),
  });
  const {svg} = ui;

  // ---------- graph loading ----------
  async function loadPreset() {
    const body = {preset: ui.presetSelect.value};
    for (const input of ui.paramBox.querySelectorAll('input')) {
      const v = Number(input.value);
      if (!Number.isInteger(v)) { toast(`${input.closest('.field').querySelector('.field__label').textContent} must be a whole number`); return; }
      body[input.dataset.param] = v;
    }
    await load(body);
  }

  /** Loads a graph; with game, the recorded game on it ({first, moves, at}) instead of a new one. */
  async function load(body, game = null) {
    try {
      const g = await api('/api/switching/graph', body);
      st.graph = g;
      st.s = g.s;
      st.t = g.t;
      st.certificate = null;
      st.terminalNote = null;
      // Edge numbers belong to the old graph: a focused or hovered edge there means nothing here.
      st.focusEdge = -1;
      st.focusVertex = -1;
      if (game) {
        st.first = game.first;
        ui.firstCtl.value = game.first;
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
    ui.pasteArea.value = g.graph;
    await load({text: g.graph}, {first: g.first, moves: g.moves, at});
  }

  // ---------- game flow ----------
  function gameBody(moves = rec.moves) {
    return {graph: {edges: st.graph.game.edges, s: st.s, t: st.t}, first: st.first, moves};
  }

  function newGame(game = null) {
    stopAuto();
    st.certCache.clear();
    st.gameId = newGameId();
    ui.watchRow.hidden = st.human !== 'none';
    loop.start(`${st.s}|${st.t}|${st.first}`, game && game.moves, game ? game.at : null);
  }

  function ready() {
    return st.graph && st.s !== null && st.t !== null && st.s !== st.t;
  }

  function current() {
    return ready() ? rec.current() : null;
  }

  /** Forgets the previewed edge and the hovered edge's trees, including a request still on its way. */
  function clearPreview() {
    if (st.preview >= 0 && st.focusEdge === st.preview) st.focusEdge = -1;
    st.preview = -1;
    st.hoverCert = null;
    st.hoverKey = null;
  }

  /** A tap selects a free edge (✓/✗ and, for a winning claim, the trees); tapping it again, or the bar's button, plays it. */
  function tapEdge(edge) {
    const a = current();
    if (!a || a.over || loop.busy || !isHumanTurn(a) || rec.moves.includes(edge)) return;
    if (st.preview === edge) { humanPlay(edge); return; }
    st.preview = edge;
    hoverEdge(edge);
  }

  function humanPlay(edge) {
    const a = current();
    if (!a || a.over || loop.busy || !isHumanTurn(a) || rec.moves.includes(edge)) return;
    loop.play(edge);
  }

  function toggleAuto() {
    if (st.auto) { stopAuto(); return; }
    ui.showAuto(true);
    st.auto = setInterval(() => {
      const a = current();
      if (!a || a.over) { stopAuto(); return; }
      loop.computerMove(true);
    }, 800);
    loop.computerMove(true);
  }

  function stopAuto() {
    if (st.auto) clearInterval(st.auto);
    st.auto = null;
    ui.showAuto(false);
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
    const otherSide = which === 's' ? 't' : 's';
    // Picking the other terminal swaps the two — said, or it looks as if the click did nothing.
    st.terminalNote = terminalPickNote(which, name, {s: st.s, t: st.t});
    if (name === st[otherSide]) st[otherSide] = st[which];
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
    ui.buttons.undo.disabled = !rec.canUndo() || loop.busy;
    ui.buttons.redo.disabled = !rec.canRedo() || loop.busy;
    // Step waits for the analysis: with none yet the computer has no position to move from.
    const pending = !ready() || !rec.current() || rec.current().over;
    ui.step.disabled = loop.busy || pending;
    ui.sBtn.classList.toggle('is-active', st.selecting === 's');
    ui.tBtn.classList.toggle('is-active', st.selecting === 't');
    if (!g) {
      ui.title.textContent = 'Loading…';
      return;
    }
    ui.title.textContent = g.title;
    ui.terminalsInfo.textContent = st.selecting ? `${coarsePointer() ? 'Tap' : 'Click'} a vertex (or use the arrow keys and Enter) to make it ${st.selecting}.`
      : `${st.terminalNote ? `${st.terminalNote} ` : ''}${terminalsSentence(st.s, st.t)} ${graphNote(g.description, g, st)}`;
    const a = current();
    const humanTurn = a && !a.over && isHumanTurn(a);
    // Looking back through the game, ✓/✗ for whoever was to move there.
    const showMarks = st.hints && a && !a.over && (humanTurn || rec.canRedo());
    const certTrees = st.hoverCert || (st.certificate && st.certificate.key === rec.key() ? st.certificate.answer.certificate : null);
    drawGraph(svg, g, {
      s: st.s, t: st.t, moves: rec.moves, first: st.first,
      analysis: a, marks: showMarks, focusEdge: st.focusEdge, focusVertex: st.selecting ? st.focusVertex : -1,
      selecting: !!st.selecting, certificate: certTrees, playable: humanTurn && !loop.busy, zoom: ui.zoom,
      onEdgeClick: humanPlay, onEdgeHover: hoverEdge, onEdgeTap: tapEdge,
      onEdgeLeave: () => { st.hoverCert = null; st.hoverKey = null; if (!svg.matches(':focus-visible')) st.focusEdge = -1; render(); },
      onVertexClick: v => st.selecting && chooseTerminal(v),
    });
    renderStatus(a);
    renderPreview(a, showMarks);
    renderMoves();
    renderAnalysis();
  }

  function renderPreview(a, showMarks) {
    const e = st.preview;
    ui.bar.el.hidden = e < 0 || !a || a.over || !isHumanTurn(a);
    if (ui.bar.el.hidden) return;
    const mark = !showMarks ? null : a.winningMoves.includes(e) ? 'win' : 'lose';
    showPreview(ui.bar, mark, moveName(e, true), `${a.toMove === 'short' ? 'Claim' : 'Delete'} edge ${e}`);
  }

  function renderStatus(a) {
    const {status, banner} = ui;
    banner.hidden = true;
    banner.className = 'banner';
    if (st.selecting) {
      status.textContent = `Choose ${st.selecting}: ${coarsePointer() ? 'tap' : 'click'} a vertex.`;
      return;
    }
    if (!ready()) {
      status.textContent = 'Choose the terminals s and t to start.';
      return;
    }
    if (!a) {
      status.textContent = loop.error ? `This position could not be analysed: ${loop.error}` : 'Analysing…';
      return;
    }
    if (a.over) {
      const story = verdictSentence(rec.history(), a.winner, NAME, moveName);
      banner.hidden = false;
      revealBanner(banner, rec.key());
      banner.classList.add(a.winner === 'short' ? 'banner--short' : 'banner--cut');
      const you = st.human === 'none' ? '' : (a.winner === st.human ? ' You win!' : ' You lose.');
      banner.replaceChildren(h('strong', {}, `${NAME[a.winner]} wins.${you}`), ' ', story);
      status.textContent = a.winner === 'short' ? 'The highlighted path of claimed edges joins s and t.'
        : (a.cut && a.cut.length) ? 'The highlighted deletions separate s from t.'
          : 'No path joins s and t in this graph, so Cut has won before any edge was deleted: choose other terminals or another graph.';
      return;
    }
    const mover = NAME[a.toMove];
    const perfect = a.winner === a.toMove ? `${mover} can force a win from here.` : `${mover} cannot force a win from here.`;
    if (loop.busy) {
      status.textContent = computerThinking(mover);
    } else if (st.human === 'none') {
      status.textContent = `${mover} to move. ${perfect} Press Step or Auto-play.`;
    } else if (a.toMove === st.human) {
      status.textContent = `Your move as ${mover}: ${a.toMove === 'short' ? 'claim' : 'delete'} an edge`
        + `${coarsePointer() ? ' (tap it, then confirm)' : ''}. ${st.hints ? perfect : ''}`;
      // The threat being fought: the opponent's immediate wins, or, in a lost game, what that means.
      const foe = a.toMove === 'short' ? 'cut' : 'short';
      const threats = a.threats ? a.threats[foe] : [];
      if (threats.length) status.append(h('span', {class: 'status__threat'}, edgeThreatSentence(foe, threats)));
      else if (st.hints && a.winner !== a.toMove) status.append(h('span', {class: 'status__threat'}, bestPlaySentence(foe)));
    } else if (rec.canRedo()) {
      status.textContent = `Looking back at move ${rec.moves.length} of ${rec.line().length}: Redo, or pick a later move in the list, to go on.`;
    } else {
      status.textContent = computerThinking(mover);
    }
    if (loop.lastReason && rec.canUndo()) {
      status.append(h('span', {class: 'status__reason'}, ` Computer: ${loop.lastReason}.`));
      if (lastWhy && lastWhy.reason === loop.lastReason && lastWhy.why) status.append(whyDisclosure(lastWhy.why));
    }
  }

  /** Move i of the game, or with byEdge edge number i itself, in words. */
  function moveName(i, byEdge = false) {
    const e = byEdge ? i : rec.moves[i];
    const [u, v] = st.graph.edges[e];
    return `edge ${e} (${st.graph.vertices[u].name}–${st.graph.vertices[v].name})`;
  }

  /** The move list and the record, and the address (which holds the game on show). */
  function renderMoves() {
    if (!st.graph) return;
    ui.record.refresh();
    if (ready()) toFragment('switching', currentRecord(), rec.canRedo() ? rec.moves.length : null);
    ui.moves.render(rec, loop.busy, (i, e, before) => {
      const player = (i % 2 === 0) === (st.first === 'short') ? 'short' : 'cut';
      return {side: player, who: NAME[player], words: `${player === 'short' ? 'claims' : 'deletes'} ${moveName(e, true)}`,
        verdict: before && !before.over ? (before.winningMoves.includes(e) ? '✓' : '✗') : '', shows: 'graph'};
    }, {context: `${st.graph.title}|${st.graph.edges.length}`});
  }

  function renderAnalysis() {
    const c = st.certificate && st.certificate.key === rec.key() ? st.certificate : null;
    ui.explainBtn.textContent = c ? 'Hide the analysis' : 'Show game type and certificate';
    ui.explainBtn.setAttribute('aria-expanded', c ? 'true' : 'false');
    ui.analysisBox.hidden = !c;
    if (!c) return;
    const an = c.analysis;
    ui.analysisBox.replaceChildren(
      h('p', {}, h('strong', {}, 'Game type: '), `from this position it is ${GAME_TYPES[an.type]}.`),
      h('p', {class: 'small'}, `With Short to move: ${NAME[an.shortFirst.winner]} wins (${plural(an.shortFirst.winningMoves.length, 'winning claim')}). `
        + `With Cut to move: ${NAME[an.cutFirst.winner]} wins (${plural(an.cutFirst.winningMoves.length, 'winning deletion')}).`),
      h('p', {class: 'small'}, c.answer.explanation),
      c.answer.certificate ? h('p', {class: 'small'}, h('strong', {}, 'S = '),
        `{${c.answer.certificate.vertexIndices.map(v => st.graph.vertices[v].name).join(', ')}}`,
        ' — drawn on the graph: one tree solid, the other dotted gold. ',
        h('button', {class: 'btn btn--small', type: 'button', onclick: () => ui.card.scrollIntoView({block: 'start', behavior: 'smooth'})}, '↑ See the graph')) : null);
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
        ui.announcer.textContent = svg.querySelector(`.edge[data-edge='${free[i]}'] title`)?.textContent || '';
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
  bindUndoKeys(section, () => { if (rec.canUndo() && !loop.busy) stopAuto(); loop.undo(human()); }, () => loop.redo(human()));

  /** A record in the address (a shared link, or a reload) starts that game. */
  const startFromAddress = () => loadFromAddress('switching', importRecord);

  (async () => { if (!(await startFromAddress())) load({preset: PRESETS[0].value, size: 3}); })();
  return {onHide: () => stopAuto(), onShow: () => { ui.zoom.apply(); renderMoves(); }, onAddress: () => startFromAddress()};
}

export default {id: 'switching', title: 'The Shannon switching game', label: 'Switching game', mount};
