import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

/**
 * Commits shown on the Home tab. `source` keeps GitHub's commits (polled with a token) apart from the bundled
 * sample (served without one), so switching a server between the two never mixes them.
 */
export const githubCommits = pgTable(
  'github_commits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source', { enum: ['github', 'sample'] }).notNull(),
    /** The repository's name (the key of the history), and its owner. */
    repo: text('repo').notNull(),
    owner: text('owner').notNull(),
    abbreviatedOid: text('abbreviated_oid').notNull(),
    /** The full hash: with the repository, what makes a commit unique. */
    oid: text('oid').notNull(),
    messageHeadline: text('message_headline').notNull(),
    authorName: text('author_name'),
    authorEmail: text('author_email'),
    committedDate: timestamp('committed_date', { withTimezone: true }).notNull(),
    changedFiles: integer('changed_files'),
    additions: integer('additions').notNull(),
    deletions: integer('deletions').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('github_commits_source_repo_oid_idx').on(t.source, t.owner, t.repo, t.oid),
    index('github_commits_source_committed_idx').on(t.source, t.committedDate),
  ],
);

/** Phases of the roadmap, seeded from mocks/data/roadmap.ts. */
export const roadmapPhases = pgTable('roadmap_phases', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** Projects of the roadmap, each in one phase. */
export const roadmapProjects = pgTable(
  'roadmap_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => roadmapPhases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    releaseVersion: text('release_version'),
    status: text('status').notNull(),
    /** Links to pull requests and issues, one per line. */
    gitLinks: text('git_links'),
    sortOrder: integer('sort_order').notNull(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull(),
    lastUpdatedBy: text('last_updated_by').notNull(),
  },
  (t) => [index('roadmap_projects_phase_id_idx').on(t.phaseId)],
);

/** Feedback sent from the About widget: what, who and when. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Kept when the user is deleted: the message still names who sent it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_at_idx').on(t.createdAt)],
);
/** The REST Editor's companies (rest/companyRest). `last_updated` keeps milliseconds, as JSON times do. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    employees: integer('employees').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    cfg: jsonb('cfg'),
    earningsDate: date('earnings_date', { mode: 'string' }).notNull(),
    note: text('note'),
    lastUpdated: timestamp('last_updated', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUpdatedBy: text('last_updated_by').notNull(),
    /**
     * Who created the company (null for the sample ones): what counts against a user's limit of companies. Kept
     * when the user is deleted, as the company is shared.
     */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('companies_name_lower_idx').on(sql`lower(${t.name})`),
    index('companies_created_by_idx').on(t.createdBy),
  ],
);

/** Sample data sets seeded once (by name): a table emptied by its users is not seeded again on restart. */
export const seeded = pgTable('seeded', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * The News app's cache: what the configured feeds gave at the last load (stories and the feeds that failed), by
 * the feed list it was loaded from, so a changed NEWS_FEEDS never serves an old list's stories. Kept across
 * restarts; read while younger than the cache time.
 */
export const newsCache = pgTable('news_cache', {
  feedsKey: text('feeds_key').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull(),
  payload: jsonb('payload').notNull(),
});

/**
 * The File Manager's files: their bytes live in DATA_DIR/files under `id` (generated, never the client's name), or
 * in `stored_file_chunks` when the server runs on DATABASE_URL; the client's name is kept here for display and
 * download only.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    type: text('type').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_uploaded_by').on(t.uploadedBy)],
);

/**
 * Bytes and files set aside for File Manager uploads in progress, one row per upload request: they count against
 * the uploader's quotas (bytes, and the number of files) beside what they keep, so parallel uploads (in one process
 * or several on one Postgres) cannot together pass them. The bytes are taken before any byte is written, a file
 * before its part is, each under a lock of the uploader's `users` row; the row is deleted in the transaction that
 * records the files, or when the upload fails. Its parts stream into
 * DATA_DIR/files/.upload-<id>/, so a server that starts on that directory after a crash releases what is left.
 */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** Files of the upload received or being received: each counts against FILES_MAX_PER_USER. */
    files: integer('files').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_reservations_user_id').on(t.userId)],
);

/**
 * Mail the server wrote instead of sending, when no SMTP server is set (SMTP_URL), or when the SMTP server
 * refused it: nothing is lost, and an operator can read or resend it. `raw` is the whole RFC 822 message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Kept when the user is deleted: the message still names its recipient. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    raw: text('raw').notNull(),
    /** Why the SMTP server did not take it, when one is set. */
    smtpError: text('smtp_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ClientErrorRow = typeof clientErrors.$inferSelect;
export type GithubCommitRow = typeof githubCommits.$inferSelect;
export type RoadmapPhaseRow = typeof roadmapPhases.$inferSelect;
export type RoadmapProjectRow = typeof roadmapProjects.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type TodoTaskRow = typeof todoTasks.$inferSelect;
export type ContactPrefsRow = typeof contactPrefs.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type UploadReservationRow = typeof uploadReservations.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Messages between the instances of a cluster too long for a NOTIFY payload: the notification carries the row's
 * id, every instance reads the row. Rows are deleted a minute later, by whoever writes the next one.
 */
export const clusterMessages = pgTable(
  'cluster_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cluster_messages_created_at_idx').on(t.createdAt)],
);

/** The Portfolio's live prices as the leader last moved them (one row): a new leader goes on from there. */
export const portfolioPriceBook = pgTable('portfolio_price_book', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  /** Symbol → price. */
  prices: jsonb('prices').$type<Record<string, number>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The request limits of a cluster (@fastify/rate-limit's store on Postgres): per route and key (an address, a
 * user), the requests counted in the window that ends at `windowEnds`. Ended windows are deleted by the retention
 * rules, so rows never pile up past one window of distinct callers.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counts_window_ends_idx').on(t.windowEnds)],
);

/** Postgres `bytea`, read and written as a Buffer (node-postgres). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of the File Manager's files on DATABASE_URL, where every instance of a cluster reads them: each file in
 * numbered chunks, written while its upload streams in and before its `stored_files` row exists (hence no foreign
 * key). Chunks with neither a file row nor the reservation of their upload (`upload_id`) are left from an upload
 * that failed or a server that stopped: the start of any instance deletes them.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: text('file_id').notNull(),
    seq: integer('seq').notNull(),
    uploadId: text('upload_id').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] }), index('stored_file_chunks_upload_id').on(t.uploadId)],
);
