import { parseReadable } from '../../api/errors';
import { ApiErrorSchema } from '../../api/schemas';
import { FILES_API, StoredFileListSchema, type StoredFile } from '../../api/files';

/**
 * Sends one file to the File Manager's upload route as multipart/form-data, reporting progress (0..1).
 * XMLHttpRequest, not fetch: only it reports upload progress. Resolves with the stored file; rejects with the
 * server's readable message (or a network error's).
 */
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', FILES_API.files);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // Not JSON (e.g. a proxy's error page): the status says what happened.
      }
      if (xhr.status === 201) {
        const stored = parseReadable(StoredFileListSchema, body);
        const first = stored.success ? stored.data[0] : undefined;
        if (first) resolve(first);
        else reject(new Error('The server answered the upload with something unexpected.'));
        return;
      }
      const error = parseReadable(ApiErrorSchema, body);
      reject(new Error(error.success ? error.data.message : `The upload failed (HTTP ${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The server could not be reached.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
