import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { ALLOWED_UPLOAD_TYPES, type AllowedUploadType } from '../../src/api/files';

/** Text types have no magic bytes: they are told by the name's extension once the content proves to be text. */
const TEXT_BY_EXTENSION: Readonly<Record<string, AllowedUploadType>> = {
  '.txt': 'text/plain',
  '.log': 'text/plain',
  '.md': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
};

const isAllowed = (mime: string): mime is AllowedUploadType => Object.hasOwn(ALLOWED_UPLOAD_TYPES, mime);

/** True when the file is UTF-8 text without NUL bytes (read whole: uploads are at most a few MB). */
async function isText(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const bytes = await handle.readFile();
    if (bytes.includes(0)) return false;
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/**
 * The allowed type of an uploaded file by its content (file-type's magic-byte check), or null when it is none of
 * ALLOWED_UPLOAD_TYPES. The client's name only picks among text types once the bytes are plain UTF-8 text, so a
 * program renamed to .png or .txt is refused.
 */
export async function detectUploadType(file: string, clientName: string): Promise<AllowedUploadType | null> {
  const found = await fileTypeFromFile(file);
  if (found) return isAllowed(found.mime) ? found.mime : null;
  const byName = TEXT_BY_EXTENSION[path.extname(clientName).toLowerCase()];
  if (!byName) return null;
  return (await isText(file)) ? byName : null;
}
