/** A file a play caught on its way to the user's downloads. */
export interface CaughtDownload {
  fileName: string;
  bytes: Uint8Array;
  /** The bytes as UTF-8 text, without a byte order mark. */
  text: string;
}

/**
 * Catches the next file download started by clicking a link with a `download` attribute (how AG Grid saves a CSV
 * and the chart kit its exports): cancels it (no file is written) and resolves with the file name and content.
 * The content is read from the Blob the link was made for (URL.createObjectURL is watched meanwhile), not
 * fetched back from its `blob:` URL: the app's Content-Security-Policy does not let a page fetch `blob:` URLs
 * (Run test in /app runs the same play), and the kit revokes the URL right after the click.
 */
export function catchDownload(): Promise<CaughtDownload> {
  return new Promise((resolve, reject) => {
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    const watch = (obj: Blob | MediaSource) => {
      const url = createObjectURL(obj);
      if (obj instanceof Blob) blobs.set(url, obj);
      return url;
    };
    URL.createObjectURL = watch;
    const onClick = (e: MouseEvent) => {
      const link =
        e.target instanceof HTMLAnchorElement && e.target.hasAttribute('download') ? e.target : null;
      if (!link) return;
      e.preventDefault();
      document.removeEventListener('click', onClick, true);
      if (URL.createObjectURL === watch) URL.createObjectURL = createObjectURL;
      const blob = blobs.get(link.href);
      if (!blob) {
        reject(new Error(`The download of ${link.download} was not made from a Blob.`));
        return;
      }
      blob.arrayBuffer().then((buffer) => {
        const bytes = new Uint8Array(buffer);
        // TextDecoder drops a leading byte order mark (AG Grid writes one before its CSV).
        resolve({ fileName: link.download, bytes, text: new TextDecoder().decode(bytes) });
      }, reject);
    };
    document.addEventListener('click', onClick, true);
  });
}
