import { TOPIC_TAGS, type TopicTag } from '../../../shared/validation.js';
import { matcher, normalise, textForms, type Matcher, type TextForms } from '../safety/normalise.js';
import { screenRisk } from '../safety/risk-screen.js';

/**
 * A local keyword classifier for chat topic tags, Spanish and English together. It runs on
 * normalised text (no accents, no punctuation, "ñ" as "n"), the same as the risk screener.
 * It is a first guess for routing and recommendations, not a diagnosis: owners and
 * professionals can change tags afterwards.
 */

type KeywordTag = Exclude<TopicTag, 'suicide' | 'normal'>;

const PARTNER_EN = String.raw`boyfriend|husband|partner|ex|bf|fiance|girlfriend|gf|wife`;
const PARTNER_ES = String.raw`novio|novia|pareja|marido|esposo|esposa|mujer|ex|exnovio|ex novio|ex pareja`;
const ABUSE_EN = String.raw`hits|hit|beats|beat|slaps|slapped|punched|punches|chokes|choked|kicks|kicked|threatens|threatened|controls|hurts|hurt|raped|forces|forced|abuses|abused|rapes|strangled`;
const ABUSE_ES = String.raw`pega|pegaba|pego|golpea|golpeaba|golpeo|maltrata|maltrataba|amenaza|amenazaba|controla|humilla|viola|violo|obliga|empuja|empujo|ahorca`;
const SCHOOL_ES = String.raw`el colegio|el cole|el instituto|el insti|la escuela|clase|el recreo|la uni|la universidad`;

const rx = (parts: TemplateStringsArray, ...values: string[]): RegExp =>
  new RegExp(`\\b(?:${String.raw(parts, ...values)})\\b`);

