/** MIME types of common extensions, so the browse dialog and drops can filter on both. */
const MIME_BY_EXTENSION: Record<string, string> = {
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.zip': 'application/zip',
};

/** The react-dropzone `accept` map for a list of extensions ('.txt' or 'txt'), or undefined to accept all. */
export function acceptMap(extensions: readonly string[] | undefined): Record<string, string[]> | undefined {
  if (!extensions?.length) return undefined;
  const map: Record<string, string[]> = {};
  for (const raw of extensions) {
    const ext = (raw.startsWith('.') ? raw : `.${raw}`).toLowerCase();
    // An unknown extension still filters by name; its made-up type matches no real file type.
    const mime = MIME_BY_EXTENSION[ext] ?? `application/x-${ext.slice(1)}`;
    (map[mime] ??= []).push(ext);
  }
  return map;
}

/** A file size for people: '512 B', '1.5 KB', '2.3 MB'. */
export function fmtFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${size < 10 ? size.toFixed(1) : Math.round(size)} ${units[unit]}`;
}

/** The extension of a file name, lower case with its dot, or '' without one. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}
