// The matroid game page: the server solves and plays; this page draws the matroid and relays clicks.
import {api} from '/js/api.js';
import {toast} from '/js/dom.js';
import {GameRecord} from '/js/game-record.js';
import {TurnLoop} from '/js/turn-loop.js';
import {bindTaps, nearest, segmentDistance, svgPoint} from '/js/tap.js';
import {FingerZoom} from '/js/zoom.js';

const SVG = 'http://www.w3.org/2000/svg';
const $ = id => document.getElementById(id);
/** The drawing's size in SVG units: coordinates in [0, 1] are drawn at 30 + 400 x. */
const SIZE = 460;

const state = {
  source: null,    // {preset} or {text}: how the server finds the game
  game: null,      // the /api/matroid/game answer
  first: 'short',
  human: 'short',
  analysis: null,  // the analysis on show (the last one, while the next is on its way)
  certificate: null,
};
/** Each drawn element's tap target: {element, distance(p), centre} in SVG units. */
const targets = [];
/** The drawing's svg, kept for the page's life (its taps are bound once), and its finger-size zoom. */
const drawing = (() => {
  const svg = el('svg', {viewBox: `0 0 ${SIZE} ${SIZE}`, role: 'img', class: 'matroid-svg'});
  bindTaps(svg, (x, y) => {
    const element = tapTarget(svg, x, y);
    if (element !== null) play(element);
  });
  return {svg, zoom: new FingerZoom($('drawing'), svg)};
})();
$('drawing').appendChild(drawing.svg);
$('zoom-slot').appendChild(drawing.zoom.button);
const rec = new GameRecord(moves => api('/api/matroid/analyze', request({moves})));
const loop = new TurnLoop(rec, {
  render: () => render(),
  computerToMove: a => a && !a.over && a.toMove !== state.human,
  askComputer: async () => {
    const m = await api('/api/matroid/move', request());
    return {move: m.element, reason: m.reason};
  },
  forget: () => {
    state.certificate = null;
    $('certificate').hidden = true;
  },
}, 0);

function request(extra) {
  return {...state.source, first: state.first, moves: rec.moves, ...extra};
}

async function loadGame(source) {
  const game = await api('/api/matroid/game', source);
  state.source = source;
  state.game = game;
  $('description').textContent = game.description;
  $('type').textContent = `Rank ${game.rank}, ${game.elements} elements, target ${game.target}. Game type: `
      + {short: 'Short wins whoever starts', cut: 'Cut wins whoever starts', first: 'whoever moves first wins'}[game.type] + '.';
  newGame();
}

function newGame() {
  state.first = $('first').value;
  state.human = $('side').value;
  state.analysis = null;
  loop.start(JSON.stringify([state.source, state.first]));
}

function statusText() {
  const a = state.analysis;
  const name = p => (p === 'short' ? 'Short' : 'Cut');
  if (a.over) {
    const how = a.winner === 'short' ? 'the claimed elements span the target' : 'the elements left no longer span the target';
    return `${name(a.winner)} wins: ${how}. ${a.winner === state.human ? 'You win!' : 'The computer wins.'}`;
  }
  if (a.toMove !== state.human) return 'The computer is thinking…';
  const verb = state.human === 'short' ? 'claim' : 'delete';
  const last = loop.lastReason && rec.moves.length ? ` Computer: ${loop.lastReason}.` : '';
  const outlook = a.winner === state.human ? 'you can win (✓ marks every winning move)' : 'the computer wins against perfect play';
  return `Your move: ${verb} an element — ${outlook}.${last}`;
}

function elementClasses(x) {
  const a = state.analysis;
  const cls = ['is-' + a.states[x]];
  const c = state.certificate && state.certificate.certificate;
  if (c) {
    if (c.a.includes(x)) cls.push('in-a');
    if (c.b.includes(x)) cls.push('in-b');
  }
  return cls;
}

/** ✓ or ✗ for a free element on the human's turn, '' otherwise. */
function badge(x) {
  const a = state.analysis;
  if (a.over || a.toMove !== state.human || a.states[x] !== 'free') return '';
  return a.winningMoves.includes(x) ? '✓' : '✗';
}

function playable(x) {
  const a = state.analysis;
  return !loop.busy && a === rec.current() && !a.over && a.toMove === state.human && a.states[x] === 'free';
}

function play(x) {
  if (playable(x)) loop.play(x);
}

function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

