// The boards of the online page's switching and matroid games, drawn by those pages' own modules:
// the switching page's graph view (its geometry and tap picking) and the matroid page's drawing,
// matrix and element buttons. Each board fetches its picture once per game board
// (/api/switching/graph, /api/matroid/game — drawings, not analyses), then draws any position the
// online page hands it; a played piece goes to onPlay(index), and the server judges it.
import {api} from '../api.js';
import {h, s} from '../dom.js';
import {boardCard} from '../game-layout.js';
import {drawGraph} from '../switching/graph-view.js';
import {MatroidDrawing, elementButtons, matrixTable} from '../matroid/drawing.js';
import * as M from './model.js';

/**
 * The switching game's graph: {frame, prepare(game), ready(game), title(), draw(game, moves, {playable, analysis}),
 * announce}. A mouse click plays an edge; a tap (touch, pen) selects it and a second tap plays it, as on the
 * switching page; the arrow keys walk the free edges and Enter plays the selected one.
 */
export function switchingBoard(onPlay, announce) {
  const svg = s('svg', {class: 'graph', role: 'application', tabindex: '0', id: 'on-graph-svg',
    'aria-label': 'Switching-game graph of the online game. Arrow keys move between free edges, Enter takes the selected edge.'});
  const card = boardCard(svg);
  card.frame.id = 'on-graph-board';
  const st = {key: null, loading: null, graph: null, focus: -1, last: null};

  /** Draws the preset again when the game names one the switching page offers and it is the game's graph; else the graph itself. */
  async function load(game) {
    const request = M.switchingPresetRequest(game.preset);
    if (request) {
      const drawn = await api('/api/switching/graph', request).catch(() => null);
      if (drawn && M.sameGraph(drawn.game, game.graph)) return drawn;
    }
    return api('/api/switching/graph', {text: JSON.stringify(game.graph)});
  }

  function prepare(game) {
    const key = JSON.stringify(game.graph);
    if (st.key !== key) {
      st.key = key;
      st.graph = null;
      st.focus = -1;
      st.loading = load(game).then(g => { if (st.key === key) st.graph = g; }, e => { if (st.key === key) st.key = null; throw e; });
    }
    return st.loading;
  }

  function free(moves) {
    return st.graph.edges.map((_, e) => e).filter(e => !moves.includes(e));
  }

  function redraw() {
    if (st.last) draw(...st.last);
  }

  function draw(game, moves, {playable, analysis}) {
    st.last = [game, moves, {playable, analysis}];
    if (!playable || moves.includes(st.focus)) st.focus = -1;
    const g = st.graph;
    drawGraph(svg, g, {
      s: g.s, t: g.t, moves, first: game.first, analysis, marks: false, focusEdge: st.focus, focusVertex: -1,
      selecting: false, certificate: null, playable, zoom: card.zoom,
      onEdgeClick: e => onPlay(e),
      onEdgeTap: e => {
        if (!playable) return;
        if (st.focus === e) { onPlay(e); return; }
        st.focus = e;
        announce(`${M.moveName(game, e)} selected: tap it again to play it.`);
        redraw();
      },
      // The graph view marks the edge under the mouse when it draws: drawn again, a playable edge shows it is the one.
      onEdgeHover: () => { if (playable) redraw(); }, onEdgeLeave: () => { if (playable) redraw(); }, onVertexClick: () => {},
    });
  }

  svg.addEventListener('keydown', ev => {
    if (!st.graph || !st.last || !st.last[2].playable) return;
    const edges = free(st.last[1]);
    const k = ev.key;
    if (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].includes(k) && edges.length) {
      const forward = k === 'ArrowRight' || k === 'ArrowDown';
      let i = edges.indexOf(st.focus);
      i = i < 0 ? (forward ? 0 : edges.length - 1) : (i + (forward ? 1 : -1) + edges.length) % edges.length;
      st.focus = edges[i];
      announce(M.moveName(st.last[0], st.focus));
      redraw();
      ev.preventDefault();
    } else if ((k === 'Enter' || k === ' ') && st.focus >= 0) {
      onPlay(st.focus);
      ev.preventDefault();
    }
  });

  return {
    frame: card.frame, prepare, draw,
    ready: game => st.graph !== null && st.key === JSON.stringify(game.graph),
    title: () => (st.graph ? st.graph.title : ''),
  };
}

/** The matroid game's drawing (a picture for presets that have one), its matrix or a row of element buttons. */
export function matroidBoard(onPlay) {
  const svg = s('svg', {class: 'matroid-svg', role: 'img'});
  const card = boardCard(svg, 'matroid-drawing');
  const matrix = h('div', {class: 'matroid-matrix', id: 'on-matrix'});
  const elements = h('div', {class: 'matroid-elements', id: 'on-elements', role: 'group', 'aria-label': 'Elements'});
  const frame = h('div', {id: 'on-matroid-board'}, card.frame, matrix, elements);
  const drawing = new MatroidDrawing(svg, card.zoom, x => onPlay(x));
  const st = {key: null, loading: null, info: null};

  /** A preset's answer carries its picture; it is used only when its text is the game's matroid. */
  async function load(game) {
    if (game.preset) {
      const named = await api('/api/matroid/game', {preset: game.preset}).catch(() => null);
      if (named && named.text === game.matroid) return named;
    }
    return api('/api/matroid/game', {text: game.matroid});
  }

  function prepare(game) {
    const key = game.matroid;
    if (st.key !== key) {
      st.key = key;
      st.info = null;
      st.loading = load(game).then(info => { if (st.key === key) st.info = info; }, e => { if (st.key === key) st.key = null; throw e; });
    }
    return st.loading;
  }

  function draw(game, moves, {playable}) {
    const info = st.info;
    const states = M.elementStates(info.elements, info.target, moves, game.first);
    const view = {
      states, target: info.target, classes: x => ['is-' + states[x]], badge: () => '',
      playable: x => playable && states[x] === 'free',
    };
    drawing.draw(info.drawing || null, view, info.title);
    matrix.replaceChildren(...matrixTable(info, view, onPlay));
    elements.replaceChildren(...elementButtons(info, view, onPlay));
  }

  return {
    frame, prepare, draw,
    ready: game => st.info !== null && st.key === game.matroid,
    title: () => (st.info ? st.info.title : ''),
  };
}
