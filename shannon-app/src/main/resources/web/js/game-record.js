// One game's moves, with undo and redo, and the server's analysis of every position reached
// (cached, so the story of a finished game can be told and redo costs no request).

export class GameRecord {
  /** fetch(moves) asks the server for the analysis of the position after those moves. */
  constructor(fetch) {
    this.fetch = fetch;
    this.context = '';
    this.moves = [];
    this.redoStack = [];
    this.analyses = new Map();
  }

  /** Starts a new game; context names everything besides the moves that the analyses depend on. */
  reset(context) {
    this.context = context;
    this.moves = [];
    this.redoStack = [];
    this.analyses.clear();
  }

  key(moves = this.moves) {
    return `${this.context}|${moves.map(m => (Array.isArray(m) ? m.join(',') : String(m))).join(' ')}`;
  }

  /** The analysis of the position after moves, from the cache or the server. */
  async analyse(moves = this.moves) {
    const k = this.key(moves);
    if (!this.analyses.has(k)) this.analyses.set(k, await this.fetch(moves));
    return this.analyses.get(k);
  }

  /** The analysis of the current position, if it has arrived. */
  current() {
    return this.analyses.get(this.key()) || null;
  }

  /** The analyses of every position of the game so far (null where one was never fetched). */
  history() {
    const list = [];
    for (let i = 0; i <= this.moves.length; i++) list.push(this.analyses.get(this.key(this.moves.slice(0, i))) || null);
    return list;
  }

  play(move) {
    this.moves = [...this.moves, move];
    this.redoStack = [];
  }

  canUndo() {
    return this.moves.length > 0;
  }

  canRedo() {
    return this.redoStack.length > 0;
  }

  /**
   * Takes back the last move — and, against a computer (human is the side the person plays),
   * the computer's reply too, so that it is the person's turn again.
   */
  undo(human) {
    let count = 1;
    if (human && this.moves.length >= 2) {
      const before = this.analyses.get(this.key(this.moves.slice(0, -1)));
      if (before && before.toMove !== human) count = 2;
    }
    const moves = [...this.moves];
    for (let i = 0; i < count && moves.length > 0; i++) this.redoStack.push(moves.pop());
    this.moves = moves;
  }

  /**
   * Steps forward again — against a computer, through its reply too, so that (as after undo) it is
   * the person's turn: stopping on the computer's turn with moves still ahead would leave a
   * position where nobody moves.
   */
  redo(human) {
    this.moves = [...this.moves, this.redoStack.pop()];
    const a = this.current();
    if (human && this.redoStack.length > 0 && a && !a.over && a.toMove !== human) {
      this.moves = [...this.moves, this.redoStack.pop()];
    }
  }

  /** The whole game as played: the moves up to the position shown, then the ones undone (to redo). */
  line() {
    return [...this.moves, ...[...this.redoStack].reverse()];
  }

  /** Shows the position after the first k moves of the line, keeping the rest to step forward to. */
  goTo(k) {
    const line = this.line();
    const at = Math.max(0, Math.min(k, line.length));
    this.moves = line.slice(0, at);
    this.redoStack = line.slice(at).reverse();
  }

  /** Replaces the game by a recorded one, shown at its end. */
  load(context, moves) {
    this.reset(context);
    this.moves = [...moves];
  }
}

/** Whether keys typed at target edit text (a text box keeps its own Ctrl+Z). */
export function editsText(target) {
  if (!target || !target.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || target.isContentEditable) return true;
  return tag === 'input' && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes((target.type || 'text').toLowerCase());
}

/** Ctrl+Z / Ctrl+Y (⌘ on a Mac) anywhere in a page's section — except in a text box, where they undo the typing. */
export function bindUndoKeys(section, undo, redo) {
  section.addEventListener('keydown', ev => {
    if (!(ev.ctrlKey || ev.metaKey) || editsText(ev.target)) return;
    if (ev.key === 'z' || ev.key === 'Z') { undo(); ev.preventDefault(); }
    if (ev.key === 'y' || ev.key === 'Y') { redo(); ev.preventDefault(); }
  });
}
