// The tap rule the drawn boards share: a finger is wider than an edge or a point, so a tap on a
// touch screen picks the nearest playable element within reach rather than the element under the
// finger's centre (which is often nothing, or a neighbour). Mouse clicks keep their exact target.

/** How far from an element (CSS px) a tap still picks it: the nearest one within this wins. */
export const TAP_REACH = 40;

/** (clientX, clientY) in svg's own units, or null when the svg is not laid out. */
export function svgPoint(svg, clientX, clientY) {
  const ctm = svg.getScreenCTM();
  if (!ctm) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
  return {x: p.x, y: p.y, reach: TAP_REACH / Math.abs(ctm.a)};
}

/** The key of the nearest of candidates ([key, distance] pairs) within reach, else null. */
export function nearest(candidates, reach) {
  let best = null;
  let bestD = reach;
  for (const [key, d] of candidates) {
    if (d <= bestD) { best = key; bestD = d; }
  }
  return best;
}

/** The distance from p to the segment from a to b. */
export function segmentDistance(a, b, p) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

/**
 * Remembers on svg whether the last pointer to press it was a mouse, and sends every other
 * pointer's click to onTap(clientX, clientY): the page's elements then answer mouse clicks only.
 */
export function bindTaps(svg, onTap) {
  if (svg.dataset.pointer) return;
  svg.dataset.pointer = 'mouse';
  svg.addEventListener('pointerdown', ev => { svg.dataset.pointer = ev.pointerType || 'mouse'; });
  svg.addEventListener('click', ev => {
    if (svg.dataset.pointer !== 'mouse') onTap(ev.clientX, ev.clientY);
  });
}
