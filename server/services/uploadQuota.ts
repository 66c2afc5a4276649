import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { storedFiles, uploadReservations, users } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Locks the user's row until the transaction ends: their reservations take turns. NO KEY UPDATE queues the user's
 * other reservations, but not the foreign-key checks of their inserts.
 */
async function lockUser(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** A file of an upload, as recorded once the whole upload is received. */
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** What one user may keep in the File Manager. */
export interface UploadLimits {
  /** Bytes of all their files. */
  quotaBytes: number;
  /** How many files, whatever their size (an empty file takes no bytes, but a row and a listing). */
  maxFiles: number;
}

/**
 * What each user may keep in the File Manager, enforced in the database so it holds for parallel uploads, in one
 * server process or in several sharing one Postgres. An upload first reserves bytes (a row of
 * `upload_reservations`), then a file before each of its parts, each time under a lock of the uploader's `users`
 * row: reservations of one user take turns, and each sees what the user keeps and what their other uploads in
 * progress have reserved. It then records its files and drops its reservation in one transaction (never more than
 * it reserved), or releases it when it fails.
 */
export class UploadQuota {
  constructor(
    private readonly db: Database,
    private readonly limits: UploadLimits,
  ) {}

  /** Sets aside up to `wanted` bytes of the user's free quota for upload `uploadId`; resolves with the bytes it got. */
  reserve(uploadId: string, userId: number, wanted: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [row] = await tx
        .select({
          kept: sql<string>`(select coalesce(sum(${storedFiles.size}), 0) from ${storedFiles} where ${storedFiles.uploadedBy} = ${userId})`,
          reserved: sql<string>`(select coalesce(sum(${uploadReservations.bytes}), 0) from ${uploadReservations} where ${uploadReservations.userId} = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      const free = this.limits.quotaBytes - Number(row?.kept ?? 0) - Number(row?.reserved ?? 0);
      const bytes = Math.max(0, Math.min(wanted, free));
      await tx.insert(uploadReservations).values({ id: uploadId, userId, bytes });
      return bytes;
    });
  }

  /**
   * Sets aside one more file of the user's allowance for upload `uploadId`: true when it fits beside the files
   * they keep and those their uploads in progress (this one included) have set aside, false otherwise.
   */
  reserveFile(uploadId: string, userId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [row] = await tx
        .select({
          kept: sql<string>`(select count(*) from ${storedFiles} where ${storedFiles.uploadedBy} = ${userId})`,
          reserved: sql<string>`(select coalesce(sum(${uploadReservations.files}), 0) from ${uploadReservations} where ${uploadReservations.userId} = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      if (Number(row?.kept ?? 0) + Number(row?.reserved ?? 0) >= this.limits.maxFiles) return false;
      await tx
        .update(uploadReservations)
        .set({ files: sql`${uploadReservations.files} + 1` })
        .where(eq(uploadReservations.id, uploadId));
      return true;
    });
  }

  /**
   * Records an upload's files in place of its reservation, in one transaction. The files hold no more than was
   * reserved (the caller counts), so the user's total never passes the quota, and a reservation taken meanwhile
   * sees either the reservation or the files.
   */
  async record(uploadId: string, files: readonly NewStoredFile[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const dropped = await tx
        .delete(uploadReservations)
        .where(eq(uploadReservations.id, uploadId))
        .returning({ id: uploadReservations.id });
      if (dropped.length === 0)
        throw new Error(`Upload ${uploadId} has no reservation to record its files in.`);
      await tx.insert(storedFiles).values([...files]);
    });
  }

  /** Gives an upload's reserved bytes back (it failed, or it was left by a server that stopped). */
  async release(uploadId: string): Promise<void> {
    await this.db.delete(uploadReservations).where(eq(uploadReservations.id, uploadId));
  }
}
