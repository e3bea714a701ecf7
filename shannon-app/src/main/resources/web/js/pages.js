// The page registry. A page is a module under js/<id>/page.js whose default export is
//   {id, title, label, mount(section)}  — mount builds the page into its <section> once;
//   the optional onShow()/onHide() of the object mount returns are called on tab changes.
// To add a page: write its module and list it here; its route is #/<id>. The two-player games
// are built alike: layout.js builds the DOM from game-layout.js's parts, page.js (the controller)
// keeps the settings and runs the game through turn-loop.js, and the words are in prose.js.
import bridgit from './bridgit/page.js';
import switching from './switching/page.js';
import tsunagaru from './tsunagaru/page.js';
import matroid from './matroid/page.js';
import online from './online/page.js';

export const PAGES = [bridgit, switching, tsunagaru, matroid, online];
