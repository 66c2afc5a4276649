import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** `scrypt$N$r$p$salt$hash`, see server/auth/password.ts. */
  passwordHash: text('password_hash').notNull(),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  profilePicUrl: text('profile_pic_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random token in the cookie: a leaked table does not leak live sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Exceptions reported by clients (POST /api/clientError): who, what, where, and the call behind it. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Kept when the user is deleted: the report still names who saw the error. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    title: text('title'),
    message: text('message').notNull(),
    /** Stack trace or other details. */
    details: text('details'),
    url: text('url'),
    /** The failed call's correlation id when the client sent one, else that of the report itself. */
    correlationId: text('correlation_id').notNull(),
    isRoutine: boolean('is_routine').notNull().default(false),
    userAlerted: boolean('user_alerted').notNull().default(false),
    appVersion: text('app_version'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_at_idx').on(t.createdAt)],
);

/**
 * Failed logins per account name (POST /api/auth/login), so a password cannot be guessed from many addresses and
 * a restart does not reset the count. Kept for any name tried, known or not, so a lock says nothing about whether
 * the account exists; rows without a failure for a day are pruned.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** The username as typed (trimmed, lower-cased). */
    username: text('username').primaryKey(),
    /** Failed logins in a row; a successful login deletes the row. */
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No login is tried for the account before this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_last_failure_at_idx').on(t.lastFailureAt)],
);

/** The TODO example app's tasks: each belongs to one user, who alone sees and changes it. */
export const todoTasks = pgTable(
  'todo_tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** A local date, 'YYYY-MM-DD', or null for none. */
    dueDate: date('due_date', { mode: 'string' }),
    complete: boolean('complete').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('todo_tasks_user_id_idx').on(t.userId)],
);

/**
 * The TODO app's preferences per user. A row also marks that the user's sample tasks were made (on their first
 * visit), so deleting every task does not bring the samples back.
 */
export const todoPrefs = pgTable('todo_prefs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showCompleted: boolean('show_completed').notNull().default(true),
  /** 'status' or 'none' (TodoPrefsSchema). */
  groupBy: text('group_by').notNull().default('status'),
  /** 'dueDate', 'description' or 'created'. */
  sortBy: text('sort_by').notNull().default('dueDate'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Contact example app's favourites and tags, per user and contact (contacts themselves are sample data). */
export const contactPrefs = pgTable(
  'contact_prefs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contactId] })],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ClientErrorRow = typeof clientErrors.$inferSelect;
export type TodoTaskRow = typeof todoTasks.$inferSelect;
export type ContactPrefsRow = typeof contactPrefs.$inferSelect;
