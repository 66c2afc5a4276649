import { describe, expect, it } from 'vitest';
import { jsonError } from './jsonError';

// The editor itself (CodeMirror) needs a real browser: the Hoist Inputs story drives it.
describe('jsonError', () => {
  it('says why a text is not JSON, and nothing for valid or empty text', () => {
    expect(jsonError('')).toBeNull();
    expect(jsonError('{"a": [1, 2]}')).toBeNull();
    expect(jsonError('{"a": }')).toMatch(/JSON|Unexpected/);
  });
});
