/**
 * The text of an element as the browser laid it out: one string per line, read from where each character's box
 * starts (a play checks where a text wraps).
 */
export function textLines(element: Element): string[] {
  const lines: string[] = [];
  let line = '';
  let lineTop: number | null = null;
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = range.getBoundingClientRect();
      if (lineTop !== null && box.top > lineTop + box.height / 2) {
        lines.push(line);
        line = '';
      }
      if (line === '') lineTop = box.top;
      line += text.charAt(i);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
