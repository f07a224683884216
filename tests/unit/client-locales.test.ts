import { describe, expect, it } from 'vitest';
import en from '../../client/src/locales/en/translation.json';
import es from '../../client/src/locales/es/translation.json';
import { MESSAGE_MAX as CLIENT_MESSAGE_MAX } from '../../client/src/lib/limits';
import { MESSAGE_MAX, TOPIC_TAGS } from '../../shared/validation';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('client translations and limits', () => {
  it('has the same keys in es and en, none empty', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
    for (const bundle of [en, es]) {
      for (const key of keys(bundle)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        expect(typeof value === 'string' && value.trim().length > 0, `${key} is empty`).toBe(true);
      }
    }
  });

  it('translates every topic tag', () => {
    for (const tag of TOPIC_TAGS) {
      expect(en.chats.tags[tag]).toBeTruthy();
      expect(es.chats.tags[tag]).toBeTruthy();
    }
  });

  it('uses the shared message limit', () => {
    expect(CLIENT_MESSAGE_MAX).toBe(MESSAGE_MAX);
  });
});