function drawPoints(svg, d) {
  const P = d.points.map(([x, y]) => [30 + x * 400, 30 + y * 400]);
  for (const line of d.lines) {
    // A straight line through its points: draw from the two farthest apart.
    let best = [line[0], line[1]], far = -1;
    for (const i of line) for (const j of line) {
      const dist = (P[i][0] - P[j][0]) ** 2 + (P[i][1] - P[j][1]) ** 2;
      if (dist > far) { far = dist; best = [i, j]; }
    }
    el('line', {class: 'm-line', x1: P[best[0]][0], y1: P[best[0]][1], x2: P[best[1]][0], y2: P[best[1]][1]}, svg);
  }
  if (d.circle) {
    const [a, b, c] = d.circle.map(i => P[i]);
    const dd = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
    const sq = p => p[0] ** 2 + p[1] ** 2;
    const ux = (sq(a) * (b[1] - c[1]) + sq(b) * (c[1] - a[1]) + sq(c) * (a[1] - b[1])) / dd;
    const uy = (sq(a) * (c[0] - b[0]) + sq(b) * (a[0] - c[0]) + sq(c) * (b[0] - a[0])) / dd;
    el('circle', {class: 'm-line', cx: ux, cy: uy, r: Math.hypot(a[0] - ux, a[1] - uy)}, svg);
  }
  targets.length = 0;
  P.forEach(([x, y], i) => targets.push({element: i, distance: p => Math.hypot(p.x - x, p.y - y), centre: {x, y}}));
  P.forEach(([x, y], i) => {
    const g = el('g', {class: 'm-point ' + elementClasses(i).join(' '), tabindex: playable(i) ? 0 : -1, role: 'button',
      'data-element': i, 'data-cx': targets[i].centre.x, 'data-cy': targets[i].centre.y,
      'aria-label': `element ${i}, ${state.analysis.states[i]}${badge(i) ? ', ' + (badge(i) === '✓' ? 'wins' : 'loses') : ''}`}, svg);
    el('circle', {class: 'm-dot', cx: x, cy: y, r: 17}, g);
    el('text', {x, y}, g).textContent = i === state.game.target ? 'e' : String(i);
    const b = badge(i);
    if (b) el('text', {class: 'm-badge ' + (b === '✓' ? 'm-badge--win' : 'm-badge--lose'), x: x + 22, y: y - 20}, svg).textContent = b;
    answerMouseAndKeys(svg, g, i);
  });
}

function drawGraph(svg, d) {
  const V = d.vertices.map(([x, y]) => [30 + x * 400, 30 + y * 400]);
  const ends = d.edges.map(([u, v]) => [{x: V[u][0], y: V[u][1]}, {x: V[v][0], y: V[v][1]}]);
  targets.length = 0;
  ends.forEach(([a, b], i) => targets.push({element: i, distance: p => segmentDistance(a, b, p), centre: roomiest(a, b, ends, i)}));
  d.edges.forEach(([u, v], i) => {
    const g = el('g', {class: 'm-edge ' + elementClasses(i).join(' '), tabindex: playable(i) ? 0 : -1, role: 'button',
      'data-element': i, 'data-cx': targets[i].centre.x, 'data-cy': targets[i].centre.y,
      'aria-label': `edge ${i}, ${state.analysis.states[i]}${badge(i) ? ', ' + (badge(i) === '✓' ? 'wins' : 'loses') : ''}`}, svg);
    el('line', {class: 'm-stroke', x1: V[u][0], y1: V[u][1], x2: V[v][0], y2: V[v][1]}, g);
    el('line', {class: 'm-hit', x1: V[u][0], y1: V[u][1], x2: V[v][0], y2: V[v][1]}, g);
    const mx = (V[u][0] + V[v][0]) / 2, my = (V[u][1] + V[v][1]) / 2;
    const b = badge(i);
    el('text', {class: 'm-label', x: mx + 12, y: my - 12}, svg).textContent = (i === state.game.target ? 'e=' : '') + i + (b ? ' ' + b : '');
    answerMouseAndKeys(svg, g, i);
  });
  V.forEach(([x, y]) => el('circle', {class: 'm-vertex', cx: x, cy: y, r: 7}, svg));
}

/** Mouse clicks and Enter/Space on element i's own drawing; taps go through tapTarget instead. */
function answerMouseAndKeys(svg, g, i) {
  g.addEventListener('click', () => { if (svg.dataset.pointer === 'mouse') play(i); });
  g.addEventListener('keydown', ev => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); play(i); } });
}

/**
 * The point of edge i (from a to b) farthest from every other edge, among 9 points along it: the
 * centre of its largest sure target. Within half that distance of it every point is nearer to
 * edge i than to any other (triangle inequality), so a tap there picks edge i.
 */
function roomiest(a, b, ends, i) {
  let best = null;
  for (const t of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.15, 0.85]) {
    const c = {x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)};
    const room = Math.min(Infinity, ...ends.filter((_, j) => j !== i).map(([p, q]) => segmentDistance(p, q, c)));
    if (!best || room > best.room + 1e-9) best = {...c, room};
  }
  return {x: best.x, y: best.y};
}

/**
 * The side (SVG units) of the largest square every element's target holds, turned any way: a
 * disc of half the distance from its centre to the nearest other element is its own, and the
 * disc holds a square of side √2 times its radius.
 */
function smallestTarget() {
  let side = SIZE;
  for (const t of targets) {
    const others = targets.filter(o => o !== t).map(o => o.distance(t.centre));
    if (others.length) side = Math.min(side, Math.SQRT2 * Math.min(...others) / 2);
  }
  return side;
}

