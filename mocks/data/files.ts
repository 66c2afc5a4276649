import { ALLOWED_UPLOAD_TYPES, type AllowedUploadType, type StoredFile } from '../../src/api/files';
import { ADMIN_USER } from './users';

/** A stored file as the mocks keep it: what the list shows, and its bytes for downloads. */
export interface MockStoredFile extends StoredFile {
  bytes: Uint8Array;
}

const text = (s: string) => new TextEncoder().encode(s);

/** The File Manager's files at the start of every story: a few an admin uploaded earlier. */
export function sampleFiles(now = Date.now()): MockStoredFile[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const file = (id: string, name: string, type: AllowedUploadType, bytes: Uint8Array, hoursAgo: number) => ({
    id,
    name,
    size: bytes.length,
    type,
    uploadedBy: ADMIN_USER.displayName,
    uploadedAt: at(hoursAgo),
    bytes,
  });
  return [
    file(
      '6f0c2a51-3a8e-4d7b-9a0e-2f5b8c1d4e01',
      'quarterly-results.csv',
      'text/csv',
      text('quarter,revenue,costs\nQ1,1200,800\nQ2,1350,820\nQ3,1410,870\nQ4,1580,910\n'),
      3,
    ),
    file(
      '9b2d7e14-5c6f-4a1b-8e3d-0c9f7a6b5e02',
      'release-notes.md',
      'text/plain',
      text('# Release notes\n\n- Grids keep their column state.\n- Dashboards save their layout.\n'),
      26,
    ),
    file(
      'c4e8a0f2-7b1d-4c3e-9f5a-6d2b8e0c1f03',
      'settings.json',
      'application/json',
      text('{\n  "theme": "dark",\n  "autoRefresh": true\n}\n'),
      72,
    ),
  ];
}

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  magic.every((b, i) => bytes[at + i] === b);

/**
 * The type of an upload by its content, as the server's check (file-type's magic bytes, then UTF-8 text for
 * the text types by extension), for the mocks: the same answers on the files a story sends.
 */
export function mockUploadType(name: string, bytes: Uint8Array): AllowedUploadType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  const ext = name.slice(name.lastIndexOf('.')).toLowerCase();
  const byName = (Object.keys(ALLOWED_UPLOAD_TYPES) as AllowedUploadType[]).find((t) =>
    t.startsWith('text/') || t === 'application/json'
      ? (ALLOWED_UPLOAD_TYPES[t] as readonly string[]).includes(ext)
      : false,
  );
  if (!byName || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return byName;
  } catch {
    return null;
  }
}
