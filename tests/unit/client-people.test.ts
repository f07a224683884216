import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBlob, api, ApiRequestError } from '../../client/src/lib/api';
import { countryName, countryOptions } from '../../client/src/lib/countries';
import { fileProblem, formatBytes, sniffBytes } from '../../client/src/lib/file-checks';
import i18n from '../../client/src/lib/i18n';
import { formatIsoDay } from '../../client/src/lib/iso-day';
import { registerNavigator } from '../../client/src/lib/navigation';
import { FIELD_CODES, latestAdultBirthDate, rules } from '../../client/src/lib/profile-rules';
import { parseSnippet, unescapeHtml } from '../../client/src/lib/snippet';
import { profileUpdateBody, validateProfile, type ProfileFormValues } from '../../client/src/features/profile/utils/profile-form';
import { EMPTY_FILTERS, localDayBound, NO_BOT, searchBody } from '../../client/src/features/professionals/utils/search-filters';
import { SIGNUP_INITIAL, signupFormData, validateSignup } from '../../client/src/features/professionals/utils/signup-form';
import en from '../../client/src/locales/en/people.json';
import es from '../../client/src/locales/es/people.json';
import { COUNTRY_CODES } from '../../shared/countries';
import { escapeHtml, highlight } from '../../server/domain/highlight';

