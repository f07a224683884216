import { CONCEPTS, type Concept } from './concept-lexicon.js';
import type { RiskLevel } from './conversation-risk.js';
import type { TextForms } from './normalise.js';
import { patternFamily } from './pattern-family.js';
import type { RiskKind } from './risk-patterns.js';

/**
 * How concepts combine into a level. A rule fires when all its `when` concepts are in the message and none of
 * its `unless`; the message takes the highest level of the rules that fire. Moderate and high show the
 * crisis lines; low is a weak signal (recorded for the conversation, worth a second opinion).
 */
interface Rule { when: Concept[]; unless?: Concept[]; level: Exclude<RiskLevel, 'none'>; kind: RiskKind }

const rule = (level: Rule['level'], kind: RiskKind, when: Concept[], unless?: Concept[]): Rule => ({ when, unless, level, kind });

const GOODBYE: Concept[] = ['everydayGoodbye'];
const ACCIDENT: Concept[] = ['accident'];
/** what turns a plan and a day into an ordinary one: a goodbye at work, a party, a haircut */
const ORDINARY: Concept[] = ['everydayGoodbye', 'mundane', 'accident', 'ordinaryPlan'];

export const RULES: readonly Rule[] = [
  // one concept that is enough on its own
  rule('moderate', 'indirect', ['ideation']),
  rule('moderate', 'indirect', ['burden']),
  rule('moderate', 'coded', ['coded']),
  rule('moderate', 'explicit', ['thirdPerson']),
  rule('moderate', 'explicit', ['pastAttempt']),
  rule('moderate', 'explicit', ['harmSigns']),
  // ideation with a plan
  rule('high', 'explicit', ['ideation', 'means']),
  rule('high', 'explicit', ['ideation', 'resolve']),
  rule('high', 'explicit', ['ideation', 'doIt']),
  rule('high', 'explicit', ['ideation', 'time']),
  // means and method
  rule('high', 'indirect', ['means', 'resolve']),
  rule('high', 'indirect', ['means', 'doIt']),
  rule('high', 'indirect', ['means', 'knowHow'], ['routine']),
  rule('moderate', 'indirect', ['means', 'lethality'], ['routine', 'accident']),
  rule('moderate', 'indirect', ['methodSearch'], ['frame']),
  rule('moderate', 'indirect', ['firearm', 'acquire'], ['accident']),
  rule('moderate', 'indirect', ['giveAway', 'affairs']),
  rule('moderate', 'indirect', ['giveAway', 'noNeed'], ['declutter']),
  rule('moderate', 'indirect', ['affairs', 'finality'], GOODBYE),
  rule('moderate', 'indirect', ['resolve', 'knowHow']),
  rule('moderate', 'indirect', ['resolve', 'planSet'], ORDINARY),
  rule('moderate', 'indirect', ['height', 'research']),
  rule('moderate', 'indirect', ['height', 'resolve']),
  rule('moderate', 'indirect', ['height', 'fall']),
  rule('moderate', 'indirect', ['means', 'gaze'], ['accident']),
  rule('moderate', 'indirect', ['means', 'stockpile'], ['routine']),
  rule('moderate', 'indirect', ['means', 'easy']),
  rule('moderate', 'indirect', ['means', 'knowWhere']),
  rule('moderate', 'indirect', ['means', 'justInCase']),
  rule('moderate', 'indirect', ['means', 'ingest']),
  rule('moderate', 'indirect', ['means', 'fall', 'urge'], ['accident']),
  rule('moderate', 'indirect', ['means', 'death', 'selfVoice']),
  rule('moderate', 'indirect', ['research', 'lethality'], ['routine']),
  rule('moderate', 'indirect', ['means', 'research'], ['routine', 'accident', 'mundane', 'everydayGoodbye']),
  rule('high', 'indirect', ['means', 'notInnocent']),
  rule('moderate', 'indirect', ['crash', 'urge'], ACCIDENT),
  // intent and time
  rule('moderate', 'indirect', ['doIt', 'time'], ['everydayGoodbye', 'accident', 'ordinaryPlan']),
  rule('moderate', 'indirect', ['knowHow', 'time'], ORDINARY),
  rule('moderate', 'indirect', ['knowHow', 'doIt'], ORDINARY),
  rule('moderate', 'indirect', ['resolve', 'calm'], ['everydayGoodbye', 'mundane', 'ordinaryPlan']),
  rule('moderate', 'indirect', ['doIt', 'aloneTime']),
  rule('moderate', 'indirect', ['resolve', 'itEnds'], ORDINARY),
  rule('moderate', 'indirect', ['knowHow', 'calm'], ORDINARY),
  rule('moderate', 'indirect', ['resolve', 'plainDate'], ORDINARY),
  rule('moderate', 'indirect', ['resolve', 'doIt']),
  rule('moderate', 'indirect', ['resolve', 'time'], ['everydayGoodbye', 'mundane', 'ordinaryPlan']),
  ...(['resolve', 'doIt', 'knowHow'] as Concept[]).flatMap((c) => [
    rule('moderate', 'indirect', [c, 'death']),
    rule('moderate', 'indirect', [c, 'distress']),
    rule('moderate', 'indirect', [c, 'farewell'], GOODBYE),
    rule('moderate', 'indirect', [c, 'finality'], GOODBYE),
  ]),
  rule('moderate', 'indirect', ['plainDate', 'distress']),
  rule('moderate', 'indirect', ['itEnds', 'time'], ['everydayGoodbye', 'mundane']),
  rule('moderate', 'indirect', ['myLast'], ['everydayGoodbye', 'mundane']),
  rule('moderate', 'indirect', ['planSet'], ['everydayGoodbye', 'mundane']),
  rule('moderate', 'indirect', ['finality', 'time'], ['everydayGoodbye', 'mundane', 'restNotDeath']),
  // preparation and farewell
  rule('moderate', 'indirect', ['farewell', 'finality'], GOODBYE),
  rule('moderate', 'indirect', ['preparation', 'afterGone']),
  rule('moderate', 'indirect', ['preparation', 'finality'], GOODBYE),
  rule('moderate', 'indirect', ['preparation', 'farewell'], GOODBYE),
  rule('moderate', 'indirect', ['afterGone', 'farewell']),
  rule('moderate', 'indirect', ['afterGone', 'death']),
  rule('moderate', 'indirect', ['afterGone', 'means']),
  rule('moderate', 'indirect', ['afterGone', 'resolve']),
  rule('moderate', 'indirect', ['preparation', 'noNeed'], ['declutter']),
  rule('moderate', 'indirect', ['preparation', 'justInCase']),
  rule('moderate', 'indirect', ['preparation', 'secrecy']),
  rule('moderate', 'indirect', ['farewell', 'secrecy'], GOODBYE),
  rule('moderate', 'indirect', ['farewell', 'noNeed'], GOODBYE),
  rule('moderate', 'indirect', ['farewell', 'affairs'], GOODBYE),
  rule('moderate', 'indirect', ['affairs', 'calm']),
  rule('moderate', 'indirect', ['affairs', 'noNeed']),
  rule('moderate', 'indirect', ['giveAway', 'time'], [...ORDINARY, 'declutter']),
  rule('moderate', 'indirect', ['afterGone'], [...ORDINARY, 'restNotDeath']),
  rule('moderate', 'indirect', ['bequest'], ORDINARY),
  rule('moderate', 'indirect', ['lastNote'], ['everydayGoodbye', 'mundane']),
  rule('moderate', 'indirect', ['missMilestone'], GOODBYE),
  rule('moderate', 'indirect', ['means', 'rehearsal'], ['routine', 'accident']),
  ...(['preparation', 'affairs', 'farewell', 'giveAway'] as Concept[]).map((c) => rule('moderate', 'indirect', [c, 'forAfter'], GOODBYE)),
  // entrapment tied to death, distress with a way or an end
  rule('moderate', 'indirect', ['entrapment', 'death']),
  rule('moderate', 'indirect', ['entrapment', 'afterGone']),
  rule('moderate', 'indirect', ['distress', 'death']),
  rule('moderate', 'indirect', ['distress', 'finality'], GOODBYE),
  rule('moderate', 'indirect', ['distress', 'means', 'selfVoice']),
  rule('moderate', 'indirect', ['vanish', 'finality'], ['restNotDeath']),
  // self-harm: self + harm verb + purpose, place, tool or relapse
  rule('moderate', 'explicit', ['harmAct', 'onPurpose']),
  rule('moderate', 'explicit', ['harmAct', 'relapse'], ACCIDENT),
  rule('moderate', 'explicit', ['harmAct', 'bodyOrTool'], ACCIDENT),
  rule('moderate', 'explicit', ['harmAct', 'selfObject'], ACCIDENT),
  rule('moderate', 'explicit', ['onPurpose', 'relapse'], ACCIDENT),
  rule('moderate', 'explicit', ['onPurpose', 'bodyOrTool'], ACCIDENT),
  rule('moderate', 'explicit', ['relapseClean']),
  // a past attempt coming back, or to be done again
  ...(['resolve', 'doIt', 'knowHow', 'means', 'time', 'thisTime'] as Concept[]).map((c) => rule('high', 'explicit', ['attemptWord', c])),
  rule('moderate', 'indirect', ['thisTime', 'means']),
  rule('moderate', 'indirect', ['thisTime', 'doIt']),
  rule('high', 'explicit', ['pastAttempt', 'returning']),
  rule('high', 'explicit', ['attemptWord', 'regretSurvived']),
  rule('moderate', 'explicit', ['attemptWord', 'distress']),
  rule('moderate', 'explicit', ['attemptWord', 'finality']),
  rule('moderate', 'explicit', ['attemptWord', 'returning']),
  rule('moderate', 'explicit', ['attemptWord', 'urge']),
  rule('moderate', 'explicit', ['attemptWord', 'afterAttempt']),
  rule('moderate', 'explicit', ['attemptWord', 'death']),
  // third round (concept-acts.ts): the act ahead, a date set, a place scouted, self-harm getting worse, loose ends
  rule('moderate', 'explicit', ['selfAct']),
  rule('high', 'explicit', ['selfAct', 'time']),
  rule('high', 'explicit', ['selfAct', 'means']),
  rule('moderate', 'coded', ['codedMore']),
  ...(['calm', 'time', 'resolve', 'death', 'distress', 'finality', 'farewell', 'preparation', 'looseEnds', 'urge'] as Concept[]).map((c) => rule('moderate', 'indirect', ['dateSet', c], ORDINARY)),
  ...(['means', 'height', 'fall', 'firearm'] as Concept[]).map((c) => rule('moderate', 'indirect', ['scouting', c], ACCIDENT)),
  ...(['harmAct', 'bodyOrTool', 'relapse', 'onPurpose'] as Concept[]).map((c) => rule('moderate', 'explicit', ['harmMore', c], ACCIDENT)),
  ...(['finality', 'farewell', 'afterGone', 'preparation', 'resolve', 'time', 'forAfter', 'secrecy'] as Concept[]).map((c) => rule('moderate', 'indirect', ['looseEnds', c], [...GOODBYE, 'declutter'])),
  // weak signals
  ...(['dateSet', 'scouting', 'harmMore', 'looseEnds', 'means', 'resolve', 'doIt', 'knowHow', 'thisTime', 'giveAway', 'affairs', 'finality', 'preparation', 'afterGone', 'entrapment', 'distress', 'selfVoice', 'attemptWord', 'lethality', 'height', 'stockpile', 'regretSurvived', 'bequest', 'forAfter', 'calm'] as Concept[])
    .map((c) => rule('low', 'indirect', [c])),
  rule('low', 'indirect', ['farewell'], GOODBYE),
  rule('low', 'indirect', ['plainDate', 'time']),
  rule('low', 'explicit', ['harmAct'], ACCIDENT),
  rule('low', 'indirect', ['vanish'], ['restNotDeath']),
];

