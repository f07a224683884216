import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from '../../client/src/lib/api';
import i18n from '../../client/src/lib/i18n';
import { registerNavigator, safeReturnPath } from '../../client/src/lib/navigation';
import { setSocketSession } from '../../client/src/lib/socket-auth';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  const navigate = vi.fn();
  const fetchMock = vi.fn();

  beforeEach(() => {
    registerNavigator(navigate);
    vi.stubGlobal('fetch', fetchMock);
    void i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    fetchMock.mockReset();
  });

  it('calls relative /api paths with the api key and language headers, the session going in its HttpOnly cookie', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));
    await expect(api.post('/auth/login', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      'X-API-KEY': 'psycare-web',
      'X-LANGUAGE': 'en',
      'Content-Type': 'application/json',
    });
    expect(init.headers['X-TOKEN']).toBeUndefined();
    expect(init.credentials ?? 'same-origin').toBe('same-origin');
  });

  it('encodes query parameters', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('/auth/signup/verify', { query: { token: 'a b', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/signup/verify?token=a+b');
    expect(init.headers['X-TOKEN']).toBeUndefined();
  });

  it('throws ApiRequestError with status, code, detail and body', async () => {
    fetchMock.mockResolvedValue(json(403, { detail: 'Daily limit', code: 'daily_limit_reached' }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'daily_limit_reached', detail: 'Daily limit' });
    expect((error as ApiRequestError).body).toEqual({ detail: 'Daily limit', code: 'daily_limit_reached' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a 401 with a session to /logout as expired, coming back to the page; never on /login, never without a session', async () => {
    fetchMock.mockResolvedValue(json(401, { detail: 'Unauthorized', code: 'unauthorized' }));
    setSocketSession('ana:1');
    vi.stubGlobal('window', { location: { pathname: '/chats/abc', search: '?x=1' } });
    await api.get('/chats/me').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith(`/logout?expired=1&next=${encodeURIComponent('/chats/abc?x=1')}`, { replace: true });

    navigate.mockReset();
    vi.stubGlobal('window', { location: { pathname: '/login', search: '' } });
    await api.post('/auth/login', {}).catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();

    setSocketSession(null);
    vi.stubGlobal('window', { location: { pathname: '/chats/abc', search: '' } });
    await api.get('/chats/info/abc').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('returns after a login only to a path of this site', () => {
    expect(safeReturnPath('/chats/abc?x=1')).toBe('/chats/abc?x=1');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login?next=/x', '/logout']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('sends a 502 to /error/502', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const error = await api.get('/bots').catch((e: unknown) => e);
    expect(navigate).toHaveBeenCalledWith('/error/502', undefined);
    expect(error).toMatchObject({ status: 502, code: 'http_502', detail: 'Error loading data' });
  });

  it('turns a network failure into status 0 without retrying', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('/bots').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error', detail: 'Server not available' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
