/**
 * Curated suicide and self-harm patterns, Spanish and English together.
 * They run on normalised text (see normalise.ts): lowercase, no accents, no punctuation,
 * apostrophes dropped ("dont", "im"), "ñ" read as "n" ("dano").
 * Recall comes first: a false positive only shows help lines, a miss can cost a life.
 * The lookaheads are there for everyday idioms that would otherwise trigger
 * ("me muero de risa", "me corté el pelo", "se desvive por sus hijos").
 * Any change here must keep tests/unit/crisis-eval.test.ts green and bump RISK_PATTERN_VERSION.
 */

export type RiskKind = 'explicit' | 'coded' | 'indirect';

/** Wraps a pattern in word boundaries; the template is raw, so `\w` needs no double escape. */
const rx = (parts: TemplateStringsArray, ...values: string[]): RegExp =>
  new RegExp(`\\b(?:${String.raw(parts, ...values)})\\b`);

const MYSELF = String.raw`my ?self|myslef|mysefl`;
const WANT = String.raw`want to|wanting to|wanted to|wants to|wanna|wana|want|wish i could|would rather|rather|need to|ready to|deserve to|should just|should`;
const DONT = String.raw`dont|do not|didnt|dnt`;
const QUIERO = String.raw`quiero|kiero|qiero|qero`;
const SIEMPRE = String.raw`(?:para|pa) siempre`;
/** "killing myself at work" is an idiom for overwork, like "me mato a estudiar". */
const OVERWORK = String.raw`(?! (?:working|at work|at the gym|studying|to (?:finish|get|make|pay|keep)))`;
const DE_IDIOM = String.raw`risa|ganas|hambre|sueno|frio|calor|verguenza|miedo|aburrimiento|envidia|amor|pena|asco|cansancio|sed|nervios`;

