// "Play online": a Bridg-It, switching or matroid game between two browsers through the server
// (docs/online.md).
// The lobby creates a game and lists this browser's games; the game view plays one live over
// Server-Sent Events. A seat's token lives only in the address's fragment (#/online?game=ID&seat=T,
// never sent to the server in a URL) and in localStorage, so a reload, a closed laptop or a lost
// network comes back to the same seat. The server is the referee; the words and clocks come from
// model.js, the boards from the game pages' own drawing modules (Bridg-It's BoardView here, the
// switching and matroid boards in boards.js).
import {h, s, segmented, field, toggle, toast} from '../dom.js';
import {api, ApiError} from '../api.js';
import {BoardView, crossingKey} from '../bridgit/board-view.js';
import {boardCard} from '../game-layout.js';
import {GameRecord} from '../game-record.js';
import {verdictSentence} from '../prose.js';
import {recordCard} from '../records.js';
import {PRESETS} from '../switching/layout.js';
import {matroidBoard, switchingBoard} from './boards.js';
import * as M from './model.js';

/** The creator's side choices for a game: its two sides or a random one; who moves first: one of the two. */
const sideOptions = kind => [...M.sidesOf(kind).map(x => ({value: x, label: M.sideName(x)})), {value: 'random', label: 'Random'}];
const firstOptions = kind => M.sidesOf(kind).map(x => ({value: x, label: M.sideName(x)}));

/** A pasted graph to start from: the edge-list format of docs/formats.md, one edge a line, then the terminals. */
const EXAMPLE_GRAPH = 's a\na t\nt b\nb s\na b\nterminals s t\n';

/** The request that asks the server where each game's positions are analysed (after the game only). */
function analysisRequest(game) {
  if (game.game === 'switching') return moves => api('/api/switching/analyze', {graph: game.graph, first: game.first, moves});
  if (game.game === 'matroid') return moves => api('/api/matroid/analyze', {text: game.matroid, first: game.first, moves});
  return moves => api('/api/bridgit/analyze', {n: game.n, first: game.first, moves});
}

