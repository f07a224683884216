import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

describe('configuration', () => {
  it('needs nothing for the embedded default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, store: 'sqlite', apiKey: 'psycare-web', anthropicApiKey: undefined, anthropicModels: undefined });
  });

  it('reads models per tier and per bot', () => {
    const config = loadConfig({
      ANTHROPIC_MODEL_BASIC: 'small', ANTHROPIC_MODEL_PREMIUM: 'big',
      ANTHROPIC_MODELS: JSON.stringify({ 'psycarebot-r': { basic: 'r-small', premium: 'r-big' } }),
    });
    expect(config.anthropicDefaultModel).toEqual({ basic: 'small', premium: 'big' });
    expect(config.anthropicModels).toEqual({ 'psycarebot-r': { basic: 'r-small', premium: 'r-big' } });
  });

  it('refuses a malformed model map and mongo without a URI', () => {
    expect(() => loadConfig({ ANTHROPIC_MODELS: '{nope' })).toThrow(/ANTHROPIC_MODELS/);
    expect(() => loadConfig({ STORE: 'mongo' })).toThrow(/MONGODB_URI/);
  });
});
