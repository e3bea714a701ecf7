// The parts every game page is built from: the board card (title, the board in its frame, the
// status and end-of-game banner under it, the game's buttons), the tap preview's confirm bar, the
// move list, and the page's grid (the board first, the controls beside it or, on a phone, under it).
// Only DOM is built here; the pages' controllers fill it in.
import {h, icon} from './dom.js';
import {FingerZoom} from './zoom.js';

/**
 * The board card around svg: {card, title, frame, zoom, announcer, status, banner}. frameClass adds
 * to the frame's class ('board-frame--square' for square boards).
 */
export function boardCard(svg, frameClass = '') {
  const title = h('h2', {class: 'board-card__title'});
  const frame = h('div', {class: `board-frame ${frameClass}`.trim()}, svg);
  const zoom = new FingerZoom(frame, svg);
  // What the keyboard cursor is on, read out: a board drawn in SVG says nothing by itself as the cursor moves.
  const announcer = h('p', {class: 'sr-only', 'aria-live': 'polite'});
  const status = h('p', {class: 'status', 'aria-live': 'polite'});
  const banner = h('div', {class: 'banner', hidden: true, role: 'status'});
  // Status and banner under the board: what they say changes length, and the board must not move.
  const card = h('div', {class: 'card board-card'}, title, frame, announcer, status, banner);
  return {card, title, frame, zoom, announcer, status, banner};
}

/** The game each banner was last brought into view for. */
const revealed = new WeakMap();

/**
 * At a game's end the banner saying who won comes into view with the board: when it falls below
 * the window, the page scrolls just enough to show it — once per finished game (key), and never
 * on a phone, where the page scrolls anyway and the board comes first.
 */
export function revealBanner(banner, key) {
  if (revealed.get(banner) === key) return;
  revealed.set(banner, key);
  requestAnimationFrame(() => {
    const r = banner.getBoundingClientRect();
    if (!banner.hidden && r.bottom > window.innerHeight && window.innerWidth > 640) banner.scrollIntoView({block: 'nearest'});
  });
}

/**
 * A tap only previews a move (its ✓/✗, its trees); this bar plays it, under the thumb.
 * {el, note, button}: the note says what the move does, the button's text names it.
 */
export function confirmBar(label, onConfirm, onCancel) {
  const button = h('button', {class: 'btn btn--primary btn--confirm', type: 'button', onclick: onConfirm});
  const note = h('span', {class: 'preview-note'});
  const el = h('div', {class: 'confirm-bar', hidden: true, role: 'group', 'aria-label': label}, note, button,
    h('button', {class: 'btn', type: 'button', onclick: onCancel}, 'Cancel'));
  return {el, note, button};
}

/** Shows the preview of a move: mark is 'win', 'lose' or null (no ✓/✗ shown); words names the move. */
export function showPreview(bar, mark, words, action) {
  bar.note.textContent = mark === 'win' ? `✓ ${words} wins against any defence.` : mark === 'lose' ? `✗ ${words} loses against best play.` : `${words}.`;
  bar.note.className = `preview-note${mark ? ` preview-note--${mark}` : ''}`;
  bar.button.textContent = action;
}

/** Undo, Redo and New game: {undo, redo, newGame}; Ctrl+Z and Ctrl+Y are bound by the page (bindUndoKeys). */
export function gameButtons(on, primaryNew = false) {
  return {
    undo: h('button', {class: 'btn', type: 'button', onclick: () => on.undo(), 'aria-keyshortcuts': 'Control+Z'}, icon('undo'), ' Undo'),
    redo: h('button', {class: 'btn', type: 'button', onclick: () => on.redo(), 'aria-keyshortcuts': 'Control+Y'}, icon('redo'), ' Redo'),
    newGame: h('button', {class: primaryNew ? 'btn btn--primary' : 'btn', type: 'button', onclick: () => on.newGame()}, 'New game'),
  };
}

/** The board's controls under it: the confirm bar, then rows of buttons. */
export function boardControls(bar, ...rows) {
  return h('div', {class: 'board-controls'}, bar ? bar.el : null, ...rows);
}

/** A row of the game's buttons under the board. */
export function buttonRow(...buttons) {
  return h('div', {class: 'row row--wrap board-controls__game'}, ...buttons);
}

