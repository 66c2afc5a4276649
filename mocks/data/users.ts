import { API } from '../../src/api/routes';
import type { Identity } from '../../src/api/schemas';

/** A seeded account: the identity the API answers for it. Passwords are not data: the server takes them from config. */
export type SeedUser = Identity;

export const ADMIN_USER: SeedUser = {
  username: 'admin',
  displayName: 'Admin User',
  roles: ['admin'],
  profilePicUrl: `${API.avatars}/admin.svg`,
};

export const DEMO_USER: SeedUser = {
  username: 'demo',
  displayName: 'Demo User',
  roles: ['user'],
  profilePicUrl: null,
};

/** Every seeded account. */
export const SEED_USERS: readonly SeedUser[] = [ADMIN_USER, DEMO_USER];

/** In Storybook and the mocks, the password of a seeded user is its username. */
export const MOCK_PASSWORDS: Readonly<Record<string, string>> = { admin: 'admin', demo: 'demo' };

/**
 * The bundled avatars, by file name. A small, self-contained SVG (initials on a coloured disc), so the server and
 * the mocks can answer it without files on disk.
 */
export const AVATARS: Readonly<Record<string, string>> = {
  'admin.svg': [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Admin User">',
    '<circle cx="32" cy="32" r="32" fill="#3f6fb5"/>',
    '<circle cx="32" cy="25" r="11" fill="#dfe9f7"/>',
    '<path d="M12 54c3-11 11-17 20-17s17 6 20 17a31 31 0 0 1-40 0z" fill="#dfe9f7"/>',
    '</svg>',
  ].join(''),
};
