// The Bridg-It page's DOM: the board card, the game settings, the move list, the record and the
// findings, and the explainers. Built once; every control reports to the controller (page.js)
// through on, and the controller fills the parts in.
import {h, s, segmented, field, toggle, explainers, levelMenu} from '../dom.js';
import {BRIDGIT_EXPLAINERS, BRIDGIT_LEVELS} from '../prose.js';
import {boardCard, boardControls, buttonRow, confirmBar, gameButtons, MoveList, pageLayout} from '../game-layout.js';
import {recordCard} from '../records.js';

const SIDES = [{value: 'red', label: 'Red'}, {value: 'blue', label: 'Blue'}];
export const TREE_VIEWS = [{value: 'near', label: 'Near it'}, {value: 'tree1', label: 'Solid'}, {value: 'tree2', label: 'Dotted'}, {value: 'both', label: 'Both whole'}];

/** Builds the page into section with the settings st starts from; returns its parts. */
export function bridgitLayout(section, st, on) {
  const svg = s('svg', {class: 'board', role: 'application', tabindex: '0',
    'aria-label': 'Bridg-It board. Arrow keys move between crossings, Enter builds your bridge there.'});
  const board = boardCard(svg, 'board-frame--square');
  const legend = h('ul', {class: 'legend'},
    h('li', {}, dotSwatch('red'), 'Red joins left to right'),
    h('li', {}, dotSwatch('blue'), 'Blue joins top to bottom'),
    h('li', {class: 'legend__plain'}, h('span', {class: 'legend__mark legend__mark--win'}, '✓'), 'wins against any defence'),
    h('li', {class: 'legend__plain'}, h('span', {class: 'legend__mark legend__mark--lose'}, '✗'), 'loses'),
    h('li', {class: 'legend__plain'}, treeSwatch(), 'hover or tap a ✓: the two trees that remain; a ✗: the reply that beats it'));
  const bar = confirmBar('Selected crossing', () => on.confirm(), () => on.cancelPreview());
  const buttons = gameButtons(on, true);
  // The buttons right under the board: a status of any length never pushes them out of sight.
  board.card.insertBefore(boardControls(bar, buttonRow(buttons.undo, buttons.redo, buttons.newGame, board.zoom.tools, board.zoom.button)), board.announcer);
  board.card.append(legend);

  // Game settings
  const sizeInput = h('input', {type: 'number', id: 'bi-size', class: 'input input--num', min: 1, max: 30, value: st.n, 'aria-label': 'Board size n'});
  sizeInput.addEventListener('change', () => on.size(Number(sizeInput.value)));
  const sizeMinus = h('button', {class: 'btn btn--small', type: 'button', 'aria-label': 'Smaller board', onclick: () => on.size(st.n - 1)}, '−');
  const sizePlus = h('button', {class: 'btn btn--small', type: 'button', 'aria-label': 'Larger board', onclick: () => on.size(st.n + 1)}, '+');
  const sizeLabel = h('span', {class: 'muted small'});
  const humanCtl = segmented('bi-human', 'You play', SIDES, st.human, v => on.human(v));
  const firstCtl = segmented('bi-first', 'Who moves first', SIDES, st.first, v => on.first(v));
  const opponentCtl = segmented('bi-opponent', 'Opponent', [{value: 'computer', label: 'Computer'}, {value: 'human', label: 'A friend'}],
    st.opponent, v => on.opponent(v));
  const level = levelMenu('bi-level', BRIDGIT_LEVELS, v => on.level(v));
  const humanField = field('You play', humanCtl.el);
  const limitedToggle = toggle('bi-limited', 'Limited bridges (the boxed game)', st.limited, v => on.limited(v));
  const bridgesInput = h('input', {type: 'number', id: 'bi-bridges', class: 'input input--num', min: 1, max: 41, value: st.bridges, 'aria-label': 'Bridges per player'});
  bridgesInput.addEventListener('change', () => on.bridges(Number(bridgesInput.value)));
  const limitedHint = h('span', {class: 'field__hint', id: 'bi-bridges-hint', 'aria-live': 'polite'});
  bridgesInput.setAttribute('aria-describedby', 'bi-bridges-hint');
  const hintsToggle = toggle('bi-hints', 'Show ✓/✗ on my turn', st.hints, v => on.hints(v));
  const treeViewCtl = segmented('bi-treeview', 'Trees shown on a ✓', TREE_VIEWS, st.treeView, v => on.treeView(v));
  const refuteToggle = toggle('bi-refute-trees', 'On a ✗, also draw the opponent’s two trees after its reply', st.refuteTrees, v => on.refuteTrees(v));
  // ✓/✗ and the trees come from Lehman's theorem, which is about the plain game: hidden in the boxed one.
  const treeViewField = field('Trees shown on a ✓', treeViewCtl.el);
  const plainOnly = [hintsToggle.el, refuteToggle.el, treeViewField];
  const gameCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Game'),
    field('Board size n', h('div', {class: 'row row--tight'}, sizeMinus, sizeInput, sizePlus, sizeLabel)),
    humanField, field('First move', firstCtl.el), field('Opponent', opponentCtl.el), level.el,
    hintsToggle.el, refuteToggle.el,
    treeViewField,
    h('div', {class: 'limited'}, limitedToggle.el, h('div', {class: 'row row--tight'}, h('label', {for: 'bi-bridges', class: 'small'}, 'Bridges each'), bridgesInput), limitedHint),
    h('p', {class: 'small'}, h('a', {href: '#/online', id: 'bi-online'}, 'Play a friend online'), ': on your own devices, by link.'));

  const moves = new MoveList('board', k => on.goTo(k));
  const record = recordCard('bi-record', () => on.record(), text => on.importRecord(text), () => on.recordFile());
  const findings = h('div', {class: 'findings'});
  const findingsCard = h('div', {class: 'card panel-card'}, h('h3', {}, 'Findings for this board'), findings);

  const intro = h('div', {class: 'page-intro'},
    h('h1', {}, 'Bridg-It'),
    h('p', {class: 'lede'}, 'David Gale’s game of bridges (1958). ',
      h('strong', {class: 'who-red'}, 'Red'), ' bridges neighbouring red dots to join the left edge to the right; ',
      h('strong', {class: 'who-blue'}, 'Blue'), ' joins top to bottom. Bridges cannot cross, so every crossing belongs to whoever takes it first. '
      + 'The computer knows, for every crossing, whether it wins — and can show you why.'));

  pageLayout(section, board.card, 'Bridg-It controls', [intro, gameCard, moves.card, record.el, findingsCard], explainers(BRIDGIT_EXPLAINERS));
  return {
    svg, ...board, legend, bar, buttons, sizeInput, sizeLabel, firstCtl, level, humanField, limitedToggle, bridgesInput, limitedHint,
    treeViewCtl, moves, record, findings,
    /**
     * Shows what applies: the side chosen only against the computer; the level menu, ✓/✗ and the
     * trees only in the plain game (the boxed game's computer has one way of playing, and no ✓/✗).
     */
    showFields({computer, limited}) {
      level.el.hidden = !computer || limited;
      humanField.hidden = !computer;
      for (const el of plainOnly) el.hidden = limited;
      legend.querySelectorAll('.legend__plain').forEach(li => { li.hidden = limited; });
    },
  };
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
