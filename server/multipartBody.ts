import { randomUUID } from 'node:crypto';

/** One file of a multipart body built by a test: its client name, bytes and declared type. */
export interface MultipartFile {
  /** The client's name; without one the part's Content-Disposition has no `filename` (as a hand-made client may send). */
  filename?: string;
  content: Buffer | string;
  /** The part's Content-Type; `application/octet-stream` unless a test says otherwise, none when `null`. */
  type?: string | null;
  /** The form field's name; `file` unless a test says otherwise. */
  field?: string;
}

/**
 * A multipart/form-data body as a browser's FormData sends it, for tests of the File Manager's upload route
 * (app.inject and raw requests): the bytes and the Content-Type with its boundary.
 */
export function multipartBody(files: readonly MultipartFile[]): { body: Buffer; contentType: string } {
  const boundary = `----toolbox${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    // The name goes in as the client wrote it (quotes escaped as browsers do), so tests can send odd names.
    const name = f.filename?.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const type = f.type === undefined ? 'application/octet-stream' : f.type;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"` +
          (name === undefined ? '' : `; filename="${name}"`) +
          '\r\n' +
          (type === null ? '' : `Content-Type: ${type}\r\n`) +
          '\r\n',
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
