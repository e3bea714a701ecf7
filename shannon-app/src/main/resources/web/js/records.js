// Game records (docs/records.md): the pages write them here — the notation is a few lines — and
// the server reads them (POST /api/records/read), so there is one parser, shared with the CLI.
// The URL fragment #/<page>?record=…&at=… holds the game on show: reloading or sending the
// address brings back the same position.
import {api} from './api.js';
import {h, toast} from './dom.js';

function lines(game, fields) {
  return [`shannon-record ${game}`, ...fields].join('\n') + '\n';
}

/** moves: [r, c] placements or [r, c, r2, c2] moved bridges; bridges: null for the plain game. */
export function bridgitRecord({n, first, bridges, moves}) {
  const list = moves.map(m => (m.length === 4 ? `${m[0]},${m[1]}>${m[2]},${m[3]}` : `${m[0]},${m[1]}`)).join(' ');
  return lines('bridgit', [`n ${n}`, `first ${first}`, ...(bridges ? [`bridges ${bridges}`] : []), `moves ${list}`.trimEnd()]);
}

/** graph: {vertices: [{name}], edges: [[u, v]]}; s, t: vertex names; moves: edge numbers. */
export function switchingRecord({graph, s, t, first, moves}) {
  const edges = graph.edges.map(([u, v]) => `${graph.vertices[u].name} ${graph.vertices[v].name}`);
  return lines('switching', [`first ${first}`, 'graph', `terminals ${s} ${t}`, ...edges, 'end', `moves ${moves.join(' ')}`.trimEnd()]);
}

/** stage: the stage as dealt, in its text form (rows ending in newlines); turns: [row, col, dir] quarter turns (dir -1 anticlockwise). */
export function tsunagaruRecord({rule, stage, turns}) {
  return lines('tsunagaru', [`rule ${rule}`, 'stage', ...stage.trimEnd().split('\n'), 'end',
    `turns ${turns.map(([r, c, dir]) => `${r},${c}${dir === -1 ? '-' : ''}`).join(' ')}`.trimEnd()]);
}

/** text: the matroid in its text form (docs/matroid.md); moves: element numbers. */
export function matroidRecord({text, first, moves}) {
  return lines('matroid', [`first ${first}`, 'matroid', ...text.trimEnd().split('\n'), 'end', `moves ${moves.join(' ')}`.trimEnd()]);
}

/** The server's reading of a record (throws ApiError with the line and reason when it is malformed). */
export function readRecord(text) {
  return api('/api/records/read', {record: text});
}

