// The "Findings for this board" card: the numbers behind "the first player always wins" for the
// board being played, from the server's table (GET /api/bridgit/table).
import {api} from '../api.js';
import {h} from '../dom.js';

/**
 * Fills el with the findings for the n × (n+1) board; tables caches the server's answers by n,
 * and shown() gives the size on show when the answer arrives (a later size wins).
 */
export async function showFindings(el, n, tables, shown) {
  if (!tables.has(n)) {
    el.replaceChildren(h('p', {class: 'muted small'}, 'Computing the board table…'));
    try {
      tables.set(n, await api(`/api/bridgit/table?n=${n}`));
    } catch (e) {
      el.replaceChildren(h('p', {class: 'muted small'}, e.message));
      return;
    }
  }
  if (n !== shown()) return;
  const t = tables.get(n);
  const splits = t.splittingFirstMoves === null ? '—' : `${t.splittingFirstMoves} / ${t.firstMoves}`;
  el.replaceChildren(
    h('table', {},
      h('caption', {class: 'sr-only'}, `Red's graph on the ${n} × ${n + 1} board`),
      h('tbody', {},
        row('Points V (dots, goal lines merged)', t.vertices),
        row('Possible bridges E', t.edges),
        row('Two spanning trees need 2(V−1)', t.twoTreeEdges),
        row('Winning first moves', `${t.winningFirstMoves} / ${t.firstMoves}`),
        row('First moves that split the rest into two trees', splits))),
    h('p', {class: 'note'}, `E = ${t.edges} is one short of ${t.twoTreeEdges}: the second player never has two trees, so the first player wins.`
      + (t.splittingFirstMoves === null ? ' (The split count is computed up to n = 14.)' : '')));
}

function row(label, value) {
  return h('tr', {}, h('th', {scope: 'row'}, label), h('td', {}, String(value)));
}
