/**
 * Why a JSON text does not parse, or null when it does (an empty text is fine: it means no value). Apart from
 * JsonInput, so a form's validation rules can use it without loading the editor (CodeMirror).
 */
export function jsonError(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
