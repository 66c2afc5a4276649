const WORD_CHAR = /[\p{L}\p{N}'’-]/u;

interface CaretSpot {
  node: Node;
  offset: number;
}

/** Where the text caret would go for a point: the standard API, or WebKit's older one. */
function caretAt(x: number, y: number): CaretSpot | null {
  const doc = document as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  if (typeof doc.caretPositionFromPoint === 'function') {
    const pos = doc.caretPositionFromPoint(x, y);
    return pos ? { node: pos.offsetNode, offset: pos.offset } : null;
  }
  const range = typeof doc.caretRangeFromPoint === 'function' ? doc.caretRangeFromPoint(x, y) : null;
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/**
 * The word of text under a point of the viewport, or null when the point is not over a word (the caret APIs
 * snap to the nearest text even from blank space, so the word's own boxes are checked against the point).
 */
export function wordAtPoint(x: number, y: number): string | null {
  const spot = caretAt(x, y);
  if (!spot || spot.node.nodeType !== Node.TEXT_NODE) return null;
  const text = spot.node.textContent ?? '';
  let start = spot.offset;
  let end = spot.offset;
  while (start > 0 && WORD_CHAR.test(text[start - 1] ?? '')) start--;
  while (end < text.length && WORD_CHAR.test(text[end] ?? '')) end++;
  if (start === end) return null;

  const range = document.createRange();
  range.setStart(spot.node, start);
  range.setEnd(spot.node, end);
  const hit = [...range.getClientRects()].some(
    (r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom,
  );
  const word = text.slice(start, end).replace(/^['’-]+|['’-]+$/g, '');
  return hit && /\p{L}/u.test(word) ? word : null;
}
