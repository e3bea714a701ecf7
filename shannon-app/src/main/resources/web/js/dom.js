// Small helpers for building HTML and SVG without a framework.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An HTML element: h('button', {class: 'btn', onclick: f}, 'Label'). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** An SVG element with attributes. */
export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

function apply(el, attrs) {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') {
      el.addEventListener(k.slice(2), v);
    } else if (k === 'dataset') {
      Object.assign(el.dataset, v);
    } else if (k === 'text') {
      el.textContent = v;
    } else {
      el.setAttribute(k, v === true ? '' : String(v));
    }
  }
}

function append(el, children) {
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** A segmented control: one of several choices, as radio buttons styled as a pill row. */
export function segmented(name, label, options, value, onChange) {
  const group = h('div', {class: 'segmented', role: 'radiogroup', 'aria-label': label});
  for (const opt of options) {
    const id = `${name}-${opt.value}`;
    const input = h('input', {type: 'radio', name, id, value: opt.value});
    input.checked = opt.value === value;
    input.addEventListener('change', () => input.checked && onChange(opt.value));
    group.append(input, h('label', {for: id}, opt.label));
  }
  return {
    el: group,
    get value() { return group.querySelector('input:checked')?.value; },
    set value(v) { for (const i of group.querySelectorAll('input')) i.checked = i.value === v; },
  };
}

/** A labelled form row. */
export function field(label, control, hint) {
  return h('div', {class: 'field'}, h('span', {class: 'field__label'}, label), control,
    hint ? h('span', {class: 'field__hint'}, hint) : null);
}

/** A switch (checkbox) with a label. */
export function toggle(id, label, checked, onChange) {
  const input = h('input', {type: 'checkbox', id, role: 'switch', class: 'switch__input'});
  input.checked = checked;
  input.addEventListener('change', () => onChange(input.checked));
  return {el: h('label', {class: 'switch', for: id}, input, h('span', {class: 'switch__track', 'aria-hidden': 'true'}), h('span', {}, label)), input};
}

/** Shows a message for a few seconds (errors from the server, mostly). */
export function toast(message) {
  const el = document.getElementById('toast');
  if (!el) return;
  el.textContent = message;
  el.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, 6000);
}

/** An explanatory card with a heading and paragraphs (strings may hold simple inline HTML we wrote ourselves). */
export function explainer(title, paragraphs, open = false) {
  const details = h('details', {class: 'card explainer'});
  details.open = open;
  details.append(h('summary', {}, title));
  for (const p of paragraphs) {
    const para = h('p');
    para.innerHTML = p;
    details.append(para);
  }
  return details;
}

/** The explainer cards under a board, from [title, paragraphs, open] (prose.js). */
export function explainers(cards) {
  return h('div', {class: 'explainers'}, cards.map(([title, paragraphs, open]) => explainer(title, paragraphs, open)));
}

/**
 * The computer's level: a labelled menu of levels ({value, label, help}) with the chosen one's
 * help under it. onChange(value) after the reader picks one; value gives the level chosen.
 */
export function levelMenu(id, levels, onChange) {
  const select = h('select', {id, class: 'input', 'aria-describedby': `${id}-help`}, levels.map(l => h('option', {value: l.value}, l.label)));
  const help = h('span', {id: `${id}-help`, class: 'field__hint'}, levels[0].help);
  select.addEventListener('change', () => {
    help.textContent = levels.find(l => l.value === select.value).help;
    onChange(select.value);
  });
  return {el: field('Computer level', h('div', {}, select, help)), get value() { return select.value; }};
}

// The plural helper lives with the words (prose.js); pages that build DOM import it from here too.
export {plural} from './prose.js';

/** Whether the main pointer is a finger (a tap previews a move; the words say "tap", not "click"). */
export function coarsePointer() {
  return window.matchMedia('(pointer: coarse)').matches;
}

/**
 * A small inline SVG icon that inherits the text colour: no font has to hold the glyph
 * (⏸ and ▶ are missing from many system fonts and then show as a box).
 */
export function icon(name) {
  const shapes = {
    play: [s('path', {d: 'M4 2.5v11l9-5.5z'})],
    pause: [s('rect', {x: 3, y: 2.5, width: 3.6, height: 11, rx: 0.8}), s('rect', {x: 9.4, y: 2.5, width: 3.6, height: 11, rx: 0.8})],
    undo: [s('path', {d: 'M6 3 2 7l4 4M2.6 7H10a4 4 0 0 1 0 8H7', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'})],
    redo: [s('path', {d: 'M10 3l4 4-4 4M13.4 7H6a4 4 0 0 0 0 8h3', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'})],
    lock: [s('rect', {x: 3, y: 7, width: 10, height: 7.5, rx: 1.5}), s('path', {d: 'M5.2 7V5a2.8 2.8 0 0 1 5.6 0v2', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.7})],
  };
  return s('svg', {class: 'icon', viewBox: '0 0 16 16', width: 16, height: 16, 'aria-hidden': 'true', fill: 'currentColor', focusable: 'false'},
    ...shapes[name]);
}
