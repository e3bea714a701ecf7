// The turn loop every game page runs: a move is recorded, the server analyses the new position,
// the page is drawn, and if the computer is to move it is asked for its move, which goes round
// the same loop. Undo, redo and stepping through the move list change the position the same way.
// A generation number tells late answers from current ones: an answer that arrives after the
// position changed (a new game, an undo) is dropped.
import {toast} from './dom.js';

export class TurnLoop {
  /**
   * record: the game's GameRecord. page: what the loop asks of the page —
   *   render()              draws the page (also while busy, and before an analysis arrives);
   *   ready()               optional: whether there is a position to analyse yet (default: always);
   *   computerToMove(a)     whether the computer moves next in the position with analysis a;
   *   askComputer()         a promise of the computer's move, {move, reason};
   *   forget()              optional: drops what belonged to the position left (a preview, trees);
   *   failed()              optional: after an error the loop has shown (auto-play stops);
   *   showsErrors           optional: true when the page's status shows loop.error (no toast then).
   * delay: ms before the computer answers, so the person sees their own move land first.
   */
  constructor(record, page, delay = 320) {
    this.record = record;
    this.page = page;
    this.delay = delay;
    this.generation = 0;
    this.busy = false;
    // The computer's reason for its last move, shown until the position changes otherwise.
    this.lastReason = null;
    // Why the position shown has no analysis (the server refused it), for the status line; null while one is awaited.
    this.error = null;
  }

  /** Starts a game on context (everything besides the moves the analyses depend on); with moves, the recorded game, shown after the first at. */
  start(context, moves = null, at = null) {
    this.generation++;
    // A computer move still on its way belongs to the old game: its answer is dropped, so it
    // must not keep this one busy.
    this.busy = false;
    this.record.reset(context);
    if (moves) {
      this.record.load(context, moves);
      if (at !== null) this.record.goTo(at);
    }
    this.moved(null);
  }

  /** A move by the person (reason null) or the computer, on the position shown. */
  play(move, reason = null) {
    this.record.play(move);
    this.moved(reason);
  }

  /** Takes back the last move (against a computer, its reply too). human: the side the person plays, or null. */
  undo(human) {
    if (this.busy || !this.record.canUndo()) return false;
    this.record.undo(human);
    this.moved(null);
    return true;
  }

  redo(human) {
    if (this.busy || !this.record.canRedo()) return false;
    this.record.redo(human);
    this.moved(null);
    return true;
  }

  /** Shows the position after the first k moves of the game, keeping the rest to step forward to. */
  goTo(k) {
    if (this.busy) return false;
    this.record.goTo(k);
    this.moved(null);
    return true;
  }

  /** After any change of position: a new generation, nothing left of the old position, a fresh analysis. */
  moved(reason) {
    this.lastReason = reason;
    this.error = null;
    this.generation++;
    this.page.forget?.();
    this.refresh();
  }

  /** Analyses the position shown, draws it, and lets the computer answer when it is to move. */
  async refresh() {
    const gen = this.generation;
    this.page.render();
    if (this.page.ready && !this.page.ready()) return;
    try {
      await this.record.analyse();
    } catch (e) {
      if (gen !== this.generation) return;
      this.error = e.message;
      // A page whose status line shows loop.error says it there; others get the toast.
      if (!this.page.showsErrors) toast(e.message);
      this.page.render();
      return;
    }
    if (gen !== this.generation) return;
    this.page.render();
    // While redo moves remain the person is stepping through the game: the computer does not answer.
    if (!this.record.canRedo() && this.page.computerToMove(this.record.current())) {
      setTimeout(() => { if (gen === this.generation) this.computerMove(); }, this.delay);
    }
  }

  /** Asks the computer for its move in the position shown and plays it; asked: at the person's request (Step, when watching). */
  async computerMove(asked = false) {
    const a = this.record.current();
    if (this.busy || !a || a.over || !(asked || this.page.computerToMove(a))) return;
    const gen = this.generation;
    this.busy = true;
    this.page.render();
    try {
      const m = await this.page.askComputer();
      if (gen !== this.generation) return;
      this.busy = false;
      this.play(m.move, m.reason);
    } catch (e) {
      if (gen !== this.generation) return;
      this.busy = false;
      this.page.failed?.();
      toast(e.message);
      this.page.render();
    }
  }
}
