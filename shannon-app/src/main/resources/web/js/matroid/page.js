// The matroid game page: the switching game on a matroid, against the computer or a friend. This
// is the controller: the settings and the position on show, the turn loop, drawing; layout.js
// builds the DOM, drawing.js the picture, prose.js holds the words. The server solves and plays.
import {api} from '../api.js';
import {h, plural, toast} from '../dom.js';
import {computerThinking} from '../prose.js';
import {GameRecord, bindUndoKeys} from '../game-record.js';
import {revealBanner} from '../game-layout.js';
import {TurnLoop} from '../turn-loop.js';
import {gameOf, loadFromAddress, matroidRecord, openElsewhere, readRecord, toFragment} from '../records.js';
import {MatroidDrawing, elementButtons, matrixTable} from './drawing.js';
import {matroidLayout} from './layout.js';
import {GAME_TYPE, NAME, WHY} from './prose.js';
import {whyDisclosure} from '../why.js';

/** The drawing on show, for tapTarget (the tests ask it what a tap would pick). */
let shownDrawing = null;

function mount(section) {
  const st = {
    source: null,   // {preset} or {text}: how the server finds the game
    game: null,     // the /api/matroid/game answer
    first: 'short', human: 'short', opponent: 'computer',
    shown: null,    // the analysis on show (the last one, while the next is on its way)
    certificate: null,
  };
  const rec = new GameRecord(moves => api('/api/matroid/analyze', request(moves)));
  // The computer's last reason in the theory's words, for its "Why?" (issue 30).
  let lastWhy = null;
  const loop = new TurnLoop(rec, {
    render: () => render(),
    ready: () => st.game !== null,
    computerToMove: a => a && !a.over && st.opponent === 'computer' && a.toMove !== st.human,
    askComputer: async () => {
      const m = await api('/api/matroid/move', request());
      lastWhy = {reason: m.reason, why: m.why};
      return {move: m.element, reason: m.reason};
    },
    forget: () => { st.certificate = null; },
  });
  const human = () => (st.opponent === 'computer' ? st.human : null);
  const ui = matroidLayout(section, st, {
    preset: name => guard(() => loadGame({preset: name})),
    text: text => guard(() => loadGame({text})),
    human: v => { st.human = v; newGame(); },
    first: v => { st.first = v; newGame(); },
    opponent: v => { st.opponent = v; ui.showComputerFields(v === 'computer'); newGame(); },
    undo: () => loop.undo(human()),
    redo: () => loop.redo(human()),
    newGame: () => newGame(),
    certificate: () => guard(showCertificate),
    goTo: k => loop.goTo(k),
    record: () => currentRecord(),
    importRecord: text => importRecord(text),
  });
  const drawing = new MatroidDrawing(ui.svg, ui.zoom, x => play(x));
  shownDrawing = drawing;

  function request(moves = rec.moves) {
    return {...st.source, first: st.first, moves};
  }

  async function guard(fn) {
    try {
      await fn();
    } catch (e) {
      toast(e.message);
    }
  }

  /** Asks the server for the game a source names and shows it; with moves, the recorded game, shown after the first at. */
  async function loadGame(source, moves = null, at = null) {
    const game = await api('/api/matroid/game', source);
    st.source = source;
    st.game = game;
    ui.description.textContent = game.description;
    ui.type.textContent = `Rank ${game.rank}, ${plural(game.elements, 'element')}, target ${game.target}. Game type: ${GAME_TYPE[game.type]}.`;
    newGame(moves, at);
  }

  function newGame(moves = null, at = null) {
    st.shown = null;
    loop.start(JSON.stringify([st.source, st.first]), moves, at);
  }

  function currentRecord() {
    return st.game ? matroidRecord({text: st.game.text, first: st.first, moves: rec.line()}) : '';
  }

  /** Reads a record (the server checks every move) and shows its game at move at (its end when null). */
  async function importRecord(text, at = null) {
    const game = gameOf(text);
    if (game && game !== 'matroid' && openElsewhere(game, text)) return;
    const g = await readRecord(text);
    st.first = g.first;
    ui.firstCtl.value = g.first;
    if (g.preset) {
      ui.preset.value = g.preset;
      await loadGame({preset: g.preset}, g.moves, at);
    } else {
      ui.preset.value = '';
      ui.text.value = g.text;
      ui.own.open = true;
      await loadGame({text: g.text}, g.moves, at);
    }
  }

  // ---------- moves ----------
  function humanTurn(a) {
    return a && !a.over && !loop.busy && a === rec.current() && (st.opponent === 'human' || a.toMove === st.human);
  }

  function playable(x) {
    const a = st.shown;
    return humanTurn(a) && a.states[x] === 'free';
  }

  function play(x) {
    if (playable(x)) loop.play(x);
  }

  // ---------- drawing ----------
  function classes(x) {
    const cls = ['is-' + st.shown.states[x]];
    const c = st.certificate && st.certificate.key === rec.key() ? st.certificate.certificate : null;
    if (c && c.a.includes(x)) cls.push('in-a');
    if (c && c.b.includes(x)) cls.push('in-b');
    return cls;
  }

  /** ✓ or ✗ on a free element whenever a person is to move (looking back through the game too), '' otherwise. */
  function badge(x) {
    const a = st.shown;
    if (!a || a.over || a.states[x] !== 'free' || !(humanTurn(a) || rec.canRedo())) return '';
    return a.winningMoves.includes(x) ? '✓' : '✗';
  }

  function render() {
    // The position on show until the next analysis arrives: the page never draws a position it has not been told about.
    st.shown = rec.current() || st.shown;
    ui.buttons.undo.disabled = !rec.canUndo() || loop.busy;
    ui.buttons.redo.disabled = !rec.canRedo() || loop.busy;
    renderMoves();
    const a = st.shown;
    if (!a || !st.game) {
      ui.status.textContent = 'Analysing…';
      return;
    }
    const view = {states: a.states, target: st.game.target, classes, badge, playable};
    drawing.draw(st.game.drawing || null, view, st.game.title);
    renderMatrix(view);
    renderElements(view);
    ui.title.textContent = st.game.title;
    ui.certButton.disabled = Boolean(a.over) || a !== rec.current();
    renderCertificate();
    renderStatus(a);
  }

  function renderMatrix(view) {
    ui.matrix.replaceChildren(...matrixTable(st.game, view, play));
  }

  function renderElements(view) {
    ui.elements.replaceChildren(...elementButtons(st.game, view, play));
  }

  function renderStatus(a) {
    const {status, banner} = ui;
    banner.hidden = true;
    banner.className = 'banner';
    status.replaceChildren();
    if (a.over) {
      banner.hidden = false;
      revealBanner(banner, rec.key());
      banner.classList.add(`banner--${a.winner}`);
      const you = st.opponent === 'computer' ? (a.winner === st.human ? ' You win!' : ' The computer wins.') : '';
      banner.replaceChildren(h('strong', {}, `${NAME[a.winner]} wins.${you}`), ' ', WHY[a.winner]);
      return;
    }
    const mover = NAME[a.toMove];
    if (loop.busy) {
      status.textContent = computerThinking(mover);
      return;
    }
    if (!humanTurn(a)) {
      status.textContent = rec.canRedo()
        ? `Looking back at move ${rec.moves.length} of ${rec.line().length}: Redo, or pick a later move in the list, to go on.`
        : computerThinking(mover);
      return;
    }
    const verb = a.toMove === 'short' ? 'claim' : 'delete';
    const who = st.opponent === 'computer' ? 'Your move' : `${mover} to move`;
    const outlook = a.winner === a.toMove ? `${st.opponent === 'computer' ? 'you' : mover} can win (✓ marks every winning move)`
      : `${st.opponent === 'computer' ? 'the computer wins' : `${NAME[a.winner]} wins`} against perfect play`;
    status.append(`${who}: ${verb} an element — ${outlook}.`);
    if (loop.lastReason && st.opponent === 'computer') {
      status.append(h('span', {class: 'status__reason'}, ` Computer: ${loop.lastReason}.`));
      if (lastWhy && lastWhy.reason === loop.lastReason && lastWhy.why) status.append(whyDisclosure(lastWhy.why));
    }
  }

  function renderMoves() {
    ui.record.refresh();
    if (st.game) toFragment('matroid', currentRecord(), rec.canRedo() ? rec.moves.length : null);
    ui.moves.render(rec, loop.busy, (i, x, before) => {
      const side = (i % 2 === 0) === (st.first === 'short') ? 'short' : 'cut';
      return {side, who: NAME[side], words: `${side === 'short' ? 'claims' : 'deletes'} ${x}`,
        verdict: before && !before.over ? (before.winningMoves.includes(x) ? '✓' : '✗') : '', shows: 'matroid'};
    }, {context: st.game ? st.game.title : '', follow: true});
  }

  async function showCertificate() {
    const a = rec.current();
    if (!a || a.over) return;
    const key = rec.key();
    const c = await api('/api/matroid/certificate', request());
    if (key !== rec.key()) return;
    st.certificate = {...c, key};
    render();
  }

  function renderCertificate() {
    const box = ui.certificate;
    const x = st.certificate && st.certificate.key === rec.key() ? st.certificate : null;
    box.hidden = !x;
    if (!x) return;
    const c = x.certificate;
    const move = c.claim !== undefined ? `after claiming ${c.claim}, ` : c.delete !== undefined ? `after deleting ${c.delete}, ` : '';
    const where = c.in === 'dual' ? ' in the dual matroid (where Cut’s deletions are claims)' : '';
    box.replaceChildren(h('p', {}, `${NAME[x.winner]} wins with ${NAME[x.toMove]} to move: ${move}the sets `,
      h('span', {class: 'cert-a'}, `A = {${c.a.join(', ')}}`), ' and ', h('span', {class: 'cert-b'}, `B = {${c.b.join(', ')}}`),
      ` are disjoint and have the same span, which holds the target${where}. `
      + 'Whenever the opponent takes an element of one, the winner takes an element of the other that mends it (basis exchange).'));
  }

  bindUndoKeys(section, () => loop.undo(human()), () => loop.redo(human()));

  const startFromAddress = () => loadFromAddress('matroid', importRecord);
  (async () => {
    try {
      const {presets} = await api('/api/matroid/presets');
      ui.preset.replaceChildren(h('option', {value: '', disabled: true}, 'your own (text form)'),
        ...presets.map(p => h('option', {value: p.name}, p.title)));
      if (await startFromAddress()) return;
      ui.preset.value = presets[0].name;
      await loadGame({preset: presets[0].name});
    } catch (e) {
      toast(e.message);
    }
  })();
  return {
    onShow: () => { shownDrawing = drawing; ui.zoom.apply(); renderMoves(); },
    onAddress: () => startFromAddress(),
  };
}

/** What a tap at (clientX, clientY) on the drawing picks: an element, or null (for tests). */
export function tapTarget(svg, clientX, clientY) {
  return shownDrawing ? shownDrawing.tapTarget(clientX, clientY) : null;
}

export default {id: 'matroid', title: 'Matroid game', label: 'Matroid', mount};