const explicit: readonly RegExp[] = [
  rx`suicid\w*`,
  rx`kill(?:ing|ed)? ?(?:${MYSELF})${OVERWORK}`,
  // Someone worried about a friend needs the same help lines.
  rx`(?:kill|hang)(?:ing|ed|s)? (?:(?:him|her|them|your) ?self|themselves)${OVERWORK}|se (?:quiere|va a|queria|iba a) (?:matar|morir|ahorcar)|(?:matarse|ahorcarse)(?! a (?:estudiar|trabajar|entrenar|correr))`,
  rx`end(?:ing)? (?:my|it) (?:own )?life|tak(?:e|ing) my (?:own )?life`,
  rx`(?:${WANT}) (?:to )?die(?! for)`,
  rx`wish (?:i was|i were|to be|i could be) dead|want(?:ed)? to be dead|rather be dead`,
  rx`(?:end|off) (?:${MYSELF})|do (?:${MYSELF}) in`,
  rx`hang(?:ing)? (?:${MYSELF})`,
  rx`overdos(?:e|ed|es|ing)|od(?:ing)? on (?:my |the )?(?:pills|meds|tablets)|lethal dose`,
  rx`cut(?:ting)? (?:${MYSELF})(?! (?:on|while|slicing|chopping|cooking|shaving|peeling|dicing|opening)\b)(?!.{0,40}\b(?:slicing|chopping|cooking|shaving|peeling|dicing|mandoline)\b)`,
  rx`(?:cut|cutting|slit|slitting|slice|slash) (?:my|the) (?:wrists?|arms?|thighs?|veins|legs|skin|throat)`,
  rx`self ?(?:harm\w*|injur\w*)`,
  rx`hurt(?:ing)? (?:${MYSELF})`,
  rx`(?:shoot|drown|poison|strangle|suffocate|starve|electrocute|neck|burn|burning|scratch|scratching|hit|hitting|punch|punching) (?:${MYSELF})(?! out)`,
  // "cutting" alone is cooking; with a relapse word it is self-harm.
  rx`(?:started|start|been|keep|kept|back to|urges? to|stop|stopped|quit) cutting(?: again)?(?! (?:the|a|an|my|your|his|her|some|onions?|vegetables?|hair|paper|class|classes|carbs|sugar|corners|costs|back|down|out|off|it|them)\b)|cutting again|urges? to (?:cut|self ?harm|hurt myself|kill myself|die)`,
  rx`(?:took|take|taking|swallow|swallowed|swallowing) (?:a bunch of|all (?:of )?my|all the|all|too many|a lot of|loads of|a whole bottle of|the whole bottle of|a handful of) (?:my )?(?:sleeping )?(?:pills|meds|tablets|painkillers)`,
  rx`(?:pills|tablets|meds) (?:lined up|ready|saved up|stockpiled)|(?:saving|stockpiling|hoarding) (?:up )?(?:my )?(?:pills|meds|tablets)`,
  rx`(?:jump|jumping|throw myself|throwing myself) (?:off|from|in front of) (?:a|the|my|this) (?:bridge|building|roof|rooftop|balcony|cliff|train|car|bus|window|tower)`,
  rx`(?:how (?:much|many)|cuant[oa]s?)\b.{0,40}\b(?:lethal|fatal|to die|to kill myself|letal|mortal|para morir|para matarme|para no despertar)|(?:lethal|letal|mortal) dos(?:e|is)`,
  rx`(?:painless|least painful|quickest|easiest|fastest|best) (?:ways?|methods?) to (?:die|kill myself|end it)|(?:formas?|maneras?) (?:mas )?(?:facil|faciles|rapida|rapidas|indolora|indoloras) de (?:morir|matarme|suicidarme)`,
  rx`relapsed\b.{0,40}\b(?:cut|cutting|self ?harm\w*|hurt myself)|i (?:have )?cut again`,
  // Spanish
  rx`matar(?:me|nos)(?! a (?:estudiar|trabajar|entrenar|correr|comer|reir))`,
  rx`me (?:voy a|${QUIERO}|quisiera|deberia|podria|pienso|he pensado en|pense en) matar(?! a (?:estudiar|trabajar|entrenar|correr))`,
  rx`(?:quitarme|quitarse|quitar|quitaria|quitare|quite) la (?:propia )?vida`,
  rx`(?:acabar|terminar|ponerle fin|poner fin|acabare|terminare) (?:con|a) mi (?:propia )?(?:vida|existencia)`,
  rx`(?:${QUIERO}|quisiera|deseo|necesito|prefiero|ganas de|solo quiero|ojala pudiera|me gustaria) morir(?:me)?(?! de (?:la |el )?(?:${DE_IDIOM}))`,
  rx`me (?:${QUIERO}) morir(?! de (?:la |el )?(?:${DE_IDIOM}))`,
  rx`morirme(?! de (?:${DE_IDIOM}))|me voy a morir(?! de)`,
  rx`(?:ojala|quisiera|desearia|${QUIERO}|prefiero|preferiria) (?:estar|estuviera|estuviese) muert[oa]|ojala me (?:muera|muriera|muriese)`,
  rx`(?:cortarme|me corto|me corte|me he cortado|me volvi a cortar|me he vuelto a cortar|cortandome)(?!.{0,40}\b(?:cocinando|pelando|picando|friendo|afeitandome|cortando|rallando|mandolina|nada grave|sin querer|al pelar|al cortar|al picar|tirita|curita)\b)(?! (?:un poco |sin querer )?(?:(?:el|la|los|las|un|una|mi|mis) (?:pelo|cabello|flequillo|unas|barba|puntas|melena|dedo|dedos)|con (?:un|una|el|la) (?:papel|folio|hoja|lata|abrelatas))\b)(?! (?:cocinando|pelando|cortando|afeitandome))`,
  rx`(?:quemarme|me quemo|me queme|me he quemado) (?:con (?:el |un |una )?(?:mechero|cigarro|cigarrillo|encendedor)|a proposito|los brazos|las piernas|la piel)|(?:golpearme|me golpeo|me pego) (?:a proposito|la cabeza contra)`,
  rx`cortes en (?:los|mis) (?:brazos|piernas|munecas|muslos)`,
  rx`(?:hacerme|me hago|me hice|me he hecho|me sigo haciendo) (?:mucho )?dano(?! (?:en|jugando|entrenando|corriendo|al))`,
  rx`auto ?lesi\w*`,
  rx`(?:tirarme|lanzarme|aventarme|arrojarme|me voy a tirar|me quiero tirar|me tiro) (?:por|de|desde|del|al|a las|a la|bajo|delante de) (?:(?:un|una|el|la|los|las|mi) )?(?:puente|ventana|balcon|edificio|azotea|terraza|tren|metro|vias|coche|camion|precipicio|acantilado|vacio|rio|techo|barranco)`,
  rx`sobredosis|(?:tomarme|me tome|me voy a tomar|tragarme|beberme) (?:todas las|todo el bote de|un bote de|una caja de|muchas|un monton de|todas mis) (?:pastillas|pildoras|medicinas|medicamentos)`,
  rx`ahorcarme|me (?:voy a|${QUIERO}) ahorcar|colgarme(?! (?:la|el|los|las|un|una|mi|mis)\b)|pegarme un tiro|dispararme|envenenarme`,
  rx`no merezco (?:vivir|estar viv[oa]|seguir viviendo)`,
];

