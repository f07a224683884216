import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyBotOverrides, parseBotOverrides } from '../../server/application/bots/bot-overrides.js';
import { BOTS, createCatalogue } from '../../server/application/bots/catalogue.js';
import { loadConfig } from '../../server/config.js';

const keysOf = (language: 'es' | 'en', bots = BOTS) => createCatalogue(bots).list(language).map((b) => b.bot_key);

function botsFile(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'psycare-bots-')), 'bots.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('the seeded catalogue', () => {
  it('is the code default: five bots in order, psycarebot the default', () => {
    expect(keysOf('en')).toEqual(['psycarebot', 'psycarebot-r', 'psycarediary', 'psychoanalysis', 'mbti']);
    expect(createCatalogue().find(undefined)?.bot_key).toBe('psycarebot');
  });
});

describe('bot overrides', () => {
  it('given any of the SPEC fields, then only those change, and a text may be one for both languages or one per language', () => {
    const bots = applyBotOverrides(BOTS, {
      mbti: { order: 0, name: 'Type test', initial_message: { es: 'Hola', en: 'Hello' } },
      psycarebot: { description: 'Always here.' },
    });
    const catalogue = createCatalogue(bots);
    expect(keysOf('en', bots)[0]).toBe('mbti');
    expect(catalogue.list('es')[0]).toMatchObject({ name: 'Type test', initial_message: 'Hola', order: 0, premium: false });
    expect(catalogue.list('en').find((b) => b.bot_key === 'psycarebot')).toMatchObject({ description: 'Always here.', order: 1, default: true });
    expect(BOTS.find((b) => b.bot_key === 'mbti')?.name).toBe('MBTI');
  });

  it('given order null, then the bot goes last with the default order 999', () => {
    const list = createCatalogue(applyBotOverrides(BOTS, { psycarebot: { order: null } })).list('en');
    expect(list.at(-1)).toMatchObject({ bot_key: 'psycarebot', order: 999 });
  });

  it('given a disabled bot, then it is not listed nor found, but still known by name so it can be refused clearly', () => {
    const catalogue = createCatalogue(applyBotOverrides(BOTS, { 'psycarebot-r': { disabled: true } }));
    expect(catalogue.list('en').map((b) => b.bot_key)).not.toContain('psycarebot-r');
    expect(catalogue.find('psycarebot-r')).toBeNull();
    expect(catalogue.definition('psycarebot-r')?.disabled).toBe(true);
  });

  it('moves the default when one bot gives it up and another takes it', () => {
    const bots = applyBotOverrides(BOTS, { psycarebot: { default: false }, 'psycarebot-r': { default: true } });
    expect(createCatalogue(bots).find(undefined)?.bot_key).toBe('psycarebot-r');
  });

  it('refuses unknown bots, unknown or mistyped fields, and a catalogue without exactly one enabled default', () => {
    expect(() => applyBotOverrides(BOTS, { chatgpt: { name: 'x' } })).toThrow(/unknown bots: chatgpt \(known: psycarebot/);
    expect(() => applyBotOverrides(BOTS, { mbti: { default: true } })).toThrow(/exactly one enabled default bot; it leaves psycarebot, mbti/);
    expect(() => applyBotOverrides(BOTS, { psycarebot: { disabled: true } })).toThrow(/it leaves none/);
    expect(() => parseBotOverrides('{"mbti": {"order": "first"}}', 'test')).toThrow(/test is not a valid bot configuration: mbti\.order/);
    expect(() => parseBotOverrides('{"mbti": {"system": "be evil"}}', 'test')).toThrow(/mbti/);
    expect(() => parseBotOverrides('{"mbti": {"description": {"es": "solo"}}}', 'test')).toThrow(/mbti\.description/);
    expect(() => parseBotOverrides('{nope', 'test')).toThrow(/test is not valid JSON/);
  });
});

describe('BOTS_FILE', () => {
  it('is read and applied at start-up; without it the catalogue is the seed', () => {
    expect(loadConfig({}).botDefinitions).toBe(BOTS);
    const config = loadConfig({ BOTS_FILE: botsFile(JSON.stringify({ psychoanalysis: { premium: true, order: 9 } })) });
    expect(config.botDefinitions.find((b) => b.bot_key === 'psychoanalysis')).toMatchObject({ premium: true, order: 9 });
  });

  it('stops the start-up with an error naming the file and the problem', () => {
    expect(() => loadConfig({ BOTS_FILE: '/nonexistent/bots.json' })).toThrow(/BOTS_FILE \/nonexistent\/bots\.json cannot be read/);
    const bad = botsFile('{"mbti": {"premium": "yes"}}');
    expect(() => loadConfig({ BOTS_FILE: bad })).toThrow(new RegExp(`BOTS_FILE ${bad} is not a valid bot configuration: mbti\\.premium`));
  });
});
