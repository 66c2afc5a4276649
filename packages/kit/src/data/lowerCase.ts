// Field values repeat a lot (cities, companies): each distinct text is lower-cased once, not once per record.
const lowered = new Map<string, string>();
const MAX_REMEMBERED = 50_000;

/** `text.toLowerCase()`, remembered for texts seen before. */
export function lowerCase(text: string): string {
  let low = lowered.get(text);
  if (low === undefined) {
    low = text.toLowerCase();
    if (lowered.size >= MAX_REMEMBERED) lowered.clear();
    lowered.set(text, low);
  }
  return low;
}