/** A request with a seat's token in the Authorization header (never in the URL). */
async function seatCall(path, token, body) {
  let res;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token}`},
      body: body === undefined ? '' : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError('The server cannot be reached; try again in a moment.', 0);
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError((data && data.error) || `${res.status}`, res.status);
  return data;
}

function loadSeats() {
  try {
    return M.readSeats(localStorage.getItem(M.SEATS_KEY));
  } catch (e) {
    return [];
  }
}

function saveSeat(seat) {
  try {
    localStorage.setItem(M.SEATS_KEY, JSON.stringify(M.withSeat(loadSeats(), seat)));
  } catch (e) {
    // Private browsing without storage: the seat lives in the address only.
  }
}

function mount(section) {
  const st = {id: null, token: null, side: null, presence: null, game: null, receivedAt: 0, source: null,
    retry: 0, retryTimer: null, analysis: null, analysing: null, replay: null, pickup: null, limits: null};

  // ---------- lobby: create a game, my games ----------
  // Names of the boards' presets, for "my games" (the matroid page's are asked for below).
  const titles = Object.fromEntries(PRESETS.map(p => [p.value, p.label]));
  const gameCtl = segmented('on-game', 'Game', M.GAMES, 'bridgit', v => showKind(v));
  const sizeInput = h('input', {type: 'number', id: 'on-size', class: 'input input--num', min: 1, max: 30, value: 5, 'aria-label': 'Board size n'});
  let creatorCtl = segmented('on-creator', 'You play', sideOptions('bridgit'), 'red', () => {});
  let firstCtl = segmented('on-first', 'Who moves first', firstOptions('bridgit'), 'red', () => {});
  const creatorField = field('You play', creatorCtl.el);
  const firstField = field('First move', firstCtl.el);
  // The switching game: the switching page's presets with their parameters, or a pasted graph.
  const graphSelect = h('select', {id: 'on-graph', class: 'input', 'aria-label': 'Graph'},
    ...PRESETS.map(p => h('option', {value: p.value}, p.label)), h('option', {value: 'paste'}, 'Your own graph (pasted)'));
  const graphParams = h('div', {class: 'row row--wrap', id: 'on-graph-params'});
  const graphText = h('textarea', {id: 'on-graph-text', class: 'input input--code', rows: '6', spellcheck: 'false',
    'aria-label': 'Your graph: one edge a line, then a terminals line'}, EXAMPLE_GRAPH);
  const graphTextField = field('Your graph (one edge a line, then “terminals s t”)', graphText);
  graphSelect.addEventListener('change', () => showGraphParams());
  const switchingFields = h('div', {id: 'on-switching-fields', hidden: true}, field('Graph', graphSelect), graphParams, graphTextField);
  // The matroid game: the matroid page's presets (asked for once), or a matroid in its text form.
  const matroidSelect = h('select', {id: 'on-matroid', class: 'input', 'aria-label': 'Matroid'}, h('option', {value: 'own'}, 'Your own (text form)'));
  const matroidText = h('textarea', {id: 'on-matroid-text', class: 'input input--code', rows: '6', spellcheck: 'false',
    'aria-label': 'Your own matroid, text form'}, 'binary\n1 0 0 1 1 0\n0 1 0 1 0 1\n0 0 1 0 1 1\ntarget 5\n');
  const matroidTextField = field('Your matroid (the text form of the matroid page)', matroidText);
  matroidSelect.addEventListener('change', () => { matroidTextField.hidden = matroidSelect.value !== 'own'; });
  const matroidFields = h('div', {id: 'on-matroid-fields', hidden: true}, field('Matroid', matroidSelect), matroidTextField);
  api('/api/matroid/presets').then(({presets}) => {
    for (const p of presets) titles[p.name] = p.title;
    matroidSelect.prepend(...presets.map(p => h('option', {value: p.name}, p.title)));
    matroidSelect.value = presets[0].name;
    matroidTextField.hidden = true;
  }, () => {});
  const limitedToggle = toggle('on-limited', 'Limited bridges', false, v => { bridgesInput.disabled = !v; });
  const bridgesInput = h('input', {type: 'number', id: 'on-bridges', class: 'input input--num', min: 1, max: 41, value: 10, disabled: true, 'aria-label': 'Bridges each'});
  const clockToggle = toggle('on-clock', 'Clock', false, v => { minutesInput.disabled = !v; incrementInput.disabled = !v; });
  const minutesInput = h('input', {type: 'number', id: 'on-minutes', class: 'input input--num', min: 0.1, max: 1440, step: 'any', value: 5, disabled: true, 'aria-label': 'Minutes each'});
  const incrementInput = h('input', {type: 'number', id: 'on-increment', class: 'input input--num', min: 0, max: 3600, value: 3, disabled: true, 'aria-label': 'Seconds added per move'});
  const createButton = h('button', {class: 'btn btn--primary', type: 'button', id: 'on-create', onclick: () => create()}, 'Create the game');
  // When games nobody plays end: the server's rule, with its numbers from /api/limits (asked for below).
  const abandonRule = h('p', {class: 'muted small', id: 'on-abandon-rule', hidden: true});
  const bridgitFields = h('div', {id: 'on-bridgit-fields'}, field('Board size n', sizeInput),
    limitedToggle.el, h('div', {class: 'row row--tight'}, h('label', {for: 'on-bridges', class: 'small'}, 'Bridges each'), bridgesInput));
  const createCard = h('div', {class: 'card panel-card'},
    h('h2', {}, 'Play a friend online'),
    h('p', {class: 'muted small'}, 'Create a game — Bridg-It, the switching game on a graph or the matroid game — send your friend the link, play on your own devices. The server checks every move and keeps the game; ✓/✗ analysis appears for everyone once the game is over.'),
    field('Game', gameCtl.el), bridgitFields, switchingFields, matroidFields,
    creatorField, firstField,
    clockToggle.el, h('div', {class: 'row row--tight'},
      h('label', {for: 'on-minutes', class: 'small'}, 'Minutes each'), minutesInput,
      h('label', {for: 'on-increment', class: 'small'}, '+ seconds a move'), incrementInput),
    h('div', {class: 'row'}, createButton), abandonRule);
  const mineList = h('ul', {class: 'moves', id: 'on-mine'});
  const mineCard = h('div', {class: 'card panel-card'}, h('h2', {}, 'My games'),
    h('p', {class: 'muted small'}, 'The games this browser played, kept in this browser.'), mineList);
  const lobby = h('div', {class: 'layout', id: 'on-lobby'}, h('div', {class: 'layout__main'}, createCard), h('aside', {class: 'layout__side', 'aria-label': 'My games'}, mineCard));

  // ---------- one game ----------
  const svg = s('svg', {class: 'board', role: 'application', tabindex: '0', 'aria-label': 'Bridg-It board of the online game.'});
  const board = boardCard(svg, 'board-frame--square');
  const view = new BoardView(svg, () => handlers, board.zoom);
  const handlers = {onClick: (r, c) => play(r, c), onHover: () => {}, onLeave: () => {}};
  board.status.id = 'on-status';
  board.frame.id = 'on-bridgit-board';
  const boards = {
    switching: switchingBoard(x => playElement(x), words => { board.announcer.textContent = words; }),
    matroid: matroidBoard(x => playElement(x)),
  };
  board.frame.after(boards.switching.frame, boards.matroid.frame);
  const clocks = h('p', {class: 'small', id: 'on-clocks', hidden: true});
  const connection = h('p', {class: 'muted small', id: 'on-connection', 'aria-live': 'polite'});
  const resignButton = h('button', {class: 'btn', type: 'button', id: 'on-resign', onclick: () => resign()}, 'Resign');
  const rematchButton = h('button', {class: 'btn btn--primary', type: 'button', id: 'on-rematch', onclick: () => rematch()}, 'Rematch (sides swapped)');
  const lobbyLink = h('a', {class: 'btn', href: '#/online'}, 'New game / my games');
  const rematchLink = h('a', {class: 'btn', id: 'on-rematch-link', hidden: true}, 'Go to the rematch');
  board.card.insertBefore(h('div', {class: 'row row--wrap'}, resignButton, rematchButton, rematchLink, lobbyLink), board.announcer);
  board.card.insertBefore(clocks, board.status);
  const abandonNote = h('p', {class: 'muted small', id: 'on-abandon', hidden: true});
  board.card.append(abandonNote, connection);
  const friendLink = h('input', {class: 'input input--code', id: 'on-friend-link', readonly: true, 'aria-label': 'Link for your friend'});
  const watchLink = h('input', {class: 'input input--code', id: 'on-watch-link', readonly: true, 'aria-label': 'Link to watch'});
  const friendField = field('Send this link to your friend (it is their seat)', h('div', {class: 'row row--tight'}, friendLink,
    h('button', {class: 'btn btn--small', type: 'button', onclick: () => copy(friendLink)}, 'Copy')));
  const linksCard = h('div', {class: 'card panel-card'}, h('h3', {}, 'Links'), friendField,
    field('Anyone may watch with this link', h('div', {class: 'row row--tight'}, watchLink,
      h('button', {class: 'btn btn--small', type: 'button', onclick: () => copy(watchLink)}, 'Copy'))));
  const movesList = h('ol', {class: 'moves', id: 'on-moves'});
  const replayInput = h('input', {type: 'range', id: 'on-replay', min: 0, max: 0, value: 0, 'aria-label': 'Replay: moves shown', hidden: true});
  replayInput.addEventListener('input', () => { st.replay = Number(replayInput.value); render(); });
  const verdict = h('p', {class: 'small', id: 'on-verdict'});
  const movesCard = h('div', {class: 'card panel-card'}, h('h3', {}, 'Moves'), movesList, replayInput, verdict);
  // Once the game is over: its record, as its own page writes it, and that page to analyse it on.
  const analysisLink = h('a', {class: 'btn', id: 'on-analysis-link'}, 'Open in analysis');
  const record = recordCard('on-record', () => (st.game ? M.recordOf(st.game) : ''), null,
    () => M.recordFileName(st.game), {
      link: () => `${location.origin}/${M.analysisAddress(st.game)}`,
      note: 'This game in a few lines of text (see docs/records.md), the form its own page reads: copy it, download it, or open it there to go through it move by move with the analysis.',
      actions: [analysisLink],
    });
  record.el.id = 'on-record-card';
  record.el.open = true;
  record.el.hidden = true;
  const gameView = h('div', {class: 'layout', id: 'on-game', hidden: true},
    h('div', {class: 'layout__main'}, board.card),
    h('aside', {class: 'layout__side', 'aria-label': 'Links and moves'}, linksCard, movesCard, record.el));

  section.append(lobby, gameView);

  api('/api/limits').then(all => {
    st.limits = M.abandonmentLimits(all.online);
    const rule = M.abandonmentRule(st.limits);
    abandonRule.hidden = !rule;
    abandonRule.textContent = rule || '';
    if (!lobby.hidden) showMine();
    else render();
  }, () => {});

  /** The status line under the board; none once the game is over (the banner says how it ended). */
  function say(line) {
    board.status.textContent = line;
    board.status.hidden = !line;
  }

  /** A moment as the reader reads one: their local date and time. */
  function when(ms) {
    return new Date(ms).toLocaleString([], {dateStyle: 'medium', timeStyle: 'short'});
  }

  function copy(input) {
    input.select();
    navigator.clipboard?.writeText(input.value).then(() => toast('Copied.'), () => {});
  }

  // ---------- creating ----------
  /** The lobby for one game: its own fields, its sides. */
  function showKind(kind) {
    bridgitFields.hidden = kind !== 'bridgit';
    switchingFields.hidden = kind !== 'switching';
    matroidFields.hidden = kind !== 'matroid';
    const [a] = M.sidesOf(kind);
    creatorCtl = segmented('on-creator', 'You play', sideOptions(kind), a, () => {});
    firstCtl = segmented('on-first', 'Who moves first', firstOptions(kind), a, () => {});
    creatorField.replaceChild(creatorCtl.el, creatorField.children[1]);
    firstField.replaceChild(firstCtl.el, firstField.children[1]);
  }

  /** The chosen switching preset's parameters, as the switching page asks for them. */
  function showGraphParams() {
    const preset = PRESETS.find(p => p.value === graphSelect.value);
    graphTextField.hidden = !!preset;
    graphParams.replaceChildren(...(preset ? preset.params : []).map(p => field(p.label,
      h('input', {type: 'number', class: 'input input--num', id: `on-graph-${p.name}`, 'data-param': p.name, min: p.min, max: p.max, value: p.value, 'aria-label': p.label}))));
  }
  showGraphParams();

  /** The switching game's part of the request: the graph the server builds from the preset or the pasted text. */
  async function switchingBody() {
    if (graphSelect.value === 'paste') {
      const pasted = (await api('/api/switching/graph', {text: graphText.value})).game;
      // The switching page lets a player click s and t; a game sent to a friend names them in its text.
      if (pasted.s === null || pasted.t === null) throw new ApiError('Name the terminals in a last line “terminals s t” (two of the graph’s vertices).', 400);
      return {graph: pasted};
    }
    const params = {};
    for (const input of graphParams.querySelectorAll('input')) {
      const v = Number(input.value);
      if (!Number.isInteger(v)) throw new ApiError(`${input.closest('.field').querySelector('.field__label').textContent} must be a whole number`, 400);
      params[input.dataset.param] = v;
    }
    const drawn = await api('/api/switching/graph', {preset: graphSelect.value, ...params});
    return {graph: drawn.game, preset: M.switchingPresetName(graphSelect.value, params)};
  }

  async function create() {
    const kind = gameCtl.value;
    const body = {game: kind, first: firstCtl.value, creator: creatorCtl.value};
    if (clockToggle.input.checked) {
      body.clock = {initialSeconds: Math.round(Number(minutesInput.value) * 60), incrementSeconds: Number(incrementInput.value)};
    }
    createButton.disabled = true;
    try {
      if (kind === 'bridgit') {
        body.n = Number(sizeInput.value);
        if (limitedToggle.input.checked) body.bridges = Number(bridgesInput.value);
      } else if (kind === 'switching') {
        Object.assign(body, await switchingBody());
      } else if (matroidSelect.value === 'own') {
        body.text = matroidText.value;
      } else {
        body.preset = matroidSelect.value;
      }
      const made = await api('/api/games', body);
      const mine = made.creator;
      saveSeat({id: made.id, token: made.seats[mine], friend: made.seats[M.otherSide(mine)], side: mine, at: Date.now()});
      location.hash = M.gameAddress(made.id, made.seats[mine]);
    } catch (e) {
      toast(e.message);
    } finally {
      createButton.disabled = false;
    }
  }

  let mineAsked = 0;
  async function showMine() {
    // Asked again (the limits arrived, the address changed) before the last answer came: the last one asked draws.
    const asked = ++mineAsked;
    const seats = loadSeats();
    if (!seats.length) {
      mineList.replaceChildren(h('li', {class: 'moves__empty'}, 'None yet.'));
      return;
    }
    let games = [];
    try {
      games = (await api('/api/games/mine', {ids: seats.map(x => x.id).slice(0, 200)})).games;
    } catch (e) {
      if (asked === mineAsked) mineList.replaceChildren(h('li', {class: 'moves__empty'}, `The games cannot be listed now: ${e.message}`));
      return;
    }
    if (asked !== mineAsked) return;
    const byId = new Map(games.map(g => [g.id, g]));
    const items = [];
    for (const seat of seats) {
      const g = byId.get(seat.id);
      if (!g) continue;
      const outcome = M.outcomeFor(g, seat.side);
      const words = {won: 'You won', lost: 'You lost', draw: 'Draw', playing: 'In play'}[outcome];
      const created = new Date(g.createdAt).toLocaleString();
      const abandon = M.abandonmentWords(g, st.limits, seat.side, when);
      items.push(h('li', {class: `moves__item mine--${outcome}`, 'data-id': g.id},
        h('a', {href: M.gameAddress(g.id, seat.token)},
          `${words} · ${M.boardWords(g, titles)} · you ${seat.side ? M.sideName(seat.side) : '?'} · ${M.movesWords(g.ply)}`),
        h('span', {class: 'muted small'}, ` ${g.status === 'finished' ? M.resultSentence(g) : ''} ${created}`),
        abandon ? [h('br'), h('span', {class: 'muted small on-mine__abandon'}, abandon)] : null));
    }
    mineList.replaceChildren(...items);
  }

  // ---------- opening a game ----------
  async function open(id, fragmentToken) {
    close();
    st.id = id;
    st.game = null;
    st.side = null;
    st.presence = null;
    st.analysis = null;
    st.analysing = null;
    st.replay = null;
    st.pickup = null;
    friendLink.value = '';
    watchLink.value = '';
    // Nothing of the last game (its record, its deadline) stays on show while this one opens.
    record.el.hidden = true;
    abandonNote.hidden = true;
    const stored = loadSeats().find(x => x.id === id);
    st.token = fragmentToken || (stored && stored.token) || null;
    lobby.hidden = true;
    gameView.hidden = false;
    say('Opening the game…');
    if (st.token) {
      try {
        const seated = await seatCall(`/api/games/${id}/seat`, st.token);
        if (st.id !== id) return;
        st.side = seated.side;
        st.presence = seated.presence;
        saveSeat({id, token: st.token, side: seated.side, at: (stored && stored.at) || Date.now()});
        // The seat stays in the fragment (and so in a bookmark or a reload), never in a path or query.
        if (!fragmentToken) history.replaceState(null, '', M.gameAddress(id, st.token));
        receive(seated.game);
      } catch (e) {
        if (e.status === 403) toast('This link holds no seat of the game: you are watching.');
        else if (e.status === 404) { say('There is no such game.'); return; }
        else toast(e.message);
        st.token = null;
      }
    }
    connect();
  }

  function connect() {
    const id = st.id;
    const url = `/api/games/${id}/events` + (st.presence ? `?seat=${st.presence}` : '');
    const source = new EventSource(url);
    st.source = source;
    source.onopen = () => { st.retry = 0; connection.textContent = ''; };
    source.onmessage = ev => { if (st.source === source) receive(JSON.parse(ev.data)); };
    source.onerror = () => {
      if (st.source !== source) return;
      connection.textContent = 'Connection lost: reconnecting…';
      // The browser retries by itself while CONNECTING; a refused stream (CLOSED) is retried here.
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        st.retry = Math.min(st.retry + 1, 5);
        st.retryTimer = setTimeout(() => { if (st.id === id) connect(); }, 1000 * st.retry);
      }
    };
  }

  function close() {
    if (st.source) st.source.close();
    st.source = null;
    clearTimeout(st.retryTimer);
  }

  function receive(game) {
    const before = st.game;
    if (before && before.id === game.id && game.version < before.version) return;
    const news = M.presenceNews(before, game, st.side);
    if (news) toast(news);
    st.game = game;
    st.receivedAt = Date.now();
    if (st.side && game.rematchId && before && !before.rematchId) {
      // Both asked: the same token holds the other side in the new game.
      saveSeat({id: game.rematchId, token: st.token, at: Date.now()});
      location.hash = M.gameAddress(game.rematchId, st.token);
      return;
    }
    if (game.status === 'finished' && !st.analysing) analyse(game);
    render();
  }

  // ---------- playing ----------
  function owners(moves, first) {
    const own = new Map();
    moves.forEach((m, i) => {
      const side = i % 2 === 0 ? first : M.otherSide(first);
      if (Array.isArray(m[0])) {
        own.delete(crossingKey(m[0][0], m[0][1]));
        own.set(crossingKey(m[1][0], m[1][1]), side);
      } else {
        own.set(crossingKey(m[0], m[1]), side);
      }
    });
    return own;
  }

  function placedBy(game, side) {
    return [...owners(game.moves, game.first).values()].filter(x => x === side).length;
  }

  async function play(r, c) {
    const g = st.game;
    if (!g || !st.token || g.status === 'finished' || g.toMove !== st.side || st.replay !== null) return;
    const key = crossingKey(r, c);
    const own = owners(g.moves, g.first);
    let move = [r, c];
    if (g.bridges && placedBy(g, st.side) >= g.bridges) {
      // All bridges placed: pick one of yours up, then put it on a free crossing.
      if (own.get(key) === st.side) { st.pickup = key; render(); return; }
      if (!st.pickup || own.has(key)) { toast('All your bridges are placed: pick one of yours up first.'); return; }
      const [pr, pc] = st.pickup.split(',').map(Number);
      move = [[pr, pc], [r, c]];
    } else if (own.has(key)) {
      return;
    }
    await submit(g, move);
  }

  /** A switching game's edge or a matroid game's element, played by this seat. */
  async function playElement(x) {
    const g = st.game;
    if (!g || !st.token || g.status === 'finished' || g.toMove !== st.side || st.replay !== null || g.moves.includes(x)) return;
    await submit(g, x);
  }

  async function submit(g, move) {
    try {
      const after = await seatCall(`/api/games/${g.id}/moves`, st.token, {move, ply: g.ply});
      st.pickup = null;
      receive(after);
    } catch (e) {
      toast(e.message);
    }
  }

  async function resign() {
    if (!st.token || !st.game || st.game.status === 'finished') return;
    if (!confirm('Resign this game?')) return;
    try {
      receive(await seatCall(`/api/games/${st.game.id}/resign`, st.token));
    } catch (e) {
      toast(e.message);
    }
  }

  async function rematch() {
    if (!st.token || !st.game) return;
    try {
      const r = await seatCall(`/api/games/${st.game.id}/rematch`, st.token);
      if (r.rematch) {
        saveSeat({id: r.rematch.id, token: st.token, side: r.rematchSide, at: Date.now()});
        location.hash = M.gameAddress(r.rematch.id, st.token);
      } else {
        receive(r.game);
      }
    } catch (e) {
      toast(e.message);
    }
  }

  // ---------- after the game: ✓/✗ for everyone ----------
  async function analyse(game) {
    st.analysing = game.id;
    if (game.bridges) return; // Lehman's theorem is about the plain game.
    const rec = new GameRecord(analysisRequest(game));
    try {
      const history = [];
      for (let i = 0; i <= game.moves.length; i++) history.push(await rec.analyse(game.moves.slice(0, i)));
      if (st.id !== game.id) return;
      st.analysis = {history, marks: M.moveMarks(history, game.first)};
      render();
    } catch (e) {
      verdict.textContent = `The analysis could not be made: ${e.message}`;
    }
  }

  // ---------- drawing ----------
  function render() {
    const g = st.game;
    if (!g) return;
    const over = g.status === 'finished';
    const shown = over && st.replay !== null ? st.replay : g.moves.length;
    const moves = g.moves.slice(0, shown);
    const status = M.statusOf(g, st.side, window.matchMedia('(pointer: coarse)').matches);
    const other = boards[g.game];
    board.frame.hidden = !!other;
    for (const [kind, b] of Object.entries(boards)) b.frame.hidden = kind !== g.game;
    let boardTitle;
    if (other) {
      if (!other.ready(g)) {
        say('Loading the board…');
        other.prepare(g).then(() => { if (st.game && st.game.id === g.id) render(); }, e => toast(`The board cannot be drawn: ${e.message}`));
        return;
      }
      // Once over: the analysis of the position on show, so that a won game's path or cut is drawn.
      const analysis = over && st.analysis ? st.analysis.history[shown] : null;
      other.draw(g, moves, {playable: status.turn && st.replay === null, analysis});
      boardTitle = `${g.game === 'switching' ? 'switching game' : 'matroid game'}, ${other.title()}`;
    } else {
      drawBridgit(g, over, shown, moves, status);
      boardTitle = M.boardWords(g);
    }
    board.title.textContent = `Online: ${boardTitle}` + (st.side ? ` · you play ${M.sideName(st.side)}` : ' · watching');
    say(status.line);
    const abandon = M.abandonmentWords(g, st.limits, st.side, when);
    abandonNote.hidden = !abandon;
    abandonNote.textContent = abandon || '';
    record.el.hidden = !over;
    if (over) {
      record.refresh();
      analysisLink.setAttribute('href', M.analysisAddress(g));
      analysisLink.title = `This game on ${M.analysisPageName(g.game)}, with the analysis of every move`;
    }
    board.banner.hidden = !over;
    board.banner.className = over && g.winner ? `banner banner--${g.winner}` : 'banner';
    board.banner.textContent = over ? (st.side ? `${g.winner === st.side ? 'You win! ' : g.winner ? 'You lose. ' : ''}${M.resultSentence(g)}` : M.resultSentence(g)) : '';
    resignButton.hidden = !st.side || over;
    rematchButton.hidden = !st.side || !over || !!g.rematchId;
    const asked = st.side && g.players[st.side].rematch;
    const theyAsked = st.side && g.players[M.otherSide(st.side)].rematch;
    rematchButton.disabled = !!asked;
    rematchButton.textContent = asked ? 'Rematch asked: waiting for your opponent' : theyAsked ? 'Your opponent wants a rematch: accept' : 'Rematch (sides swapped)';
    rematchLink.hidden = !g.rematchId;
    if (g.rematchId) rematchLink.setAttribute('href', M.gameAddress(g.rematchId, st.token));
    const seat = loadSeats().find(x => x.id === g.id);
    friendField.hidden = !(seat && seat.friend) || g.players[M.otherSide(st.side)]?.arrived;
    if (seat && seat.friend) friendLink.value = `${location.origin}/${M.gameAddress(g.id, seat.friend)}`;
    watchLink.value = `${location.origin}/${M.gameAddress(g.id)}`;
    renderClocks();
    renderMoves(g);
  }

  function drawBridgit(g, over, shown, moves, status) {
    const own = owners(moves, g.first);
    const lastMove = moves[moves.length - 1];
    const last = lastMove ? (Array.isArray(lastMove[0]) ? crossingKey(...lastMove[1]) : crossingKey(...lastMove)) : null;
    const finalAnalysis = st.analysis && st.analysis.history[st.analysis.history.length - 1];
    const chain = over && shown === g.moves.length && finalAnalysis && finalAnalysis.over ? finalAnalysis.winningChain : [];
    const playable = status.turn && st.replay === null;
    view.update({
      n: g.n, owner: own, toMove: over ? null : g.toMove, last, chain: new Set(chain.map(([r, c]) => crossingKey(r, c))),
      marks: null, focus: null, hover: null, preview: null, showCursor: false, playable, movable: false,
      trees: null, treeView: null, pickup: st.pickup,
    });
    svg.classList.toggle('is-over', over);
  }

  function renderClocks() {
    const g = st.game;
    const left = g && M.clocksAt(g, st.receivedAt, Date.now());
    clocks.hidden = !left;
    if (!left) return;
    const running = g.status === 'finished' ? null : g.clock.running;
    clocks.textContent = M.sidesOf(g.game).map(x => `${M.sideName(x)} ${M.clockText(left[x])}${x === running ? ' ◂' : ''}`).join('   ');
  }

  function renderMoves(g) {
    const marks = st.analysis ? st.analysis.marks : [];
    movesList.replaceChildren(...g.moves.map((m, i) => {
      const side = M.moverOf(i, g.first);
      const mark = marks[i];
      return h('li', {class: `moves__item moves__item--${side}`},
        mark ? h('span', {class: `moves__verdict moves__verdict--${mark}`, 'data-mark': mark}, mark === 'win' ? '✓' : '✗') : null,
        h('span', {class: 'moves__who'}, M.sideName(side)), ` ${M.moveWords(g, i)}`);
    }));
    if (!g.moves.length) movesList.append(h('li', {class: 'moves__empty'}, 'No moves yet.'));
    const over = g.status === 'finished';
    replayInput.hidden = !over || !g.moves.length;
    replayInput.max = g.moves.length;
    if (st.replay === null) replayInput.value = g.moves.length;
    if (!over) verdict.textContent = '';
    else if (st.analysis && g.winner) {
      const names = Object.fromEntries(M.sidesOf(g.game).map(x => [x, M.sideName(x)]));
      verdict.textContent = verdictSentence(st.analysis.history, g.winner, names, i => M.moveName(g, g.moves[i]),
        `${M.sideName(M.otherSide(g.winner))} never had a winning move.`);
    } else if (g.bridges) verdict.textContent = 'No ✓/✗ for the limited-bridges game: Lehman’s theorem is about the plain game.';
  }

  setInterval(() => { if (st.game && st.game.clock && st.game.status !== 'finished' && !gameView.hidden) renderClocks(); }, 100);

  // ---------- the address ----------
  function fromAddress() {
    if (!location.hash.startsWith('#/online')) return;
    const {game, seat} = M.parseAddress(location.hash);
    if (game) {
      if (game !== st.id || (seat && seat !== st.token)) open(game, seat);
      return;
    }
    close();
    st.id = null;
    st.game = null;
    // The last game's links must not outlive it: the next game's are written once it exists.
    friendLink.value = '';
    watchLink.value = '';
    gameView.hidden = true;
    lobby.hidden = false;
    showMine();
  }
  window.addEventListener('hashchange', fromAddress);
  // Back from a sleeping laptop or a hidden tab: the stream may have died without a word.
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden && st.id && (!st.source || st.source.readyState === EventSource.CLOSED)) connect();
  });
  // Back from the browser's back-forward cache: the page's stream was closed when it was stored.
  window.addEventListener('pageshow', ev => { if (ev.persisted && st.id) { close(); connect(); } });
  // The shell calls onShow (or onAddress) right after mounting: that reads the address.
  return {onShow: fromAddress, onAddress: fromAddress};
}

export default {id: 'online', title: 'Play online', label: 'Play online', mount};