const coded: readonly RegExp[] = [
  // "kms" is also a plural of km: not after a number or a quantity word.
  /(?<!\b(?:\d+|few|many|some|couple of|unos|varios|pocos|muchos|los|mil|cien) )\bkms\b/,
  rx`kys|unaliv(?:e|ed|es|ing)|sewer ?slid(?:e|ing)|ctb|toaster bath|commit (?:sudoku|toaster bath)`,
  rx`catch(?:ing)? the bus (?:for good|forever|permanently|for the last time)`,
  rx`game ?end(?:ing)? (?:${MYSELF}|me)|(?:want|wanna|going|gonna|ready|time) to game ?end`,
  rx`delete (?:${MYSELF})(?! (?:from|of) (?:the |this |that |my )?(?:group|chat|server|list|app|discord|channel|team|account|mailing))`,
  rx`neck yo?ur ?self`,
  // Spanish
  rx`(?:irme|me (?:${QUIERO}) ir|me voy a ir|me ire|marcharme|me voy) (?:de aqui |de este mundo |de esta vida )?${SIEMPRE}(?! (?:a vivir|a otr[oa]|al extranjero|de (?:esta|este|mi) (?:ciudad|pais|casa|trabajo|empresa|pueblo|barrio))\b)`,
  rx`(?:irme|me voy|me ire|marcharme|salir|me voy a ir) (?:de|del) (?:este|el) mundo`,
  rx`desaparecer (?:${SIEMPRE}|del mundo|de este mundo|de la faz de la tierra)`,
  rx`desviv(?:ir|irme|irse|o|e)(?! por)`,
  rx`dejar de (?:existir|vivir|respirar)`,
  rx`dar(?:me|se)? de baja (?:de|en) (?:la vida|este mundo|el mundo)`,
  rx`(?:quitarme|quitarse|me quite|me quito|me voy a quitar|me quiero quitar) de(?:l| en) medio`,
  rx`(?:descansar|dormir|dormirme) ${SIEMPRE}`,
  rx`cerrar los ojos (?:${SIEMPRE}|y no (?:volver a )?abrir(?:los)?)`,
];

