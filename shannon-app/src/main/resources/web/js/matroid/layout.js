// The matroid page's DOM: the board card (the drawing, the matrix or a row of element buttons),
// the game settings, the move list, the record and the certificate, and the explainers. Built
// once; every control reports to the controller (page.js) through on.
import {h, s, segmented, field, explainers} from '../dom.js';
import {boardCard, boardControls, buttonRow, gameButtons, MoveList, pageLayout} from '../game-layout.js';
import {recordCard} from '../records.js';
import {MATROID_EXPLAINERS} from './prose.js';

const SIDES = [{value: 'short', label: 'Short (claim)'}, {value: 'cut', label: 'Cut (delete)'}];

/** Builds the page into section with the settings st starts from; returns its parts. */
export function matroidLayout(section, st, on) {
  const svg = s('svg', {class: 'matroid-svg', role: 'img'});
  const board = boardCard(svg, 'matroid-drawing');
  const matrix = h('div', {class: 'matroid-matrix', id: 'ma-matrix'});
  const elements = h('div', {class: 'matroid-elements', id: 'ma-elements', role: 'group', 'aria-label': 'Elements'});
  board.frame.id = 'ma-drawing';
  // The matrix and the element buttons are the board too: under the drawing, above the status.
  board.frame.after(matrix, elements);
  const legend = h('ul', {class: 'legend matroid-legend'},
    h('li', {}, h('span', {class: 'mk mk--win'}, '✓'), 'your move wins'),
    h('li', {}, h('span', {class: 'mk mk--lose'}, '✗'), 'your move loses'),
    h('li', {}, h('span', {class: 'mk mk--claimed'}, '●'), 'claimed'),
    h('li', {}, h('span', {class: 'mk mk--deleted'}, '○'), 'deleted'),
    h('li', {}, h('span', {class: 'mk mk--target'}, 'e'), 'the target'));
  const buttons = gameButtons(on, true);
  const certButton = h('button', {id: 'ma-cert', class: 'btn', type: 'button', onclick: () => on.certificate()}, 'Certificate');
  const certificate = h('div', {id: 'ma-certificate', class: 'matroid-certificate small', hidden: true});
  board.card.append(boardControls(null, buttonRow(buttons.undo, buttons.redo, buttons.newGame, certButton, board.zoom.button)),
    certificate, legend);

  const preset = h('select', {id: 'ma-preset', class: 'input', 'aria-label': 'Matroid'});
  preset.addEventListener('change', () => on.preset(preset.value));
  const text = h('textarea', {id: 'ma-text', class: 'input input--code', rows: '7', spellcheck: 'false', 'aria-label': 'Your own matroid, text form'},
    'binary\n1 0 0 1 1 0\n0 1 0 1 0 1\n0 0 1 0 1 1\ntarget 5\n');
  const own = h('details', {class: 'matroid-own'}, h('summary', {}, 'Your own matroid (text form)'), text,
    h('button', {id: 'ma-load', class: 'btn btn--small', type: 'button', onclick: () => on.text(text.value)}, 'Load'));
  const sideCtl = segmented('ma-side', 'You play', SIDES, st.human, v => on.human(v));
  const firstCtl = segmented('ma-first', 'First move', SIDES.map(o => ({...o, label: o.label.split(' ')[0]})), st.first, v => on.first(v));
  const opponentCtl = segmented('ma-opponent', 'Opponent', [{value: 'computer', label: 'Computer'}, {value: 'human', label: 'A friend'}],
    st.opponent, v => on.opponent(v));
  const sideField = field('You play', sideCtl.el);
  const description = h('p', {id: 'ma-description', class: 'small muted'});
  const type = h('p', {id: 'ma-type', class: 'small'});
  const gameCard = h('div', {class: 'card panel-card matroid-controls'},
    h('h3', {}, 'Game'), field('Matroid', preset), own, sideField, field('First move', firstCtl.el),
    field('Opponent', opponentCtl.el), description, type);

  const moves = new MoveList('matroid', k => on.goTo(k));
  const record = recordCard('ma-record', () => on.record(), t => on.importRecord(t), () => 'matroid-game.txt');
  const intro = h('div', {class: 'page-intro'},
    h('h1', {}, 'The switching game on a matroid'),
    h('p', {class: 'lede'}, 'Short claims elements, Cut deletes them. Short wins once the claimed elements span the target ',
      h('strong', {}, 'e'), '; Cut wins once the elements left no longer span it. Lehman (1964) posed it, Edmonds (1965) solved it.'));
  pageLayout(section, board.card, 'Matroid game controls', [intro, gameCard, moves.card, record.el], explainers(MATROID_EXPLAINERS));
  return {svg, ...board, matrix, elements, buttons, certButton, certificate, preset, text, own, sideCtl, firstCtl, sideField,
    description, type, moves, record,
    /** The side chosen only matters against the computer. */
    showComputerFields(shown) { sideField.hidden = !shown; }};
}
