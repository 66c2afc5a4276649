import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { displayName } from '../../src/api/fileName';
import { FILE_MESSAGES, type StoredFile } from '../../src/api/files';
import type { Database } from '../db/index';
import { storedFileChunks, storedFiles, uploadReservations, users } from '../db/schema';
import { HttpError } from '../errors';
import { UploadQuota } from './uploadQuota';
import { detectUploadType } from './uploadType';

export interface FileStoreConfig {
  /**
   * DATA_DIR/files: where the bytes live, or only where uploads are staged when `inDatabase`. It belongs to one
   * server process (its start clears what was left).
   */
  dir: string;
  /**
   * The bytes live in the database (`stored_file_chunks`), where every instance of a cluster reads them: set on
   * DATABASE_URL. The embedded PGlite keeps them in `dir`.
   */
  inDatabase: boolean;
  maxUploadMb: number;
  quotaMb: number;
  /** The most files one user may keep (FILES_MAX_PER_USER). */
  maxFilesPerUser: number;
  /** The most files one upload request may carry. */
  maxFilesPerUpload: number;
}

/** One file part of an upload: the client's name and its byte stream (truncated when over the limit). */
export interface UploadPart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const MB = 1024 * 1024;
/** An upload in progress streams its parts into the folder `.upload-<upload id>` beside the stored files. */
const STAGING_PREFIX = '.upload-';
/** The name of a stored file on disk: its id. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Bytes per row of `stored_file_chunks`: large enough to keep the rows few, small enough to stream. */
export const FILE_CHUNK_BYTES = 256 * 1024;
/** Chunks read per query of a download: a few rows at a time keep both the round trips and the memory small. */
const CHUNKS_PER_READ = 4;

/**
 * The File Manager's files. An upload reserves its declared size (the request's length) of the uploader's free
 * quota before it writes a byte, streams each part into a staging folder of its own (counting the bytes against
 * the part's limit and the reservation), checks each part's type by content, then records all its files in place
 * of the reservation in one transaction and moves them out of the staging folder. Anything refused, aborted or
 * failed is removed and its reservation released: an upload is kept whole or not at all. A server killed
 * mid-upload leaves a staging folder, which `recover()` (at start) finishes or removes.
 *
 * On DATABASE_URL (`inDatabase`) the checked parts are streamed from the staging folder into `stored_file_chunks`
 * before the files are recorded, so a recorded file is whole in the database whatever instance serves it.
 */
export class FileStore {
  private readonly quota: UploadQuota;

  constructor(
    private readonly db: Database,
    private readonly config: FileStoreConfig,
  ) {
    this.quota = new UploadQuota(db, { quotaBytes: config.quotaMb * MB, maxFiles: config.maxFilesPerUser });
  }

  private pathOf(id: string): string {
    return path.join(this.config.dir, id);
  }

  async list(): Promise<StoredFile[]> {
    const rows = await this.db
      .select({
        id: storedFiles.id,
        name: storedFiles.name,
        size: storedFiles.size,
        type: storedFiles.type,
        uploadedBy: users.displayName,
        uploadedAt: storedFiles.uploadedAt,
      })
      .from(storedFiles)
      .innerJoin(users, eq(users.id, storedFiles.uploadedBy))
      .orderBy(desc(storedFiles.uploadedAt), storedFiles.name);
    return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
  }

  /** A stored file and how to read its bytes (a stream, from the disk or from the database). */
  async find(id: string): Promise<{ file: StoredFile; open: () => Readable } | null> {
    const file = (await this.list()).find((f) => f.id === id);
    if (!file) return null;
    return {
      file,
      open: () =>
        this.config.inDatabase ? Readable.from(this.chunksOf(id)) : createReadStream(this.pathOf(id)),
    };
  }

