import { randomUUID } from 'node:crypto';

/** One file of a multipart body built by a test: its client name, bytes and declared type. */
export interface MultipartFile {
  filename: string;
  content: Buffer | string;
  type?: string;
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
    const name = f.filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
