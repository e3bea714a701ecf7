// "Why?" under a reason: the computer's reasons are written for players, and the theory behind
// each (the `why` field of the API, docs/json.md) opens on request.
import {h} from './dom.js';

/** A disclosure "Why?" opening onto the technical form of a reason, and the theory behind it when given. */
export function whyDisclosure(why, theory = null) {
  return h('details', {class: 'status__why'}, h('summary', {}, 'Why?'),
    h('p', {class: 'small'}, `${why}.`), theory ? h('p', {class: 'small'}, theory) : null);
}
