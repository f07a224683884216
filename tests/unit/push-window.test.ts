import { describe, expect, it } from 'vitest';
import { createPushWindow, PUSHES_PER_CHAT_MINUTE } from '../../server/application/notifications/push-window.js';

describe('the per-chat push window', () => {
  it('allows the documented pushes a minute per (person, chat), each pair on its own, and again once the minute is over', () => {
    let now = 1_000_000;
    const window = createPushWindow(() => now);
    const allowed = Array.from({ length: PUSHES_PER_CHAT_MINUTE + 5 }, () => window.allow('ana', 'c1'));
    expect(allowed.filter(Boolean)).toHaveLength(PUSHES_PER_CHAT_MINUTE);
    expect(allowed.slice(PUSHES_PER_CHAT_MINUTE).some(Boolean)).toBe(false);
    expect(window.allow('ana', 'c2')).toBe(true);
    expect(window.allow('bob', 'c1')).toBe(true);

    now += 59_999;
    expect(window.allow('ana', 'c1')).toBe(false);
    now += 1;
    expect(window.allow('ana', 'c1')).toBe(true);
  });

  it('keeps at most its bound of windows: expired ones go first, then the oldest', () => {
    let now = 0;
    const window = createPushWindow(() => now, 2, 3);
    for (const chat of ['a', 'b', 'c']) window.allow('ana', chat);
    now = 60_000;
    window.allow('ana', 'd');
    expect(window.size()).toBe(1);

    for (const chat of ['e', 'f', 'g', 'h']) window.allow('ana', chat);
    expect(window.size()).toBe(3);
    // 'd' was the oldest and went: its next push is allowed early, never lost
    window.allow('ana', 'd');
    expect(window.size()).toBe(3);
  });
});
