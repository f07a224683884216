/**
 * Warning-sign concepts, Spanish and English together, on normalised text (normalise.ts: lowercase, no
 * accents or punctuation, "ñ" as "n", apostrophes dropped: "im", "dont", "ill"). Each concept is a small
 * lexicon of words and short frames, with inflections and common misspellings; none is a whole sentence.
 * A message is scored by how the concepts it holds combine (risk-model.ts), so a phrasing nobody listed
 * still meets its concepts: "bought a rope" (means) + "know what for" (intent).
 * Any change here must keep tests/unit/crisis-eval.test.ts green and bump RISK_PATTERN_VERSION.
 */

/** Wraps alternatives in word boundaries; the template is raw, so `\w` needs no double escape. */
const rx = (parts: TemplateStringsArray, ...values: string[]): RegExp =>
  new RegExp(`\\b(?:${String.raw(parts, ...values)})\\b`);

const I = String.raw`i|im|ive|id|ill|i am|i have|i will|me`;
const DEATH_EN = String.raw`not (?:being|be) (?:here|around|alive)|die|dying|dead|death|kill(?:ing)? my ?self|end(?:ing)? (?:my life|it all|it)|suicid\w*|not (?:be )?alive|not wake up|not exist(?:ing)?|stop existing|be gone`;
const DEATH_ES = String.raw`morir(?:me|se)?|muert[oa]s?|muerte|matar(?:me|se)|suicid\w*|quitarme la vida|acabar con (?:todo|mi vida)|no despertar(?:me)?|dejar de existir|no existir|desaparecer ${'(?:para siempre|del mapa|de este mundo)'}`;
const DAYS = String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo`;
const KIN_EN = String.raw`friend|bestie|bff|best friend|brother|sister|sis|bro|mom|mum|mother|dad|father|son|daughter|cousin|boyfriend|girlfriend|bf|gf|partner|husband|wife|roommate|flatmate|classmate|coworker|colleague|student|kid|niece|nephew|uncle|aunt|grandma|grandpa|neighbou?r|he|she|they`;
const KIN_ES = String.raw`amig[oa]s?|mejor amig[oa]|herman[oa]|hermanit[oa]|mama|madre|papa|padre|hij[oa]|prim[oa]|novi[oa]|pareja|marido|esposa?|mujer|compa|companer[oa]|alumn[oa]|sobrin[oa]|ti[oa]|abuel[oa]|vecin[oa]|el|ella`;

/** The concepts, each an alternation of its lexicon. `first` marks those that speak of the writer. */
export const CONCEPTS = {
  /** wish to die, not wake up, stop existing, in the writer's voice */
  ideation: [
    rx`(?:pray|praying|prayed|hope|hoping|wish|wishing|want|wanna|would rather|rather)(?: \w+){0,6} (?:not |never |dont |wont |didnt )(?:wake up|wake|be alive|exist|make it (?:through|to)|see (?:tomorrow|the morning))|(?:pray|praying|prayed|hope|hoping|wish|wishing|want|wanna|would rather|rather)(?: to| that| i| i could| i would| id| just)* (?:die(?! (?:than|before|of|for|laughing)\b)|be dead(?! than)|stop existing|disappear forever|fall asleep forever|sleep forever|not be here|be gone for good|not be alive)`,
    rx`(?:rezo|rezando|pido|le pido|ruego|deseo|ojala|quisiera|quiero|kiero|espero|me gustaria|prefiero|preferiria)(?: \w+){0,6} no (?:despertar(?:me)?|amanecer|volver a despertar|abrir (?:mas )?los ojos|existir|estar viv[oa])|(?:rezo|pido|ruego|deseo|ojala|quisiera|quiero|kiero|espero|me gustaria|prefiero)(?: (?:poder|que|me|a dios|solo|ya))* (?:morir(?:me)?|dejar de existir|desaparecer para siempre|dormir(?:me)? para siempre|estar muert[oa]|no estar)`,
    rx`(?:wish|hope|hoping|ojala|espero que|quisiera que) (?:a |some |that )?(?:car|truck|bus|train|something|someone|un coche|un carro|un camion|un auto|algo|alguien)\w* (?:would |will |could |me )?(?:hit|run|kill|atropell|mat)\w*|ojala (?:que )?me (?:atropell\w*|mate|matara|caiga algo|pase algo)|wouldnt (?:mind|care) if i (?:just )?(?:died|didnt wake up|was dead|never woke up|wasnt here)|(?:no tengo|ya no tengo|sin|perdi las|cero) ganas de (?:vivir|seguir viviendo|existir)|(?:no|lost the|lost my) will to live|dont feel like (?:living|existing|being alive)|no me importaria (?:morirme|morir|no despertar|estar muert[oa])`,
    rx`(?:death|dying|being dead|not existing)(?: \w+)? (?:sounds|seems|feels|would be|looks) (?:like )?(?:so )?(?:peaceful|nice|better|a relief|easier|good|like rest)|la muerte (?:me )?(?:parece|seria|suena|se ve) (?:un |como un )?(?:alivio|mejor|bonita|tranquila|paz|descanso)|morir(?:me)? (?:seria|suena|me parece) (?:mejor|un alivio|lo mejor)|fantasiz\w* about (?:dying|death|being dead)|imagin\w* my (?:own )?(?:death|funeral)|(?:imagino|pienso en) mi (?:muerte|funeral)|estaria mejor muert[oa]|(?:id|i would) be better (?:off )?dead`,
    rx`(?:cant|dont|do not|no longer) (?:want to |wanna )?(?:be alive|live any ?more|keep living|exist any ?more)|tired of (?:living|being alive|existing|life)(?! (?:in|with|at|here|there|like|on|paycheck)\b)|cansad[oa] de (?:vivir|existir|la vida|estar viv[oa])(?! (?:en|con|aqui|asi|de|sol[oa])\b)|ya no (?:${'quiero|kiero'}) (?:vivir|seguir|existir|estar viv[oa])(?! (?:en|con|aqui|asi|alli|de)\b)`,
    rx`(?:(?:no|ya no) quiero|dont want to|do not want to) (?:estar|seguir|be|stay) (?:en|in|on) (?:este|this) (?:mundo|world|planet|earth)|(?:y )?que no (?:hubiera|haya|exista) (?:un )?manana|there (?:was|were|is) no tomorrow|(?:thoughts?|thinking|think|pensamientos|pensando|pienso|ideas?)(?: \w+){0,2} (?:of|about|de|en|sobre) (?:dying|death|killing myself|ending (?:it|my life)|suicide|morir(?:me)?|(?:la )?muerte|matarme|quitarme la vida|suicidarme|suicidio|acabar con todo)`,
    rx`life (?:isnt|is not|aint) worth|la vida no (?:vale|merece) la pena|no quiero (?:vivir|seguir viviendo)(?! (?:en|con|cerca|lejos|junto|solo|sola|alli|alla|aqui|ahi|asi|de)\b)|i (?:should|shouldnt) (?:be dead|be alive|exist)|deberia estar muert[oa]|no deberia (?:existir|estar viv[oa])`,
  ],
  /** a way to die: pills, rope, a gun, heights, bridges, trains, blades, poison */
  means: [
    rx`pills?|tablets?|meds|medication|medicine|sleeping pills|painkillers|paracetamol|tylenol|ibuprofen|insulin|rope|noose|belt|cord|gun|guns|pistol|rifle|shotgun|firearm|bullets?|bridge|highest (?:bridge|building|floor|point)|roof|rooftop|ledge|balcony|cliff|train|tracks|railway|subway|overpass|blade|razor|knife|bleach|poison|antifreeze|carbon monoxide|exhaust|overdose|od`,
    rx`pastillas?|pastis|pildoras?|medicamentos?|medicinas?|calmantes|somniferos|paracetamol|clonazepam|rivotril|tranquilizantes|cuerda|soga|lazo|cinturon|pistola|arma|escopeta|revolver|balas?|puente|azotea|terraza|balcon|cornisa|edificio mas alto|piso mas alto|(?:el |un )?(?:piso|planta) \d+|acantilado|precipicio|tren|vias|metro|cuchilla|navaja|cuchillo|gillette|veneno|lejia|raticida|sobredosis`,
  ],
  /** looking up amounts, heights or methods */
  research: [
    rx`googl\w*|looked up|look(?:ing)? up|search(?:ed|ing)?|research(?:ed|ing)?|read(?:ing)? about how|how (?:many|much|high|tall|long|deep|far)|how to (?:tie|make|get)`,
    rx`checked|checking|looked at (?:how|which|what)|mire (?:cual|cuanto|cuantos|como|a que|que)|busque|buscando|buscar|he buscado|investigu\w*|investigando|googlee|cuant[oa]s|cuanto|que tan alto|que altura|a que altura|como se hace|como (?:atar|hacer) (?:un|el) nudo`,
  ],
  /** whether it would be enough to die */
  lethality: [rx`necesitaria|necesitarias|would i need|id need|would it need|(?:not|wouldnt|never) survive|to survive|no sobrevivir|sin sobrevivir|enough to (?:die|kill|not wake|end|do it)|would (?:it )?(?:take|be enough|kill|do it|work)|(?:would|will) be enough|(?:serian|seria|son|es) suficientes?|(?:harian|haria|hacen|hace) falta|(?:need|have) to take|funcionaria|lethal|fatal|to die|deadly|enough (?:pills|of them)|suficientes? para (?:morir|matarme|no despertar|acabar)|bastar(?:ian|ia)|alcanzar(?:ian|ia)|letal(?:es)?|mortal(?:es)?|para morir|para matarme|dosis (?:letal|mortal)`],
  /** a height to fall from */
  height: [rx`how many (?:floors|stories|storeys|metres|meters|feet)|cuantos (?:pisos|metros)|(?:highest|tallest|high(?:est)? enough) (?:bridge|building|floor|point|place|roof|cliff)|(?:bridge|building|roof|floor) (?:high|tall) enough|(?:puente|edificio|piso|azotea|lugar|sitio) mas alt[oa]|(?:suficientemente|bastante) alt[oa]|cuantos pisos`],
  /** having decided, being ready: the plan made */
  resolve: [
    rx`(?:ive|i have|i) (?:made up my mind|decided|made my decision|already decided)(?! (?:to|that|on|what|which|whether)\b)|my mind is made up|(?:tonights|today is|tomorrow is) the night|no turning back|this is it|its time|(?:set|picked|chose) (?:a|the) (?:day|date)|(?:have|got|made) (?:a|my) plan|(?:i have |ive )?(?:got )?(?:it all|everything) (?:planned|ready|figured out|sorted)|ready to go|made sure of (?:it|that)|(?:its|it is|all|everything(?:s)?(?: is)?) (?:planned|ready|set|arranged)`,
    rx`(?:ya )?lo (?:he |tengo )?decidid[oa]|lo tengo decidido|ya (?:lo )?decidi(?! (?:que|ir|dejar|cambiar|comprar|apuntarme|estudiar|hacer|irme|mudarme)\b)|lo decidi|ya tengo (?:fecha|el dia|un plan|todo (?:listo|preparado|planeado|pensado))|tengo (?:un|mi) plan|(?:tengo|lo tengo) todo (?:planeado|planificado|pensado|preparado|listo)|(?:elegi|escogi|puse) (?:el dia|la fecha|fecha)|me asegure|no hay (?:vuelta|marcha) atras|ya es hora|llego la hora|estoy list[oa](?! para (?:el|la|salir|ir)\b)|ya esta todo (?:listo|preparado)`,
  ],
  /** doing it: "I'll do it", "lo hago" */
  doIt: [rx`go(?:ing)? through with it|ill do it|i will do it|im (?:going|gonna) to do it|gonna do it|(?:would|could) do it|doing it|do it (?:tonight|tomorrow|soon)|end(?:ing)? it (?:tonight|tomorrow|on|this)|im ending it|lo (?:voy a |vo a )?hacer|lo hago|lo hare|lo haria|voy a hacerlo|hacerlo (?:esta|este|el|hoy|manana)|acabar con (?:todo|esto) (?:esta|este|el|hoy|manana)|end (?:this|it all) (?:on|tonight|tomorrow|this)`],
  /** knowing how, when or what for */
  knowHow: [rx`i know (?:exactly )?(?:how|when|where|which|how many)|ya se (?:cuales|cuantas|cuantos)|se (?:cuales|cuantas) (?:y|me)|i know what (?:(?:it|its|theyre|they|the \w+) (?:is |are )?)?(?:it is )?for|plan(?:ning|ned)? how|(?:thinking|thought) (?:of|about) how (?:i|to)|ya se (?:exactamente )?(?:como|cuando|donde)|se (?:exactamente )?(?:como|cuando) (?:lo|voy)|tengo claro (?:como|cuando)|(?:y )?se (?:para|pa) (?:que|q)|planeando como|pensando (?:en )?como (?:hacerlo|lo haria)`],
  /** the act of falling: jumping, throwing oneself */
  fall: [rx`jump(?:ing)?|leap(?:ing)?|throw(?:ing)? myself|step(?:ping)? (?:off|in front)|tirarme|lanzarme|aventarme|arrojarme|saltar|echarme (?:a|al|a las|delante)`],
  /** being drawn to it: tempted, thinking of, feeling like */
  urge: [rx`tempted|urges?|want to|wanna|(?:thinking|think|thought) (?:about|of)|could (?:just )?|imagine|ganas de|pienso en|pensando en|pense en|quiero|me dan ganas|tentad[oa]|me imagino`],
  /** how easy it would be */
  easy: [rx`(?:how|so|would be so|would be) easy|one (?:step|jump)|just (?:one )?step|lo facil que (?:seria|es)|seria (?:tan|muy|super) facil|(?:solo )?un paso|un salto y ya`],
  /** knowing where the means are kept */
  knowWhere: [rx`i know where (?:my|he|she|they|the|mom|dad)\b.{0,25}\b(?:keeps?|hides?|is|are|puts?)|se donde (?:guarda|esconde|tiene|deja|esta|estan|guardan)`],
  /** kept back for later */
  justInCase: [rx`just in case|for (?:when|if) i need|por si acaso|por si las moscas|por si (?:algun dia|lo necesito|las necesito|hace falta)`],
  /** swallowing it all at once */
  ingest: [rx`(?:take|taking|took|swallow\w*|down|tomarme|tomarmelas|tragarme|me las tomo|me tomo)(?: \w+){0,3} (?:all at once|at once|(?:the )?(?:whole|entire) (?:bottle|box|pack)|de golpe|de una vez|todo el (?:bote|frasco|blister)|toda la caja|todas juntas)|swallow(?:ed|ing)? (?:them )?all|tragarme (?:todas|todo)`],
  /** a time that turns a plan into a date */
  time: [rx`tonight\w*|tonite|tomorrow|tmrw?|2morrow|when every(?:one|body)(?:s| is)? (?:asleep|gone|out)|once every(?:one|body) (?:is )?(?:asleep|gone)|when no ?one is (?:home|around)|cuando (?:todos )?se (?:duerman|vayan)|cuando no (?:haya|este) nadie|this (?:weekend|week|friday|saturday|sunday)|on (?:${DAYS})|next (?:${DAYS})|at midnight|before (?:my birthday|christmas|new year)|esta noche|manana|este (?:finde|fin de semana)|el (?:${DAYS})|(?:el|este) proximo (?:${DAYS})|a medianoche|antes de (?:mi cumple|navidad|ano nuevo)|${DAYS}`],
  /** notes, letters, last goodbyes */
  farewell: [
    rx`as if (?:it was|it were|its) the last time|(?:because|since|cause) (?:its|it is|it was|it will be) the last time|como si fuera la ultima vez|(?:porque|ya que) (?:es|sera) la ultima vez|despidiendome sin que|goodbye|good bye|bye|farewell|last (?:goodbye|message|words|time)|(?:note|letter|letters|notes) (?:for|to) (?:my|everyone|the)|wrote (?:a|my|some) (?:note|letter|letters)|say(?:ing)? goodbye|thank(?:s| you) for everything|sorry for everything|take care of (?:mom|mum|dad|my|yourselves)|i love you all`,
    rx`adios|despedid[ao]|despedirme|despedi|despedirme de|carta(?:s)? (?:para|a) (?:mi|mis|todos|mama|papa)|nota (?:para|a)|escribi (?:una|unas|mis) (?:carta|cartas|nota|notas)|gracias por todo|perdon por todo|lo siento por todo|cuid(?:a|en|ad) (?:a|de) (?:mi|mama|papa)|os quiero a todos|los quiero a todos|ultima vez|ultimo mensaje`,
  ],
  /** it will not happen again: for good, forever, for the last time */
  finality: [
    rx`(?:wont|will not|not going to|not gonna|im not gonna) (?:make it|be (?:here|around|alive)) (?:to|till|until|after|past|for|by|through)|(?:not going to|not gonna) be (?:around|here|alive)|no (?:voy a llegar|llego|llegare) (?:al|a|hasta)|never come back|(?:y )?no volver (?:nunca|jamas)?|nunca volver|for the last time|one last time|last time (?:ill|i will|you)|for good|forever|wont see me again|never see me again|wont be around|wont be here|not be here (?:any ?more|much longer|tomorrow)|final goodbye|para siempre|por ultima vez|ultima vez que|no me (?:volveras|volvereis|volveran|vais a volver|van a volver) a ver|ya no (?:voy a estar|estare)|no (?:voy a estar|estare) (?:mucho|mas|manana)`,
  ],
  /** getting things in order for after: giving things away, who keeps the pet, "after I'm gone" */
  preparation: [
    rx`giv(?:e|ing|en) away|gave away|who (?:will |would |is going to |gets to )?(?:keep|take care of|look after|feed|have) (?:my|the)|who gets what|(?:so|that) (?:nobody|no one|they dont) (?:has|have|will have) to (?:deal with|worry|sort|clean)|paid (?:off )?(?:all )?my debts|cancel+ed (?:all )?my|deleted (?:all )?my (?:photos|pictures|accounts|posts)|gave (?:my|him|her) (?:my )?\w+ to|letters? (?:for|to) (?:everyone|each|all)|(?:clean|cleaning|cleaned|clear|clearing|cleared) out my (?:room|stuff|things|closet)|organi[sz]ing (?:all )?my (?:things|stuff)|(?:wrote|writing|written) down (?:all )?my passwords|(?:scheduled|set up) (?:a )?(?:message|email|post|text)|(?:look after|take care of|keep) my (?:dog|cat|pets?|plants|fish|rabbit)|put(?:ting)? my (?:affairs|things|stuff) in order|wrote (?:my|a) will|sorted (?:out )?my (?:things|stuff|accounts)|deleting my accounts|(?:passwords|savings|bank details) for|left (?:everything|instructions)`,
    rx`regal(?:e|ando|ar|ado)|repart(?:i|iendo|ir|ido) (?:mis|todas)|quien (?:se )?(?:quede|queda|quedara|cuidara|cuide|va a cuidar|va a quedar)(?: con)?|quien se queda con que|(?:pague|pagar|deje pagad[oa]s?) (?:todas )?mis deudas|cancele (?:todas )?mis|borre (?:todas )?mis (?:fotos|cuentas|redes)|le (?:di|regale|deje|dejo) (?:mi|mis|el|la|los|las) \w+ a|para que nadie (?:tenga|tengan) que|ordenando (?:todo|todas mis cosas|mis cosas)|(?:deje|dejo) escrito|contrasenas|programe un (?:mensaje|correo)|(?:que )?cuide(?:n)? (?:a|de) mi (?:perro|gato|mascota|conejo|hamster|planta)|cartas? (?:para|a) (?:todos|cada uno|cada una)|dejar(?:lo)? todo (?:en orden|arreglado|listo)|ordenando mis cosas|hice (?:mi|el) testamento|borrando mis cuentas|dej(?:e|ando) (?:instrucciones|todo listo)|contrasenas`,
  ],
  /** being a burden, never born, nobody would notice */
  burden: [
    rx`(?:easier|better|simpler|calmer) (?:for (?:everyone|everybody|them) )?if i (?:just )?(?:didnt|did not|wasnt|werent|was not) (?:exist|here|around|alive)|better (?:off )?without me|happier without me|(?:a|the|such a) burden|burden (?:to|on|for)|never (?:have )?been born|never born|wasnt born|no ?one (?:would|will|wouldnt) (?:notice|care|miss me)|nobody (?:would|will|wouldnt) (?:notice|care|miss me)|wouldnt (?:even )?(?:notice|miss me)|(?:everyone|everybody|they|theyd|theyll|everyones|my family|my parents|the world)(?:s| would| will| is| life would)? (?:be )?(?:better|happier|fine|relieved|easier) (?:if|without|when)|dragging (?:everyone|everybody|them|my family) down|holding everyone back|ruin(?:ing)? everyones (?:life|lives)|waste of (?:space|air|oxygen)|i ruin everything|only (?:cause|bring) (?:problems|pain)|in everyones way`,
    rx`(?:mas tranquil[oa]s|mejor|mas felices) si (?:yo )?no (?:existiera|estuviera|existiese)|mejor sin mi|mas felices sin mi|(?:una|un) (?:carga|estorbo|lastre)|no (?:haber|hubiera|hubiese) nacido|nunca (?:haber|hubiera|hubiese) nacido|nadie (?:me )?(?:echaria|echara|extranaria|extranara|notaria|notara|se daria cuenta|lo notaria)|no me (?:echarian|extranarian) de menos|(?:estarian|estaria|vivirian|serian) (?:mas |mucho )?(?:mejor|felices|tranquil[oa]s)|sin mi\b.{0,30}\b(?:iria|irian|ira|estarian|estaria|vivirian) (?:mucho |bastante )?mejor|(?:les|le) (?:iria|ira) (?:mucho )?mejor sin mi|sin mi (?:les iria|estarian|vivirian)|(?:les )?arruino la vida|sufren por mi culpa|sobro|estoy de sobra|solo (?:causo|doy|traigo) problemas|lo arruino todo|arruino todo`,
  ],
  /** no way out, the only exit */
  entrapment: [
    rx`callejon sin salida|dead end|(?:dont|cant|do not|cannot) see (?:a|any) (?:way out|exit|other way)|no (?:veo|encuentro|tengo) (?:ninguna |otra )?salida|ya no (?:veo|hay) salida|the easy way out|la salida facil|no way out|only way out|(?:only|last) (?:option|solution|exit|escape|way)|no (?:other )?(?:option|choice|escape|exit)|trapped|no escape|cant escape|nothing will (?:change|get better)|never (?:going to|gonna) get better|no salida|sin salida|unica (?:salida|opcion|solucion|forma|manera)|no hay (?:otra )?(?:salida|opcion|solucion)|atrapad[oa]|no puedo escapar|nada va a cambiar|nunca va a mejorar`,
  ],
  /** death itself, as a word */
  death: [rx`${DEATH_EN}|${DEATH_ES}|dying|morirse|muriendo|no seguir|es no estar(?! de)|(?:seria|es) desaparecer`],
  /** hurting oneself: cutting, burning, hitting, scratching */
  harmAct: [
    rx`(?:cut|cutting|cuts|carv\w*|slic\w*|burn\w*|scratch\w*|hit(?:ting)?|punch\w*|bang\w*|slam\w*|bit(?:e|ing)|pick(?:ing)?|pull(?:ing)?|hurt(?:ing)?|harm(?:ing)?|bruis\w*|starv\w*) (?:into |in |on )?(?:my ?self|myself|my (?:arms?|wrists?|legs?|thighs?|skin|stomach|head|hands?|body|hair))|(?:cut|cuts|cutting|burns|scratches|scars|marks) on my|(?:new|fresh) (?:cuts|scars|burns)|slic(?:e|ed|ing) (?:my|into)|sh|self harm\w*|selfharm\w*|self injur\w*`,
    rx`(?:me )?(?:cort(?:o|e|ar|arme|ando|ado)|quem(?:o|e|ar|arme|ando|ado)|golpe(?:o|e|ar|arme|ando)|pego|peg(?:ar|arme|ue)|rasgu\w*|aran(?:o|e|ar|arme|ando|azos)|rascarme hasta|lastim(?:o|e|ar|arme|ando)|muerdo|mord(?:i|er|erme)|arranco|hac(?:er|iendo)me dano|me hago dano|me hice dano)|me (?:hago|hice|he hecho) (?:cortes|heridas|cortadas)|(?:me clave|clavarme|clavandome|me clavo) (?:las|un|una|el|la)|hacerme (?:cortes|heridas)|cortadas|cortaditas|cortes|cicatrices|autolesi\w*|auto lesi\w*|autoles\w*`,
  ],
  /** what self-harm leaves: cuts hidden under sleeves, fresh scars */
  harmSigns: [rx`(?:hide|hiding|hid|cover(?:ing)?|conceal\w*) (?:the |my )?(?:cuts|scars|marks|burns)|long sleeves (?:to|so)|(?:new|fresh) (?:cuts|scars|burns) on|(?:escondo|esconder|escondiendo|tapo|tapar|tapando) (?:los |mis |las )?(?:cortes|cicatrices|marcas|cortadas|quemaduras|brazos)|cortes nuevos|manga larga para (?:tapar|esconder|que no)|(?:los|mis) cortes`],
  /** "on purpose", "to feel something", "as punishment" */
  onPurpose: [rx`until (?:it|they|i) (?:bleed|bled|hurt)\w*|hasta (?:sangrar|que sangr\w*|hacerme sangre|que (?:me )?duela)|(?:head|cabeza) (?:against|contra)|(?:against|contra) (?:the |la )?(?:wall|pared)|on purpose|deliberately|intentionally|to feel something|to feel (?:better|real|anything|the pain)|to punish(?: myself)?|because i deserve|to calm (?:down|myself)|a proposito|adrede|aposta|queriendo|para sentir (?:algo|dolor|otra cosa)|para castigarme|porque me lo merezco|para calmarme|me lo merezco`],
  /** where on the body, and with what */
  bodyOrTool: [rx`wrists?|arms?|thighs?|legs|skin|stomach|hips|blades?|razor|lighter|cigarette|pencil sharpener|scissors|munecas?|brazos?|muslos?|piernas?|piel|barriga|panza|cuchillas?|navaja|mechero|encendedor|cigarro|sacapuntas|tijeras|hoja de afeitar`],
  /** falling back: relapse, clean streaks broken, again */
  relapse: [rx`relaps\w*|again|clean for|days clean|months clean|broke my (?:streak|clean)|streak|urges?|recai\w*|recaida|otra vez|de nuevo|volvi a|he vuelto a|llevaba \w+ (?:dias|semanas|meses|anos) sin|dias limpi[oa]|meses limpi[oa]|ganas de (?:hacerlo|cortarme)`],
  /** words people use so that filters miss them */
  coded: [rx`ctb|unaliv\w*|sewer ?slid\w*|self ?delet\w*|toaster bath|game ?end(?:ing)? (?:my ?self|me)|commit die|final exit|irme para siempre|dormir para siempre|desvivirme|no existir mas|suisid\w*|sucid\w*|suicdi\w*`],
  /** someone else at risk: a person named, then risk said of them */
  thirdPerson: [
    rx`(?:${KIN_EN})s?\b.{0,60}\b(?:(?:kill|hurt|cut|burn|harm|starv)(?:ing|s)? (?:him|her|them)sel(?:f|ves)(?! (?:working|at work|studying|with work|to (?:finish|get|make|pay|keep))\b)|end (?:his|her|their) (?:own )?life|take (?:his|her|their) (?:own )?life|wants? to die|(?:doesnt|dont) want to (?:live|be alive|be here|wake up)|suicid\w*|goodbye (?:note|letter|text)|better off dead|(?:his|her|their) (?:own )?(?:funeral|death)|talks? about dying|gave away (?:all )?(?:his|her|their)|(?:texted|messaged|sent) (?:me )?(?:a )?goodbye|disappear forever|(?:a|has a) plan to end it|not (?:being|be) here next)`,
    rx`(?:${KIN_ES})\b.{0,60}\b(?:se (?:quiere|va a|piensa|queria|iba a) (?:matar|morir|suicidar|quitar la vida|ahorcar|tirar)|(?:quitarse|quitarle) la vida|matarse|suicidarse|morirse|no quiere (?:vivir|seguir|despertar|existir)|se (?:corta|quema|lastima|hace dano|autolesiona|golpea)|cartas? de despedida|estaria mejor muert[oa]|nadie l[oa] (?:extranaria|echaria)|acabar con su vida|suicid\w*|regalo (?:todas )?sus cosas|se despidio|despidiendose|se esta despidiendo|mensaje de despedida|se (?:mata|matara|suicida))`,
    rx`(?:kill|killing|hurt|hurting|cut|cutting|harm|harming) (?:him|her|them)sel(?:f|ves)(?! (?:working|at work|studying|with work|to (?:finish|get|make|pay|keep))\b)|end (?:his|her|their) (?:own )?life|(?:he|she|they)(?:s| is| are)? suicidal|se (?:quiere|va a) (?:matar|suicidar|quitar la vida)|(?:quiere|intento|va a) (?:quitarse la vida|suicidarse|matarse)`,
  ],
  /** an attempt in the past */
  pastAttempt: [
    rx`(?:tried|attempted|try) (?:to )?(?:kill myself|end (?:it|my life|things)|take my (?:own )?life|die|overdose|od)|suicide attempts?|attempted suicide|survived (?:an? )?(?:suicide attempt|overdose)|stomach pumped`,
    rx`intente (?:matarme|suicidarme|quitarme la vida|acabar con (?:todo|mi vida)|morir|tirarme|ahorcarme|colgarme)|intento de suicidio|intento suicida|lavado de estomago`,
  ],
  /** an attempt named without saying of what: weak alone, strong when it is coming back */
  attemptWord: [rx`(?:nearly|almost) (?:didnt|did not) make it|almost died|casi no lo cuento|casi me muero|(?:no )?volver a intentarlo|(?:my|last|previous|first|second) attempt(?! (?:at|to|on|in)\b)|the (?:last )?time i tried|when i tried|tried (?:once|before)|(?:woke up|ended up|was) in (?:the )?(?:hospital|icu|er|a ?e|psych ward|emergency room)|psych ward|hospitali[sz]ed|took all (?:those|my|the) pills|me (?:tome|bebi) (?:todo )?(?:un|el) (?:bote|frasco|blister)|me tome todas|(?:termine|acabe|desperte) en (?:el )?(?:hospital|urgencias|psiquiatrico|la uci)|me (?:internaron|ingresaron)|ingresad[oa]|internad[oa]|(?:mi|el|ultimo|primer) intento(?! de (?:aprobar|hacer|cocinar|ligar)\b)|lo intente (?:una vez|hace|el ano|antes)|cuando lo intente|la vez que lo intente|desperte en (?:el )?hospital|sobrevivi`],
  /** it is coming back */
  returning: [rx`volver a intentarlo|try (?:it )?again|intentarlo (?:de nuevo|otra vez)|ya no se|(?:getting|going|heading|slipping) back (?:to|into)|(?:that|the same) (?:dark )?(?:place|point) (?:again|as)|(?:llegando|volviendo) a ese (?:punto|lugar)|(?:feel|feels|feeling) like (?:then|that time|back then)|las ganas (?:han vuelto|volvieron|vuelven)|the urges? (?:is|are) back|vuelvo a (?:pensar|sentir|tener)|coming back|came back|back again|again|returning|creeping back|same (?:thoughts|feelings|place)|like last time|like before|feel like that again|otra vez|de nuevo|vuelven|volvieron|han vuelto|vuelve|volviendo|como (?:la ultima vez|aquella vez|antes)|los mismos pensamientos|me siento igual que`],
  /** hopelessness and exhaustion: weak alone, a signal in a conversation */
  distress: [rx`worthless|no valgo nada|i hate my life|odio mi vida|cant go on|cant do this any ?more|cant take it any ?more|im done|im so done|whats the point|no point|give up on (?:life|everything)|hopeless|no hope|empty inside|ya no puedo mas|no puedo mas|no aguanto mas|me rindo|para que seguir|sin esperanza|no tiene sentido|estoy agotad[oa] de todo|ya no aguanto`],
  /** staring at, holding the means */
  gaze: [rx`mirando (?:las|el|la|los|mis) (?:vias|puente|tren|pastillas|cuerda|pistola|arma|cuchillas?|navaja|vacio|agua|caida)|looking (?:down )?at (?:the|my) (?:tracks|bridge|pills|rope|gun|knife|blades?|water|drop)|(?:stood|standing|stand|sat|sitting|me quede|estuve|parad[oa]|sentad[oa]) (?:on|at|en) (?:the |el |la )?(?:edge|ledge|borde|cornisa|barandilla|railing)|star(?:e|ed|ing) at|keep (?:looking at|thinking about|holding|touching)|(?:cant|cannot) stop (?:looking at|thinking about)|holding|sitting (?:on|at|by|next to) (?:the|a) (?:edge|bridge|ledge|roof|tracks)|me quedo mirando|no dejo de mirar|no paro de (?:mirar|pensar en)|mirando fijamente|sosteniendo|con (?:la|el) \w+ en la mano|sentad[oa] en (?:el|la) (?:borde|puente|cornisa|azotea|vias)`],
  /** keeping the means back: saving, hoarding, lining up */
  stockpile: [rx`counting|counted|lined up|saved up|saving (?:up )?(?:my|them|pills|meds)|stockpil\w*|hoard\w*|collecting|hidden|hid (?:them|it|a|some)|escondid[oa]s?|guardad[oa]s?|hiding (?:them|it)|contando|conte|guard(?:o|e|ando) (?:las|mis|unas|todas)|guardadas|escondidas|junt(?:e|ando|ado) (?:pastillas|todas|las|mis)|acumul\w*|escond(?:o|i|iendo) (?:las|mis|unas)`],
  /** getting something: weak alone (camping rope, headache pills) */
  acquire: [rx`bought|buy|got (?:a|some|the)|ordered|compre|he comprado|comprado|consegui|tengo (?:una|un|las|los)`],
  /** the writer's own voice near a word of death: "I want to die", "ganas de morir" (not "a book about suicide") */
  selfVoice: [rx`(?:${I}|yo|quiero|kiero|estoy|voy|pienso|siento|tengo|ganas de|me)(?: (?!about\b|sobre\b|acerca\b|regarding\b|on\b|la\b|el\b)\w+){0,4} (?:die|dying|dead|kill\w*|suicid\w*|end(?:ing)? (?:my life|it all)|morir\w*|matar(?:me)?|muert[oa]|quitarme la vida)`],
  /** reading, study, news, fiction: lowers a mention, never a first-person signal */
  frame: [rx`essay|thesis|assignment|homework|presentation|documentary|novel|news|story|stories|book|film|movie|series|episode|podcast|lecture|report|article|rates|statistics|noticias?|libro|pelicula|serie|historia|reportaje|(?:book|novel|film|movie|series|show|episode|documentary|article|news|report|essay|class|course|lecture|seminar|talk|training|workshop|study|paper|thesis|research|statistics|character|protagonist|detective|poem|song|lyrics|play|podcast|history|anime|manga|game) (?:about|on|where|in which|that|of|investigating|with)|reading about|prevention|awareness|libro|novela|pelicula|peli|serie|capitulo|documental|articulo|noticia|noticias|informe|ensayo|clase (?:de|sobre)|curso|charla|taller|formacion|trabajo (?:de clase |final )?(?:sobre|de)|tesis|investigacion sobre|estadisticas|personaje|protagonista|detective|poema|cancion|prevencion|concienciacion|temario|examen de`],
  /** keeping it from the people it concerns */
  secrecy: [rx`(?:doesnt|dont|do not|does not) (?:need to )?know why|without (?:them|her|him|anyone) (?:knowing|realizing|noticing)|no (?:sabe|saben) (?:por que|nada|el motivo)|sin que (?:lo )?(?:sepan|sepa|se den cuenta|nadie sepa)`],
  /** the days counted down: "my last week" */
  myLast: [rx`(?:this is|its|this will be) my last (?:week|day|night|weekend|birthday|christmas|month)|(?:esta es|es|sera) mi ultim[oa] (?:semana|dia|noche|finde|cumpleanos|navidad|mes)`],
  /** the place and the hour chosen */
  planSet: [rx`(?:the )?place and (?:the )?(?:time|date|day)|(?:el )?lugar y (?:la hora|el dia|la fecha)|(?:picked|chose|found) (?:the|a) (?:place|spot)|(?:ya )?(?:tengo|elegi|escogi) el (?:lugar|sitio)`],
  /** medication taken as prescribed */
  routine: [rx`a day|per day|daily|every \d+ hours|with food|prescri\w*|doctor|headache|cold|fever|vitamins?|iron|birth control|skip(?:ped)? (?:one|a dose)|miss(?:ed)? a dose|al dia|por dia|diari[oa]s?|cada \d+ horas|con comida|receta|medico|dolor de cabeza|gripe|fiebre|vitaminas?|hierro|anticonceptiv\w*|saltarme una`],
  /** things that will not be needed any more */
  noNeed: [rx`so (?:they|she|he|nobody) (?:dont|doesnt|wont|will not|has not|have not) (?:have to|need to)|para que no (?:tengan|tenga) que|(?:wont|will not|dont|do not|wouldnt) (?:be )?need(?:ing)? (?:it|them|this|that|anything|my \w+)(?: any ?more| any longer| where im going)?|(?:ya )?no (?:l[oa]s? |me )?(?:voy a necesitar|va(?:n)? a hacer falta|necesitare|hara(?:n)? falta)`],
  /** a day named as the day: weak, and only with a time */
  plainDate: [rx`the day is|(?:its|is|will be) the day|es el dia|sera el dia|ese es el dia|its happening`],
  /** a goodbye that is about work, a move or a trip */
  everydayGoodbye: [rx`last time (?:ill|i will|i can) see (?:her|him|them)|(?:la|lo|los) (?:vere|voy a ver) por ultima vez|vet|veterinario|hospital|funeral|velorio|entierro|hospice|job|work|company|team|office|coworkers|colleagues|shift|moving|move to|new city|abroad|trip|travel\w*|flight|holiday|vacation|graduat\w*|retire\w*|semester|school year|trabajo|curro|empresa|oficina|equipo|companeros de (?:trabajo|piso)|mudanza|me mudo|mudarme|viaje|vuelo|extranjero|erasmus|vacaciones|jubil\w*|graduacion|fin de curso|despedida de solter[oa]|cambio de (?:trabajo|ciudad)`],
  /** plans of an ordinary day: a party, a haircut, an exam */
  mundane: [rx`party|haircut|hair|dinner|lunch|exam|test|meeting|date|concert|wedding|birthday|movie|match|game|shopping|gym|trip|holiday|vacation|interview|appointment|fiesta|pelo|cena|comida|examen|reunion|cita|concierto|boda|cumple\w*|peli\w*|partido|compras|gimnasio|viaje|vacaciones|entrevista|tatuaje|tattoo|piercing|dieta|diet|carrera|maraton|marathon`],
  /** an accident, a game, a kitchen: harm that nobody chose */
  accident: [rx`hair|nails|bangs|beard|pelo|cabello|flequillo|unas|barba|accident\w*|by accident|cooking|kitchen|oven|stove|pan|iron|chopping|onions?|shaving|playing|game|match|football|soccer|gym|training|fell|slipped|sin querer|accidente|cocinando|cocina|horno|sarten|plancha|cebolla|afeitandome|jugando|partido|futbol|entrenando|me cai|resbale|por error`],
  /** wanting to vanish: weak alone */
  vanish: [rx`(?:just )?fade away|desvanecerme|esfumarme|(?:want|wanna|wish i could|just) (?:to )?disappear|(?:quiero|kiero|quisiera|ojala pudiera|ganas de) desaparecer|desaparecer del mapa|irme lejos y no volver`],
  /** "after I'm gone": weak alone, strong with arrangements */
  afterGone: [rx`(?:after|when|once|if) (?:im|i am|ive|i) (?:gone|dead|not here|not around|no longer (?:here|around))|(?:cuando|despues de que|una vez que|si) (?:ya )?(?:no (?:este|estoy|exista)|me (?:haya ido|muera|vaya para siempre)|yo (?:falte|ya no este))|cuando me vaya`],
  /** a video game: dying and killing are its verbs */
  gameContext: [rx`minecraft|fortnite|roblox|valorant|apex|cod|call of duty|gta|elden ring|league|videogame|video game|in (?:the )?game|respawn\w*|npc|grenade|lobby|ranked|boss|en el juego|videojuego|partida|granada|nivel`],
  /** "a weekend", "from social media": a way of saying rest, not death */
  restNotDeath: [rx`(?:for|a|the) (?:weekend|few days|day|week|while|bit|holiday|vacation)|from (?:social media|instagram|twitter|tiktok|the internet|work|the group)|off the grid|(?:un|el|este) (?:fin de semana|finde|par de dias|rato|tiempo|mes)|unos dias|de (?:las )?redes|de vacaciones|del grupo`],
} satisfies Record<string, RegExp[]>;

export type Concept = keyof typeof CONCEPTS;