/**
 * A clear-out, an ordinary plan or day, medication as prescribed: not for the learned scorer to overrule. A goodbye
 * at work or a trip is not among them: its words ("work", "hospital", "funeral") are too common in risky messages
 * ("a truck could hit me on the way to work"); it still vetoes the rules, and the scorer weighs it as a feature.
 */
const LEARNED_VETO: readonly Concept[] = ['declutter', 'ordinaryPlan', 'mundane', 'routine'];
/** What keeps "I want to die" said laughing about an embarrassment from being only a figure of speech. */
const REAL_SIGNS: readonly Concept[] = ['means', 'resolve', 'doIt', 'knowHow', 'burden', 'finality', 'farewell', 'entrapment', 'pastAttempt', 'coded', 'preparation', 'distress'];

/** Rules above low that, agreeing on one message, keep its flag whatever the learned scorer says. */
const AGREEING_RULES = 2;
/**
 * Said laughing, as a figure of speech or in a game: no flag is firm there, the learned scorer weighs it ("me quiero
 * morir, mandé el audio al grupo equivocado xd"). Not a reading or study frame: it never clears a first-person signal.
 */
const PLAYFUL: readonly Concept[] = ['laughing', 'embarrassed', 'figure', 'gameContext'];

/** Signs of a risk now, which a recovery told as over does not lower. */
const PRESENT_RISK: readonly Concept[] = [
  'resolve', 'doIt', 'knowHow', 'thisTime', 'planSet', 'myLast', 'methodSearch', 'burden', 'coded', 'regretSurvived', 'relapseClean',
  'stockpile', 'gaze', 'entrapment', 'farewell', 'preparation', 'afterGone', 'distress', 'notInnocent', 'ingest', 'returning',
  'selfAct', 'dateSet', 'scouting', 'codedMore', 'harmMore', 'looseEnds',
];

