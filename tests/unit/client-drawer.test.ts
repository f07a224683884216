import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatSummary } from '../../shared/api';
import en from '../../client/src/locales/en/translation.json';
import es from '../../client/src/locales/es/translation.json';
import {
  badgeText, clampDrawerWidth, defaultDrawerWidth, DRAWER_CHAT_GROUPS, DRAWER_MAX_WIDTH, DRAWER_MIN_WIDTH, DRAWER_WIDTHS, hasUnread,
  parseStoredWidth, resizeByKey, screenSizeOf, splitOwnedChats,
} from '../../client/src/features/drawer/utils/drawer-logic';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources: { en: { translation: en }, es: { translation: es } }, lng: 'en', interpolation: { escapeValue: false } });
});

const chat = (id: string, overrides: Partial<ChatSummary> = {}) => ({ id, public: false, shared_with: [], ...overrides }) as ChatSummary;

describe('drawer widths', () => {
  it('are 280 / 260 / 260 by screen size, with the theme breakpoints', () => {
    expect(DRAWER_WIDTHS).toEqual({ small: 280, medium: 260, large: 260 });
    expect(screenSizeOf(375)).toBe('small');
    expect(screenSizeOf(599)).toBe('small');
    expect(screenSizeOf(600)).toBe('medium');
    expect(screenSizeOf(959)).toBe('medium');
    expect(screenSizeOf(960)).toBe('large');
    expect(defaultDrawerWidth(375)).toBe(280);
    expect(defaultDrawerWidth(800)).toBe(260);
    expect(defaultDrawerWidth(1440)).toBe(260);
  });

  it('clamp drags between 0.5x and 1.5x the medium width; junk gives the default', () => {
    expect([DRAWER_MIN_WIDTH, DRAWER_MAX_WIDTH]).toEqual([130, 390]);
    expect(clampDrawerWidth(10)).toBe(130);
    expect(clampDrawerWidth(1000)).toBe(390);
    expect(clampDrawerWidth(300.4)).toBe(300);
    expect(clampDrawerWidth(Number.NaN)).toBe(260);
    expect(clampDrawerWidth(Number.POSITIVE_INFINITY)).toBe(260);
  });

  it('read a remembered width back, clamped, or nothing', () => {
    expect(parseStoredWidth(null)).toBeNull();
    expect(parseStoredWidth('')).toBeNull();
    expect(parseStoredWidth('wide')).toBeNull();
    expect(parseStoredWidth('300')).toBe(300);
    expect(parseStoredWidth('9999')).toBe(390);
    expect(parseStoredWidth('-5')).toBe(130);
  });

  it('move with the arrow, page and Home / End keys, and ignore other keys', () => {
    expect(resizeByKey(260, 'ArrowRight')).toBe(276);
    expect(resizeByKey(260, 'ArrowUp')).toBe(276);
    expect(resizeByKey(260, 'ArrowLeft')).toBe(244);
    expect(resizeByKey(260, 'ArrowDown')).toBe(244);
    expect(resizeByKey(260, 'PageUp')).toBe(324);
    expect(resizeByKey(260, 'PageDown')).toBe(196);
    expect(resizeByKey(385, 'ArrowRight')).toBe(390);
    expect(resizeByKey(135, 'PageDown')).toBe(130);
    expect(resizeByKey(260, 'Home')).toBe(130);
    expect(resizeByKey(260, 'End')).toBe(390);
    expect(resizeByKey(260, 'Enter')).toBeNull();
    expect(resizeByKey(260, 'a')).toBeNull();
  });
});

describe('drawer groups', () => {
  it('show counts up to 99 at most (SPEC §2)', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99');
    expect(badgeText(12345)).toBe('99');
    expect(badgeText(-1)).toBe('0');
  });

  it('label a capped badge with the real count, in both languages', () => {
    const label = (language: 'es' | 'en', count: number) => i18n.getFixedT(language)('drawer.count', { count });
    expect(badgeText(120)).toBe('99');
    expect(label('en', 120)).toBe('120 chats');
    expect(label('es', 120)).toBe('120 chats');
    expect(label('en', 1)).toBe('1 chat');
  });

  it('are my private, public and followed chats, then "Shared with me", each with a title and a no-data text', () => {
    expect([...DRAWER_CHAT_GROUPS]).toEqual(['private', 'people', 'public', 'followed', 'shared']);
    expect(i18n.getFixedT('en')('drawer.groups.shared')).toBe('Shared with me');
    expect(i18n.getFixedT('es')('drawer.groups.shared')).toBe('Compartidos conmigo');
    for (const language of ['es', 'en']) {
      for (const group of DRAWER_CHAT_GROUPS) {
        expect(i18n.exists(`drawer.groups.${group}`, { lng: language }), `${language} title of ${group}`).toBe(true);
        expect(i18n.exists(`drawer.empty.${group}`, { lng: language }), `${language} no-data text of ${group}`).toBe(true);
      }
    }
  });

  it('split own chats into private (nobody else reads), people (only named users read) and public (everyone reads)', () => {
    const chats = [chat('a'), chat('b', { public: true }), chat('c', { shared_with: ['bob'] }), chat('d', { public: true, shared_with: ['x'] })];
    const split = splitOwnedChats(chats);
    expect(split.private.map((c) => c.id)).toEqual(['a']);
    expect(split.people.map((c) => c.id)).toEqual(['c']);
    expect(split.public.map((c) => c.id)).toEqual(['b', 'd']);
    expect(splitOwnedChats([])).toEqual({ private: [], people: [], public: [] });
  });

  it('have an unread dot when any of their chats has a notification', () => {
    const chats = [chat('a'), chat('b')];
    expect(hasUnread(chats, new Set())).toBe(false);
    expect(hasUnread(chats, new Set(['z']))).toBe(false);
    expect(hasUnread(chats, new Set(['z', 'b']))).toBe(true);
    expect(hasUnread([], new Set(['a']))).toBe(false);
  });
});
