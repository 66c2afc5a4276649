/**
 * Reads a number typed by a user: ignores spaces and thousands commas. Returns null for an empty text and
 * undefined when the text is not a number.
 */
export function parseNumber(text: string): number | null | undefined {
  const clean = text.replace(/[\s,]/g, '');
  if (clean === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(clean)) return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}