/** What a tap at (clientX, clientY) picks: the element of the nearest free target within reach, or null. */
export function tapTarget(svg, clientX, clientY) {
  const p = svgPoint(svg, clientX, clientY);
  if (!p || !state.analysis) return null;
  const free = targets.filter(t => state.analysis.states[t.element] === 'free');
  return nearest(free.map(t => [t.element, t.distance(p)]), p.reach);
}

function renderMatrix() {
  const box = $('matrix');
  box.replaceChildren();
  const m = state.game.matrix;
  if (!m) return;
  const table = document.createElement('table');
  const head = table.insertRow();
  head.insertCell().textContent = state.game.field === 2 ? 'GF(2)' : `GF(${state.game.field})`;
  for (let j = 0; j < state.game.elements; j++) {
    const th = document.createElement('th');
    th.className = elementClasses(j).join(' ');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = (j === state.game.target ? 'e' : j) + (badge(j) ? ' ' + badge(j) : '');
    b.disabled = !playable(j);
    b.addEventListener('click', () => play(j));
    th.appendChild(b);
    head.appendChild(th);
  }
  m.forEach((row, i) => {
    const tr = table.insertRow();
    tr.insertCell().textContent = `row ${i + 1}`;
    row.forEach((v, j) => {
      const td = tr.insertCell();
      td.textContent = v;
      td.className = elementClasses(j).join(' ');
    });
  });
  box.appendChild(table);
}

function renderElements() {
  // Games without a picture or matrix (uniform, explicit, graphs from text) get a row of buttons.
  const box = $('elements');
  box.replaceChildren();
  if (state.game.drawing || state.game.matrix) return;
  for (let j = 0; j < state.game.elements; j++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn btn--small ' + elementClasses(j).join(' ');
    b.textContent = (j === state.game.target ? 'e' : j) + (badge(j) ? ' ' + badge(j) : '') + ({claimed: ' ●', deleted: ' ○'}[state.analysis.states[j]] || '');
    b.disabled = !playable(j);
    b.addEventListener('click', () => play(j));
    box.appendChild(b);
  }
}

function render() {
  // The position on show until the next analysis arrives: the page never draws a position it has not been told about.
  state.analysis = rec.current() || state.analysis;
  if (!state.analysis) return;
  setStatus(statusText());
  const d = state.game.drawing;
  drawing.svg.replaceChildren();
  drawing.svg.hidden = !d;
  drawing.svg.setAttribute('aria-label', state.game.title);
  if (d) {
    (d.type === 'graph' ? drawGraph : drawPoints)(drawing.svg, d);
    drawing.zoom.fit(SIZE, SIZE, smallestTarget());
  } else {
    targets.length = 0;
    drawing.zoom.clear();
  }
  renderMatrix();
  renderElements();
  $('undo').disabled = !rec.canUndo() || loop.busy;
  $('show-cert').disabled = Boolean(state.analysis.over);
}

async function showCertificate() {
  if (state.analysis.over) return;
  state.certificate = await api('/api/matroid/certificate', request());
  const c = state.certificate.certificate;
  const who = state.certificate.winner === 'short' ? 'Short' : 'Cut';
  const move = c.claim !== undefined ? `after claiming ${c.claim}, ` : c.delete !== undefined ? `after deleting ${c.delete}, ` : '';
  const where = c.in === 'dual' ? ' in the dual matroid (where Cut\'s deletions are claims)' : '';
  const box = $('certificate');
  box.innerHTML = '';
  const p = document.createElement('p');
  p.append(`${who} wins with ${state.certificate.toMove === 'short' ? 'Short' : 'Cut'} to move: ${move}the sets `);
  const a = document.createElement('span'); a.className = 'cert-a'; a.textContent = `A = {${c.a.join(', ')}}`;
  const b = document.createElement('span'); b.className = 'cert-b'; b.textContent = `B = {${c.b.join(', ')}}`;
  p.append(a, ' and ', b, ` are disjoint and have the same span, which holds the target${where}. `
      + 'Whenever the opponent takes an element of one, the winner takes an element of the other that mends it (basis exchange).');
  box.appendChild(p);
  box.hidden = false;
  render();
}

function setStatus(text) {
  $('status').textContent = text;
}

function guard(fn) {
  return async (...args) => {
    try {
      await fn(...args);
    } catch (e) {
      toast(e.message);
    }
  };
}

async function init() {
  const {presets} = await api('/api/matroid/presets');
  const select = $('preset');
  for (const p of presets) {
    const o = document.createElement('option');
    o.value = p.name;
    o.textContent = p.title;
    select.appendChild(o);
  }
  select.addEventListener('change', guard(() => loadGame({preset: select.value})));
  $('load-text').addEventListener('click', guard(() => loadGame({text: $('text').value})));
  $('new-game').addEventListener('click', guard(newGame));
  // Takes back the person's last move and the computer's answer to it.
  $('undo').addEventListener('click', () => loop.undo(state.human));
  $('show-cert').addEventListener('click', guard(showCertificate));
  await loadGame({preset: presets[0].name});
}

guard(init)();
