/**
 * Warning-sign concepts added for issue 11's second round, from its category descriptions: the signs that turn
 * an ordinary word into a risky one (an innocent use denied, a decision met calmly, who gets one's things, a note
 * left to be read, a past attempt regretted, a date one will not see) and the contexts that undo one (decluttering,
 * grief for someone else). Merged into CONCEPTS (concept-lexicon.ts); same normalised text, same conventions.
 */

/** Wraps alternatives in word boundaries; the template is raw, so `\w` needs no double escape. */
export const rx = (parts: TemplateStringsArray, ...values: string[]): RegExp =>
  new RegExp(`\\b(?:${String.raw(parts, ...values)})\\b`);

export const SIGNS = {
  /** an innocent use named and denied: "not for camping", "no es para acampar" */
  notInnocent: [
    rx`(?:and |but )?(?:its |it is |theyre )?not (?:for|to) (?:camping|protection|hunting|climbing|work|school|the garden|a project|fun|self defen[cs]e|defen[cs]e|\w+ing)|(?:y |pero )?no (?:es |son )?(?:para|pa) (?:acampar|defenderme|cazar|escalar|el jardin|nada bueno|trabajar|el gimnasio|la casa)|pero no para \w+|(?:y )?(?:ya )?se (?:exactamente )?(?:para|pa) (?:que|q)|i know (?:exactly )?what (?:its|it is|theyre|they are) for`,
  ],
  /** driving into something on purpose */
  crash: [
    rx`(?:crash|crashing|drive|driving|swerv\w*|steer\w*) (?:my |the )?(?:car )?(?:into|off) (?:a |the )?(?:wall|tree|truck|bridge|cliff|barrier|oncoming)|estrellar(?:me)? (?:el coche|el carro|el auto|contra)|chocar (?:el coche |el carro |el auto )?contra (?:un|una|el|la) (?:muro|pared|arbol|camion)`,
  ],
  /** calm about it, at peace, not scared: a decision settled */
  calm: [
    rx`(?:im |i am |feel |feeling )?(?:so |weirdly |strangely |oddly )?(?:calm|peaceful|at peace) (?:about it|now|finally)|(?:feel|feels|feeling) (?:weirdly |strangely |so )?(?:calm|peaceful|at peace|like closure)|(?:not|no longer) (?:scared|afraid)(?: any ?more)?|me siento (?:en paz|tranquil[oa])|estoy (?:en paz|tranquil[oa])|ya no (?:tengo|me da) miedo|en paz con (?:eso|ello|mi decision)`,
  ],
  /** who gets what: things or pets settled for after */
  bequest: [
    rx`who gets (?:what|my)|(?:sorting|sorted|deciding|decided) (?:out )?who (?:gets|keeps|takes) (?:my|what)|a quien le toca (?:que|mi|mis|cada)|quien se (?:queda|quedara|va a quedar) con (?:mis|mi) (?:cosas|perro|gato|ropa|libros)`,
    rx`who should (?:get|have|keep) (?:it|them|my)|quien se (?:las|los|lo|la) queda|quien se queda (?:con )?(?:mis|mi|las|los)`,
    rx`(?:left|leave|leaving|deje|dejo) (?:my|mi|mis) \w+ (?:to|a) (?:my|mi) [\w ]{0,20}(?:in a note|en una nota)`,
  ],
  /** a note or letters left to be read afterwards */
  lastNote: [
    rx`(?:wrote|written|writing|finished|escribi|escribiendo|termine) (?:all )?(?:my |mis |the |las )?(?:goodbye|farewell|last) (?:letters|notes)|(?:escribi|escribiendo|termine) (?:todas )?(?:mis |las )?cartas de despedida`,
    rx`(?:a |the )?(?:note|letter) explaining (?:everything|why|it all)|(?:left|leaving|wrote|written|writing) (?:a |my |the )?(?:note|letter|letters)\b.{0,30}\b(?:drawer|desk|pillow|bed|find|read|after)|(?:una |la )?(?:nota|carta) explicando (?:todo|por que)|(?:deje|dejo|escribi|ya escribi) (?:una |la |las |unas |mis )?(?:nota|notas|carta|cartas)\b.{0,40}\b(?:cajon|escritorio|almohada|cama|encuentren|lean|despues|cada uno|para (?:mi|cada))`,
  ],
  /** clearing out as routine: decluttering, donating, a move */
  declutter: [
    rx`(?:need|necesitar\w*) (?:it|them|a car|el coche)? ?(?:in|en) (?:the|la) (?:city|ciudad)|new (?:flat|apartment|place)|piso nuevo|(?:to|para) pay (?:the )?(?:rent|bills)|para pagar (?:el alquiler|la renta|las facturas|deudas)|declutter\w*|spring clean\w*|donat\w*|charity|marie kondo|yard sale|garage sale|limpieza (?:de primavera|general)|donar|donando|caridad|rastrillo|mercadillo`,
  ],
  /** the harm turned on oneself: "a mí misma" */
  selfObject: [
    rx`a mi mism[oa]|to myself|on myself`,
  ],
  /** a self-harm relapse after a clean streak */
  relapseClean: [
    rx`relaps\w*\b.{0,30}\b(?:clean|free|streak|sober)|(?:\d+|a few|two|three|six) (?:days|weeks|months|years) clean\b.{0,30}\b(?:relaps\w*|broke|ruined|lost)|recai\w*\b.{0,30}\b(?:limpi[oa]|sin cortarme|sin hacerlo)`,
  ],
  /** regret at having survived: "I wish it had worked" */
  regretSurvived: [
    rx`(?:wish|wished) it (?:had )?worked|(?:angry|mad|upset|sad|disappointed|sorry) (?:that )?it (?:didnt|did not) work|(?:me )?(?:arrepiento|da rabia|da pena|molesta) (?:de )?que no (?:funcionara|funciono|saliera|saliese)|ojala (?:hubiera|hubiese) funcionado|(?:didnt|did not) work the first time`,
  ],
  /** "for after", "if anything happens to me": weak alone, strong with an arrangement */
  forAfter: [
    rx`if (?:anything|something) (?:happens|were to happen|ever happens) to me|si me pasa algo|for after(?! (?:the|dinner|lunch|school|work|that|this|class|my|breakfast|practice)\b)|para despues(?! de)|(?:she|he|they|mom|mum|dad)(?:ll| will) need (?:them|it|this) soon`,
  ],
  /** trying the means out: "just to see", "para ver si aguanta" */
  rehearsal: [
    rx`just to see|to see if (?:it|the \w+) (?:holds|works|would)|(?:tried|trying|try) it (?:on|out)|para ver (?:si|como) (?:aguanta|funciona|se siente)|(?:lo )?probe (?:a ver|para ver)|practic(?:e|ed|ing|ando|ar)|ensay\w*`,
  ],
  /** a date one will not live to see: "I won't be here for my birthday" */
  missMilestone: [
    rx`(?:wont|will not|not going to|not gonna|dont plan to) (?:be (?:here|around|alive) )?(?:for|to see|make it to|reach) (?:my |the )?(?:birthday|christmas|graduation|next year|new year|summer)|no (?:voy a|pienso) llegar a (?:mi cumple\w*|navidad|fin de ano|el ano que viene|mi graduacion|el verano)|(?:ya )?no (?:voy a estar|estare) (?:para|en) (?:mi cumple\w*|navidad|el ano que viene)`,
  ],
  /** mourning someone who died by suicide: grief, not the writer's risk */
  bereaved: [
    rx`died by suicide|committed suicide|took (?:his|her|their) (?:own )?life|killed (?:him|her)self|se suicido|se quito la vida`,
  ],
  /** a time when nobody will be there to stop it */
  aloneTime: [
    rx`(?:when|once|while|after) (?:my )?(?:parents|mom|mum|dad|everyone|family|roommates?|folks) (?:leave|go out|go away|are (?:gone|away|out|asleep))|cuando (?:mis padres|mis papas|mi familia|todos|mi madre|mi mama|mi padre|mi papa) (?:se vayan|no esten|salgan|se duerman|esten fuera)|cuando no haya nadie|when no ?one is (?:home|around)`,
  ],
  /** an ordinary plan for a day: adopting a pet, a haircut, telling a crush, sleeping in */
  ordinaryPlan: [
    rx`adopt\w*|sleep all day|dormir todo el dia|(?:que )?me gusta(?:s)?|i like (?:her|him|you)|ask(?:ing)? (?:her|him|them) out|pedirle (?:salir|que salga)|declararme|confess\w*|haircut|cortarme el pelo|me corto el pelo|mudanza|the move|dropping out|dejo la carrera|(?:ya )?no (?:la|lo|las|los) uso|(?:dont|do not|never) use (?:it|them)(?: any ?more)?`,
  ],
  /** an embarrassing moment, laughed at: "I want to die" as a figure of speech */
  embarrassed: [
    rx`embarrass\w*|cringe|awkward|mortified|que oso|verguenza|tierra tragame|called (?:my|the) (?:teacher|boss|professor) (?:mom|mum|dad|mommy)|(?:le )?(?:dije|llame) mama a|se me olvido|olvide|forgot|tropece|tripped|no estudie|didnt study|si (?:vuelve a|vuelven a|pierde|pierden|gana|tengo que|me toca|me vuelve a|suena|otra vez)|if (?:i have to|they|he|she|my team|we) (?:\w+ )?(?:again|another|one more|loses|lose|plays|sings)`,
  ],
  /** the time right after an attempt: discharged, found in time, it did not work */
  afterAttempt: [
    rx`(?:despues|tras|por) (?:de )?(?:intentarlo|la sobredosis|mi intento|el intento)|after (?:trying|my attempt|the attempt|my overdose|the overdose|trying to (?:end|kill|die))|discharged|me dieron el alta|(?:alta|salir|sali) (?:de|del) (?:la )?psiquiatric\w*|terapia intensiva|cuidados intensivos|icu|me encontraron a tiempo|found me (?:in time|just in time)|(?:it )?didnt work|no funciono|near miss|should have finished it|deberia haber(?:lo)? (?:terminado|acabado)|no deberia haber sobrevivido|shouldnt have survived|(?:i )?survived(?: it)?(?:\.)? (?:didnt|did not|never) want(?:ed)? to|attempts in|intentos en|me lavaron el estomago|pumped my stomach`,
  ],
  /** laughing at it */
  laughing: [
    rx`jaja\w*|jeje\w*|jiji\w*|lol|lmao|lmfao|xd|haha\w*|literally|literalmente`,
  ],
} satisfies Record<string, RegExp[]>;
