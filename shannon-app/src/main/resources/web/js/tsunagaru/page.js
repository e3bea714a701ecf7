// The Tsunagaru page: 「つながる。」, the rotating-tile puzzle. Turn the tiles (a left click
// anticlockwise, a right click clockwise, as in Simon Tatham's Net) until every arm meets an arm. The server checks, hints (a forced tile first),
// counts the solutions exactly with GraphSet and steps through them; the page only draws.
import {api} from '../api.js';
import {h, s, segmented, field, toggle, toast, explainers, plural, icon} from '../dom.js';
import {TSUNAGARU_EXPLAINERS} from '../prose.js';
import {boardCard as buildBoardCard, boardControls, buttonRow, gameButtons, pageLayout} from '../game-layout.js';
import {BoardView, rotate} from './board-view.js';
import {stageText as boardText} from './grid.js';
import {bindUndoKeys} from '../game-record.js';
import {fromFragment, gameOf, loadFromAddress, openElsewhere, readRecord, recordCard, toFragment, tsunagaruRecord} from '../records.js';

function mount(section) {
  const st = {
    // turns: the quarter turns made, [row, col, dir] in order (dir 1 clockwise, -1 anticlockwise); actions: how many
    // turns each of the player's actions made (a turn is one, a jumble many), so undo takes back one action; redo: the
    // actions undone, as lists of turns; locked: "r,c" of tiles the player fixed; wrap: the board wraps around (Net's torus).
    name: null, kinds: [], arms: [[1]], wrap: false, initial: [[1]], turns: [], actions: [], redo: [], locked: new Set(), lockMode: false, rule: 'any',
    hint: null, solve: null, viewing: false, index: '0', samples: [], generation: 0,
  };

  // ---------- layout ----------
  const svg = s('svg', {class: 'board tg-svg', role: 'application', tabindex: '0',
    'aria-label': 'Tsunagaru board. Click a tile to turn it anticlockwise, right-click to turn it clockwise, Shift+click to lock it; '
      + 'arrow keys move, Enter or A turns anticlockwise, D clockwise, L locks.'});
  const {card: boardCard, title, zoom, announcer, status, banner} = buildBoardCard(svg, 'board-frame--square');
  banner.classList.add('tg-banner');
  const view = new BoardView(svg, {onTurn: (r, c, dir) => (st.lockMode ? toggleLock(r, c) : turn(r, c, dir)), onLock: (r, c) => toggleLock(r, c),
    options: () => drawOptions(), onCursor: label => { announcer.textContent = label; zoom.follow(svg.querySelector('.tg-cursor')); }}, zoom);
  const legend = h('ul', {class: 'legend'},
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--met'}), 'arms that meet'),
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--loose'}), 'arms that meet nothing'),
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--hint'}), 'hint'),
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--piece'}), 'the piece under the pointer'),
    h('li', {}, h('span', {class: 'tg-swatch tg-swatch--locked'}), 'locked'));
  const gestures = h('p', {class: 'small muted tg-gestures'},
    'Left click: turn anticlockwise · right click: clockwise · Shift+click or middle click: lock. '
    + 'Touch: tap anticlockwise · press and hold: clockwise · Lock mode, then tap: lock. '
    + 'Keys: arrows, Enter or A anticlockwise, D clockwise, L lock.');
  const {undo: undoBtn, redo: redoBtn} = gameButtons({undo: () => undo(), redo: () => redo()});
  const lockBtn = h('button', {class: 'btn', type: 'button', 'aria-pressed': 'false', onclick: () => { st.lockMode = !st.lockMode; render(); }},
    icon('lock'), ' Lock mode');
  const jumbleBtn = h('button', {class: 'btn', type: 'button', onclick: () => jumble(), title: 'Turn every unlocked tile at random'}, 'Jumble');
  const nextBtn2 = h('button', {class: 'btn btn--primary', type: 'button', onclick: () => nextStage()}, 'Next stage');
  boardCard.append(boardControls(null, buttonRow(undoBtn, redoBtn, lockBtn, jumbleBtn, zoom.button)), legend, gestures);

  const sampleSelect = h('select', {id: 'tg-sample', class: 'input'});
  sampleSelect.addEventListener('change', () => loadSample(sampleSelect.value));
  const widthInput = h('input', {type: 'number', id: 'tg-w', class: 'input input--num', min: 2, max: 15, value: 7, 'aria-label': 'Width'});
  const heightInput = h('input', {type: 'number', id: 'tg-h', class: 'input input--num', min: 2, max: 15, value: 7, 'aria-label': 'Height'});
  const goalCtl = segmented('tg-goal', 'Kind of stage', [
    {value: 'unique', label: 'One solution'}, {value: 'tricky', label: 'Tricky'}, {value: 'any', label: 'Any'}], 'unique',
  v => { levelField.hidden = v !== 'unique'; });
  // The reasoning a one-solution stage needs (docs/rules.md, "Levels"); search-level stages are not made (none was found).
  const levelCtl = segmented('tg-level', 'Level', [
    {value: '', label: 'Any'}, {value: 'local', label: 'Local'}, {value: 'lookahead', label: 'Lookahead'}], '', () => {});
  // Net's "walls wrap around": the next generated stage is a torus (docs/rules.md, "Wrap-around boards").
  const wrapToggle = toggle('tg-wrap', 'Wrap-around board', false, () => {});
  const levelField = field('Level', levelCtl.el,
    'Local: each tile follows from its neighbours. Lookahead: some tiles only by trying a way and following it a few tiles '
    + 'on — made on 7 × 7 and larger boards in a few seconds (smaller boards rarely have one).');
  const idInput = h('input', {type: 'text', id: 'tg-id', class: 'input', autocomplete: 'off', spellcheck: 'false',
    placeholder: 'e.g. 7x7u#42', 'aria-label': 'Stage ID (optional)'});
  // A seed is text: a 64-bit seed does not survive a JavaScript number.
  const seedInput = h('input', {type: 'text', id: 'tg-seed', class: 'input', inputmode: 'numeric', autocomplete: 'off',
    placeholder: 'random', 'aria-label': 'Seed (optional)'});
  const generateBtn = h('button', {class: 'btn btn--primary', type: 'button', onclick: () => generate()}, 'Generate');
  const openIdBtn = h('button', {class: 'btn', type: 'button', onclick: () => generate(idInput.value.trim())}, 'Open');
  idInput.addEventListener('keydown', ev => { if (ev.key === 'Enter') generate(idInput.value.trim()); });
  const resetBtn = h('button', {class: 'btn', type: 'button', onclick: () => reset()}, 'Start again');
  const stageCard = h('div', {class: 'card panel-card'},
    h('h3', {}, 'Stage'),
    field('Built-in stage', sampleSelect),
    field('New random stage', h('div', {class: 'row row--tight'}, widthInput, h('span', {class: 'muted'}, '×'), heightInput),
      'width × height, 2 to 15'),
    // What can be made, measured by `shannon tsunagaru levels` (BENCHMARKS.md, "Tsunagaru levels").
    field('Kind', goalCtl.el, 'Tricky: two solutions, one connected and one not; 3 × 4 up to 15 × 15 (none smaller exists). '
      + 'A large one takes a few seconds, and about one try in fifty finds none within the 10 s allowed: then Generate again.'),
    levelField,
    field('Edges', wrapToggle.el, 'As in Net: the left and right edges meet, and so do the top and bottom — an arm may point '
      + 'off one edge to a tile on the other. 3 × 3 and larger; the stage ID gets a w (7x7uw#42).'),
    field('Seed', seedInput, 'empty for a new random stage; the same seed makes the same stage'),
    field('Stage ID', h('div', {class: 'row row--tight'}, idInput, openIdBtn),
      'every generated stage has one (e.g. 7x7u#42): type it and press Open to get that stage again'),
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
    st.wrap = Boolean(stage.wrap);
    st.initial = stage.arms.map(r => r.slice());
    st.arms = stage.arms.map(r => r.slice());
    st.turns = [];
    st.actions = [];
    st.redo = [];
    st.locked = new Set();
    for (const [r, c, dir = 1] of turns) { applyTurn(r, c, dir); st.actions.push(1); }
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
    load({kinds: st.kinds, arms: st.initial, wrap: st.wrap}, st.name);
  }

  /** A quarter turn of tile (r, c): dir 1 clockwise, -1 anticlockwise. */
  function applyTurn(r, c, dir) {
    st.arms[r][c] = rotate(st.arms[r][c], dir);
    st.turns.push([r, c, dir]);
  }

  function clicks() {
    return st.turns.length;
  }

  function turn(r, c, dir) {
    if (st.viewing || !st.arms[r][c]) return;
    if (st.locked.has(`${r},${c}`)) {
      toast('That tile is locked: unlock it (Shift+click, middle click, L, or Lock mode) to turn it.');
      return;
    }
    applyTurn(r, c, dir);
    st.actions.push(1);
    st.redo = [];
    changed(r, c);
  }

  /** Turns every unlocked tile at random (Net's Jumble): one action, taken back by one Undo. */
  function jumble() {
    if (st.viewing) return;
    const before = st.turns.length;
    st.arms.forEach((row, r) => row.forEach((a, c) => {
      if (!a || st.locked.has(`${r},${c}`)) return;
      const k = Math.floor(Math.random() * 4);
      if (k === 3) applyTurn(r, c, -1);
      else for (let i = 0; i < k; i++) applyTurn(r, c, 1);
    }));
    if (st.turns.length === before) return;
    st.actions.push(st.turns.length - before);
    st.redo = [];
    changed(-1, -1);
  }

  /** After any turn, undone or redone: the old check and a passed hint are stale. */
  function changed(r, c) {
    st.lastCheck = null;
    if (st.hint && (st.hint.row !== r || st.hint.col !== c || st.arms[r][c] === st.hint.arms)) clearHint();
    render();
    check();
  }

  /** Takes back the last action: one turn (either way), or a whole jumble. */
  function undo() {
    if (st.viewing || st.actions.length === 0) return;
    const undone = st.turns.splice(st.turns.length - st.actions.pop());
    for (const [r, c, dir] of [...undone].reverse()) st.arms[r][c] = rotate(st.arms[r][c], -dir);
    st.redo.push(undone);
    const [r, c] = undone.length === 1 ? undone[0] : [-1, -1];
    changed(r, c);
  }

  function redo() {
    if (st.viewing || st.redo.length === 0) return;
    const action = st.redo.pop();
    for (const [r, c, dir] of action) applyTurn(r, c, dir);
    st.actions.push(action.length);
    const [r, c] = action.length === 1 ? action[0] : [-1, -1];
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
    return boardText(arms, st.wrap);
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
    // The solution's clicks become turns (three clockwise as one anticlockwise), so undo and the record know them: one action.
    const before = st.turns.length;
    st.solve.shown[0].clicks.forEach((row, r) => row.forEach((k, c) => {
      if (k === 3) applyTurn(r, c, -1);
      else for (let i = 0; i < k; i++) applyTurn(r, c, 1);
    }));
    if (st.turns.length > before) st.actions.push(st.turns.length - before);
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

  /** A new random stage from the settings, or (given id) the stage a stage ID names. */
  async function generate(id = null) {
    let req;
    if (id !== null) {
      if (!/^\d{1,2}[x×]\d{1,2}[uta][123]?[wW]?#-?\d{1,19}$/.test(id)) {
        toast('A stage ID looks like 7x7u#42: width x height, u (one solution), t (tricky) or a (any), an optional level, '
          + 'w for a wrap-around board, # and the seed.');
        return;
      }
      req = {id: id.replace('×', 'x')};
    } else {
      const w = Number(widthInput.value);
      const hgt = Number(heightInput.value);
      if (!Number.isInteger(w) || !Number.isInteger(hgt) || w < 2 || hgt < 2 || w > 15 || hgt > 15) {
        toast('Width and height must be whole numbers from 2 to 15.');
        return;
      }
      // Plain boards only: every wrap-around board, 3 × 3 included, has tricky stages (docs/rules.md).
      if (goalCtl.value === 'tricky' && !wrapToggle.input.checked && (Math.min(w, hgt) < 3 || w * hgt <= 9)) {
        toast('No tricky stage is that small: tricky stages need 3 rows and 3 columns and more than 3 × 3 (3 × 4 is the smallest).');
        return;
      }
      if (wrapToggle.input.checked && Math.min(w, hgt) < 3) {
        toast('A wrap-around board needs at least 3 rows and 3 columns.');
        return;
      }
      const seed = seedInput.value.trim();
      if (seed && !/^-?\d{1,19}$/.test(seed)) {
        toast('The seed is a whole number (up to 19 digits), or empty for a random stage.');
        return;
      }
      req = {width: w, height: hgt, goal: goalCtl.value};
      if (goalCtl.value === 'unique' && levelCtl.value) req.level = levelCtl.value;
      if (seed) req.seed = seed;
      if (wrapToggle.input.checked) req.wrap = true;
    }
    generateBtn.disabled = true;
    // Said beforehand: these searches take seconds, and now and then run out of the 10 s (BENCHMARKS.md, "Tsunagaru levels").
    const slow = req.goal === 'tricky' || req.level === 'lookahead' || /[t]|u2/.test(req.id ?? '');
    status.textContent = slow ? 'Generating… this kind takes a few seconds (at most 10).' : 'Generating…';
    const res = await call('/api/tsunagaru/generate', req);
    generateBtn.disabled = false;
    if (!res) { renderStatus(); return; }
    sampleSelect.value = '';
    idInput.value = res.id;
    // An ID names its board: "Generate" next makes the same kind (as a Net game's parameters do).
    wrapToggle.input.checked = Boolean(res.wrap);
    load(res, res.id);
    toast(`Stage ${res.id}, generated in ${res.millis} ms: ${plural(res.solutions, 'solution')} (${res.connected} connected); `
      + `level ${res.level} — ${res.settledByDeduction} of ${res.tiles} tiles follow by plain deduction.`);
  }

  // ---------- drawing ----------
  /** k quarter turns clockwise as the fewest turns: 3 is one anticlockwise. */
  function turnLabel(k) {
    return k === 3 ? '1↺' : `${k}↻`;
  }

  function turnWords(k) {
    return k === 3 ? 'anticlockwise once (a left click)' : k === 1 ? 'clockwise once (a right click)' : 'twice (two clicks)';
  }

  function drawOptions() {
    const marks = new Map();
    const labels = new Map();
    if (st.viewing && st.solve?.shown[0]) {
      const clicks = st.solve.shown[0].clicks;
      st.solve.forcedArms.forEach((row, r) => row.forEach((a, c) => { if (a > 0) marks.set(`${r},${c}`, 'forced'); }));
      if (clicks) clicks.forEach((row, r) => row.forEach((k, c) => { if (k > 0) labels.set(`${r},${c}`, turnLabel(k)); }));
      return {marks, labels, readOnly: true, wrap: st.wrap};
    }
    if (st.hint) {
      marks.set(`${st.hint.row},${st.hint.col}`, 'hint');
      labels.set(`${st.hint.row},${st.hint.col}`, turnLabel(st.hint.clicks));
    }
    return {marks, labels, readOnly: false, locked: st.locked, wrap: st.wrap};
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
    // A generated stage's ID names its size already (7x7u#42); a built-in or recorded stage gets it said.
    title.textContent = (/^\d+x\d+/.test(st.name ?? '') ? `Stage ${st.name}` : `${st.name ?? 'Stage'} — ${cols} × ${rows}`)
      + (st.wrap && !/^\d+x\d+/.test(st.name ?? '') ? ', wrap-around' : '');
    const arms = st.viewing && st.solve?.shown[0] ? st.solve.shown[0].arms : st.arms;
    view.draw(arms, drawOptions());
    if (!st.lastCheck?.solved) svg.classList.remove('is-solved');
    undoBtn.disabled = st.viewing || st.actions.length === 0;
    jumbleBtn.disabled = st.viewing;
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
      status.textContent = `Hint: turn the tile in row ${st.hint.row + 1}, column ${st.hint.col + 1} ${turnWords(st.hint.clicks)}`
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