describe('search snippets are split into text, never parsed as HTML', () => {
  it('marks the matches and unescapes the text around them', () => {
    expect(parseSnippet('…I sleep <mark>badly</mark> &amp; wake at 4 &lt;am&gt;')).toEqual([
      { text: '…I sleep ', mark: false }, { text: 'badly', mark: true }, { text: ' & wake at 4 <am>', mark: false },
    ]);
  });

  it('keeps markup a message contained as visible text (the server escapes it)', () => {
    const snippet = highlight('<img src=x onerror=alert(1)> my anxiety <b>today</b>', 'anxiety');
    const parts = parseSnippet(snippet ?? '');
    expect(parts.find((p) => p.mark)?.text).toBe('anxiety');
    expect(parts.map((p) => p.text).join('')).toBe('<img src=x onerror=alert(1)> my anxiety <b>today</b>');
  });

  it('round-trips every character the server escapes, and leaves unknown entities alone', () => {
    const text = `"quotes" & 'apostrophes' <tags>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('&#x41;&#66;&nope;')).toBe('AB&nope;');
  });

  it('a stray tag other than <mark> stays text', () => {
    expect(parseSnippet('<b>x</b> <mark>y</mark>')).toEqual([{ text: '<b>x</b> ', mark: false }, { text: 'y', mark: true }]);
  });
});

describe('field rules from the shared schemas', () => {
  it('checks the NIF/NIE format and check letter, ignoring case, spaces and hyphens', () => {
    expect(rules.nif('12345678Z')).toBeNull();
    expect(rules.nif('12345678-z')).toBeNull();
    expect(rules.nif('X1234567L')).toBeNull();
    expect(rules.nif('12345678A')).toBe('nif_letter');
    expect(rules.nif('1234A')).toBe('nif_invalid');
    expect(rules.nif('')).toBe('required');
  });

  it('needs an adult birth date, a real day from 1900', () => {
    expect(rules.birthDate(latestAdultBirthDate())).toBeNull();
    const now = new Date();
    const minor = new Date(Date.UTC(now.getUTCFullYear() - 17, 0, 1)).toISOString().slice(0, 10);
    expect(rules.birthDate(minor)).toBe('underage');
    expect(rules.birthDate('1899-12-31')).toBe('date_invalid');
    expect(rules.birthDate('2001-02-30')).toBe('date_invalid');
  });

  it('phone is optional but must look like one; experience is 0–70 whole years', () => {
    expect(rules.phone('')).toBeNull();
    expect(rules.phone('+34 (600) 123-456')).toBeNull();
    expect(rules.phone('call me')).toBe('phone_invalid');
    expect(rules.experience('0')).toBeNull();
    expect(rules.experience('71')).toBe('experience_invalid');
    expect(rules.experience('2.5')).toBe('experience_invalid');
    expect(rules.experience('')).toBe('required');
  });

  it('every code a rule can answer has a text in both languages', () => {
    for (const code of FIELD_CODES) {
      expect(en.validation, code).toHaveProperty(code);
      expect(es.validation, code).toHaveProperty(code);
    }
  });

  it('a complete sign-up passes, and goes out as the multipart parts the server reads', () => {
    const values = {
      ...SIGNUP_INITIAL, email: ' pro@example.com ', username: 'drcalm', password: 'Calm#Seas2026', password2: 'Calm#Seas2026',
      name: 'Marta', surname: 'Ruiz', license: 'M-1', country_iso: 'ES', experience_years: '9', specialization_area: 'clinical',
      birth_date: '1984-05-17', nif: '12345678Z', privacyPolicy: true,
    };
    expect(Object.values(validateSignup(values)).filter(Boolean)).toEqual([]);
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'licence.pdf', { type: 'application/pdf' });
    const form = signupFormData(values, [file]);
    expect(form.get('email')).toBe('pro@example.com');
    expect(form.get('privacyPolicy')).toBe('true');
    expect(form.getAll('documents')).toHaveLength(1);
    expect(validateSignup({ ...values, privacyPolicy: false, password2: 'x' })).toMatchObject({ privacyPolicy: 'privacy_required', password2: 'password_mismatch' });
  });

  it('the profile editor accepts empty fields (they clear) and sends them as null', () => {
    const values: ProfileFormValues = {
      name: '', surname: ' Ruiz ', phone: '', country_iso: '', description: '', license: '', experience_years: '', specialization_area: '', show_contact: true,
    };
    expect(Object.values(validateProfile(values)).filter(Boolean)).toEqual([]);
    expect(profileUpdateBody(values, false)).toEqual({ name: null, surname: 'Ruiz', phone: null, country_iso: null, description: '' });
    expect(profileUpdateBody({ ...values, experience_years: '12' }, true)).toMatchObject({ experience_years: 12, license: null, show_contact: true });
  });
});

describe('files are checked by their first bytes and size before upload', () => {
  it('recognises PDF, PNG, JPEG and WebP whatever the name says', async () => {
    expect(sniffBytes(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffBytes(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    const disguised = new File(['just text'], 'licence.pdf', { type: 'application/pdf' });
    expect(await fileProblem(disguised, ['application/pdf'], 1024)).toBe('type');
    const big = new File([new Uint8Array(2048)], 'big.png');
    expect(await fileProblem(big, ['image/png'], 1024)).toBe('size');
  });

  it('prints sizes in the interface language', () => {
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(1536 * 1024, 'es')).toMatch(/^1,5\sMB$/);
  });
});

describe('professional search filters', () => {
  it('send only what is set; days are local and inclusive; "no assistant" is bot: null', () => {
    expect(searchBody(EMPTY_FILTERS, 0, 20)).toEqual({ scope: 'all', messages: true, sort: 'updated', offset: 0, limit: 20 });
    const body = searchBody({ ...EMPTY_FILTERS, text: '  sleep ', tags: ['anxiety'], bot: NO_BOT, language: 'es', from: '2026-01-02', to: '2026-01-02' }, 20, 20);
    expect(body).toMatchObject({ text: 'sleep', tags: ['anxiety'], bot: null, language: 'es', offset: 20 });
    expect(body.to! - body.from!).toBe(24 * 3600_000 - 1);
    expect(body.from).toBe(new Date(2026, 0, 2).getTime());
    expect(localDayBound('2026-13-01x', false)).toBeUndefined();
  });
});

describe('countries and days in the interface language', () => {
  it('names every ISO country with Intl.DisplayNames, sorted per language', () => {
    expect(countryName('es', 'es')).toBe('España');
    expect(countryName('ES', 'en')).toBe('Spain');
    const options = countryOptions('es');
    expect(options).toHaveLength(COUNTRY_CODES.length);
    const labels = options.map((o) => o.label);
    expect([...labels].sort(new Intl.Collator('es').compare)).toEqual(labels);
  });

  it('shows a birth date as the same calendar day everywhere', () => {
    expect(formatIsoDay('1984-05-17', 'en')).toBe('May 17, 1984');
    expect(formatIsoDay('1984-05-17', 'es')).toBe('17 de mayo de 1984');
  });
});

describe('api client: uploads and files behind the headers', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    registerNavigator(vi.fn());
    vi.stubGlobal('fetch', fetchMock);
    void i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends FormData as is, so the browser sets the multipart boundary', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    await api.put('/users/me/avatar', form);
    const [, init] = fetchMock.mock.calls[0];
    expect(init.body).toBe(form);
    expect(init.headers['Content-Type']).toBeUndefined();
    expect(init.headers['X-API-KEY']).toBe('psycare-web');
  });

  it('fetches a document with the session headers as a Blob, and throws the server refusal', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await apiBlob('/admin/professionals/drcalm/documents/abc');
    expect(blob.size).toBe(3);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/professionals/drcalm/documents/abc');
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ 'X-API-KEY': 'psycare-web', 'X-LANGUAGE': 'en' });
    fetchMock.mockResolvedValueOnce(new Response('{"detail":"Document not found.","code":"document_not_found"}', { status: 404 }));
    const error = await apiBlob('/admin/professionals/drcalm/documents/def').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'document_not_found' });
  });
});