/** The game a record is of, from its first line, without reading the rest. */
export function gameOf(text) {
  const first = text.split('\n').map(l => l.replace(/#.*/, '').trim()).find(l => l);
  const m = first && first.match(/^shannon-record\s+(\S+)$/);
  return m ? m[1] : null;
}

/** The record and position (moves shown) the address names for a page, or null. */
export function fromFragment(pageId) {
  const [route, query] = location.hash.replace(/^#\/?/, '').split('?');
  if (route.split('/')[0] !== pageId || !query) return null;
  const params = new URLSearchParams(query);
  const record = params.get('record');
  if (!record) return null;
  const at = params.get('at');
  return {record, at: at !== null && /^\d+$/.test(at) ? Number(at) : null};
}

/**
 * Starts the game the address holds for a page (a shared link, or a reload) with load(record, at);
 * false when the address holds none or it cannot be read (the reason is shown).
 */
export async function loadFromAddress(pageId, load, linked = fromFragment(pageId)) {
  if (!linked) return false;
  try {
    await load(linked.record, linked.at);
    return true;
  } catch (e) {
    toast(`The game in the address could not be read: ${e.message}`);
    return false;
  }
}

/** Puts the game into the address (without a new history entry), if the page is the one on show. */
export function toFragment(pageId, record, at = null) {
  const route = location.hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  if (route !== pageId && !(route === '' && pageId === 'bridgit')) return;
  const params = new URLSearchParams({record});
  if (at !== null) params.set('at', String(at));
  const hash = `#/${pageId}?${params}`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

/** Sends a record to the page that plays its game (it reads the address on arrival). */
export function openElsewhere(game, record) {
  const page = {bridgit: 'bridgit', switching: 'switching', tsunagaru: 'tsunagaru', matroid: 'matroid'}[game];
  if (!page) return false;
  location.hash = `#/${page}?${new URLSearchParams({record})}`;
  return true;
}

/** The most a record file may hold: a record is at most 200,000 characters (/api/limits, maxRecordChars), 4 bytes each. */
const MAX_RECORD_FILE_BYTES = 800_000;

/** Download: the current record as a text file named fileName(). */
function downloadButton(current, fileName) {
  return h('button', {class: 'btn', type: 'button', onclick: () => {
    const url = URL.createObjectURL(new Blob([current()], {type: 'text/plain'}));
    const a = h('a', {href: url, download: fileName()});
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }}, 'Download');
}

/** Download (the current record as a text file named fileName()) and Open file… (load one), for a record card. */
function recordFiles(id, current, fileName, load) {
  const download = downloadButton(current, fileName);
  // Out of sight but not display:none, so that keyboard users and automated browsers can still reach it.
  const input = h('input', {type: 'file', id: `${id}-file`, class: 'sr-only', accept: '.txt,text/plain', 'aria-label': 'Open a game record file'});
  input.addEventListener('change', async () => {
    const file = input.files && input.files[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_RECORD_FILE_BYTES) { toast('That file is too large to be a game record.'); return; }
    try {
      await load(await file.text());
    } catch (e) {
      toast(e.message);
    }
  });
  const open = h('button', {class: 'btn', type: 'button', onclick: () => input.click()}, 'Open file…');
  return [download, open, input];
}

async function copy(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    toast(`${what} copied.`);
  } catch (e) {
    toast(`Copying is not allowed here: select the ${what.toLowerCase()} and copy it yourself.`);
  }
}

/**
 * The "Game record" card: the current game's record (kept up to date unless the reader is
 * editing it), Copy, Copy link, and Load for a pasted record. current() gives the record text;
 * load(text) starts the game a record describes and resolves when done — or is null for a card
 * that only shows a game (no Load, no Open file, the text read-only). options: link() gives the
 * address Copy link copies (the page's own by default), note the card's explanation in place of
 * the default one, actions more buttons or links for its row.
 */
export function recordCard(id, current, load, fileName = null, {link = () => location.href, note = null, actions = []} = {}) {
  const readOnly = load === null;
  const area = h('textarea', {id, class: 'input input--code record__text', rows: '5', spellcheck: 'false', autocomplete: 'off',
    readonly: readOnly, 'aria-label': readOnly ? 'Game record of this game' : 'Game record: the current game, or paste one to load'});
  let edited = false;
  area.addEventListener('input', () => { edited = true; });
  const loadBtn = readOnly ? null : h('button', {class: 'btn', type: 'button', onclick: async () => {
    const text = area.value;
    if (!text.trim()) { toast('Paste a game record first.'); return; }
    try {
      await load(text);
      edited = false;
      refresh();
    } catch (e) {
      toast(e.message);
    }
  }}, 'Load record');
  const copyBtn = h('button', {class: 'btn', type: 'button', onclick: () => copy(current(), 'Record')}, 'Copy');
  const linkBtn = h('button', {class: 'btn', type: 'button', onclick: () => copy(link(), 'Link')}, 'Copy link');
  const resetBtn = h('button', {class: 'btn btn--small', type: 'button', hidden: true, onclick: () => { edited = false; refresh(); }},
    'Show this game');
  const files = !fileName ? [] : readOnly ? [downloadButton(current, fileName)] : recordFiles(id, current, fileName, async text => {
    await load(text);
    edited = false;
    refresh();
  });
  const el = h('details', {class: 'card panel-card record'},
    h('summary', {}, h('h3', {class: 'record__title'}, 'Game record')),
    h('p', {class: 'muted small'}, note || ('This game in a few lines of text (see docs/records.md), also held in the address bar: '
      + 'reload, bookmark or send it. Paste a record here and press Load to play it back'
      + (fileName ? ', or download it as a file and open one.' : '.'))),
    area, h('div', {class: 'row row--wrap'}, copyBtn, linkBtn, loadBtn, ...files, ...actions, resetBtn));

  function refresh() {
    resetBtn.hidden = !edited;
    if (!edited) area.value = current();
  }
  return {el, refresh};
}