/** Concepts that speak of the writer: a reading or fiction frame does not lower a message holding one. */
const FIRST_PERSON: readonly Concept[] = [
  'ideation', 'burden', 'coded', 'selfVoice', 'onPurpose', 'pastAttempt', 'afterGone', 'resolve', 'doIt', 'knowHow', 'gaze', 'stockpile',
  'selfAct', 'dateSet', 'codedMore', 'harmMore',
];

/** Every concept pattern on its own behind the trigram pre-filter: a concept is found when one of its patterns matches. */
const CONCEPT_PATTERNS = (Object.entries(CONCEPTS) as [Concept, RegExp[]][]).flatMap(([concept, patterns]) => patterns.map((pattern) => ({ concept, pattern })));
const CONCEPT_FAMILY = patternFamily(CONCEPT_PATTERNS.map(({ pattern }) => pattern));

export interface ConceptVerdict {
  level: RiskLevel;
  kinds: RiskKind[];
  /** the concepts found, then `rule:a+b` for each rule that fired above low */
  concepts: string[];
}

/**
 * The learned scorer's probability and its thresholds, one per level the concept model reached: past the
 * threshold of a weak or empty verdict the message is raised to moderate; below the threshold of a moderate or
 * high one, the concept model's flag is held back to low (a mention in a seminar, a recovery told with pride).
 */
