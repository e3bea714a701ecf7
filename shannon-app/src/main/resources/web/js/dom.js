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
