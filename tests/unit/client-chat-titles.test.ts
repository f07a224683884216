import { describe, expect, it } from 'vitest';
import { chatName, formatDiaryDay, listTime } from '../../client/src/lib/chat-title';

// Titles (issue 18): what the drawer, the lists and the chat header call a chat, and when they say it happened.
const chat = (over: Partial<Parameters<typeof chatName>[0]> = {}) => ({
  title: '', date: null, bot: null, public: false, owner: 'ana1', shared_with: [] as string[], ...over,
});

describe('chatName', () => {
  it('given a title (the owner\'s or the first message\'s), then the title', () => {
    expect(chatName(chat({ title: 'Exams next week', bot: 'psycarebot' }), 'ana1')).toEqual({ kind: 'title', title: 'Exams next week' });
  });

  it('given a diary day without a title, then the day; renamed, then the owner\'s title', () => {
    expect(chatName(chat({ bot: 'psycarediary', date: '2026-11-20' }), 'ana1')).toEqual({ kind: 'diary', day: '2026-11-20' });
    expect(chatName(chat({ bot: 'psycarediary', date: '2026-11-20', title: 'Good day' }), 'ana1')).toEqual({ kind: 'title', title: 'Good day' });
  });

  it('given a direct chat, then each side sees the other person', () => {
    const direct = chat({ owner: 'ana1', shared_with: ['DrPro1'] });
    expect(chatName(direct, 'ana1')).toEqual({ kind: 'person', username: 'DrPro1' });
    expect(chatName(direct, 'DrPro1')).toEqual({ kind: 'person', username: 'ana1' });
  });

  it('given a no-bot chat made public with the old default title, then never "Private chat"', () => {
    expect(chatName(chat({ public: true, title: 'Private chat' }), null)).toEqual({ kind: 'untitled' });
    expect(chatName(chat({ public: true, title: 'Chat privado' }), 'bob1')).toEqual({ kind: 'untitled' });
  });

  it('given a bot chat whose first message was deleted, then its bot', () => {
    expect(chatName(chat({ bot: 'mbti' }), 'ana1')).toEqual({ kind: 'bot', botKey: 'mbti' });
  });
});

describe('formatDiaryDay', () => {
  it('writes the day before the month in both languages, the same day in every time zone', () => {
    expect(formatDiaryDay('2026-11-20', 'en')).toBe('20 Nov');
    expect(formatDiaryDay('2026-11-20', 'es')).toBe('20 nov');
  });
});

describe('listTime', () => {
  const now = new Date(2026, 10, 21, 18, 30).getTime();
  const date = (t: number) => `date ${new Date(t).getDate()}`;
  it('shows the time of day for today, "yesterday" and the time for yesterday, and the date before', () => {
    expect(listTime(new Date(2026, 10, 21, 14, 5).getTime(), now, 'en', { yesterday: 'Yesterday' }, date)).toBe('14:05');
    expect(listTime(new Date(2026, 10, 20, 9, 12).getTime(), now, 'es', { yesterday: 'Ayer' }, date)).toBe('Ayer 09:12');
    expect(listTime(new Date(2026, 10, 20, 0, 0).getTime(), now, 'en', { yesterday: 'Yesterday' }, date)).toBe('Yesterday 00:00');
    expect(listTime(new Date(2026, 10, 19, 23, 59).getTime(), now, 'en', { yesterday: 'Yesterday' }, date)).toBe('date 19');
  });
});