export interface Learned { score: number; threshold: Record<RiskLevel, number> }

const RANK: Record<RiskLevel, number> = { none: 0, low: 1, moderate: 2, high: 3 };

export function conceptsIn(forms: TextForms): Set<Concept> {
  const matched = CONCEPT_FAMILY(forms);
  const found = new Set(CONCEPT_PATTERNS.filter((_, i) => matched[i] !== null).map(({ concept }) => concept));
  return new Set((Object.keys(CONCEPTS) as Concept[]).filter((concept) => found.has(concept)));
}

/**
 * The level of a message from its concepts. `direct`: the kinds the phrase patterns found (risk-patterns.ts),
 * `directFirstPerson`: whether they still match with bare mentions ("suicide", "self-harm") taken out.
 */
export function scoreConcepts(found: Set<Concept>, direct: RiskKind[], directFirstPerson: boolean, learned: Learned | null = null): ConceptVerdict {
  const fired = RULES.filter((r) => r.when.every((c) => found.has(c)) && !(r.unless ?? []).some((c) => found.has(c)));
  let level: RiskLevel = fired.reduce<RiskLevel>((best, r) => (RANK[r.level] > RANK[best] ? r.level : best), 'none');
  const kinds = new Set<RiskKind>(direct);
  for (const r of fired) if (r.level !== 'low') kinds.add(r.kind);
  if (direct.length) level = RANK[level] >= RANK.high || found.has('means') || found.has('resolve') || found.has('doIt') ? 'high' : 'moderate';
  const lower = lowering(found, directFirstPerson, fired.some((r) => r.level !== 'low'));
  level = lower(level);
  const rules = fired.filter((r) => r.level !== 'low').map((r) => `rule:${r.when.join('+')}`);
  if (learned) {
    const passes = learned.score >= learned.threshold[level];
    const raised = RANK[level] < RANK.moderate && passes && !LEARNED_VETO.some((c) => found.has(c)) && lower('moderate') === 'moderate';
    // a flag two rules agree on stands ("how many paracetamol would kill me": means + lethality, research + lethality)
    // and so does the writer saying it outright ("quiero suicidarme": an explicit phrase in the first person), unless
    // it is said laughing, as a figure or in a game: there the words around it decide (PLAYFUL)
    const outright = directFirstPerson && direct.includes('explicit');
    const firm = (rules.length >= AGREEING_RULES || outright) && !PLAYFUL.some((c) => found.has(c));
    const held = RANK[level] >= RANK.moderate && !passes && !firm;
    if (raised) kinds.add('indirect');
    if (raised || held) rules.push(`learned:${learned.score.toFixed(2)}`);
    if (raised) level = 'moderate';
    if (held) level = 'low';
  }
  return { level, kinds: RANK[level] >= RANK.moderate ? [...kinds] : [], concepts: [...found, ...new Set(rules)] };
}

