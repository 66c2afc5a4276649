import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import { FILE_MESSAGES, type StoredFile } from '../../src/api/files';
import type { Database } from '../db/index';
import { storedFiles, users } from '../db/schema';
import { HttpError } from '../errors';
import { displayName } from './fileName';
import { detectUploadType } from './uploadType';

export interface FileStoreConfig {
  /** Where the bytes live: DATA_DIR/files. */
  dir: string;
  maxUploadMb: number;
  quotaMb: number;
}

/** One file part of an upload: the client's name and its byte stream (truncated when over the limit). */
export interface UploadPart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const MB = 1024 * 1024;

/**
 * The File Manager's files. An upload streams each part to a temporary file beside the store (counting its
 * bytes), checks its size, its type by content and the uploader's quota, then renames it to its generated id and
 * records it. Anything refused, aborted or failed is removed again, and so are the request's earlier parts: an
 * upload is kept whole or not at all.
 */
export class FileStore {
  constructor(
    private readonly db: Database,
    private readonly config: FileStoreConfig,
  ) {}

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

  async find(id: string): Promise<{ file: StoredFile; path: string } | null> {
    const file = (await this.list()).find((f) => f.id === id);
    return file ? { file, path: this.pathOf(id) } : null;
  }

  async remove(id: string): Promise<boolean> {
    const [row] = await this.db.delete(storedFiles).where(eq(storedFiles.id, id)).returning();
    if (!row) return false;
    await rm(this.pathOf(id), { force: true });
    return true;
  }

  private async usedBytes(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ used: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
      .from(storedFiles)
      .where(and(eq(storedFiles.uploadedBy, userId)));
    return Number(row?.used ?? 0);
  }

  /**
   * Stores the parts of one upload for a user, all or none. `parts` yields each part as the request streams in;
   * an error (a refused part, an aborted request) removes whatever this upload had stored.
   */
  async upload(userId: number, parts: AsyncIterable<UploadPart>): Promise<StoredFile[]> {
    await mkdir(this.config.dir, { recursive: true });
    const maxBytes = this.config.maxUploadMb * MB;
    const stored: string[] = [];
    let temp: string | null = null;
    try {
      let used = await this.usedBytes(userId);
      for await (const part of parts) {
        const name = displayName(part.filename);
        const id = randomUUID();
        temp = path.join(this.config.dir, `.upload-${id}`);
        let size = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _enc, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        const out = createWriteStream(temp, { flags: 'wx' });
        try {
          await pipeline(part.file, counter, out);
        } catch (e) {
          // A request cut off may fail the pipeline before the file is even open: the stream then opens it and
          // closes it after. Removing it before that would leave an empty file behind.
          if (!out.closed) await once(out, 'close');
          throw e;
        }
        if (part.file.truncated || size > maxBytes) {
          throw new HttpError(413, FILE_MESSAGES.tooLarge(name, this.config.maxUploadMb));
        }
        const type = await detectUploadType(temp, name);
        if (!type) throw new HttpError(415, FILE_MESSAGES.wrongType(name));
        if (used + size > this.config.quotaMb * MB) {
          throw new HttpError(413, FILE_MESSAGES.quota(name, this.config.quotaMb));
        }
        await rename(temp, this.pathOf(id));
        temp = null;
        stored.push(id);
        await this.db.insert(storedFiles).values({ id, name, size, type, uploadedBy: userId });
        used += size;
      }
      if (stored.length === 0) throw new HttpError(400, FILE_MESSAGES.noFile);
      const all = await this.list();
      return stored.map((id) => all.find((f) => f.id === id)).filter((f): f is StoredFile => !!f);
    } catch (e) {
      if (temp) await rm(temp, { force: true });
      for (const id of stored) {
        await this.db.delete(storedFiles).where(eq(storedFiles.id, id));
        await rm(this.pathOf(id), { force: true });
      }
      throw e;
    }
  }

  /** Bytes on disk of a stored file (for tests and the download's length). */
  async sizeOnDisk(id: string): Promise<number> {
    return (await stat(this.pathOf(id))).size;
  }
}
