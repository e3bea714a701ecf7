// The shell: header navigation from the page registry and hash routing (#/<page id>).
// Each page is mounted once, on first visit, and kept alive (hidden) when another tab is shown,
// so a game in progress survives a look at the other page. A page keeps its game in the fragment
// (#/<page>?record=…, see records.js); when the reader changes the address to one holding a
// record, the page's optional onAddress() loads it.
import {PAGES} from './pages.js';
import {h} from './dom.js';

const main = document.getElementById('main');
const nav = document.getElementById('nav');
const mounted = new Map();
let shown = null;

for (const page of PAGES) {
  nav.append(h('li', {}, h('a', {href: `#/${page.id}`, class: 'site-nav__link', 'data-page': page.id}, page.label)));
}
// The puzzle page is a page of its own (puzzles.html), not a tab.
nav.append(h('li', {}, h('a', {href: '/puzzles.html', class: 'site-nav__link'}, 'Puzzles')));

function route(ev) {
  const id = location.hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  const page = PAGES.find(p => p.id === id) || PAGES[0];
  const linked = ev && location.hash.includes('?');
  if (shown === page) {
    if (linked) mounted.get(page.id).instance?.onAddress?.();
    return;
  }
  if (shown) {
    const old = mounted.get(shown.id);
    old.section.hidden = true;
    old.instance?.onHide?.();
  }
  let entry = mounted.get(page.id);
  const fresh = !entry;
  if (!entry) {
    const section = h('section', {class: 'page', id: `page-${page.id}`, 'aria-label': page.title});
    main.append(section);
    entry = {section, instance: page.mount(section)};
    mounted.set(page.id, entry);
  }
  entry.section.hidden = false;
  // A page mounted just now reads the address itself; one kept alive is told about a new record.
  if (linked && !fresh) entry.instance?.onAddress?.();
  else entry.instance?.onShow?.();
  shown = page;
  document.title = `${page.title} — Shannon`;
  for (const a of nav.querySelectorAll('a')) {
    if (a.dataset.page === page.id) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}

window.addEventListener('hashchange', route);
route();