const indirect: readonly RegExp[] = [
  rx`(?:better|fine|happier|ok|okay|good|easier) (?:off )?without me(?: around)?|better off dead|better off if i (?:was|were|wasnt|werent|died|disappeared|never)`,
  rx`no reasons? (?:to|for) (?:live|living|be alive|stay alive|keep going|go on|exist|existing)|nothing (?:left )?to live for`,
  rx`(?:cant|cannot|can not) (?:go on(?! (?:a|an|the|my|our|this|that|holiday|vacation|tour|stage|air|dates?|trips?|social|twitter|instagram|tiktok|discord)\b)|keep (?:going|living)|live like this|live with myself|take (?:it|this|this life) any ?more|do this any ?more)`,
  rx`(?:${DONT}) (?:want to|wanna) (?:exist|be alive|wake up|keep living|go on|be around any ?more|be here any ?(?:more|longer))`,
  rx`(?:dont|do not|not|no longer)(?: think i| really| even)? (?:want to|wanna|wants to) (?:be alive|exist|be here any ?more)|(?:want|wants|wanna|need) to (?:just )?(?:not be alive|not exist|stop existing|not be here any ?more|be gone)|stop (?:existing|breathing)|hate (?:being alive|existing)`,
  rx`(?:want to|wanna|going to|gonna|ready to|thinking (?:about|of)|plan to|planning to|decided to) end(?:ing)? (?:it|things|everything)(?! (?:with|between)\b)|end(?:ing)? (?:it|things|everything) (?:tonight|today|tomorrow|for good)`,
  rx`if i (?:was|were) (?:gone|dead|not here|not around)|if i (?:wasnt|werent) (?:here|around|alive)|if i died`,
  rx`(?:no|have no|dont have the|dont have any) (?:strength|energy|will) (?:left )?to (?:keep going|go on|live|carry on|keep living|fight any ?more)`,
  rx`(?:goodbye|bye) (?:forever|for good|world|cruel world)|sorry for everything\b.{0,40}\b(?:goodbye|bye)|(?:have|got|made) a plan (?:to|for) (?:end|kill|die|do it)`,
  rx`(?:${DONT}) (?:want to|wanna) live(?! (?:in|with|at|near|there|here|together|alone|abroad|somewhere|anywhere|far|close|on|by)\b)`,
  rx`wont be (?:a |an )?(?:problem|burden|bother|around|here)(?: for)? (?:much|very|too) long(?:er)?|you wont have to (?:worry about|deal with) me`,
  rx`(?:goodbye|farewell|suicide) (?:letters?|notes?)(?!.{0,40}\b(?:colleagues|coworkers|team|students|class|boss|office|company|clients)\b)|(?:wrote|written|writing) (?:my|a) (?:last|final) (?:letters?|notes?|messages?)`,
  rx`giv(?:e|ing|en) away (?:all )?(?:my|all my) (?:things|stuff|belongings|possessions|clothes)`,
  rx`point (?:in|of|to) (?:living|life|being alive|going on|existing|staying alive|carrying on|keep(?:ing)? going)`,
  rx`(?:sleep|asleep) and (?:never|not) wake up|never wake up again|hope i (?:dont|never) wake up`,
  rx`done with (?:life|living|being alive|it all)|(?:why|idk why) (?:should i |do i |would i |even |i even )*bother (?:living|staying alive|waking up|existing)|why (?:should i |do i )?(?:keep living|stay alive|be alive)`,
  rx`(?:no ?one|nobody|no body) (?:would|will|is going to|gonna|wouldnt) (?:even )?(?:notice|care|miss me)`,
  rx`(?:tired|sick|exhausted) of (?:being alive|existing|life|being here|living(?! (?:in|with|at|near|here|there|paycheck|out|off|on|by)\b))`,
  rx`end(?:ing)? it all|(?:want|wish|need) (?:it|everything|this|all of this|it all) to (?:end|stop|be over)`,
  rx`this is (?:my (?:last|final) (?:message|goodbye|post|words)|goodbye)`,
  rx`(?:life|my life|living) (?:isnt|is not|aint|wasnt) worth (?:living|it)`,
  rx`(?:im|i am|i feel like|feel like) (?:just |such |only )?(?:a|an) (?:burden|waste of space|waste of oxygen)|burden (?:to|on|for) (?:everyone|everybody|my family|them|my friends)`,
  rx`wish i (?:had )?never (?:been )?born|wish i (?:didnt|did not) exist`,
  rx`disappear (?:forever|for good|permanently)`,
  // Spanish
  rx`(?:estarian|estaran|estaria|estara|vivirian|viviran|serian|seria|estan|iria|irian|quedarian) (?:todos |todas |mucho )?mejor sin mi(?! (?:ayuda|apoyo|dinero|opinion|coche|permiso)\b)|mejor (?:para todos |para todo el mundo |para mi familia )?(?:si|que) (?:yo )?no (?:estuviera|existiera|hubiera nacido|estuviese|existiese|exista|este)`,
  rx`(?:no tiene|no le veo|no le encuentro|sin) (?:ningun |ni un )?sentido (?:a )?(?:vivir|seguir|seguir viviendo|la vida|mi vida|estar viv[oa])`,
  rx`(?:vivir|la vida|mi vida|seguir viviendo) (?:ya )?no tiene (?:ningun )?sentido|no le (?:veo|encuentro) (?:ningun )?sentido a nada`,
  rx`(?:no tengo|sin|ya no me quedan|no me quedan) (?:mas )?fuerzas (?:para|de) (?:seguir|vivir|continuar|luchar)`,
  rx`(?:os|les|los) quiero (?:mucho )?a todos\b.{0,40}\b(?:adios|me voy|perdon|lo siento)|adios (?:${SIEMPRE}|mundo|mundo cruel)|(?:perdon|perdonadme|perdonenme|lo siento) por todo\b.{0,40}\b(?:adios|me voy)`,
  rx`(?:decidido|decided)\b.{0,40}\b(?:adios|goodbye|bye)|(?:lo hago|lo hare|lo voy a hacer|do it|doing it) (?:hoy|esta noche|manana|tonight|tomorrow)\b.{0,40}\b(?:adios|goodbye|bye)`,
  rx`(?:no (?:tengo|encuentro|veo|hay)|sin|ninguna?) (?:ningun[ao]? )?(?:razon|razones|motivo|motivos) (?:para|por (?:la )?que) (?:seguir|vivir|seguir viviendo|estar viv[oa]|levantarme)|para que (?:seguir|vivir|seguir viviendo)(?! (?:estudiando|trabajando|con|en|esperando|hablando|pagando)\b)`,
  rx`sobro en (?:este mundo|esta vida|esta familia|todas partes)|estoy de sobra|si (?:yo )?no (?:existiera|existiese|hubiera nacido)|(?:tranquil[oa]s|felices|bien) si (?:yo )?no (?:estuviera|estuviese)`,
  rx`(?:preparado|planeado|listo|decidido) para (?:irme|hacerlo|despedirme|acabar)|odio (?:estar viv[oa]|vivir|existir)`,
  rx`no (?:${QUIERO}|puedo) seguir (?:viviendo|existiendo|con vida|asi|aqui|adelante)`,
  rx`no puedo mas con (?:mi vida|la vida|esta vida|vivir|todo)`,
  rx`ya no (?:puedo|aguanto) mas(?! (?:con |de )?(?:este|esta|estos|estas|el|la|los|las|tanto|tanta|tu|su|sus|ese|esa)\b)`,
  rx`(?:no aguanto|no soporto|harta de|harto de) (?:mas )?(?:esta|mi) vida`,
  rx`ya no (?:${QUIERO}) (?:estar|seguir) aqui|no (?:${QUIERO}) estar aqui (?:nunca mas|mas|ya)`,
  rx`no (?:${QUIERO}) (?:vivir|existir|estar viv[oa])(?! (?:en|con|cerca|lejos|junto|solo|sola|alli|alla|aqui|ahi|de)\b)`,
  rx`despedirme de (?:todos|todas|todo el mundo|mi familia|vosotros|ustedes|la gente|mis amigos)`,
  rx`nadie (?:me )?(?:echaria|echara|va a echar|extranaria|extranara|va a extranar|notaria|se daria cuenta|lloraria)`,
  rx`a nadie le (?:importaria|importara|va a importar) (?:si|que) (?:me muero|muero|desaparezco|me voy|no estoy|me mato)`,
  rx`(?:cartas?|notas?|mensajes?) de despedida(?!.{0,60}\b(?:jubil\w*|alumn\w*|compan\w*|jef[ae]s?|equipo|clientes|colegas|trabajo|oficina|empresa)\b)`,
  rx`(?:regalado|regalando|regalar|regale|repartido|repartiendo) (?:todas |todos )?mis (?:cosas|pertenencias|libros|juegos|ropa)(?!.{0,60}\b(?:oficina|trabajo|gradu\w*|mudanza|mudo|jubil\w*|carrera|donar|caridad)\b)`,
  rx`(?:dormir|dormirme|acostarme) y no (?:despertar|despertarme|volver a despertar)|(?:ojala|${QUIERO}|quisiera|prefiero|me gustaria|deseo|espero) no (?:despertar|despertarme|volver a despertar)|no (?:despertar|despertarme) (?:nunca|jamas|mas)|no (?:${QUIERO}) (?:volver a )?despertar(?:me)?`,
  rx`(?:soy|me siento|siento que soy|solo soy) (?:una|un) (?:carga|estorbo|lastre|peso(?! (?:pesado|pluma)))`,
  rx`(?:cansad[oa]|harto|harta|agotad[oa]) de (?:vivir|la vida|existir|estar viv[oa]|seguir viviendo)(?! (?:en|con|aqui|asi de)\b)`,
  rx`no vale la pena (?:vivir|seguir|seguir viviendo|estar viv[oa])|(?:la vida|mi vida|vivir) (?:ya )?no (?:vale|merece) (?:la pena|nada)|no merece la pena (?:vivir|seguir)`,
  rx`(?:dejare|voy a dejar|dejo) de ser (?:un|una) (?:problema|estorbo|carga|molestia)|no (?:tendreis|tendran|tendras|vais a tener|van a tener) que (?:preocuparos|preocuparse|preocuparte) (?:mas )?por mi`,
  rx`(?:acabar|terminar|ponerle fin|poner fin) (?:con|a) todo(?! (?:el|lo|esto|eso|la|los|las)\b)|(?:${QUIERO}) que (?:todo |esto )?(?:se )?(?:acabe|termine)(?! (?:el|la|los|las|este|esta|mi|la)\b)`,
  rx`(?:ojala|quisiera|desearia|deseo|preferiria|me gustaria) no (?:haber nacido|existir)`,
];

