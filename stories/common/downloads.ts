/**
 * Catching what a demo downloads (a grid's or a chart's CSV, a chart's PNG or SVG) in a play function, and
 * reading it back: the file's name, its bytes and its text.
 */

export interface CaughtDownload {
  fileName: string;
  /** The file as saved. */
  bytes: Uint8Array;
  /** The file read as UTF-8, without the byte order mark a CSV export may start with. */
  text: string;
}

/** How long a play waits for a download to start: a PNG is drawn first, which takes a while on a busy machine. */
const DOWNLOAD_TIMEOUT_MS = 15_000;

/**
 * Catches the next file download started by clicking a link with a `download` attribute (how AG Grid and the
 * chart kit save files): cancels it (no file is written) and resolves with the file. The content is read from
 * the Blob the link was made for (URL.createObjectURL is watched meanwhile), not fetched back: the link's URL
 * may be revoked right after the click, and a page's Content-Security-Policy may not allow fetching blob: URLs.
 * Rejects when no download starts within `timeoutMs`, so a play says so instead of waiting out its test.
 */
export function catchDownload(timeoutMs = DOWNLOAD_TIMEOUT_MS): Promise<CaughtDownload> {
  const caught = new Promise<CaughtDownload>((resolve, reject) => {
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    const watch = (obj: Blob | MediaSource) => {
      const url = createObjectURL(obj);
      if (obj instanceof Blob) blobs.set(url, obj);
      return url;
    };
    const stop = () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
      if (URL.createObjectURL === watch) URL.createObjectURL = createObjectURL;
    };
    const onClick = (e: MouseEvent) => {
      const link =
        e.target instanceof HTMLAnchorElement && e.target.hasAttribute('download') ? e.target : null;
      if (!link) return;
      e.preventDefault();
      stop();
      const blob = blobs.get(link.href);
      if (!blob) {
        reject(new Error(`The download of ${link.download} was not made from a Blob.`));
        return;
      }
      blob.arrayBuffer().then((buffer) => {
        const bytes = new Uint8Array(buffer);
        const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
        resolve({ fileName: link.download, bytes, text });
      }, reject);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`No download started within ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    URL.createObjectURL = watch;
    document.addEventListener('click', onClick, true);
  });
  // A play that failed before awaiting the download leaves no unhandled rejection for the next story.
  caught.catch(() => {});
  return caught;
}

/** A CSV text as rows of fields (quoted fields, doubled quotes and commas inside quotes handled). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height written in a PNG's header (its IHDR chunk). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
