// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { fileContentPath, FILES_API, StoredFileListSchema } from '../../src/api/files';
import { buildApp } from '../app';
import { storedFiles, uploadReservations, users } from '../db/schema';
import { loginCookie, testConfig } from '../testing';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

it('a server that starts puts in order what uploads stopped by a crash left in DATA_DIR/files', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-files-recovery-'));
  const config = testConfig(dataDir);
  const files = path.join(dataDir, 'files');

  // What a server killed mid-way leaves, made by hand on its DATA_DIR.
  const first = await buildApp(config);
  const [admin] = await first.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!admin) throw new Error('no admin');
  // An upload of the earlier code (a temporary file per part), and one of a part being received (its staging
  // folder and its reservation of the quota).
  await mkdir(files, { recursive: true });
  const legacyTemp = `.upload-${randomUUID()}`;
  await writeFile(path.join(files, legacyTemp), 'half a part');
  const cutUpload = randomUUID();
  await mkdir(path.join(files, `.upload-${cutUpload}`));
  await writeFile(path.join(files, `.upload-${cutUpload}`, randomUUID()), 'half a part');
  await first.db.insert(uploadReservations).values({ id: cutUpload, userId: admin.id, bytes: 5000 });
  // An upload recorded in the database whose files were not yet moved into place.
  const recordedUpload = randomUUID();
  const recordedFile = randomUUID();
  await mkdir(path.join(files, `.upload-${recordedUpload}`));
  await writeFile(path.join(files, `.upload-${recordedUpload}`, recordedFile), 'recorded');
  await first.db.insert(storedFiles).values({
    id: recordedFile,
    name: 'recorded.txt',
    size: 8,
    type: 'text/plain',
    uploadedBy: admin.id,
  });
  // A stored file whose row was deleted, the file not yet.
  await writeFile(path.join(files, randomUUID()), 'deleted');
  await first.close();

  const restarted = await buildApp(config);
  try {
    expect(await readdir(files)).toEqual([recordedFile]);
    expect(await readFile(path.join(files, recordedFile), 'utf8')).toBe('recorded');
    expect(await restarted.db.select().from(uploadReservations)).toEqual([]);
    const cookie = await loginCookie(restarted, 'admin');
    const listed = StoredFileListSchema.parse(
      (await restarted.inject({ url: FILES_API.files, headers: { cookie } })).json(),
    );
    expect(listed.map((f) => f.name)).toEqual(['recorded.txt']);
    const download = await restarted.inject({ url: fileContentPath(recordedFile), headers: { cookie } });
    expect([download.statusCode, download.body]).toEqual([200, 'recorded']);
  } finally {
    await restarted.close();
  }
});
