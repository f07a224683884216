import { describe, expect, it } from 'vitest';
import type { BotTurn } from '../../server/application/ports.js';
import { composeReply } from '../../server/adapters/bots/local-replies.js';

const user = (content: string): BotTurn => ({ role: 'user', content });
const bot = (content: string): BotTurn => ({ role: 'assistant', content });
const reply = (botKey: string, history: BotTurn[], language: 'es' | 'en' = 'en', safety = false) =>
  composeReply({ botKey, history, language, safety });

/** A whole conversation with the local bot: each reply is appended before the next user turn. */
function converse(botKey: string, messages: string[], language: 'es' | 'en' = 'en'): string[] {
  const history: BotTurn[] = [];
  return messages.map((message) => {
    history.push(user(message));
    const text = reply(botKey, history, language).text;
    history.push(bot(text));
    return text;
  });
}

const numberedSteps = (text: string) => text.split('\n').filter((line) => /^\d\. \S/.test(line)).length;

describe('the offline bot answers in each bot\'s own voice', () => {
  const message = 'I have been feeling stressed about work';

  it('given the same message, then Psycarebot, Psycarebot R, Psychoanalysis and the diary each answer differently', () => {
    const replies = ['psycarebot', 'psycarebot-r', 'psychoanalysis', 'psycarediary'].map((key) => reply(key, [user(message)]).text);
    expect(new Set(replies).size).toBe(4);
  });

  it('given Psycarebot R, then it shows a short thinking step, then what it heard, one step and a question', () => {
    const answer = reply('psycarebot-r', [user(message)]);
    expect(answer.thinking.length).toBeGreaterThan(0);
    expect(answer.text).toMatch(/^\*\*What I hear:\*\* /);
    expect(answer.text).toMatch(/\*\*One step you could take:\*\* \S/);
    expect(answer.text).toMatch(/\*\*To think about:\*\* .+\?$/);
    expect(reply('psycarebot', [user(message)]).thinking).toEqual([]);
  });

  it('given several turns, then Psychoanalysis reflects the pattern across them back', () => {
    const [, second] = converse('psychoanalysis', ['I cannot sleep at night', 'and my boss keeps shouting at me']);
    expect(second).toMatch(/I notice a thread in what you have shared: rest and work or study/);
    expect(second.trim().endsWith('?')).toBe(true);
    const [es] = converse('psychoanalysis', ['me siento muy sola últimamente'], 'es');
    expect(es).toMatch(/Has elegido empezar por sentirte solo/);
  });

  it('given the diary, then it asks about the day', () => {
    expect(reply('psycarediary', [user('Today was long')]).text).toMatch(/today|day/i);
    expect(reply('psycarediary', [user('Hoy fue un día largo')], 'es').text).toMatch(/hoy|día/i);
  });
});

describe('the offline bot gives concrete techniques when asked', () => {
  const cases: [string, 'es' | 'en', RegExp][] = [
    ['Can you give me a few concrete tips, as a list?', 'en', /few things you could try today/],
    ['any tips for my anxiety before exams?', 'en', /Name it: "this is anxiety/],
    ['How can I calm my breathing?', 'en', /Breathe in through your nose for a count of 4/],
    ['I need help with a grounding exercise, I think it is a panic attack', 'en', /5-4-3-2-1/],
    ['what can I do to sleep better', 'en', /same time every day/],
    ['help me plan my week, I keep procrastinating', 'en', /three things that matter most/],
    ['dame algunos consejos para dormir mejor', 'es', /misma hora todos los días/],
    ['¿qué puedo hacer con la ansiedad?', 'es', /Ponle nombre/],
    ['necesito un ejercicio de respiración', 'es', /Inhala por la nariz contando hasta 4/],
    ['ayúdame a organizar mis tareas', 'es', /tres cosas que más importan/],
  ];

  it.each(cases)('given "%s" (%s), then the reply carries a numbered technique', (message, language, expected) => {
    for (const botKey of ['psycarebot', 'psycarebot-r', 'psychoanalysis', 'psycarediary']) {
      const text = reply(botKey, [user(message)], language).text;
      expect(text, botKey).toMatch(expected);
      expect(numberedSteps(text), botKey).toBeGreaterThanOrEqual(3);
    }
  });

  it('given a message that only talks about a feeling, then it listens instead of listing', () => {
    expect(numberedSteps(reply('psycarebot', [user('I feel so anxious today')]).text)).toBe(0);
    expect(numberedSteps(reply('psycarebot', [user('me siento muy triste')], 'es').text)).toBe(0);
  });
});

describe('the offline bot never sounds like a loop', () => {
  it('given the same message over and over, then no reply is the same as the one before it', () => {
    for (const botKey of ['psycarebot', 'psycarebot-r', 'psychoanalysis', 'psycarediary']) {
      const replies = converse(botKey, Array(8).fill('I feel anxious'));
      replies.slice(1).forEach((text, i) => expect(text, `${botKey} turn ${i + 2}`).not.toBe(replies[i]));
    }
  });

  it('given a risk flag twice in a row, then the safety replies differ too', () => {
    const history = [user('I want to disappear forever')];
    const first = reply('psycarebot', history, 'en', true).text;
    const second = reply('psycarebot', [...history, bot(first), user('I want to disappear forever')], 'en', true).text;
    expect(second).not.toBe(first);
    expect(second).toMatch(/crisis line/);
  });

  it('never answers with the person\'s own words', () => {
    for (const message of ['I feel anxious', 'tips please', 'hola']) {
      expect(reply('psycarebot', [user(message)]).text.trim()).not.toBe(message);
    }
  });

  it('is deterministic: the same conversation gives the same replies', () => {
    const talk = ['I cannot sleep', 'any tips?', 'thanks'];
    expect(converse('psycarebot', talk)).toEqual(converse('psycarebot', talk));
  });
});