export const RISK_PATTERNS: Readonly<Record<RiskKind, readonly RegExp[]>> = { explicit, coded, indirect };

/** Phrases removed before matching: titles and jargon that would otherwise read as risk. */
export const RISK_EXCLUSIONS: readonly RegExp[] = [
  /\bsuicide squad\b/g,
  /\bescuadron suicida\b/g,
  /\bsuicide (?:doors?|runs?|drills?|sprints?)\b/g,
  /\bdie (?:my|her|his|your|their|the) (?:hair|clothes|shirt|jeans)\b/g,
  // idioms and sports that borrow the words (issue 11 hard negatives)
  /\bcould (?:just )?kill (?:my ?self|him|her|you) for\b/g,
  /\brather (?:die|be dead) than\b/g,
  /\bme (?:quiero|voy a) morir (?:con|de) (?:este|esta|tanto|tanta) (?:calor|frio|trafico|tarea|deberes|examen|trabajo|bochorno)\b/g,
  /\b(?:es|seria|era|sera|fue) un (?:suicidio|suicidio social)\b/g,
  /\b(?:its|it is|thats|that is|would be|its just) (?:social |career |financial )?suicide\b/g,
  /\bunaliv\w* (?:the|a|an|that|this|every|his|her) (?:final )?(?:boss|enemy|enemies|npc|mob|zombies?|players?|guy|dragon)\b/g,
  /\bif i (?:have|had) to\b.{0,80}\b(?:ill|i will|im gonna|im going to) (?:shoot|kill|hang) my ?self\b/g,
  /\bprefiero morir(?:me)? antes (?:que|de)\b/g,
  /\b(?:bungee(?: jump\w*)?|puenting|cliff div\w*|skydiv\w*|paracaid\w*)\b/g,
];