const LEXICON: Record<KeywordTag, readonly RegExp[]> = {
  anxiety: [
    rx`anxi\w*|panic attacks?|panicking|panicked|nervous\w*|overthinking|phobia\w*|on edge|heart (?:is )?(?:racing|pounding)`,
    rx`(?:cant|can not|cannot) (?:stop worrying|breathe|calm down)|worr(?:y|ied|ying) (?:all the time|constantly|so much|about everything)`,
    rx`(?:keep|always|constantly|been) worrying|worrying (?:about|that|so)|(?:so|really|very|im|i am|i feel) worried|worried sick`,
    rx`ansiedad|ansios[oa]s?|angusti\w*|ataques? de (?:panico|ansiedad)|panico|nervios\w*|fobia\w*|taquicardia`,
    rx`(?:estoy|me siento|ando) (?:muy |tan |super )?preocupad[oa]|no paro de (?:preocuparme|darle vueltas)|no puedo (?:dejar de preocuparme|respirar|calmarme)|me preocupa todo|preocupad[oa] todo el tiempo|(?:tengo )?miedo (?:constante|a todo|de todo)`,
  ],
  bullying: [
    rx`bull(?:y|ied|ies|ying)|cyberbull\w*|pick(?:s|ing)? on me|mak(?:e|es|ing) fun of me|call(?:s|ed|ing)? me names|teas(?:e|es|ed|ing) me`,
    rx`(?:kids|classmates|they|people) (?:at|in) (?:school|class) (?:hit|push|beat|laugh at|ignore|mock) me|nobody (?:at school )?sits with me`,
    rx`bullying|acoso escolar|ciberacoso|ciberbullying|matoneo|me hacen (?:bullying|el vacio)|se (?:burlan|rien|meten) (?:de|con) mi|me ponen motes`,
    rx`me (?:insultan|pegan|empujan|excluyen|ignoran|acosan) en (?:${SCHOOL_ES})|(?:mis )?companer[oa]s (?:de clase )?(?:me|se burlan)`,
  ],
  depression: [
    rx`depress\w*|hopeless\w*|worthless|lonely|loneliness|(?:feel|feeling|im|i am) (?:so |really |just )?(?:empty|numb|sad all the time)|sad all the time|always sad`,
    rx`no (?:energy|motivation) (?:to do anything|for anything|at all)|cant get out of bed|(?:lost|no) interest in (?:anything|everything)|cry(?:ing)? (?:all the time|every day|every night)|nothing makes me happy`,
    rx`depre\w*|deprimid[oa]s?|tristeza|soledad|(?:me siento|estoy|siento) (?:muy |tan |super )?(?:vaci[oa]|sol[oa]|triste|inutil|sin esperanza|apagad[oa])`,
    rx`(?:no tengo|sin) ganas de nada|no puedo levantarme de la cama|lloro (?:todos los dias|todas las noches|sin parar|a todas horas)|nada me (?:hace feliz|ilusiona|importa)|he perdido (?:el interes|las ganas|la ilusion)`,
  ],
  gender_violence: [
    rx`domestic (?:violence|abuse)|gender (?:based )?violence|abusive (?:relationship|partner|boyfriend|husband|ex)|femicide|marital rape|raped me|sexual(?:ly)? assault\w*`,
    rx`(?:my )?(?:${PARTNER_EN}) (?:${ABUSE_EN}) me|(?:${PARTNER_EN}) (?:checks|controls|goes through) my phone|(?:wont|doesnt|does not) let me (?:see my friends|go out|leave the house)`,
    rx`violencia (?:de genero|machista|domestica)|maltrat\w*|feminicidio|femicidio|violacion|me violo|me violaron|agresion sexual|abuso sexual|016`,
    rx`(?:mi )?(?:${PARTNER_ES}) me (?:${ABUSE_ES})|me (?:${ABUSE_ES}) mi (?:${PARTNER_ES})|(?:controla|revisa|registra|mira) (?:el|mi) (?:movil|celular|telefono)|no me deja (?:salir|ver a mis amig[oa]s|vestirme)`,
  ],
  harassment: [
    rx`harass\w*|stalk\w*|catcall\w*|unwanted (?:messages|texts|touching|advances|attention|photos|pics)|(?:follows|followed|following) me home`,
    rx`(?:keeps|keep|wont stop|doesnt stop) (?:texting|messaging|calling|following|touching|staring at) me|sen(?:t|ds) me (?:nudes|dick pics|explicit)|touch(?:es|ed)? me without`,
    rx`acos(?:o|a|an|aba|aban|ando|ador|adora|adores|aron)(?! escolar)|piropos|tocamientos|me toca(?:n|ba|ron)? sin (?:permiso|mi permiso|consentimiento)`,
    rx`me (?:sigue|seguia|siguio) (?:a casa|por la calle|a todas partes)|no (?:deja|para) de (?:escribirme|llamarme|mandarme mensajes|seguirme)|me manda (?:fotos|mensajes|videos) (?:sexuales|obscen[oa]s|guarr[oa]s|desnud[oa])`,
  ],
  stress: [
    rx`(?:feel|feeling|im|i am|so|really|very) (?:tense|wound up)|(?:constant|so much|all this) tension|tension (?:at work|at home|in my (?:body|shoulders|neck))|stress\w*|overwhelm\w*|burn(?:ed|t)? ?out|workload|deadlines?|(?:too|so) much (?:work|pressure|to do)|pressure (?:at|from) (?:work|school|my parents|uni)|cant cope`,
    rx`(?:estoy|me siento|ando) (?:muy |tan |super )?tens[oa]|(?:tanta|mucha|constante) tension (?:en el trabajo|en casa|encima)|estres\w*|agobi\w*|saturad[oa]s?|burnout|quemad[oa] (?:del|con el|en el) trabajo|(?:mucha|demasiada) (?:presion|carga|trabajo)|presion (?:en el trabajo|de mis padres|academica)|no (?:llego a todo|doy abasto)`,
  ],
};

const MATCHERS: ReadonlyArray<{ tag: KeywordTag; matcher: Matcher }> = (Object.keys(LEXICON) as KeywordTag[]).flatMap(
  (tag) => LEXICON[tag].map((pattern) => ({ tag, matcher: matcher(pattern) })),
);

/** Below this many words a message says too little to be called "normal". */
const MIN_WORDS_FOR_NORMAL = 3;

/**
 * Topic tags for one message, in TOPIC_TAGS order; empty when it is too short to tell. `risky`: the risk
 * screen's verdict when the caller already has it (a post is screened once), else it is screened here.
 */
export function classifyTopics(text: string, risky: boolean = screenRisk(text).risk): TopicTag[] {
  const found = new Set<TopicTag>(keywordTags(textForms(text)));
  if (risky) found.add('suicide');
  if (found.size === 0 && wordCount(text) >= MIN_WORDS_FOR_NORMAL) found.add('normal');
  return TOPIC_TAGS.filter((tag) => found.has(tag));
}

function keywordTags(forms: TextForms): KeywordTag[] {
  return MATCHERS.filter(({ matcher: m }) => m.find(forms) !== null).map(({ tag }) => tag);
}

function wordCount(text: string): number {
  const normalised = normalise(text);
  return normalised === '' ? 0 : normalised.split(' ').length;
}
