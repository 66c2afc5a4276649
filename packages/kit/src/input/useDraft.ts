import { useState } from 'react';

/**
 * The text being edited in an input, kept apart from the committed value. It follows the value whenever the
 * value changes from outside; `committing(v)` marks a value the input itself is about to commit, so the text
 * being typed is not replaced by its formatted form.
 */
export function useDraft<T>(value: T, format: (value: T) => string) {
  const [draft, setDraft] = useState(() => format(value));
  const [known, setKnown] = useState(value);
  if (!Object.is(known, value)) {
    setKnown(value);
    setDraft(format(value));
  }
  return {
    draft,
    setDraft,
    revert: () => setDraft(format(value)),
    committing: (next: T) => setKnown(next),
  };
}
