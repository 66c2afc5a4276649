/**
 * The environment variable that names a DATA_DIR whose embedded database is created and migrated: a test server
 * starts from a copy of it (server/testing.ts), since creating a database takes seconds.
 */
export const PGLITE_TEMPLATE_ENV = 'TOOLBOX_PGLITE_TEMPLATE';
