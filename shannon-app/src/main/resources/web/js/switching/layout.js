// The switching page's DOM: the graph card, the play settings, the move list, the record, the
// analysis, the graph picker, and the explainers. Built once; every control reports to the
// controller (page.js) through on, and the controller fills the parts in.
import {h, s, segmented, field, toggle, explainers, levelMenu, icon} from '../dom.js';
import {SWITCHING_EXPLAINERS, SWITCHING_LEVELS} from '../prose.js';
import {boardCard, boardControls, buttonRow, confirmBar, gameButtons, MoveList, pageLayout} from '../game-layout.js';
import {recordCard} from '../records.js';

export const PRESETS = [
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

/** Builds the page into section with the settings st starts from; returns its parts. */
export function switchingLayout(section, st, on) {
  const svg = s('svg', {class: 'graph', role: 'application', tabindex: '0',
    'aria-label': 'Switching-game graph. Arrow keys move between free edges, Enter takes the selected edge.'});
  const board = boardCard(svg);
  const legend = h('ul', {class: 'legend'},
    h('li', {}, legendSwatch('free'), 'free edge'),
    h('li', {}, legendSwatch('claimed'), 'claimed by Short'),
    h('li', {}, legendSwatch('deleted'), 'deleted by Cut'),
    h('li', {}, h('span', {class: 'legend__mark legend__mark--win'}, '✓'), 'wins for the player to move'),
    h('li', {}, h('span', {class: 'legend__mark legend__mark--lose'}, '✗'), 'loses'),
    h('li', {}, legendSwatch('tree1'), legendSwatch('tree2'), 'Lehman\'s two trees'));
  const bar = confirmBar('Selected edge', () => on.confirm(), () => on.cancelPreview());
  const buttons = gameButtons(on);
  const step = h('button', {class: 'btn btn--primary', type: 'button', onclick: () => on.step()}, 'Step');
  const auto = h('button', {class: 'btn', type: 'button', onclick: () => on.auto()}, icon('play'), ' Auto-play');
  const watchRow = h('div', {class: 'row', hidden: true}, step, auto);
  // The buttons right under the graph: a status of any length never pushes them out of sight.
  board.card.insertBefore(boardControls(bar, buttonRow(buttons.undo, buttons.redo, buttons.newGame, board.zoom.tools, board.zoom.button), watchRow), board.announcer);
  board.card.append(legend);

  // Graph picker
  const presetSelect = h('select', {id: 'sw-preset', class: 'input'}, PRESETS.map(p => h('option', {value: p.value}, p.label)));
  const paramBox = h('div', {class: 'params'});
  const pasteArea = h('textarea', {id: 'sw-text', class: 'input input--code', rows: '6', spellcheck: 'false',
    'aria-label': 'Graph in the text form: one edge per line, then terminals S T'});
  pasteArea.value = EXAMPLE_TEXT;
  const sBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => on.choose('s')}, 'Choose s');
  const tBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => on.choose('t')}, 'Choose t');
  const terminalsInfo = h('p', {class: 'muted small'});
  const graphCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Graph'),
    field('Preset', presetSelect), paramBox, h('div', {class: 'row'}, h('button', {class: 'btn btn--primary', type: 'button', onclick: () => on.loadPreset()}, 'Load graph')),
    h('details', {class: 'paste'}, h('summary', {}, 'Paste your own graph'),
      h('p', {class: 'muted small'}, 'One edge “u v” per line, a line “terminals S T”, # for comments — or the JSON form {"edges": [[u, v], …], "s": u, "t": v}.'),
      pasteArea, h('div', {class: 'row'}, h('button', {class: 'btn', type: 'button', onclick: () => on.loadText()}, 'Load pasted graph'))),
    h('div', {class: 'row row--wrap'}, h('span', {class: 'field__label'}, 'Terminals'), sBtn, tBtn), terminalsInfo);
  const renderParams = () => {
    const preset = PRESETS.find(p => p.value === presetSelect.value);
    paramBox.replaceChildren(...preset.params.map(p => field(p.label,
      h('input', {type: 'number', class: 'input input--num', id: `sw-param-${p.name}`, min: p.min, max: p.max, value: p.value, 'data-param': p.name}))));
  };
  renderParams();
  presetSelect.addEventListener('change', renderParams);

  // Play controls
  const humanCtl = segmented('sw-human', 'You play', [
    {value: 'short', label: 'Short'}, {value: 'cut', label: 'Cut'}, {value: 'none', label: 'Watch'}], st.human, v => on.human(v));
  const firstCtl = segmented('sw-first', 'Who moves first', [{value: 'short', label: 'Short'}, {value: 'cut', label: 'Cut'}], st.first, v => on.first(v));
  const level = levelMenu('sw-level', SWITCHING_LEVELS, v => on.level(v));
  const hintsToggle = toggle('sw-hints', 'Show ✓/✗ on my turn', st.hints, v => on.hints(v));
  const playCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Play'), field('You play', humanCtl.el), field('First move', firstCtl.el), level.el, hintsToggle.el);

  // Analysis on demand
  const explainBtn = h('button', {class: 'btn', type: 'button', 'aria-expanded': 'false', onclick: () => on.certificate()}, 'Show game type and certificate');
  const analysisBox = h('div', {class: 'analysis', hidden: true});
  const analysisCard = h('div', {class: 'card panel-card'}, h('h3', {}, 'Analysis'), explainBtn, analysisBox);

  const moves = new MoveList('graph', k => on.goTo(k));
  const record = recordCard('sw-record', () => on.record(), text => on.importRecord(text), () => 'switching-game.txt');

  const intro = h('div', {class: 'page-intro'},
    h('h1', {}, 'The Shannon switching game'),
    h('p', {class: 'lede'}, 'Two players fight over the edges of a graph. ',
      h('strong', {class: 'who-short'}, 'Short'), ' claims an edge and wants a path of claimed edges from s to t; ',
      h('strong', {class: 'who-cut'}, 'Cut'), ' deletes an edge and wants s and t cut apart. Every game on every graph is decided by one idea: two spanning trees that share no edge. ',
      h('a', {href: '/matroid.html'}, 'The same game on matroids'), ' (the Fano plane and others) has a page of its own.'));

  pageLayout(section, board.card, 'Switching game controls', [intro, playCard, moves.card, record.el, analysisCard, graphCard],
    explainers(SWITCHING_EXPLAINERS));
  return {
    svg, ...board, bar, buttons, step, auto, watchRow, presetSelect, paramBox, pasteArea, sBtn, tBtn, terminalsInfo,
    firstCtl, explainBtn, analysisBox, moves, record,
    /** Auto-play's button as Pause while it runs. */
    showAuto(running) {
      auto.replaceChildren(icon(running ? 'pause' : 'play'), running ? ' Pause' : ' Auto-play');
    },
  };
}

function legendSwatch(kind) {
  return s('svg', {class: 'legend__swatch', viewBox: '0 0 28 10', 'aria-hidden': 'true'},
    s('line', {x1: 2, y1: 5, x2: 26, y2: 5, class: `swatch swatch--${kind}`}));
}
