/** The upload types the server accepts, told apart by their first bytes ("magic numbers"), never by name. */
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { type: SniffedType; test: (b: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', test: (b) => startsWith(b, ascii('%PDF-')) },
  { type: 'image/png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/webp', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
];

/** The type the content really has, or null for anything else (an .exe renamed .pdf, HTML sent as image/png...). */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

export const EXTENSIONS: Record<SniffedType, string> = {
  'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp',
};