/**
 * The move list as steps (like lichess): each move a button that shows the position after it.
 * what names the picture ('board', 'graph'); goTo(k) shows the position after k moves.
 */
export class MoveList {
  constructor(what, goTo) {
    this.goTo = goTo;
    this.list = h('ol', {class: 'moves'});
    this.start = h('button', {class: 'btn btn--small', type: 'button', onclick: () => goTo(0)}, '⇤ Start');
    this.latest = h('button', {class: 'btn btn--small', type: 'button', onclick: () => goTo(this.length)}, 'Latest ⇥');
    this.length = 0;
    this.signature = null;
    this.card = h('div', {class: 'card panel-card'}, h('h3', {}, 'Moves'),
      h('p', {class: 'muted small moves__help'}, `Click a move to see the ${what} after it, with its ✓/✗; a move made from there replaces the rest.`),
      this.list, h('div', {class: 'row'}, this.start, this.latest));
  }

  /**
   * Draws the game: record is its GameRecord, busy whether the computer is thinking, and
   * describe(i, move, before) gives move i's {side (a class), who (the mover's name), words (what
   * it did), verdict ('✓', '✗' or ''), shows ('board', 'graph')} — before is the analysis of the
   * position it was played in. context adds whatever
   * else changes the words (the graph). The moves shown so far are marked, later ones faint; with
   * follow, the list scrolls to the move on show.
   */
  render(record, busy, describe, {context = '', follow = false} = {}) {
    const line = record.line();
    const shown = record.moves.length;
    this.length = line.length;
    // Rebuilt only when it changed: a render between a button's press and its click (a blur on the
    // board re-renders) would otherwise swap the button out from under the pointer and lose the click.
    const known = line.map((_, i) => (record.analyses.has(record.key(line.slice(0, i))) ? 1 : 0)).join('');
    const signature = `${context}|${record.context}|${JSON.stringify(line)}|${shown}|${known}|${busy}`;
    if (signature !== this.signature) {
      this.signature = signature;
      this.list.replaceChildren();
      line.forEach((m, i) => {
        const d = describe(i, m, record.analyses.get(record.key(line.slice(0, i))));
        const cls = `moves__item moves__item--${d.side}` + (i === shown - 1 ? ' is-last' : '') + (i >= shown ? ' is-future' : '');
        this.list.append(h('li', {class: cls},
          h('button', {type: 'button', class: 'moves__step', 'aria-current': i === shown - 1 ? 'step' : null, onclick: () => this.goTo(i + 1),
            'aria-label': `Move ${i + 1}: ${d.who} ${d.words}${d.verdict ? (d.verdict === '✓' ? ', a winning move' : ', a losing move') : ''}. Show the ${d.shows} after it.`},
          d.verdict ? h('span', {class: `moves__verdict moves__verdict--${d.verdict === '✓' ? 'win' : 'lose'}`, 'aria-hidden': 'true'}, d.verdict) : null,
          h('span', {class: 'moves__who'}, d.who), ` ${d.words}`, d.note ? h('span', {class: 'moves__note'}, ` ${d.note}`) : null)));
      });
      if (line.length === 0) this.list.append(h('li', {class: 'moves__empty'}, 'No moves yet.'));
      if (follow) this.reveal(record.canRedo());
    }
    this.start.disabled = shown === 0 || busy;
    this.latest.disabled = shown === line.length || busy;
  }

  /** Scrolls the list to the move on show: the last one at the bottom, or, looking back, the one on show. */
  reveal(lookingBack) {
    const current = this.list.querySelector('.is-last');
    if (current && !lookingBack) this.list.scrollTop = this.list.scrollHeight;
    else if (current) current.scrollIntoView({block: 'nearest'});
  }
}

/** The page: the board first (top left, or first of all on a phone), the side column's cards beside it, explainers under both. */
export function pageLayout(section, board, sideLabel, side, explainerCards) {
  section.append(h('div', {class: 'layout'},
    h('div', {class: 'layout__main'}, board),
    h('aside', {class: 'layout__side', 'aria-label': sideLabel}, ...side)), explainerCards);
}
