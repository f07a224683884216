import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from '../../shared/countries.js';
import { ageOn, nifProblem, normalizeNif, SPECIALIZATIONS, TAG_SPECIALITIES } from '../../shared/people.js';
import { TOPIC_TAGS } from '../../shared/validation.js';
import { createBlobSealer } from '../../server/adapters/crypto/blob-sealer.js';
import { sniffType } from '../../server/domain/file-types.js';
import { escapeHtml, highlight, matchRanges } from '../../server/domain/highlight.js';

describe('Spanish NIF / NIE', () => {
  it.each([
    ['12345678Z', null], ['00000000T', null], ['99999999R', null], ['12345678z', null], ['12345678-Z', null], [' 1234 5678 z ', null],
    ['X1234567L', null], ['Y1234567X', null], ['Z1234567R', null], ['x1234567l', null],
    ['12345678A', 'nif_letter'], ['X1234567A', 'nif_letter'], ['Y1234567L', 'nif_letter'],
    ['1234567Z', 'nif_invalid'], ['123456789Z', 'nif_invalid'], ['A1234567L', 'nif_invalid'], ['12345678', 'nif_invalid'],
    ['1234567ZZ', 'nif_invalid'], ['', 'nif_invalid'], ['12345678Ñ', 'nif_invalid'], ['１２３４５６７８Z', 'nif_invalid'],
  ])('%s -> %s', (nif, problem) => {
    expect(nifProblem(nif)).toBe(problem);
  });

  it('normalises case, spaces and hyphens', () => {
    expect(normalizeNif(' x-1234567-l ')).toBe('X1234567L');
  });
});

describe('profile rules', () => {
  it('knows the 249 ISO 3166-1 alpha-2 codes, any case', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(isCountryCode('es')).toBe(true);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('counts whole years, the birthday itself included', () => {
    const on = (date: string) => Date.parse(`${date}T12:00:00Z`);
    expect(ageOn('2000-05-10', on('2018-05-09'))).toBe(17);
    expect(ageOn('2000-05-10', on('2018-05-10'))).toBe(18);
    expect(ageOn('2000-02-29', on('2018-02-28'))).toBe(17);
    expect(ageOn('2000-02-29', on('2018-03-01'))).toBe(18);
    expect(ageOn('2001-02-29', on('2020-01-01'))).toBeNull();
  });

  it('has 20 specialisations and maps every topic tag only to them', () => {
    expect(SPECIALIZATIONS).toHaveLength(20);
    for (const tag of TOPIC_TAGS) for (const s of TAG_SPECIALITIES[tag]) expect(SPECIALIZATIONS).toContain(s);
  });
});

describe('file types by magic bytes', () => {
  it('tells PDF, PNG, JPEG and WebP apart and refuses anything else', () => {
    expect(sniffType(Buffer.from('%PDF-1.4 ...'))).toBe('application/pdf');
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
    expect(sniffType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]))).toBeNull();
    expect(sniffType(Buffer.from('MZ\x90\x00PE'))).toBeNull();
    expect(sniffType(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(sniffType(Buffer.from('<html>'))).toBeNull();
    expect(sniffType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });
});

describe('blob sealer', () => {
  const master = randomBytes(32);
  it('round-trips, binds the blob to its id and key, and fails closed', () => {
    const sealer = createBlobSealer(master);
    const plain = randomBytes(5000);
    const sealed = sealer.seal('doc-1', plain);
    expect(sealed.data.includes(plain.subarray(0, 32))).toBe(false);
    expect(sealer.open('doc-1', sealed.wrappedKey, sealed.data)?.equals(plain)).toBe(true);
    expect(sealer.open('doc-2', sealed.wrappedKey, sealed.data)).toBeNull();
    expect(createBlobSealer(randomBytes(32)).open('doc-1', sealed.wrappedKey, sealed.data)).toBeNull();
    const tampered = Buffer.from(sealed.data);
    tampered[tampered.length - 1] ^= 1;
    expect(sealer.open('doc-1', sealed.wrappedKey, tampered)).toBeNull();
    expect(sealer.open('doc-1', sealed.wrappedKey, Buffer.alloc(3))).toBeNull();
    const other = sealer.seal('doc-1', plain);
    expect(other.data.equals(sealed.data)).toBe(false);
  });
});

describe('search snippets', () => {
  it('escapes everything and marks every match, ignoring case and accents', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(highlight('<script>alert(1)</script> ANSIEDAD y ansiédad', 'ansiedad'))
      .toBe('&lt;script&gt;alert(1)&lt;/script&gt; <mark>ANSIEDAD</mark> y <mark>ansiédad</mark>');
    expect(highlight('no match here', 'zebra')).toBeNull();
    expect(highlight('anything', '   ')).toBeNull();
    expect(highlight('<mark>', 'mark')).toBe('&lt;<mark>mark</mark>&gt;');
  });

  it('cuts long texts around the first match with ellipses', () => {
    const text = `${'a'.repeat(100)} needle ${'b'.repeat(200)}`;
    const snippet = highlight(text, 'needle', 10)!;
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('<mark>needle</mark>');
    expect(snippet.length).toBeLessThan(60);
    expect(matchRanges('aaa', 'aa')).toEqual([[0, 2]]);
    expect(matchRanges('Ñandú ñandu', 'nandu')).toEqual([[0, 5], [6, 11]]);
  });
});
