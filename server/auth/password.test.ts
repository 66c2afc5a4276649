// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with a fresh salt and verifies', async () => {
    const a = await hashPassword('s3cret');
    const b = await hashPassword('s3cret');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret', a)).toBe(true);
    expect(await verifyPassword('s3cret!', a)).toBe(false);
  });

  it('never matches the dummy hash or a malformed one', async () => {
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('admin', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('admin', 'plain-text')).toBe(false);
    expect(await verifyPassword('admin', 'scrypt$0$8$1$abc$def')).toBe(false);
  });
});
