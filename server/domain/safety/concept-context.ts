import { rx } from './concept-signs.js';

/**
 * Contexts around a risk word, added in the third round of issue 11: study and work about suicide (a seminar, a
 * dissertation, a protocol at the hospital), the news, a story being written, a recovery told as over ("two years
 * without self-harming"), someone else safe now, a question about how to support them. No rule of risk-model.ts
 * uses them: they are features of the learned scorer (risk-learned.ts), which weighs them against the risk
 * concepts of the same message and may hold a concept flag back. Same normalised text and conventions as
 * concept-lexicon.ts; merged into CONCEPTS there.
 */
export const CONTEXT = {
  /** study, research, clinical or volunteer work, the news, writing a story */
  study: [
    rx`dissertation|seminars?|seminarios?|modul[eo]s?|bibliograph\w*|bibliografia|papers?|meta ?anal\w*|metaanalisis|protocol[os]?|pathways?|guidelines?|congres[so]s?|conferences?|journals?|registrar|residencia|residency|capacitacion|voluntariado|volunteer\w*|first aid|primeros auxilios|screenplay|screenwrit\w*|guion|script|chapters?|capitulos?|scenes?|escenas?|plot|trama|characters?|personajes?|newspaper|periodico|headlines?|titulares?|campaign|campana|epidemiolog\w*|postvencion|postvention|criminolog\w*|philosoph\w*|filosofia|camus|sociolog\w*|werther|survey|encuesta|prevalen\w*|lecture|professor|tfg|tfm|thesis|tesis|helpline|hotline|linea de (?:escucha|ayuda)`,
    rx`(?:i )?(?:read|watched|heard)(?: \w+){0,3} (?:about|on|in|that)|(?:lei|escuche)(?: \w+){0,3} (?:sobre|en|que|la nota|el articulo)|(?:for|para) (?:my|mi) (?:class|course|degree|novel|book|clase|curso|carrera|novela|libro)|(?:im|i am|estoy) (?:preparing|preparando|researching|investigando)`,
  ],
  /** a hard time told as over: clean streaks kept, years since, stable and proud now */
  recovered: [
    rx`(?:\w+ )?(?:years?|months?|weeks?) (?:clean|free|without|since (?:i|my|the) last)|(?:havent|have not|hadnt|never) (?:thought|felt|had|done)(?: \w+){0,4} (?:in|for) (?:ages|years|months|a long time|a while)|used to (?:self ?harm|cut|hurt|think|feel)|days since i last|not that person any ?more|doing (?:great|well|better) now|as a (?:teenager|teen|kid|child)|(?:im|i am|feel|feeling|now) (?:so |really |much )?(?:better|stable|happy|proud|grateful)|stable|proud|it gets better|recovered|recovery|the other side|(?:he|she|they)(?:s| is| are) (?:happy|stable|doing (?:well|great|better))`,
    rx`llev(?:o|a|amos|aba) (?:\w+ ){1,2}(?:sin|limpi[oa])|ya no (?:pienso|me corto|me hago|lo hago|tengo ganas de (?:cortarme|hacerme|lastimarme|morirme))|antes (?:me|se|te) (?:cortaba|autolesionaba|lastimaba|hacia dano)|antes (?:pensaba|creia|sentia)|ya no soy (?:esa|ese) persona|(?:me|se|te) autolesionaba|en (?:la|mi|su) adolescencia|de (?:adolescente|joven|chic[oa]|nin[oa])|(?:estoy|esta|estan|me siento|se siente|ahora) (?:muy |super |mucho )?(?:estable|feliz|orgullos[oa]|agradecid[oa])|estable|orgullos[oa]|se puede salir|sali adelante|salio adelante|recuperad[oa]|recuperacion|yo otra vez|otra vez yo`,
  ],
  /** a figure of speech: "to die for", "es para morirse", sleeping "till Monday" */
  figure: [
    rx`si (?:\w+ ){1,6}(?:me tiro|me mato)|(?:es |esta |son )?(?:para|de) morirse(?! (?:yo|me))|to die for|(?:not|no|never|dont) (?:wake up|despertar(?:me)?) (?:till|until|hasta|before) \w+|(?:im|i am) so dead when|me van a matar cuando|(?:killing|killed|slayed) it`,
  ],
  /** asking how to help someone else */
  support: [
    rx`how (?:do|can|should|could) i (?:support|help|show|talk|be there|approach|bring)|(?:any )?(?:advice|tips|resources) (?:on|for|about)|como (?:le |les )?(?:ayudo|apoyo|acompano|acompanar|demuestro|hablo|puedo ayudar|puedo apoyar)|(?:algun )?consejos? (?:para|sobre)|que (?:le )?(?:digo|puedo decir(?:le)?)|what (?:do|should|can) i say`,
  ],
} satisfies Record<string, RegExp[]>;
