import type { z } from 'zod';

/**
 * The JSON saved under a local storage key, if it still fits the schema; null when there is none, it is not
 * JSON, it has another shape (an older version, edited by hand) or storage is blocked. Saved state is a
 * convenience: reading it never throws.
 */
export function readLocalState<S extends z.ZodType>(key: string, schema: S): z.infer<S> | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (!text) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves a value as JSON under a key; false when storage is missing, full or blocked (private mode). */
export function writeLocalState(key: string, value: unknown): boolean {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets what is saved under a key (quietly when storage is blocked). */
export function clearLocalState(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Blocked storage has nothing of ours to clear.
  }
}
