import { describe, expect, it } from 'vitest';
import data from '../../server/domain/safety/crisis-resources.json' with { type: 'json' };
import { coveredCountries, crisisCountry, crisisResources, INTERNATIONAL } from '../../server/domain/safety/crisis-resources.js';
import { regionOf } from '../../server/domain/safety/locale-country.js';

const phones = (country: string | null, language: 'es' | 'en') => crisisResources(country, language).resources.map((r) => r.phone);
const last = <T>(list: T[]) => list[list.length - 1];

describe('crisisResources', () => {
  it('gives the country list when the country is known, ending with the international directory', () => {
    const spain = crisisResources('ES', 'es');
    expect(spain.country).toBe('ES');
    expect(spain.resources.map((r) => r.phone)).toEqual(['024', '112', undefined]);
    expect(last(spain.resources)).toMatchObject({ country: INTERNATIONAL, url: 'https://findahelpline.com' });
  });

  it('holds the lines the product promises', () => {
    expect(phones('US', 'en')).toEqual(['988', '911', undefined]);
    expect(crisisResources('US', 'en').resources[0]).toMatchObject({ name: '988 Suicide & Crisis Lifeline', text: '988' });
    expect(phones('GB', 'en')).toEqual(['116 123', undefined, '999', undefined]); // Shout is a text line only
    expect(phones('IE', 'en')[0]).toBe('116 123');
    expect(phones('MX', 'es')[0]).toBe('800 911 2000');
    expect(phones('AR', 'es').slice(0, 2)).toEqual(['135', '(011) 5275-1135']);
    expect(phones('CO', 'es')[0]).toBe('106');
    expect(phones('CL', 'es')[0]).toBe('*4141');
    expect(crisisResources('PE', 'es').resources[0]).toMatchObject({ phone: '113', name: expect.stringContaining('opción 5') });
    expect(crisisResources('CA', 'en').resources[0]).toMatchObject({ phone: '988', text: '988' });
    expect(phones('AU', 'en')[0]).toBe('13 11 14');
  });

  it('keeps the country list whatever the interface language', () => {
    expect(crisisResources('US', 'es').country).toBe('US');
    expect(crisisResources('MX', 'en').country).toBe('MX');
  });

  it('accepts lowercase, padded and "UK" country codes', () => {
    expect(crisisResources(' gb ', 'en').country).toBe('GB');
    expect(crisisResources('uk', 'en').country).toBe('GB');
  });

  it('falls back by language when the country is unknown or missing', () => {
    expect(crisisResources(null, 'es').country).toBe('ES');
    expect(crisisResources('ZZ', 'es').resources.map((r) => r.country)).toEqual(['ES', 'ES', INTERNATIONAL]);
    const english = crisisResources(null, 'en');
    expect(english).toEqual({ country: INTERNATIONAL, resources: [expect.objectContaining({ kind: 'directory' })] });
    expect(crisisResources('', 'en').country).toBe(INTERNATIONAL);
    expect(crisisResources('constructor', 'en').country).toBe(INTERNATIONAL);
  });

  it('tells people with no local list to call their local emergency number, in both languages', () => {
    const { note } = last(crisisResources(null, 'en').resources);
    expect(note?.en).toMatch(/local emergency number/);
    expect(note?.es).toMatch(/número de emergencias local/);
  });

  it('returns fresh arrays, so callers cannot change the shared data', () => {
    const first = crisisResources('ES', 'es').resources;
    first.pop();
    expect(crisisResources('ES', 'es').resources).toHaveLength(3);
    expect(() => { (first[0] as { phone?: string }).phone = '000'; }).toThrow(TypeError);
  });
});

describe('crisis-resources.json', () => {
  it('covers at least the promised countries', () => {
    expect(coveredCountries()).toEqual(expect.arrayContaining(['AR', 'AU', 'CA', 'CL', 'CO', 'ES', 'GB', 'IE', 'MX', 'PE', 'US']));
  });

  it('files every entry under its own country, with a crisis line and an emergency number', () => {
    for (const [code, list] of Object.entries(data.countries)) {
      expect(list.every((r) => r.country === code), code).toBe(true);
      expect(list.some((r) => r.kind === 'crisis_line'), code).toBe(true);
      expect(list.some((r) => r.kind === 'emergency'), code).toBe(true);
    }
  });

  it('uses https or tel links and dialable-looking numbers only', () => {
    const all = [...Object.values(data.countries).flat(), data.international];
    for (const r of all) {
      expect(r.url, r.name).toMatch(/^(?:https:\/\/[a-z0-9.-]+(?:\/\S*)?|tel:\*?\d+)$/);
      if ('phone' in r && r.phone) expect(r.phone, r.name).toMatch(/^[*(]?[\d() -]+$/);
      if (r.url.startsWith('tel:') && 'phone' in r && r.phone) expect(r.url.slice(4)).toBe(r.phone.replace(/\D/g, ''));
    }
  });
});

describe('the country of the crisis lines (issue 11)', () => {
  it('reads the region of the most preferred language tag that names one', () => {
    expect(regionOf('es-MX,es;q=0.9,en;q=0.8')).toBe('MX');
    expect(regionOf('en;q=0.9, en-gb;q=0.8')).toBe('GB');
    expect(regionOf('es;q=0.5, en-NZ;q=0.9')).toBe('NZ');
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('es-419')).toBeNull();
    expect(regionOf('es')).toBeNull();
    expect(regionOf('*')).toBeNull();
    expect(regionOf(undefined)).toBeNull();
    expect(regionOf(`${'x'.repeat(600)},es-MX`)).toBeNull();
  });

  it('maps every Accept-Language the product promises to its own list', () => {
    const promised = ['es-ES', 'es-MX', 'es-AR', 'es-CO', 'es-CL', 'es-US', 'en-US', 'en-GB', 'en-IE', 'en-CA', 'en-AU', 'en-NZ'];
    for (const tag of promised) {
      const country = crisisCountry({ acceptLanguage: tag, language: 'es' });
      expect(country, tag).toBe(tag.slice(3));
      const list = crisisResources(country, 'es').resources;
      expect(list.some((r) => r.kind === 'crisis_line' && (r.phone || r.text)), tag).toBe(true);
      expect(list.some((r) => r.kind === 'emergency' && r.phone), tag).toBe(true);
    }
  });

  it('takes the profile first, then the browser, then the language; a named country without a list gets the directory', () => {
    expect(crisisCountry({ profile: 'AR', acceptLanguage: 'es-MX', language: 'es' })).toBe('AR');
    expect(crisisCountry({ acceptLanguage: 'es', language: 'es' })).toBe('ES');
    expect(crisisCountry({ acceptLanguage: 'en', language: 'en' })).toBeNull();
    expect(crisisCountry({ acceptLanguage: 'es-VE', language: 'es' })).toBeNull();
    expect(crisisCountry({ profile: 'FR', language: 'es' })).toBeNull();
  });

  it('gives every entry its source and the day it was checked', () => {
    for (const country of coveredCountries()) {
      for (const r of crisisResources(country, 'en').resources) {
        expect(r.source, `${country} ${r.name}`).toMatch(/^https:\/\//);
        expect(r.checked, `${country} ${r.name}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});
