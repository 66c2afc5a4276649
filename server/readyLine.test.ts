import { describe, expect, it } from 'vitest';
import { readyLine } from './readyLine';

describe('readyLine', () => {
  it('names the address and the demo logins', () => {
    expect(readyLine({ host: '127.0.0.1', adminPassword: 'admin', demoPassword: 'demo' }, 8080)).toBe(
      'Toolbox is ready at http://127.0.0.1:8080/app/ (log in as demo / demo or admin / admin; Storybook at /storybook/)',
    );
  });

  it('never prints a password set through the environment, and brackets an IPv6 host', () => {
    const line = readyLine({ host: '::1', adminPassword: 'a-long-secret-1', demoPassword: 'demo' }, 9000);
    expect(line).toContain('http://[::1]:9000/app/');
    expect(line).toContain('admin (password from ADMIN_PASSWORD)');
    expect(line).not.toContain('a-long-secret-1');
  });
});
