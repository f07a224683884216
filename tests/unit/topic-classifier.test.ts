import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_TAGS, type TopicTag } from '../../shared/validation.js';
import { createAnthropicBotProvider } from '../../server/adapters/bots/anthropic.js';
import { providerTopicClassifier } from '../../server/application/topics.js';
import { classifyTopics } from '../../server/domain/topics/topic-classifier.js';
import { startFakeAnthropic, type FakeAnthropic } from '../support/fake-anthropic.js';

/** Each example must get its tag; messages are written as people type them, in both languages. */
const EXAMPLES: Record<Exclude<TopicTag, 'normal'>, { en: string[]; es: string[] }> = {
  anxiety: {
    en: ['I get panic attacks before every exam', 'my anxiety is through the roof lately', 'i cant stop worrying about everything, my heart is racing', 'I have trouble sleeping because I keep worrying about my exams'],
    es: ['tengo mucha ansiedad por las noches', 'me dio un ataque de pánico en el metro', 'no puedo dejar de preocuparme por todo', 'estoy muy preocupada por mi madre'],
  },
  bullying: {
    en: ['I get bullied at school every day', 'the kids at school laugh at me and call me names', 'they keep making fun of me in the group chat'],
    es: ['me hacen bullying en el instituto', 'se burlan de mí por mi peso', 'mis compañeros de clase me insultan en el recreo'],
  },
  depression: {
    en: ['I think I might be depressed', 'i feel so empty all the time and nothing makes me happy', 'i cant get out of bed anymore, no motivation for anything'],
    es: ['creo que tengo depresión', 'me siento vacía y sin ganas de nada', 'lloro todas las noches y nada me ilusiona'],
  },
  gender_violence: {
    en: ['my boyfriend hits me when he is drunk', 'I think I am in an abusive relationship', 'my husband checks my phone and wont let me see my friends'],
    es: ['mi novio me pega cuando se enfada', 'mi pareja me controla el móvil y no me deja salir', 'he sufrido violencia de género durante años'],
  },
  harassment: {
    en: ['a guy from work keeps texting me even though I said no', 'I am being harassed online', 'someone followed me home from the station'],
    es: ['un compañero de trabajo me acosa', 'sufro acoso laboral desde hace meses', 'un tío no deja de escribirme aunque le bloqueé'],
  },
  stress: {
    en: ['so stressed with work deadlines', 'I feel completely overwhelmed with uni', 'I think I am burned out', 'work has been a lot lately and I feel tense'],
    es: ['estoy muy estresada con el trabajo', 'los exámenes me tienen agobiadísima', 'no doy abasto entre el trabajo y la casa', 'me siento tensa en el trabajo'],
  },
  suicide: {
    en: ['i want to kill myself', 'everyone would be better off without me'],
    es: ['quiero suicidarme', 'todos estarían mejor sin mí'],
  },
};

describe('classifyTopics', () => {
  for (const [tag, byLanguage] of Object.entries(EXAMPLES)) {
    for (const [language, texts] of Object.entries(byLanguage)) {
      it.each(texts)(`tags ${tag} (${language}): %s`, (text) => {
        expect(classifyTopics(text)).toContain(tag);
      });
    }
  }

  it('tags suicide whenever the risk screener does, alongside other topics', () => {
    expect(classifyTopics('I am so depressed, I want to die')).toEqual(['depression', 'suicide']);
    expect(classifyTopics('me siento sola y no quiero seguir viviendo')).toEqual(['depression', 'suicide']);
  });

  it('given the risk screen verdict of the post, then it uses that verdict instead of screening again', () => {
    expect(classifyTopics('i had a calm day at the beach', true)).toContain('suicide');
    expect(classifyTopics('i want to kill myself', false)).not.toContain('suicide');
  });

  it('keeps acoso escolar as bullying, not harassment', () => {
    expect(classifyTopics('sufro acoso escolar')).toEqual(['bullying']);
  });

  it('gives several tags in TOPIC_TAGS order', () => {
    const tags = classifyTopics('estoy estresado, con ansiedad, y en el instituto se burlan de mi');
    expect(tags).toEqual(['anxiety', 'bullying', 'stress']);
    expect(tags).toEqual(TOPIC_TAGS.filter((t) => tags.includes(t)));
  });

  it('says normal only when nothing matches and there are at least three words', () => {
    expect(classifyTopics('hoy he ido al cine con mis amigos')).toEqual(['normal']);
    expect(classifyTopics('this traffic is killing me')).toEqual(['normal']);
    expect(classifyTopics('hola que tal')).toEqual(['normal']);
    expect(classifyTopics('hola')).toEqual([]);
    expect(classifyTopics('ok gracias')).toEqual([]);
    expect(classifyTopics('🙂 🙂 🙂 🙂')).toEqual([]);
    expect(classifyTopics('')).toEqual([]);
  });

  it('never says normal next to another tag', () => {
    expect(classifyTopics('my anxiety is bad today')).toEqual(['anxiety']);
  });

  it('leaves everyday phrases untagged beyond normal', () => {
    for (const text of [
      'I cut my hair short and I love it', 'me muero de risa con este video', 'quiero desaparecer un rato del trabajo',
      "don't worry, I had a nice day", 'no te preocupes, todo bien hoy', 'the movie had a lot of tension and I loved it',
    ]) {
      expect(classifyTopics(text), text).toEqual(['normal']);
    }
  });
});

describe('providerTopicClassifier (Claude, through the real SDK against the fake Messages API)', () => {
  let fake: FakeAnthropic;
  let classifier: ReturnType<typeof providerTopicClassifier>;

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    classifier = providerTopicClassifier(createAnthropicBotProvider({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 5000 }));
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('given a JSON array of tags, then it keeps the allowed ones in TOPIC_TAGS order and asks with the labelling prompt', async () => {
    fake.next({ kind: 'text', chunks: ['["stress", "anx', 'iety", "made_up"]'] });
    expect(await classifier.classify('work keeps me up at night', 'en', false)).toEqual(['anxiety', 'stress']);
    const request = fake.requests.at(-1)?.body;
    expect(String(request?.system)).toMatch(/topic tags/);
    expect(request?.messages).toEqual([{ role: 'user', content: 'work keeps me up at night' }]);
  });

  it('given prose instead of JSON, then the local classifier answers', async () => {
    fake.next({ kind: 'text', chunks: ['This message is about anxiety.'] });
    expect(await classifier.classify('tengo mucha ansiedad por las noches', 'es', false)).toEqual(classifyTopics('tengo mucha ansiedad por las noches'));
  });

  it('given the provider is overloaded, then the local classifier answers instead of an error', async () => {
    fake.next({ kind: 'http-error', status: 529, type: 'overloaded_error' });
    expect(await classifier.classify('I get bullied at school every day', 'en', false)).toEqual(['bullying']);
  });
});
