import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryResponse } from '../../shared/directory.js';
import { api, ok, type User } from '../support/chat-fixtures.js';
import { approvedProfessional, registerProfessional, signUpAs, verifyAndLogin } from '../support/people-fixtures.js';
import { headers, signUp, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: User;
let reader: User;

/** What a search by `reader` lists, by username, in order. */
const names = async (q: string, who: User = reader) =>
  (await ok<DirectoryResponse>(api(server, who.token).get(`/api/professionals?q=${encodeURIComponent(q)}`))).items.map((p) => p.username);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAs(server, 'diradmin', 'admin');
  reader = await signUp(server, 'reader1');
  await approvedProfessional(server, 'DrDuelo', admin, {
    description: 'Ansiedad y duelo', specialization_area: 'forensic', country_iso: 'de',
  });
  await approvedProfessional(server, 'DrClinic', admin, {
    description: 'Acompaño procesos de ansiedad en adolescentes', specialization_area: 'clinical', country_iso: 'es',
  });
  await approvedProfessional(server, 'DrSports', admin, { description: 'Rendimiento', specialization_area: 'sports', country_iso: 'us' });
  // a pending application and a rejected one, with the same words as the approved professionals
  expect((await registerProfessional(server, 'DrPending', { description: 'Ansiedad y duelo', specialization_area: 'forensic' })).status).toBe(201);
  await verifyAndLogin(server, 'DrPending');
  expect((await registerProfessional(server, 'DrRejected', { description: 'Ansiedad y duelo', specialization_area: 'forensic' })).status).toBe(201);
  await verifyAndLogin(server, 'DrRejected');
  await ok(api(server, admin.token).post('/api/admin/professionals/DrRejected/reject', { reason: 'no licence' }));
  // rated so that the order among equal matches is by rating
  await ok(api(server, reader.token).put('/api/users/profile/DrClinic/rating', { stars: 5 }));
  await ok(api(server, reader.token).put('/api/users/profile/DrDuelo/rating', { stars: 3 }));
});
afterAll(async () => { await server?.close(); });

describe('the directory of verified professionals (GET /api/professionals)', () => {
  it('finds a description word in any case and with or without accents', async () => {
    for (const q of ['ansiedad', 'ANSIEDAD', 'AnSiÉdÁd']) expect(await names(q)).toEqual(['DrClinic', 'DrDuelo']);
    expect(await names('duelo')).toEqual(['DrDuelo']);
    expect(await names('DUÉLO')).toEqual(['DrDuelo']);
  });

  it('finds the specialisation by its name in either language, accents or not', async () => {
    expect(await names('forense')).toEqual(['DrDuelo']);
    expect(await names('forensic')).toEqual(['DrDuelo']);
    expect(await names('psicologia clinica')).toEqual(['DrClinic']);
    expect(await names('Clinical psychology')).toEqual(['DrClinic']);
    expect(await names('deporte')).toEqual(['DrSports']);
  });

  it('finds the country by its code and its name in Spanish and English', async () => {
    expect(await names('Alemania')).toEqual(['DrDuelo']);
    expect(await names('germany')).toEqual(['DrDuelo']);
    // "de" is also a word of Spanish names: the country whose code it is comes first
    expect((await names('DE'))[0]).toBe('DrDuelo');
    expect(await names('espana')).toEqual(['DrClinic']);
    expect(await names('Spain')).toEqual(['DrClinic']);
    expect(await names('Estados Unidos')).toEqual(['DrSports']);
  });

  it('needs every word somewhere, and puts the best match first, then rating, then username', async () => {
    expect(await names('ansiedad alemania')).toEqual(['DrDuelo']);
    expect(await names('ansiedad japon')).toEqual([]);
    // "forense" is the speciality of one and in nobody's description: a field match outranks the better rating
    expect(await names('ansiedad forense')).toEqual(['DrDuelo']);
    expect(await names('')).toEqual(['DrClinic', 'DrDuelo', 'DrSports']);
  });

  it('never lists pending or rejected professionals, nor any private field', async () => {
    const all = await ok<DirectoryResponse>(api(server, reader.token).get('/api/professionals?limit=50'));
    expect(all.items.map((p) => p.username)).not.toContain('DrPending');
    expect(all.items.map((p) => p.username)).not.toContain('DrRejected');
    expect(all.total).toBe(3);
    const duelo = all.items.find((p) => p.username === 'DrDuelo')!;
    expect(Object.keys(duelo).sort()).toEqual(
      ['avatar_url', 'country_iso', 'description', 'experience_years', 'rating', 'specialization_area', 'username', 'verified']);
    expect(duelo).toMatchObject({ verified: true, country_iso: 'DE', specialization_area: 'forensic', rating: { average: 3, count: 1 } });
    const text = JSON.stringify(all);
    for (const secret of ['12345678Z', '600 123 456', 'M-28123', '1985-04-12', 'García', '@example.com']) expect(text).not.toContain(secret);
  });

  it('pages with limit and offset and counts every match', async () => {
    const first = await ok<DirectoryResponse>(api(server, reader.token).get('/api/professionals?limit=2'));
    const second = await ok<DirectoryResponse>(api(server, reader.token).get('/api/professionals?limit=2&offset=2'));
    expect([first.total, first.limit, first.offset, second.offset]).toEqual([3, 2, 0, 2]);
    expect([...first.items, ...second.items].map((p) => p.username)).toEqual(['DrClinic', 'DrDuelo', 'DrSports']);
  });

  it('refuses anonymous callers and bad input in the caller\'s language', async () => {
    expect((await api(server).get('/api/professionals?q=ansiedad')).status).toBe(401);
    const tooMany = await server.http.get('/api/professionals?limit=51').set(headers(reader.token, 'es'));
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'directory_limit_invalid']);
    expect(tooMany.body.detail).toMatch(/entre 1 y 50/);
    const long = await api(server, reader.token).get(`/api/professionals?q=${'a'.repeat(101)}`);
    expect([long.status, long.body.code]).toEqual([400, 'directory_query_too_long']);
    const twice = await api(server, reader.token).get('/api/professionals?q=a&q=b');
    expect(twice.status).toBe(400);
  });

  it('is rate limited per person, with Retry-After', async () => {
    const strict = await startTestServer({ userRateScale: 1 });
    const eager = await signUp(strict, 'eager1');
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await api(strict, eager.token).get('/api/professionals?q=x');
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('rate_limited');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await strict.close();
  });
});
