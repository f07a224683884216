import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimits, limitKey, RATES, type RateLimits } from '../../server/transport/rate-limits.js';
import { clientAddress, eventGuard, type TrustProxy } from '../../server/transport/socket/event-limits.js';
import type { PsycareSocket } from '../../server/transport/socket/socket-server.js';

/** Express compiles TRUST_PROXY into this function; the socket side must name the client the same way. */
const trustOf = (setting: string): TrustProxy => express().set('trust proxy', setting).get('trust proxy fn');

const socketFrom = (peer: string, forwarded?: string) => ({
  request: { headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress: peer } },
  handshake: { address: peer },
}) as unknown as PsycareSocket;

describe('the address an anonymous socket is limited by', () => {
  it('given a direct connection, then it is the peer, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(socketFrom('203.0.113.9', '198.51.100.1'), trustOf('loopback'))).toBe('203.0.113.9');
  });

  it('given a trusted proxy, then it is the nearest hop the proxies do not vouch for', () => {
    expect(clientAddress(socketFrom('127.0.0.1', '203.0.113.5, 10.0.0.2'), trustOf('loopback'))).toBe('10.0.0.2');
    expect(clientAddress(socketFrom('127.0.0.1', '203.0.113.5, 10.0.0.2'), trustOf('loopback, uniquelocal'))).toBe('203.0.113.5');
  });

  it('given the same person over HTTP and the socket, then both use one key; anonymous keys are per address', () => {
    expect(limitKey('Alice01', '10.0.0.1')).toBe(limitKey('alice01', '203.0.113.5'));
    expect(limitKey(null, '10.0.0.1')).not.toBe(limitKey(null, '10.0.0.2'));
  });
});

describe('a bucket', () => {
  it('given its points and burst spent, then it refuses with whole seconds to wait, per key', async () => {
    const limits = createRateLimits();
    const allowance = RATES.post.points + RATES.post.burst;
    const answers = await Promise.all(Array.from({ length: allowance + 1 }, () => limits.take('post', 'user:a')));
    expect(answers.slice(0, allowance)).toEqual(Array(allowance).fill(null));
    expect(answers[allowance]).toBeGreaterThanOrEqual(1);
    expect(answers[allowance]).toBeLessThanOrEqual(RATES.post.seconds);
    expect(await limits.take('post', 'user:b')).toBeNull();
    expect(await limits.take('join', 'user:a')).toBeNull();
  });

  it('given a scale, then every bucket holds that many times its points', async () => {
    const limits = createRateLimits({ scale: 3 });
    const allowance = 3 * (RATES.join.points + RATES.join.burst);
    const answers = await Promise.all(Array.from({ length: allowance + 1 }, () => limits.take('join', 'addr:x')));
    expect(answers.filter((a) => a === null)).toHaveLength(allowance);
  });
});

describe('a flooding socket\'s refusals', () => {
  afterEach(() => vi.useRealTimers());

  /** A limiter that refuses every post with `retryAfter` seconds and counts what it was asked. */
  function refusing(retryAfter: number) {
    const asked: string[] = [];
    const limits: RateLimits = { take: async (bucket) => (asked.push(bucket), bucket === 'post' ? retryAfter : null) };
    const socket = { ...socketFrom('203.0.113.9'), data: { username: 'flooder' }, conn: { transport: {} } } as unknown as PsycareSocket;
    return { asked, guard: eventGuard(socket, limits, trustOf('loopback')) };
  }

  it('given a refusal of 5 s, then the emits of the next 4 s are refused without asking the limiter, with the seconds left', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const { asked, guard } = refusing(5);
    expect(await guard.limit('message:send')).toBe(5);
    expect(await guard.limit('message:send')).toBe(5);
    vi.setSystemTime(1_002_500);
    expect(await guard.limit('message:send')).toBe(3);
    // another bucket is asked as usual
    expect(await guard.limit('chat:join')).toBeNull();
    expect(asked).toEqual(['post', 'join']);
    // in the last second a token may come back: the limiter decides again
    vi.setSystemTime(1_004_200);
    expect(await guard.limit('message:send')).toBe(5);
    expect(asked).toEqual(['post', 'join', 'post']);
  });

  it('given a refusal of 1 s, then every emit asks the limiter (a token may come back at any moment)', async () => {
    const { asked, guard } = refusing(1);
    for (let i = 0; i < 3; i++) expect(await guard.limit('message:send')).toBe(1);
    expect(asked).toHaveLength(3);
  });
});