/** What lowers a flag to low: frames, grief, a laughed-at embarrassment, a video game. */
function lowering(found: Set<Concept>, directFirstPerson: boolean, firedAboveLow: boolean): (level: RiskLevel) => RiskLevel {
  const firstPerson = directFirstPerson || FIRST_PERSON.some((c) => found.has(c));
  // a mention inside a reading, study, news or fiction frame, or at work on it, is lowered; a first-person signal is not
  const framed = (found.has('frame') || found.has('study')) && !firstPerson;
  // a hard time told as over ("two years without self-harming, proud of it") is lowered unless a sign of now is there
  const over = found.has('recovered') && !PRESENT_RISK.some((c) => found.has(c));
  // grief for someone who died by suicide is lowered too, even when the writer keeps thinking of them
  const mourning = found.has('bereaved') && !directFirstPerson && !FIRST_PERSON.some((c) => c !== 'gaze' && found.has(c));
  // "I want to die, I called my teacher mum, lol", "to die for": an embarrassment laughed at or a figure, with no other sign, is an idiom
  const idiom = ((found.has('embarrassed') && found.has('laughing')) || found.has('figure')) && !REAL_SIGNS.some((c) => found.has(c));
  // in a video game, "killed myself" is a move: only a concept of real risk keeps the level
  const game = found.has('gameContext') && !firedAboveLow;
  const lowered = framed || over || mourning || idiom || game;
  return (level) => (lowered && RANK[level] > RANK.low ? 'low' : level);
}
