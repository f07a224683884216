/**
 * What a file really is, read from its first bytes the way the server does (the name and the declared type
 * are not trusted there), so a refusal shows before anything is uploaded.
 */
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

export function sniffBytes(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  return null;
}

export async function sniffFile(file: Blob): Promise<SniffedType | null> {
  const head = await file.slice(0, 16).arrayBuffer();
  return sniffBytes(new Uint8Array(head));
}

export type FileProblem = 'type' | 'size';

/** The problem with one file for an upload that accepts `types` up to `maxBytes`, or null. */
export async function fileProblem(file: Blob, types: readonly string[], maxBytes: number): Promise<FileProblem | null> {
  if (file.size > maxBytes) return 'size';
  const type = await sniffFile(file);
  return type && types.includes(type) ? null : 'type';
}

/** "1.2 MB", "340 kB" in the interface language; 1 MB = 1024 kB, as the upload limits count them. */
export function formatBytes(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(1, Math.round(bytes / 1024)), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
