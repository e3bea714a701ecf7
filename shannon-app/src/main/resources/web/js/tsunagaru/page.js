// The Tsunagaru page: 「つながる。」, the rotating-tile puzzle. Click a tile to turn it a quarter
// turn clockwise until every arm meets an arm. The server checks, hints (a forced tile first),
// counts the solutions exactly with GraphSet and steps through them; the page only draws.
import {api} from '../api.js';
import {h, s, segmented, field, toggle, toast, explainers, plural, icon} from '../dom.js';
import {TSUNAGARU_EXPLAINERS} from '../prose.js';
import {boardCard as buildBoardCard, boardControls, buttonRow, gameButtons, pageLayout} from '../game-layout.js';
import {BoardView, rotate} from './board-view.js';
import {bindUndoKeys} from '../game-record.js';
import {fromFragment, gameOf, loadFromAddress, openElsewhere, readRecord, recordCard, toFragment, tsunagaruRecord} from '../records.js';

const BOX = ' ╵╶└╷│┌├╴┘─┴┐┤┬┼';

function mount(section) {
  const st = {
    // turns: the quarter turns made, [row, col] in order (undo pops them onto redo); locked: "r,c" of tiles the player fixed.
    name: null, kinds: [], arms: [[1]], initial: [[1]], turns: [], redo: [], locked: new Set(), lockMode: false, rule: 'any',
    hint: null, solve: null, viewing: false, index: '0', samples: [], generation: 0,
  };

  // ---------- layout ----------
  const svg = s('svg', {class: 'board tg-svg', role: 'application', tabindex: '0',
    'aria-label': 'Tsunagaru board. Click a tile to turn it; arrow keys move, Enter turns.'});
  const {card: boardCard, title, zoom, announcer, status, banner} = buildBoardCard(svg, 'board-frame--square');
  banner.classList.add('tg-banner');
  const view = new BoardView(svg, {onRotate: (r, c) => (st.lockMode ? toggleLock(r, c) : turn(r, c)), onLock: (r, c) => toggleLock(r, c),
    options: () => drawOptions(), onCursor: label => { announcer.textContent = label; zoom.follow(svg.querySelector('.tg-cursor')); }}, zoom);
  const legend = h('ul', {class: 'legend'},
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--met'}), 'arms that meet'),
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--loose'}), 'arms that meet nothing'),
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--hint'}), 'hint'),
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--locked'}), 'locked (right-click, L, or Lock mode)'));
  const {undo: undoBtn, redo: redoBtn} = gameButtons({undo: () => undo(), redo: () => redo()});
  const lockBtn = h('button', {class: 'btn', type: 'button', 'aria-pressed': 'false', onclick: () => { st.lockMode = !st.lockMode; render(); }},
    icon('lock'), ' Lock mode');
  const nextBtn2 = h('button', {class: 'btn btn--primary', type: 'button', onclick: () => nextStage()}, 'Next stage');
  boardCard.append(boardControls(null, buttonRow(undoBtn, redoBtn, lockBtn, zoom.button)), legend);

  const sampleSelect = h('select', {id: 'tg-sample', class: 'input'});
  sampleSelect.addEventListener('change', () => loadSample(sampleSelect.value));
  const widthInput = h('input', {type: 'number', id: 'tg-w', class: 'input input--num', min: 2, max: 15, value: 7, 'aria-label': 'Width'});
  const heightInput = h('input', {type: 'number', id: 'tg-h', class: 'input input--num', min: 2, max: 15, value: 7, 'aria-label': 'Height'});
  const goalCtl = segmented('tg-goal', 'Kind of stage', [
    {value: 'unique', label: 'One solution'}, {value: 'tricky', label: 'Tricky'}, {value: 'any', label: 'Any'}], 'unique', () => {});
  // A seed is text: a 64-bit seed does not survive a JavaScript number.
  const seedInput = h('input', {type: 'text', id: 'tg-seed', class: 'input', inputmode: 'numeric', autocomplete: 'off',
    placeholder: 'random', 'aria-label': 'Seed (optional)'});
  const generateBtn = h('button', {class: 'btn btn--primary', type: 'button', onclick: () => generate()}, 'Generate');
  const resetBtn = h('button', {class: 'btn', type: 'button', onclick: () => reset()}, 'Start again');
  const stageCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Stage'),
    field('Built-in stage', sampleSelect),
    field('New random stage', h('div', {class: 'row row--tight'}, widthInput, h('span', {class: 'muted'}, '×'), heightInput),
      'width × height, 2 to 15'),
    field('Kind', goalCtl.el, 'Tricky: two solutions, one connected and one not'),
    field('Seed', seedInput, 'empty for a new random stage; the same seed makes the same stage'),
    h('div', {class: 'row row--wrap'}, generateBtn, resetBtn));

  const ruleToggle = toggle('tg-rule', 'Connected rule: all tiles in one piece', false, v => {
    st.rule = v ? 'connected' : 'any';
    st.solve = null;
    st.viewing = false;
    clearHint();
    render();
    check();
  });
  const hintBtn = h('button', {class: 'btn', type: 'button', onclick: () => hint()}, 'Hint');
  const solveBtn = h('button', {class: 'btn', type: 'button', onclick: () => solve('0')}, 'Solve');
  const solveInfo = h('div', {class: 'tg-solve'});
  const prevBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => step(-1), 'aria-label': 'Previous solution'}, '◀');
  const nextBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => step(1), 'aria-label': 'Next solution'}, '▶');
  const stepLabel = h('span', {class: 'small'});
  const backBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => { st.viewing = false; render(); }}, 'Back to my game');
  const applyBtn = h('button', {class: 'btn btn--small', type: 'button', onclick: () => applySolution()}, 'Turn my tiles to this');
  const stepper = h('div', {class: 'row row--wrap', hidden: true}, prevBtn, stepLabel, nextBtn, backBtn, applyBtn);
  const playCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Play'), ruleToggle.el, h('div', {class: 'row row--wrap'}, hintBtn, solveBtn), solveInfo, stepper);
  const record = recordCard('tg-record', () => currentRecord(), text => importRecord(text));

  const intro = h('div', {class: 'page-intro'},
    h('h1', {}, 'Tsunagaru 「つながる。」'),
    h('p', {class: 'lede'}, 'Turn the tiles so that everybody holds hands: every arm must meet an arm of the tile it points to, '
      + 'and none may point off the board. The pieces need not all join up — in the original game a disconnected answer counts too. '
      + 'The server counts every solution exactly with GraphSet, a decision diagram of subgraphs of the grid.'));
  pageLayout(section, boardCard, 'Tsunagaru controls', [intro, playCard, stageCard, record.el], explainers(TSUNAGARU_EXPLAINERS));

  // ---------- state changes ----------
  /** Deals a stage; turns (a record's) are made at once, as if played. */
  function load(stage, name, turns = []) {
    st.generation++;
    st.name = name;
    st.kinds = stage.kinds;
    st.initial = stage.arms.map(r => r.slice());
    st.arms = stage.arms.map(r => r.slice());
    st.turns = [];
    st.redo = [];
    st.locked = new Set();
    for (const [r, c] of turns) applyTurn(r, c, 1);
    st.solve = null;
    st.viewing = false;
    // The last check was of the old stage: showing it would flash "Solved! 0 clicks" for the new one.
    st.lastCheck = null;
    view.cursor = null;
    clearHint();
    render();
    check();
  }

  function reset() {
    load({kinds: st.kinds, arms: st.initial}, st.name);
  }

  function applyTurn(r, c, clicks) {
    st.arms[r][c] = rotate(st.arms[r][c], clicks);
    if (clicks > 0) st.turns.push([r, c]);
  }

  function clicks() {
    return st.turns.length;
  }

  function turn(r, c) {
    if (st.viewing || !st.arms[r][c]) return;
    if (st.locked.has(`${r},${c}`)) {
      toast('That tile is locked: unlock it (right-click, L, or Lock mode) to turn it.');
      return;
    }
    applyTurn(r, c, 1);
    st.redo = [];
    changed(r, c);
  }

  /** After any turn, undone or redone: the old check and a passed hint are stale. */
  function changed(r, c) {
    st.lastCheck = null;
    if (st.hint && (st.hint.row !== r || st.hint.col !== c || st.arms[r][c] === st.hint.arms)) clearHint();
    render();
    check();
  }

  function undo() {
    if (st.viewing || st.turns.length === 0) return;
    const [r, c] = st.turns.pop();
    st.arms[r][c] = rotate(st.arms[r][c], 3);
    st.redo.push([r, c]);
    changed(r, c);
  }

  function redo() {
    if (st.viewing || st.redo.length === 0) return;
    const [r, c] = st.redo.pop();
    applyTurn(r, c, 1);
    changed(r, c);
  }

  /** A locked tile cannot be turned (as in Net): the player marks what they are sure of. */
  function toggleLock(r, c) {
    if (st.viewing || !st.arms[r][c]) return;
    const k = `${r},${c}`;
    if (st.locked.has(k)) st.locked.delete(k);
    else st.locked.add(k);
    render();
  }

  function currentRecord() {
    return tsunagaruRecord({rule: st.rule, stage: stageText(st.initial), turns: st.turns});
  }

  async function importRecord(text) {
    const game = gameOf(text);
    if (game && game !== 'tsunagaru' && openElsewhere(game, text)) return;
    const g = await readRecord(text);
    st.rule = g.rule;
    ruleToggle.input.checked = g.rule === 'connected';
    sampleSelect.value = '';
    load(g.stage, "Recorded stage", g.turns);
  }

  /** After a solved stage: the next built-in one, or a new random stage like the last. */
  function nextStage() {
    const i = st.samples.findIndex(x => x.name === st.name);
    if (i >= 0 && i + 1 < st.samples.length) {
      sampleSelect.value = st.samples[i + 1].name;
      loadSample(st.samples[i + 1].name);
    } else {
      generate();
    }
  }

  function clearHint() {
    st.hint = null;
  }

  function stageText(arms = st.arms) {
    return arms.map(row => row.map(a => (a ? BOX[a] : '.')).join('')).join('\n') + '\n';
  }

  // ---------- server calls ----------
  async function call(path, body) {
    try {
      return await api(path, body);
    } catch (e) {
      toast(e.message);
      return null;
    }
  }

  async function check() {
    const gen = st.generation;
    const text = stageText();
    const res = await call('/api/tsunagaru/check', {stage: text});
    if (!res || gen !== st.generation || text !== stageText()) return;
    st.lastCheck = res;
    renderStatus();
  }

  async function hint() {
    const res = await call('/api/tsunagaru/hint', {stage: stageText(), rule: st.rule});
    if (!res) return;
    st.viewing = false;
    st.hint = res.hint;
    if (!res.hint) {
      // No hint: solved, or unsolvable. The last check may still be on its way (a hint asked for
      // right after the winning turn), so ask again before saying which.
      await check();
      toast(st.lastCheck?.solved ? 'Already solved.' : 'This stage has no solution under this rule.');
    }
    render();
  }

  async function solve(index) {
    const res = await call('/api/tsunagaru/solve', {stage: stageText(), rule: st.rule, index});
    if (!res) return;
    st.solve = res;
    st.index = res.shown[0] ? res.shown[0].index : '0';
    st.viewing = Boolean(res.shown[0]);
    render();
  }

  function step(delta) {
    if (!st.solve) return;
    const n = BigInt(st.solve.solutions);
    let i = BigInt(st.index) + BigInt(delta);
    if (i < 0n) i = n - 1n;
    if (i >= n) i = 0n;
    solve(i.toString());
  }

  function applySolution() {
    if (!st.solve?.shown[0]) return;
    // The solution's clicks become turns, so undo and the record know them.
    st.solve.shown[0].clicks.forEach((row, r) => row.forEach((k, c) => { for (let i = 0; i < k; i++) applyTurn(r, c, 1); }));
    st.redo = [];
    st.viewing = false;
    st.lastCheck = null;
    clearHint();
    render();
    check();
  }

  async function loadSample(name) {
    const sample = st.samples.find(x => x.name === name);
    if (sample) load(sample, name);
  }

  async function generate() {
    const w = Number(widthInput.value);
    const hgt = Number(heightInput.value);
    if (!Number.isInteger(w) || !Number.isInteger(hgt) || w < 2 || hgt < 2 || w > 15 || hgt > 15) {
      toast('Width and height must be whole numbers from 2 to 15.');
      return;
    }
    const seed = seedInput.value.trim();
    if (seed && !/^-?\d{1,19}$/.test(seed)) {
      toast('The seed is a whole number (up to 19 digits), or empty for a random stage.');
      return;
    }
    generateBtn.disabled = true;
    status.textContent = 'Generating…';
    const req = {width: w, height: hgt, goal: goalCtl.value};
    if (seed) req.seed = seed;
    const res = await call('/api/tsunagaru/generate', req);
    generateBtn.disabled = false;
    if (!res) { renderStatus(); return; }
    sampleSelect.value = '';
    load(res, `${w}×${hgt} ${res.goal} #${res.seed}`);
    toast(`Generated in ${res.millis} ms: ${plural(res.solutions, 'solution')} (${res.connected} connected); `
      + `${res.settledByDeduction} of ${res.tiles} tiles follow by plain deduction.`);
  }

  // ---------- drawing ----------
  function drawOptions() {
    const marks = new Map();
    const labels = new Map();
    if (st.viewing && st.solve?.shown[0]) {
      const clicks = st.solve.shown[0].clicks;
      st.solve.forcedArms.forEach((row, r) => row.forEach((a, c) => { if (a > 0) marks.set(`${r},${c}`, 'forced'); }));
      if (clicks) clicks.forEach((row, r) => row.forEach((k, c) => { if (k > 0) labels.set(`${r},${c}`, `${k}↻`); }));
      return {marks, labels, readOnly: true};
    }
    if (st.hint) {
      marks.set(`${st.hint.row},${st.hint.col}`, 'hint');
      labels.set(`${st.hint.row},${st.hint.col}`, `${st.hint.clicks}↻`);
    }
    return {marks, labels, readOnly: false, locked: st.locked};
  }

  /** The completion moment: the board glows once (no motion when the reader asks for less), once per solve. */
  function celebrate() {
    if (st.celebrated === st.generation + ':' + clicks()) return;
    st.celebrated = st.generation + ':' + clicks();
    svg.classList.remove('is-solved');
    const box = svg.getBoundingClientRect();
    svg.classList.add('is-solved');
    // On a phone the Solve buttons are far below the board: bring the solved board into view.
    if (box.bottom < 0 || box.top > window.innerHeight) boardCard.scrollIntoView({block: 'start'});
  }

  function render() {
    if (st.name === null) {
      // No stage dealt yet (the built-in ones are on their way): no board to draw.
      title.textContent = 'Loading…';
      return;
    }
    const rows = st.arms.length;
    const cols = st.arms[0].length;
    title.textContent = `${st.name ?? 'Stage'} — ${cols} × ${rows}`;
    const arms = st.viewing && st.solve?.shown[0] ? st.solve.shown[0].arms : st.arms;
    view.draw(arms, drawOptions());
    if (!st.lastCheck?.solved) svg.classList.remove('is-solved');
    undoBtn.disabled = st.viewing || st.turns.length === 0;
    redoBtn.disabled = st.viewing || st.redo.length === 0;
    lockBtn.setAttribute('aria-pressed', String(st.lockMode));
    lockBtn.classList.toggle('is-active', st.lockMode);
    renderSolve();
    renderStatus();
    record.refresh();
    toFragment('tsunagaru', currentRecord());
  }

  function renderSolve() {
    const x = st.solve;
    solveInfo.replaceChildren();
    stepper.hidden = !x || !x.shown[0];
    if (!x) return;
    const n = BigInt(x.solutions);
    solveInfo.append(
      h('p', {}, h('strong', {}, `${n.toLocaleString()} solution${n === 1n ? '' : 's'}`),
        x.rule === 'connected' ? ' (connected rule)' : `, ${BigInt(x.connected).toLocaleString()} connected`,
        x.unique ? ' — unique.' : '.'),
      h('p', {class: 'small muted'}, `${plural(x.forced, 'tile is', 'tiles are')} forced: they show the same arms in every solution (outlined).`));
    if (x.shown[0]) {
      const i = BigInt(x.shown[0].index) + 1n;
      stepLabel.textContent = `solution ${i.toLocaleString()} of ${n.toLocaleString()}`;
      const pieces = x.shown[0].pieces;
      solveInfo.append(h('p', {class: 'small'}, pieces === 1 ? 'In one piece. ' : `In ${pieces} pieces. `,
        x.shown[0].totalClicks !== undefined ? `${x.shown[0].totalClicks} clicks from your tiles (↻ per tile).` : ''));
      backBtn.hidden = !st.viewing;
    }
  }

  function renderStatus() {
    const c = st.lastCheck;
    banner.hidden = true;
    if (st.viewing) {
      status.textContent = 'Showing a solution. Your own tiles are kept: “Back to my game” returns to them.';
      return;
    }
    if (st.hint) {
      status.textContent = `Hint: turn the tile in row ${st.hint.row + 1}, column ${st.hint.col + 1} by ${plural(st.hint.clicks, 'click')}`
        + (st.hint.forced ? ' — every solution agrees.' : ' — towards the nearest solution.');
      return;
    }
    if (!c) { status.textContent = ''; return; }
    if (c.solved && (st.rule === 'any' || c.connected)) {
      banner.hidden = false;
      banner.replaceChildren(h('strong', {}, 'Solved!'), ` ${plural(clicks(), 'click')}`,
        c.pieces === 1 ? ', everybody in one piece.' : `, in ${c.pieces} pieces — the game accepts that.`, ' ', nextBtn2);
      status.textContent = '';
      celebrate();
    } else if (c.solved) {
      status.textContent = `Every arm meets one, but in ${c.pieces} pieces: the connected rule wants one.`;
    } else {
      status.textContent = `${plural(clicks(), 'click')} · ${plural(c.looseArms, 'arm still meets', 'arms still meet')} nothing.`;
    }
  }

  // ---------- start ----------
  // Read the address now: until a stage is dealt the page writes nothing there.
  const linkedAtStart = fromFragment('tsunagaru');
  (async () => {
    const res = await call('/api/tsunagaru/samples');
    if (!res) return;
    // Smallest first, and a new visitor starts on the smallest, the warm-up: it is the easiest, and
    // on a phone the whole of it is on screen with tiles a finger can hit (9 × 9 needs panning there).
    st.samples = [...res.samples].sort((a, b) => a.arms.length * a.arms[0].length - b.arms.length * b.arms[0].length);
    sampleSelect.replaceChildren(h('option', {value: '', disabled: true}, 'choose…'),
      ...st.samples.map(x => h('option', {value: x.name}, x.name)));
    if (await startFromAddress(linkedAtStart)) return;
    sampleSelect.value = st.samples[0].name;
    load(st.samples[0], st.samples[0].name);
  })();

  /** A record in the address (a shared link, or a reload) deals that stage with its turns made. */
  function startFromAddress(linked = fromFragment('tsunagaru')) {
    return loadFromAddress('tsunagaru', importRecord, linked);
  }

  bindUndoKeys(section, undo, redo);
  return {onShow: () => { zoom.apply(); render(); }, onAddress: () => startFromAddress()};
}

export default {id: 'tsunagaru', title: 'Tsunagaru', label: 'Tsunagaru', mount};