  /** The bytes of a file stored in the database, a few chunks per query, in order. */
  private async *chunksOf(id: string): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq += CHUNKS_PER_READ) {
      const rows = await this.db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, id), gte(storedFileChunks.seq, seq)))
        .orderBy(asc(storedFileChunks.seq))
        .limit(CHUNKS_PER_READ);
      for (const row of rows) yield row.data;
      if (rows.length < CHUNKS_PER_READ) return;
    }
  }

  async remove(id: string): Promise<boolean> {
    if (this.config.inDatabase) {
      return this.db.transaction(async (tx) => {
        const [row] = await tx.delete(storedFiles).where(eq(storedFiles.id, id)).returning();
        if (!row) return false;
        await tx.delete(storedFileChunks).where(eq(storedFileChunks.fileId, id));
        return true;
      });
    }
    const [row] = await this.db.delete(storedFiles).where(eq(storedFiles.id, id)).returning();
    if (!row) return false;
    await rm(this.pathOf(id), { force: true });
    return true;
  }

  /** Streams a checked part from the staging folder into the database, chunk by chunk. */
  private async storeInDatabase(uploadId: string, fileId: string, file: string): Promise<void> {
    let seq = 0;
    for await (const chunk of createReadStream(file, { highWaterMark: FILE_CHUNK_BYTES })) {
      await this.db.insert(storedFileChunks).values({ fileId, seq, uploadId, data: chunk as Buffer });
      seq += 1;
    }
  }

  /**
   * Stores the parts of one upload for a user, all or none. `parts` yields each part as the request streams in;
   * `declaredBytes` is the request's length when it has one (what the upload may need of the quota at most). An
   * error (a refused part, an aborted request) removes whatever this upload had received and releases its bytes.
   */
  async upload(
    userId: number,
    parts: AsyncIterable<UploadPart>,
    declaredBytes?: number,
  ): Promise<StoredFile[]> {
    const uploadId = randomUUID();
    const staging = path.join(this.config.dir, `${STAGING_PREFIX}${uploadId}`);
    // Made before the reservation: whatever a crash leaves after it, the start finds by this folder.
    await mkdir(staging, { recursive: true });
    const most = this.config.maxFilesPerUpload * this.config.maxUploadMb * MB;
    const wanted = declaredBytes !== undefined && declaredBytes >= 0 ? Math.min(declaredBytes, most) : most;
    let recorded = false;
    try {
      const reserved = await this.quota.reserve(uploadId, userId, wanted);
      const files = await this.receive(staging, parts, reserved, () =>
        this.quota.reserveFile(uploadId, userId),
      );
      if (files.length === 0) throw new HttpError(400, FILE_MESSAGES.noFile);
      if (this.config.inDatabase) {
        for (const f of files) await this.storeInDatabase(uploadId, f.id, path.join(staging, f.id));
      }
      await this.quota.record(
        uploadId,
        files.map((f) => ({ ...f, uploadedBy: userId })),
      );
      recorded = true;
      await this.moveIntoPlace(staging, this.config.inDatabase ? [] : files.map((f) => f.id));
      const all = await this.list();
      return files.map((f) => all.find((s) => s.id === f.id)).filter((f): f is StoredFile => !!f);
    } catch (e) {
      if (!recorded) {
        // The reservation goes first: if that fails, the folder stays for the next start to release it.
        await this.quota.release(uploadId);
        await rm(staging, { recursive: true, force: true });
        if (this.config.inDatabase) {
          await this.db.delete(storedFileChunks).where(eq(storedFileChunks.uploadId, uploadId));
        }
      }
      throw e;
    }
  }

  /**
   * Streams each part into `staging` under a new id, checking the user's file allowance (`reserveFile`, before a
   * byte of the part is written), its size, the reserved bytes and its type.
   */
  private async receive(
    staging: string,
    parts: AsyncIterable<UploadPart>,
    reserved: number,
    reserveFile: () => Promise<boolean>,
  ): Promise<{ id: string; name: string; size: number; type: string }[]> {
    const { maxUploadMb, quotaMb, maxFilesPerUser } = this.config;
    const files: { id: string; name: string; size: number; type: string }[] = [];
    let total = 0;
    for await (const part of parts) {
      const name = displayName(part.filename);
      if (!(await reserveFile())) throw new HttpError(409, FILE_MESSAGES.fileCount(name, maxFilesPerUser));
      const id = randomUUID();
      const file = path.join(staging, id);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          total += chunk.length;
          // Past the reservation, the upload would take the user past their quota: stop before writing more.
          if (total > reserved) done(new HttpError(413, FILE_MESSAGES.quota(name, quotaMb)));
          else done(null, chunk);
        },
      });
      const out = createWriteStream(file, { flags: 'wx' });
      try {
        await pipeline(part.file, counter, out);
      } catch (e) {
        // A request cut off may fail the pipeline before the file is even open: the stream then opens it and
        // closes it after. Removing it before that would leave an empty file behind.
        if (!out.closed) await once(out, 'close');
        throw e;
      }
      if (part.file.truncated || size > maxUploadMb * MB) {
        throw new HttpError(413, FILE_MESSAGES.tooLarge(name, maxUploadMb));
      }
      const type = await detectUploadType(file, name);
      if (!type) throw new HttpError(415, FILE_MESSAGES.wrongType(name));
      files.push({ id, name, size, type });
    }
    return files;
  }

  /** Moves recorded files from a staging folder to their place, and removes the folder. */
  private async moveIntoPlace(staging: string, ids: readonly string[]): Promise<void> {
    for (const id of ids) await rename(path.join(staging, id), this.pathOf(id));
    await rm(staging, { recursive: true, force: true });
  }

  /**
   * Puts in order what a server that stopped abruptly (a crash, kill -9) left in the files folder; run at start,
   * before any upload. A staging folder's files that were recorded are moved into place, the rest is removed and
   * its reservation released; a stored file without a row (a delete stopped half-way) is removed.
   */
  async recover(): Promise<void> {
    await mkdir(this.config.dir, { recursive: true });
    const entries = await readdir(this.config.dir, { withFileTypes: true });
    for (const entry of entries.filter((e) => e.name.startsWith(STAGING_PREFIX))) {
      const staging = path.join(this.config.dir, entry.name);
      // In the database a file's chunks are whole before it is recorded: nothing to move, only to release.
      if (entry.isDirectory() && this.config.inDatabase) {
        await this.quota.release(entry.name.slice(STAGING_PREFIX.length));
      } else if (entry.isDirectory()) {
        const received = (await readdir(staging)).filter((name) => STORED_NAME.test(name));
        const recorded = received.length
          ? await this.db
              .select({ id: storedFiles.id })
              .from(storedFiles)
              .where(inArray(storedFiles.id, received))
          : [];
        await this.moveIntoPlace(
          staging,
          recorded.map((r) => r.id),
        );
        await this.quota.release(entry.name.slice(STAGING_PREFIX.length));
      }
      await rm(staging, { recursive: true, force: true });
    }
    if (this.config.inDatabase) await this.removeOrphanChunks();
    const onDisk = entries.filter((e) => e.isFile() && STORED_NAME.test(e.name)).map((e) => e.name);
    if (onDisk.length === 0) return;
    const known = new Set((await this.db.select({ id: storedFiles.id }).from(storedFiles)).map((r) => r.id));
    for (const id of onDisk) if (!known.has(id)) await rm(this.pathOf(id), { force: true });
  }

  /**
   * Deletes chunks of no recorded file whose upload holds no reservation: what an upload that failed, or an
   * instance that stopped mid-upload, left. An upload in progress elsewhere keeps its reservation until the
   * transaction that records its files, so its chunks are never taken for left-overs.
   */
  private async removeOrphanChunks(): Promise<void> {
    await this.db.delete(storedFileChunks).where(
      sql`not exists (select 1 from ${storedFiles} where ${storedFiles.id} = ${storedFileChunks.fileId})
          and not exists (select 1 from ${uploadReservations} where ${uploadReservations.id} = ${storedFileChunks.uploadId})`,
    );
  }

  /** Bytes kept of a stored file, on disk or in the database (for tests). */
  async sizeOnDisk(id: string): Promise<number> {
    if (this.config.inDatabase) {
      const [row] = await this.db
        .select({ bytes: sql<string>`coalesce(sum(octet_length(${storedFileChunks.data})), 0)` })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.fileId, id));
      return Number(row?.bytes ?? 0);
    }
    return (await stat(this.pathOf(id))).size;
  }
}
