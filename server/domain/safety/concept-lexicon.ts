import { rx, SIGNS } from './concept-signs.js';
import { ACTS } from './concept-acts.js';
import { CONTEXT } from './concept-context.js';

/**
 * Warning-sign concepts, Spanish and English together, on normalised text (normalise.ts: lowercase, no
 * accents or punctuation, "ñ" as "n", apostrophes dropped: "im", "dont", "ill"). Each concept is a small
 * lexicon of words and short frames, with inflections and common misspellings; none is a whole sentence.
 * A message is scored by how the concepts it holds combine (risk-model.ts), so a phrasing nobody listed
 * still meets its concepts: "bought a rope" (means) + "know what for" (intent).
 * Any change here must keep tests/unit/crisis-eval.test.ts green and bump RISK_PATTERN_VERSION.
 */


const I = String.raw`i|im|ive|id|ill|i am|i have|i will|me`;
const DEATH_EN = String.raw`not (?:being|be) (?:here|around|alive)|die|dying|dead|death|kill(?:ing)? my ?self|end(?:ing)? (?:my life|it all|it)|suicid\w*|not (?:be )?alive|not wake up|not exist(?:ing)?|stop existing|be gone`;
const DEATH_ES = String.raw`morir(?:me|se)?|muert[oa]s?|muerte|matar(?:me|se)|suicid\w*|quitarme la vida|acabar con (?:todo|mi vida)|no despertar(?:me)?|dejar de existir|no existir|desaparecer ${'(?:para siempre|del mapa|de este mundo)'}`;
const DAYS = String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo`;
const KIN_EN = String.raw`someone|somebody|girl|guy|boy|teen|friend|bestie|bff|best friend|brother|sister|sis|bro|mom|mum|mother|dad|father|son|daughter|cousin|boyfriend|girlfriend|bf|gf|partner|husband|wife|roommate|flatmate|classmate|coworker|colleague|student|kid|niece|nephew|uncle|aunt|grandma|grandpa|neighbou?r|he|she|they`;
const KIN_ES = String.raw`alguien|chic[oa]|wey|colega|espos[oa]|pib[ea]|amig[oa]s?|mejor amig[oa]|herman[oa]|hermanit[oa]|mama|madre|papa|padre|hij[oa]|prim[oa]|novi[oa]|pareja|marido|esposa?|mujer|compa|companer[oa]|alumn[oa]|sobrin[oa]|ti[oa]|abuel[oa]|vecin[oa]|el|ella`;

/** The concepts, each an alternation of its lexicon. `first` marks those that speak of the writer. */
export const CONCEPTS = {
  /** wish to die, not wake up, stop existing, in the writer's voice */
  ideation: [
    rx`(?:pray|praying|prayed|hope|hoping|wish|wishing|want|wanna|would rather|rather)(?: \w+){0,6} (?:not |never |dont |wont |didnt )(?:wake up|wake|be alive|exist|make it (?:through|to)|see (?:tomorrow|the morning))|(?:pray|praying|prayed|hope|hoping|wish|wishing|want|wanna|would rather|rather)(?: to| that| i| i could| i would| id| just)* (?:die(?! (?:than|before|of|for|laughing)\b)|be dead(?! than)|stop existing|disappear forever|fall asleep forever|sleep forever(?! (?:this|on|tomorrow|today|the|all|till|until|in)\b)|not be here|be gone for good|not be alive)`,
    rx`(?:rezo|rezando|pido|le pido|ruego|deseo|ojala|quisiera|quiero|kiero|espero|me gustaria|prefiero|preferiria)(?: \w+){0,6} no (?:despertar(?:me)?|amanecer|volver a despertar|abrir (?:mas )?los ojos|existir|estar viv[oa])|(?:rezo|pido|ruego|deseo|ojala|quisiera|quiero|kiero|espero|me gustaria|prefiero)(?: (?:poder|que|me|a dios|solo|ya))* (?:morir(?:me)?(?! de (?:la |el |los )?(?:risa|verguenza|ganas|hambre|sueno|frio|calor|miedo|envidia|amor|pena|asco|cansancio|sed|nervios|aburrimiento)\b)|dejar de existir|desaparecer para siempre|dormir(?:me)? para siempre|estar muert[oa]|no estar)`,
    rx`(?:wish|hope|hoping|ojala|espero que|quisiera que) (?:a |some |that )?(?:car|truck|bus|train|something|someone|un coche|un carro|un camion|un auto|algo|alguien)\w* (?:would |will |could |me )?(?:hit|run|kill|atropell|mat)\w*|ojala (?:que )?me (?:atropell\w*|mate|matara|caiga algo|pase algo)|wouldnt (?:mind|care) if i (?:just )?(?:died|didnt wake up|was dead|never woke up|wasnt here)|(?:no tengo|ya no tengo|sin|perdi las|cero) ganas de (?:vivir|seguir viviendo|existir)|(?:no|lost the|lost my) will to live|dont feel like (?:living|existing|being alive)|no me importaria (?:morirme|morir|no despertar|estar muert[oa])`,
    rx`(?:death|dying|being dead|not existing)(?: \w+)? (?:sounds|seems|feels|would be|looks) (?:like )?(?:so )?(?:peaceful|nice|better|a relief|easier|good|like rest)|la muerte (?:me )?(?:parece|seria|suena|se ve) (?:un |como un )?(?:alivio|mejor|bonita|tranquila|paz|descanso)|morir(?:me)? (?:seria|suena|me parece) (?:mejor|un alivio|lo mejor)|fantasiz\w* about (?:dying|death|being dead)|imagin\w* my (?:own )?(?:death|funeral)|(?:imagino|pienso en) mi (?:muerte|funeral)|estaria mejor muert[oa]|(?:id|i would) be better (?:off )?dead`,
    rx`(?:cant|dont|do not|no longer) (?:want to |wanna )?(?:be alive|live any ?more|keep living|exist any ?more)|tired of (?:living|being alive|existing|life)(?! (?:in|with|at|here|there|like|on|paycheck)\b)|cansad[oa] de (?:vivir|existir|la vida|estar viv[oa])(?! (?:en|con|aqui|asi|de|sol[oa])\b)|ya no (?:${'quiero|kiero'}) (?:vivir|seguir|existir|estar viv[oa])(?! (?:en|con|aqui|asi|alli|de)\b)`,
    rx`(?:hope|hoping|wish|pray|ojala|espero que)\b.{0,20}\b(?:heart (?:just )?stops?|heart attack|die in my sleep|infarto|(?:me )?muera (?:mientras duermo|dormid[oa])|(?:se me|me) pare el corazon)|(?:dont|cant|do not|cannot) (?:see|imagine) (?:a future (?:with me in it|for me)|myself (?:alive|being alive|living|here|around) (?:in|next|by|at))|no me (?:veo|imagino) viv[oa]|(?:(?:no|ya no) quiero|dont want to|do not want to) (?:estar|seguir|be|stay) (?:en|in|on) (?:este|this) (?:mundo|world|planet|earth)|(?:y )?que no (?:hubiera|haya|exista) (?:un )?manana|there (?:was|were|is) no tomorrow|(?:thoughts?|thinking|think|pensamientos|pensando|pienso|ideas?)(?: \w+){0,2} (?:of|about|de|en|sobre) (?:dying|death|killing myself|ending (?:it|my life)|suicide|morir(?:me)?|(?:la )?muerte|matarme|quitarme la vida|suicidarme|suicidio|acabar con todo)`,
    rx`life (?:isnt|is not|aint) worth|la vida no (?:vale|merece) la pena|no quiero (?:vivir|seguir viviendo)(?! (?:en|con|cerca|lejos|junto|solo|sola|alli|alla|aqui|ahi|asi|de)\b)|i (?:should|shouldnt) (?:be dead|be alive|exist)|deberia estar muert[oa]|no deberia (?:existir|estar viv[oa])`,
    rx`(?:hope|hoping|hopes|wish|wishing|pray\w*|ojala|deseo|espero)(?: \w+){0,5} (?:heart (?:gives out|gave out|stops|would stop)|(?:plane|bus|car) (?:goes down|crashes|would crash)|(?:get|got|gets) (?:sick|hit|cancer|run over) and (?:not|never) (?:recover|wake|survive)|not recover|never recover|me (?:de|pase|diera|pasara) algo(?: y ya)?|que se acabe)`,
    rx`(?:being dead|death|dying|not existing|not being alive|not being here) (?:sounds|seems|feels|would be|looks|is) (?:\w+ )?(?:less \w+|better|easier|nicer|peaceful|appealing|tempting|so much better)|tired of waking up|cansad[oa] de despertar(?:me)?|wish i (?:didnt|did not|wouldnt) (?:wake up|exist)`,
    rx`(?:sleep|asleep|dormir(?:me)?|acostarme)(?: \w+){0,3} (?:and |y )?(?:just |ya )?(?:not|never|no|nunca) (?:come back|wake up|wake|volver|despertar(?:me)?)|cease to exist|(?:stop|stopped) being (?:alive|here)|dejar de estar (?:aqui|viv[oa])`,
    rx`(?:dont|do not|cant|cannot) see why i (?:should|would) (?:keep living|keep going|go on|stay alive|be alive|exist)|why (?:should|would) i (?:keep living|stay alive|go on living)`,
    rx`(?:ojala|quisiera|desearia|deseo|me gustaria) (?:yo )?no (?:existiera|existir|haber existido|hubiera existido|existiese)|no (?:le )?(?:encuentro|veo) (?:gracia|sentido|razon) (?:a |de )?(?:seguir viv[oa]|vivir|estar viv[oa]|seguir viviendo|seguir aqui)`,
    rx`(?:seria|would be) (?:mas facil|easier|mejor|better) (?:simplemente |just |to just |to )?(?:no estar|not (?:be|being) (?:here|alive|around)|no existir|not exist)|pray (?:it|this|tonight)(?:s| is| will be)? (?:my|the) last`,
    rx`(?:fine|ok|okay|happy|glad|wouldnt mind|wouldnt care|be fine)(?: \w+){0,3} if i (?:never|didnt|did not) (?:woke|wake) up|no (?:me )?(?:deje|dejes|dejara) (?:despertar|amanecer)|no (?:quiero|kiero|quisiera) (?:amanecer|despertar(?:me)?|volver a despertar)|(?:jealous|envious) of (?:people|those|the ones|everyone) (?:who|that) (?:died|are dead|passed)|(?:envidia|celos) (?:de|a) (?:los|la gente|quienes|las personas) (?:que )?(?:ya )?(?:se )?(?:murieron|mueren|estan muert[oa]s|fallecieron)|(?:me encantaria|me gustaria|quisiera|quiero|solo quiero) (?:simplemente |solo )?dejar de estar(?! (?:triste|mal|sol[oa]|cansad|enfad|preocupad|en)\w*)`,
    rx`(?:hate|hated) (?:that i |having )?(?:woke|wake|waking) up|odio (?:haberme despertado|despertarme|despertar)|(?:sleep|durmiera|dormirme|dormir)\b.{0,15}\b(?:thats it|the end|y fin|y ya|se acabo)|(?:pray|praying|asking|begging|beg) (?:\w+ ){0,3}(?:god|the universe) (?:to )?(?:takes?|take) me|(?:pido|ruego|rezo)(?: \w+){0,3} (?:a )?dios (?:que )?me (?:lleve|recoja)|que dios me (?:lleve|recoja)`,
  ],
  /** a way to die: pills, rope, a gun, heights, bridges, trains, blades, poison */
  means: [
    rx`pills?|tablets?|meds|medication|medicine|sleeping pills|painkillers|paracetamol|tylenol|ibuprofen|insulin|rope|noose|belt|cord|gun|guns|pistol|rifle|shotgun|firearm|bullets?|bridge|highest (?:bridge|building|floor|point)|roof|rooftop|ledge|balcony|cliff|train|tracks|railway|subway|overpass|blade|razor|knife|bleach|poison|antifreeze|carbon monoxide|exhaust|overdose|od`,
    rx`pastillas?|pastis|pildoras?|medicamentos?|medicinas?|calmantes|somniferos|paracetamol|clonazepam|rivotril|tranquilizantes|cuerda|soga|lazo|cinturon|pistola|arma|escopeta|revolver|balas?|puente|azotea|terraza|balcon|cornisa|edificio mas alto|piso mas alto|(?:el |un )?(?:piso|planta) \d+|acantilado|precipicio|tren|vias|metro|anden|cuchilla|navaja|cuchillo|gillette|veneno|lejia|raticida|sobredosis`,
    rx`antidepressants?|sertraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|lexapro|xanax|alprazolam|benzos?|diazepam|valium|lorazepam|lithium|opioids?|oxy\w*|fentanyl|bleed(?:ing)? out|parking (?:garage|structure)|car park|platform edge|(?:crash|crashing|drive|driving|steer\w*) (?:my |the )?(?:car )?(?:into|off) (?:a |the )?(?:wall|tree|truck|bridge|cliff|barrier|oncoming)`,
    rx`antidepresivos?|sertralina|fluoxetina|escitalopram|alprazolam|diazepam|lorazepam|benzos?|litio|insulina|desangr\w*|estrellar(?:me)? (?:el coche|el carro|el auto|contra)|chocar (?:el coche|el carro|el auto)? ?contra (?:un|una|el|la) (?:muro|pared|arbol|camion)|borde del anden|parking|estacionamiento`,
    rx`(?:tied|tie|tying) a (?:knot|noose)|nudo corredizo|hice un nudo`,
  ],
  /** looking up amounts, heights or methods */
  research: [
    rx`googl\w*|looked up|reading (?:about |up )?(?:which|what|how)|look(?:ing)? up|search(?:ed|ing)?|research(?:ed|ing)?|read(?:ing)? about how|how (?:many|much|high|tall|long|deep|far)|how to (?:tie|make|get)`,
    rx`checked|checking|looked at (?:how|which|what)|mire (?:cual|cuanto|cuantos|como|a que|que)|busque|buscando|buscar|he buscado|investigu\w*|investigando|googlee|cuant[oa]s|cuanto|que tan alto|que altura|a que altura|como se hace|como (?:atar|hacer) (?:un|el) nudo`,
    rx`averigu\w*|(?:what|which) floor`,
  ],
  /** whether it would be enough to die */
  lethality: [
    rx`deadly (?:together|combination|mix)|(?:which|what) (?:\w+ )?(?:are|is) (?:deadly|lethal)|mortales? (?:juntas|juntos)|mezcla (?:mortal|letal)|necesitaria|necesitarias|would i need|id need|would it need|(?:not|wouldnt|never) survive|to survive|no sobrevivir|sin sobrevivir|enough to (?:die|kill|not wake|end|do it)|would (?:it )?(?:take|be enough|kill|do it|work)|(?:would|will) be enough|(?:serian|seria|son|es) suficientes?|(?:harian|haria|hacen|hace) falta|(?:need|have) to take|funcionaria|lethal|fatal|to die|deadly|enough (?:pills|of them)|suficientes? para (?:morir|matarme|no despertar|acabar)|bastar(?:ian|ia)|alcanzar(?:ian|ia)|letal(?:es)?|mortal(?:es)?|para morir|para matarme|dosis (?:letal|mortal)`,
    rx`would (?:\d+ |\w+ ){1,3}(?:do it|be enough|kill me|work)|how long (?:it takes|does it take) to (?:die|bleed out|drown|lose consciousness)|(?:most|more|the most) (?:dangerous|lethal|deadly|toxic)|(?:que|cual|which|what) (?:\w+ )?(?:no duele|duele menos|doesnt hurt|hurts (?:the )?least|is painless)|cuanto tarda(?: en hacer efecto)?|(?:no|not) (?:es |its )?para (?:nada bueno)`,
  ],
  /** a height to fall from */
  height: [
    rx`a que altura|que altura (?:hace falta|hay que)|how high (?:do you|does it|would|up)|how many (?:floors|stories|storeys|metres|meters|feet)|cuantos (?:pisos|metros)|(?:highest|tallest|high(?:est)? enough) (?:bridge|building|floor|point|place|roof|cliff)|(?:bridge|building|roof|floor) (?:high|tall) enough|(?:puente|edificio|piso|azotea|lugar|sitio) mas alt[oa]|(?:suficientemente|bastante) alt[oa]|cuantos pisos`,
    rx`(?:que altura|how tall|how high) (?:tiene|is|es)|what floor (?:would|do)`,
  ],
  /** having decided, being ready: the plan made */
  resolve: [
    rx`(?:ive|i have|i) (?:made up my mind|decided|made my decision|already decided)(?! (?:to|that|on|what|which|whether)\b)|my mind is made up|(?:tonights|today is|tomorrow is) the night|no turning back|this is it|its time|(?:set|picked|chose) (?:a|the) (?:day|date)|(?:have|got|made) (?:a|my) plan|(?:i have |ive )?(?:got )?(?:it all|everything) (?:planned|ready|figured out|sorted)|ready to go|made sure of (?:it|that)|(?:its|it is|all|everything(?:s)?(?: is)?) (?:planned|ready|set|arranged)`,
    rx`(?:ya )?lo (?:he |tengo )?decidid[oa]|lo tengo decidido|ya (?:lo )?decidi(?! (?:que|ir|dejar|cambiar|comprar|apuntarme|estudiar|hacer|irme|mudarme)\b)|lo decidi|ya tengo (?:fecha|el dia|un plan|todo (?:listo|preparado|planeado|pensado))|tengo (?:un|mi) plan|(?:tengo|lo tengo) todo (?:planeado|planificado|pensado|preparado|listo)|(?:elegi|escogi|puse) (?:el dia|la fecha|fecha)|me asegure|no (?:hay|haya) (?:vuelta|marcha) atras|ya es hora|llego la hora|estoy list[oa](?! para (?:el|la|salir|ir)\b)|ya esta todo (?:listo|preparado)`,
    rx`nothing(?:s| is)? (?:gonna|going to|will|can) change my mind|(?:nobody|no ?one) (?:can|will|is gonna|is going to) (?:stop|talk) me|decisions? (?:is |s )?made|its decided|ive made my choice|(?:the )?date (?:is )?set|(?:i have|ive got|got|i) (?:a |the )?plan and (?:a |the )?date|(?:i have|ive got|got) everything i need|(?:ya )?me decidi|ya esta decidido|esta decidido|(?:tengo )?(?:el|un|mi) plan (?:hecho|listo)|(?:la )?fecha (?:puesta|elegida)|ya tengo todo lo que (?:necesito|hace falta)|ya decidi que`,
    rx`if nothing (?:changes|gets better) by|si nada cambia (?:para|antes)`,
  ],
  /** doing it: "I'll do it", "lo hago" */
  doIt: [rx`(?:talk|talking|convince) me out of it|no me van a (?:convencer|hacer cambiar|parar)|nadie me va a (?:parar|convencer|detener)|no (?:intentes|trates de) (?:convencerme|pararme|detenerme)|go(?:ing)? through with it|ill do it|i will do it|im (?:going|gonna) to do it|gonna do it|(?:would|could) do it|doing it|do it (?:tonight|tomorrow|soon)|end(?:ing)? it (?:tonight|tomorrow|on|this)|im ending it|lo (?:voy a |vo a )?hacer|lo hago|lo hare|lo haria|voy a hacerlo|hacerlo (?:esta|este|el|hoy|manana)|acabar con (?:todo|esto) (?:esta|este|el|hoy|manana)|end (?:this|it all) (?:on|tonight|tomorrow|this)`],
  /** knowing how, when or what for */
  knowHow: [
    rx`(?:chosen|chose|picked|decided) (?:how|when|where)|(?:elegido|decidido|pensado) (?:como|cuando|donde)|i know (?:exactly )?(?:how|when|where|which|how many)|ya se (?:cuales|cuantas|cuantos)|se (?:cuales|cuantas) (?:y|me)|i know what (?:(?:it|its|theyre|they|the \w+) (?:is |are )?)?(?:it is )?for|plan(?:ning|ned)? how|(?:thinking|thought) (?:of|about) how (?:i|to)|ya se (?:exactamente )?(?:como|cuando|donde)|se (?:exactamente )?(?:como|cuando) (?:lo|voy)|tengo claro (?:como|cuando)|(?:y )?se (?:para|pa) (?:que|q)|planeando como|pensando (?:en )?como (?:hacerlo|lo haria)`,
    rx`(?:ya )?se como usar(?:la|lo|las|los)|(?:i )?know how to use (?:it|them)|i know (?:exactly )?what (?:its|it is|theyre|they are|the \w+ is) for|(?:el )?como y (?:el )?cuando|(?:el )?cuando y (?:el )?como|i know how and (?:i know )?when`,
  ],
  /** the act of falling: jumping, throwing oneself */
  fall: [rx`jump(?:ing)?|leap(?:ing)?|throw(?:ing)? myself|step(?:ping)? (?:off|in front)|tirarme|lanzarme|aventarme|arrojarme|saltar|echarme (?:a|al|a las|delante)`],
  /** being drawn to it: tempted, thinking of, feeling like */
  urge: [rx`tempted|urges?|want to|wanna|imagin\w*|(?:thinking|think|thought) (?:about|of)|could (?:just )?|imagine|ganas de|pienso en|pensando en|pense en|quiero|me dan ganas|tentad[oa]|me imagino`],
  /** how easy it would be */
  easy: [rx`(?:how|so|would be so|would be) easy|one (?:step|jump)|just (?:one )?step|lo facil que (?:seria|es)|seria (?:tan|muy|super) facil|(?:solo )?un paso|un salto y ya`],
  /** knowing where the means are kept */
  knowWhere: [
    rx`i know where (?:my|he|she|they|the|mom|dad)\b.{0,25}\b(?:keeps?|hides?|is|are|puts?)|se donde (?:guarda|esconde|tiene|deja|esta|estan|guardan)`,
    rx`(?:i )?know (?:the )?(?:code|combination|pin) (?:to|for|of)|se (?:la )?(?:clave|combinacion|contrasena) de`,
  ],
  /** kept back for later */
  justInCase: [rx`just in case|for (?:when|if) i need|por si acaso|por si las moscas|por si (?:algun dia|lo necesito|las necesito|hace falta)`],
  /** swallowing it all at once */
  ingest: [rx`(?:take|taking|took|swallow\w*|down|tomarme|tomarmelas|tragarme|me las tomo|me tomo)(?: \w+){0,3} (?:all at once|at once|(?:the )?(?:whole|entire) (?:bottle|box|pack)|de golpe|de una vez|todo el (?:bote|frasco|blister)|toda la caja|todas juntas)|swallow(?:ed|ing)? (?:them )?all|tragarme (?:todas|todo)`],
  /** a time that turns a plan into a date */
  time: [
    rx`(?:after|before|despues de|antes de) (?:my |mi |the |el |la )?(?:\w+s? )?(?:wedding|birthday|exams?|graduation|boda|cumple\w*|examen(?:es)?|graduacion)|soon|pronto|this week|esta semana|en unos dias|in a few days|tonight\w*|tonite|tomorrow|tmrw?|2morrow|when every(?:one|body)(?:s| is)? (?:asleep|gone|out)|once every(?:one|body) (?:is )?(?:asleep|gone)|when no ?one is (?:home|around)|cuando (?:todos )?se (?:duerman|vayan)|cuando no (?:haya|este) nadie|this (?:weekend|week|friday|saturday|sunday)|on (?:${DAYS})|next (?:${DAYS})|at midnight|before (?:my birthday|christmas|new year)|esta noche|manana|este (?:finde|fin de semana)|el (?:${DAYS})|(?:el|este) proximo (?:${DAYS})|a medianoche|antes de (?:mi cumple|navidad|ano nuevo)|${DAYS}`,
    rx`next (?:week|month|weekend)|la (?:semana|proxima semana) que viene|la proxima semana|el (?:mes|finde) que viene|el proximo (?:mes|finde)|once every(?:one|body)s (?:asleep|gone|out)|when every(?:one|body)s (?:asleep|gone|out)|cuando (?:todos )?esten dormidos|waiting for the right (?:night|day|moment|time)|solo (?:me )?falta (?:el dia|la fecha|el momento)|solo espero (?:a )?que`,
    rx`by the end of the (?:week|month|day)|para (?:el )?fin(?:al)? de (?:semana|mes)|para el finde`,
  ],
  /** notes, letters, last goodbyes */
  farewell: [
    rx`(?:apologi[sz]ing|saying sorry|thanking) (?:to )?(?:everyone|everybody|all)|pidiendo perdon a todos|dando las gracias a todos|ya me despedi de|as if (?:it was|it were|its) the last time|(?:because|since|cause) (?:its|it is|it was|it will be) the last time|como si fuera la ultima vez|(?:porque|ya que) (?:es|sera) la ultima vez|despidiendome sin que|goodbye|good bye|bye|farewell|last (?:goodbye|message|words|time)|(?:note|letter|letters|notes) (?:for|to) (?:my|everyone|the)|wrote (?:a|my|some) (?:note|letter|letters)|say(?:ing)? goodbye|thank(?:s| you) for everything|sorry for everything|take care of (?:mom|mum|dad|my|yourselves)|i love you all`,
    rx`adios|despedid[ao]|despedirme|despedi|despedirme de|carta(?:s)? (?:para|a) (?:mi|mis|todos|mama|papa)|nota (?:para|a)|escribi (?:una|unas|mis) (?:carta|cartas|nota|notas)|gracias por todo|perdon por todo|lo siento por todo|cuid(?:a|en|ad) (?:a|de) (?:mi|mama|papa)|os quiero a todos|los quiero a todos|ultima vez|ultimo mensaje`,
    rx`said (?:my )?goodbyes?|(?:last|goodbye) (?:text|texts|messages)|(?:recorded|record|made) (?:a |an )?(?:video|voice|audio) (?:message|note)|(?:saying|telling) (?:them |everyone |people )?(?:that )?i love (?:them|you|everyone)|wrote (?:\w+ ){0,2}(?:letters?|notes?) (?:to|for)|escribi (?:las|unas|una) (?:cartas?|notas?)|despidiendo(?:me)?|me despido|(?:grabe|grabar) (?:un|una) (?:audio|video|mensaje)|(?:diciendoles|decirles|les dije) que (?:los|las) quiero|que l[oa]s quiero mucho`,
    rx`saying thank you to (?:everyone|everybody|all)|dando las gracias a (?:todos|toda la gente|todo el mundo)`,
  ],
  /** it will not happen again: for good, forever, for the last time */
  finality: [
    rx`(?:as if|because|since|cause|like|porque|como si|como) (?:it was |it were |its |it is |fuera |es |sera |una )?(?:the |a |la )?(?:last time|last goodbye|ultima vez|despedida)|(?:wont|will not|not going to|not gonna|im not gonna) (?:make it|be (?:here|around|alive)) (?:to|till|until|after|past|for|by|through)|(?:not going to|not gonna) be (?:around|here|alive)|no (?:voy a llegar|llego|llegare) (?:al|a|hasta)|never come back|(?:y )?no volver (?:nunca|jamas)?|nunca volver|for the last time|one last time|last time (?:ill|i will|you)|for good|forever|wont see me again|never see me again|wont be around|wont be here|not be here (?:any ?more|much longer|tomorrow)|final goodbye|para siempre|por ultima vez|ultima vez que|no me (?:volveras|volvereis|volveran|vais a volver|van a volver) a ver|ya no (?:voy a estar|estare)|no (?:voy a estar|estare) (?:mucho|mas|manana)`,
    rx`(?:por si )?no me (?:vuelven|vuelvan|volvieran|volveran) a ver|in case (?:you|they|we) (?:never|dont|wont) see (?:me|each other) again|no pienso llegar (?:a|al|hasta)|(?:dont|do not) plan (?:on|to) (?:make it|be around|be here|see) (?:to|past|till|until)?`,
    rx`(?:ill|i will|im gonna|im going to) be gone (?:by|before)|(?:everyone|people) who (?:mattered|meant (?:something|anything)) to me|(?:la gente|todos los|todas las personas) que me (?:importo|importaron)`,
  ],
  /** getting things in order for after: giving things away, who keeps the pet, "after I'm gone" */
  preparation: [
    rx`giv(?:e|ing|en) away|gave away|who (?:will |would |is going to |gets to )?(?:keep|take care of|look after|feed|have) (?:my|the)|who gets what|(?:sold|selling|sell|giving) (?:all )?my|(?:sorted|arranged|organi[sz]ed) (?:out )?(?:everything|the insurance|my accounts|the paperwork)|life insurance|(?:so|that) (?:nobody|no one|they dont) (?:has|have|will have) to (?:deal with|worry|sort|clean)|paid (?:off )?(?:all )?my debts|cancel+ed (?:all )?my|deleted (?:all )?my (?:photos|pictures|accounts|posts)|gave (?:my|him|her) (?:my )?\w+ to|letters? (?:for|to) (?:everyone|each|all)|(?:clean|cleaning|cleaned|clear|clearing|cleared) out my (?:room|stuff|things|closet)|organi[sz]ing (?:all )?my (?:things|stuff)|(?:wrote|writing|written) down (?:all )?my passwords|(?:scheduled|set up) (?:a )?(?:message|email|post|text)|(?:look after|take care of|keep) my (?:dog|cat|pets?|plants|fish|rabbit)|put(?:ting)? my (?:affairs|things|stuff) in order|wrote (?:my|a) will|sorted (?:out )?my (?:things|stuff|accounts)|deleting my accounts|(?:passwords|savings|bank details) for|left (?:everything|instructions)`,
    rx`regal(?:e|ando|ar|ado)|repart(?:i|iendo|ir|ido) (?:mis|todas)|quien (?:se )?(?:quede|queda|quedara|cuidara|cuide|va a cuidar|va a quedar)(?: con)?|quien se queda con que|(?:pague|pagar|deje pagad[oa]s?) (?:todas )?mis deudas|cancele (?:todas )?mis|borre (?:todas )?mis (?:fotos|cuentas|redes)|le (?:di|regale|deje|dejo) (?:mi|mis|el|la|los|las) \w+ a|para que nadie (?:tenga|tengan) que|(?:vendiendo|vendi|vender) (?:todas )?mis|a quien le toca|(?:ya )?(?:arregle|deje arreglado|organice) (?:todo|el seguro|las cuentas|los papeles)|seguro de vida|ordenando (?:todo|todas mis cosas|mis cosas)|(?:deje|dejo) escrito|contrasenas|programe un (?:mensaje|correo)|(?:que )?cuide(?:n)? (?:a|de) mi (?:perro|gato|mascota|conejo|hamster|planta)|cartas? (?:para|a) (?:todos|cada uno|cada una)|dejar(?:lo)? todo (?:en orden|arreglado|listo)|ordenando mis cosas|hice (?:mi|el) testamento|borrando mis cuentas|dej(?:e|ando) (?:instrucciones|todo listo)|contrasenas`,
    rx`who(?:s| is)? (?:gonna|going to) (?:feed|keep|take care of|look after|have) (?:my|the)|gave (?:away )?(?:my|all my) (?:\w+ ){0,5}to (?:my|a|her|him|his)|deleted (?:all )?my (?:socials|social media|instagram|accounts|profiles)|(?:cleaned|tidied|cleared|sorted) (?:out )?my (?:whole )?(?:room|stuff|things|closet|flat|apartment)|(?:take|keep|have) my (?:dog|cat|pets?)|borre (?:todas )?mis (?:redes|cuentas|perfiles)|(?:ordene|limpie|vacie) (?:todo )?mi (?:cuarto|habitacion|cuarto|armario)|(?:anote|anotadas|apunte|deje anotad[oa]s) mis contrasenas`,
  ],
  /** being a burden, never born, nobody would notice */
  burden: [
    rx`(?:easier|better|simpler|calmer) (?:for (?:everyone|everybody|them) )?if i (?:just )?(?:didnt|did not|wasnt|werent|was not) (?:exist|here|around|alive)|better (?:off )?without me|happier without me|(?:a|the|such a) burden|burden (?:to|on|for)|never (?:have )?been born|never born|wasnt born|no ?one (?:would|will|wouldnt) (?:notice|care|miss me)|nobody (?:would|will|wouldnt) (?:notice|care|miss me)|wouldnt (?:even )?(?:notice|miss me)|(?:everyone|everybody|they|theyd|theyll|everyones|my family|my parents|the world)(?:s| would| will| is| life would)? (?:be )?(?:better|happier|fine|relieved|easier) (?:if|without|when)|dragging (?:everyone|everybody|them|my family) down|holding everyone back|ruin(?:ing)? everyones (?:life|lives)|waste of (?:space|air|oxygen)|i ruin everything|only (?:cause|bring) (?:problems|pain)|in everyones way`,
    rx`(?:mas tranquil[oa]s|mejor|mas felices) si (?:yo )?no (?:existiera|estuviera|existiese)|mejor sin mi|mas felices sin mi|(?:una|un) (?:carga|estorbo|lastre)|no (?:haber|hubiera|hubiese) nacido|nunca (?:haber|hubiera|hubiese) nacido|nadie (?:me )?va a (?:llorar|extranar(?:me)?|echar(?:me)? de menos|notar)|nadie (?:me )?lloraria|no ?(?:one|body) (?:would|will) (?:cry|come to my funeral)|nadie (?:me )?(?:echaria|echara|extranaria|extranara|notaria|notara|se daria cuenta|lo notaria)|no me (?:echarian|extranarian) de menos|(?:estarian|estaria|vivirian|serian) (?:mas |mucho )?(?:mejor|felices|tranquil[oa]s)|sin mi\b.{0,30}\b(?:iria|irian|ira|estarian|estaria|vivirian) (?:mucho |bastante )?mejor|(?:les|le) (?:iria|ira) (?:mucho )?mejor sin mi|sin mi (?:les iria|estarian|vivirian)|(?:les )?arruino la vida|sufren por mi culpa|sobro|estoy de sobra|solo (?:causo|doy|traigo) problemas|lo arruino todo|arruino todo`,
    rx`dead weight|peso muerto|(?:the world|nobody|no ?one|anyone|everyone|el mundo|nadie) (?:(?:doesnt|dont|does not|wouldnt|would not|really) )?(?:even )?need(?:s)? me|(?:el mundo|nadie) no me necesita|nadie me necesita|better off (?:not knowing me|if they never met me|without knowing me)|mejor sin conocerme|(?:with|if) me (?:out of the picture|out of the way|gone)|deserve (?:a )?better (?:mum|mom|dad|father|mother|friend|daughter|son|sister|brother|partner|person) than me|deserve better than me|merecen (?:algo|alguien|una madre|un padre|un hijo|una hija) mejor|(?:less|fewer|menos) (?:stress|problems|worries|problemas|preocupaciones) (?:if|si) (?:yo )?(?:no|i)|si yo no (?:estuviera|existiera|estuviese)(?! (?:tan|muy|aqui para)\b)|(?:estarian|estaria|vivirian|serian) (?:mas |mucho )?(?:tranquil[oa]|aliviad[oa]s?|felices|feliz)(?: \w+){0,3} (?:sin|si)|aliviad[oa]s si|(?:sin|without) (?:tener que )?(?:cargar|lidiar|aguantar) conmigo|(?:having to )?(?:deal|put up) with me|(?:ya )?no (?:voy|vas) a molestar mas|(?:wont|will not) (?:bother|be a bother to|annoy) (?:anyone|you|them) (?:any ?more|again)`,
    rx`(?:free|libres?|lighter|happier|better)(?: \w+)? without me|without me (?:they|everyone|everybody)(?:d| would) be|sin mi (?:\w+ )?(?:serian|estarian|vivirian) (?:libres|mejor|felices|tranquil\w*)|my (?:existence|being alive|being here) (?:\w+ ){0,2}(?:makes|causes|ruins|hurts)|mi existencia (?:\w+ ){0,2}(?:complica|arruina|dana|hace dano|molesta)|(?:a|such a) drain on|(?:cry|mourn|be sad)\b.{0,30}\b(?:then|and)\b.{0,15}\b(?:relieved|move on|forget|be fine|be better)|llorarian\b.{0,30}\b(?:aliviad\w*|olvidar\w*|mejor|seguir)`,
    rx`(?:theyd|they would|everyone would|she would|he would|theyll) (?:heal|recover|be free|move on) without me|sin mi se (?:curarian|recuperarian|liberarian)|(?:le|les) (?:empeoro|arruino|complico) la vida a (?:todos|todo el mundo|mi familia)|(?:im|i am) the reason (?:my family|everyone|everything) (?:is )?(?:falling apart|broke|is broken|suffers)|soy la razon (?:de que|por la que) (?:mi familia|todo|todos)`,
  ],
  /** no way out, the only exit */
  entrapment: [
    rx`solo (?:me )?queda|lo unico que (?:me )?queda|(?:only|all) (?:thing )?(?:left|that is left|thats left)|callejon sin salida|dead end|(?:dont|cant|do not|cannot) see (?:a|any) (?:way out|exit|other way)|no (?:veo|encuentro|tengo) (?:ninguna |otra )?salida|ya no (?:veo|hay) salida|the easy way out|la salida facil|no way out|only way out|(?:only|last) (?:option|solution|exit|escape|way)|no (?:other )?(?:option|choice|escape|exit)|trapped|no escape|cant escape|nothing will (?:change|get better)|never (?:going to|gonna) get better|no salida|sin salida|unica (?:salida|opcion|solucion|forma|manera)|no hay (?:otra )?(?:salida|opcion|solucion)|atrapad[oa]|no puedo escapar|nada va a cambiar|nunca va a mejorar`,
    rx`only (?:door|exit|option|way out|thing) (?:left|i have|remaining)|(?:la )?unica puerta|pozo sin fondo|bottomless pit|only way (?:this|it) (?:ends|stops)|unless (?:im|i am) (?:gone|dead|not here)|(?:cant|cannot|can not) escape`,
    rx`(?:every|all the) doors? (?:is |are )?closed|todas las puertas (?:estan )?cerradas`,
  ],
  /** death itself, as a word */
  death: [
    rx`${DEATH_EN}|${DEATH_ES}|dying|morirse|muriendo|no seguir|es no estar(?! de)|(?:seria|es) desaparecer`,
    rx`muriendome|acab(?:ar|ando|e|o) con mi vida|terminar con mi vida|(?:if|unless|when) im not (?:here|around|alive)|(?:unless|until) i die|unless (?:im|i am) (?:gone|dead)`,
    rx`(?:except|menos|salvo|excepto) (?:for )?(?:the |la )?(?:last|ultima)(?: one| door| puerta| way)?$`,
  ],
  /** hurting oneself: cutting, burning, hitting, scratching */
  harmAct: [
    rx`(?:cut|cutting|cuts|carv\w*|slic\w*|burn\w*|scratch\w*|hit(?:ting)?|punch\w*|bang\w*|slam\w*|bit(?:e|ing)|pick(?:ing)?|pull(?:ing)?|hurt(?:ing)?|harm(?:ing)?|bruis\w*|starv\w*) (?:into |in |on )?(?:my ?self|myself|my (?:arms?|wrists?|legs?|thighs?|skin|stomach|head|hands?|body|hair))|(?:cut|cuts|cutting|burns|scratches|scars|marks) on my|(?:new|fresh) (?:cuts|scars|burns)|slic(?:e|ed|ing) (?:my|into)|sh|self harm\w*|selfharm\w*|self injur\w*`,
    rx`(?:me )?(?:cort(?:o|e|ar|arme|ando|ado)|quem(?:o|e|ar|arme|ando|ado)|golpe(?:o|e|ar|arme|ando)|pego|peg(?:ar|arme|ue)|rasgu\w*|aran(?:o|e|ar|arme|ando|azos)|rascarme hasta|lastim(?:o|e|ar|arme|ando)|muerdo|mord(?:i|er|erme)|arranco|hac(?:er|iendo)me dano|me hago dano|me hice dano)|me (?:hago|hice|he hecho) (?:cortes|heridas|cortadas)|(?:me clave|clavarme|clavandome|me clavo) (?:las|un|una|el|la)|hacerme (?:cortes|heridas)|cortadas|cortaditas|cortes|cicatrices|autolesi\w*|auto lesi\w*|autoles\w*`,
    rx`pick(?:ing|ed)? at my (?:skin|arms|scabs|legs)|(?:punch\w*|slam\w*|hit\w*|bang\w*) (?:my )?(?:fist|head|hand|knuckles) (?:into|against) (?:the |a )?wall|arranc(?:o|ando|ar|arme|andome) (?:la piel|el pelo|las costras)`,
    rx`(?:dig|digging|dug) (?:my )?(?:nails|fingernails) into (?:my )?(?:arms?|skin|legs?|hands?|wrists?)`,
  ],
  /** what self-harm leaves: cuts hidden under sleeves, fresh scars */
  harmSigns: [
    rx`(?:hide|hiding|hid|cover(?:ing)?|conceal\w*) (?:the |my )?(?:cuts|scars|marks|burns)|long sleeves (?:to|so)|(?:new|fresh) (?:cuts|scars|burns) on|(?:escondo|esconder|escondiendo|tapo|tapar|tapando) (?:los |mis |las )?(?:cortes|cicatrices|marcas|cortadas|quemaduras|brazos)|cortes nuevos|manga larga para (?:tapar|esconder|que no)|(?:los|mis) cortes`,
    rx`(?:long sleeves|hoodies?|sweaters?|jumpers?|sweatshirts?|manga larga|sudaderas?|chaquetas?)\b.{0,50}\b(?:so (?:no ?one|nobody|they|people|my \w+) (?:sees?|can see|notices?|wont see)|to (?:hide|cover)|pa(?:ra)? que no (?:se )?(?:vean|noten)|para (?:tapar|esconder))|(?:so|para que) (?:no ?one|nobody|nadie|no) (?:sees?|vean|ve|note|notices) (?:my|mis|las|los) (?:arms|wrists|legs|thighs|marks|scars|cuts|brazos|munecas|piernas|marcas|cicatrices|cortes)`,
  ],
  /** "on purpose", "to feel something", "as punishment" */
  onPurpose: [
    rx`until (?:it|they|i) (?:bleed|bled|hurt)\w*|hasta (?:sangrar|que sangr\w*|hacerme sangre|que (?:me )?duela)|(?:head|cabeza) (?:against|contra)|(?:against|contra) (?:the |la )?(?:wall|pared)|on purpose|deliberately|intentionally|to feel something|to feel (?:better|real|anything|the pain)|to punish(?: myself)?|because i deserve|to calm (?:down|myself)|a proposito|adrede|aposta|queriendo|para sentir (?:algo|dolor|otra cosa)|para castigarme|porque me lo merezco|para calmarme|me lo merezco`,
    rx`until (?:my \w+|it|they|i) (?:bleed|bled|hurt)\w*|(?:it|that) helped`,
  ],
  /** where on the body, and with what */
  bodyOrTool: [rx`wrists?|arms?|thighs?|legs|skin|stomach|hips|blades?|razor|lighter|cigarette|pencil sharpener|scissors|munecas?|brazos?|muslos?|piernas?|piel|barriga|panza|cuchillas?|navaja|mechero|encendedor|cigarro|sacapuntas|tijeras|hoja de afeitar`],
  /** falling back: relapse, clean streaks broken, again */
  relapse: [rx`relaps\w*|again|clean for|days clean|months clean|broke my (?:streak|clean)|streak|urges?|recai\w*|recaida|otra vez|de nuevo|volvi a|he vuelto a|llevaba \w+ (?:dias|semanas|meses|anos) sin|dias limpi[oa]|meses limpi[oa]|ganas de (?:hacerlo|cortarme)`],
  /** words people use so that filters miss them */
  coded: [
    rx`ctb|unaliv\w*|sewer ?slid\w*|self ?delet\w*|toaster bath|game ?end(?:ing)? (?:my ?self|me)|commit die|final exit|irme para siempre|dormir para siempre|desvivirme|no existir mas|suisid\w*|sucid\w*|suicdi\w*`,
    rx`(?:k|que) m s`,
    rx`forever nap|dirt nap|eternal sleep|siesta eterna|sueno eterno`,
  ],
  /** someone else at risk: a person named, then risk said of them */
  thirdPerson: [
    rx`(?:${KIN_EN})s?\b.{0,60}\b(?:(?:kill|hurt|cut|burn|harm|starv)(?:ing|s)? (?:him|her|them)sel(?:f|ves)(?! (?:working|at work|studying|with work|to (?:finish|get|make|pay|keep))\b)|end (?:his|her|their) (?:own )?life|take (?:his|her|their) (?:own )?life|wants? to die|(?:doesnt|dont) want to (?:live|be alive|be here|wake up)|suicid\w*|goodbye (?:note|letter|text)|better off dead|rather be dead|(?:says|said|saying) (?:hell|shell|theyll|he will|she will|hes going to|shes going to) (?:jump|kill|end|do it|hang)|(?:plan\w*|talk\w*|imagin\w*|writ\w*) (?:about )?(?:his|her|their) own (?:funeral|death)|talks? about dying|giv(?:e|es|ing|en)? away (?:all )?(?:his|her|their)|gave away (?:all )?(?:his|her|their)|posted (?:a |some )?(?:goodbye|farewell)|(?:goodbye|farewell) (?:message|post|note|letter|text)|(?:pills|meds) (?:saved|stockpiled|hidden)|saying (?:weird |strange )?goodbyes|(?:doesnt|dont) want to wake up|(?:been )?cutting (?:herself|himself|themselves)|(?:texted|messaged|sent) (?:me )?(?:a )?goodbye|disappear forever|(?:a|has a) plan to end it|not (?:being|be) here next)`,
    rx`(?:${KIN_ES})\b.{0,100}\b(?:se (?:quiere|va a|piensa|queria|iba a) (?:matar|morir|suicidar|quitar la vida|ahorcar|tirar)|(?:quitarse|quitarle) la vida|matarse|suicidarse|morirse|no quiere (?:vivir|seguir|despertar|existir)|se (?:corta|quema|lastima|hace dano|autolesiona|golpea)|cartas? de despedida|estaria mejor muert[oa]|nadie l[oa] (?:extranaria|echaria)|acabar con su vida|suicid\w*|regal(?:o|a|ando) (?:todas )?sus cosas|se despidio|se hace (?:cortes|heridas|dano)|se esta (?:cortando|lastimando)|(?:ya )?no va a estar (?:mucho|aqui|el ano|para)|el ano que viene ya no va a estar|ojala no despertara|no quiere (?:despertar|despertarse)|mensaje de despedida|(?:pastillas|medicamentos) guardad[oa]s|despidiendose|se esta despidiendo|mensaje de despedida|se (?:mata|matara|suicida)(?! a (?:trabajar|estudiar|entrenar|correr)\b))`,
    rx`(?:kill|killing|hurt|hurting|cut|cutting|harm|harming) (?:him|her|them)sel(?:f|ves)(?! (?:working|at work|studying|with work|to (?:finish|get|make|pay|keep))\b)|end (?:his|her|their) (?:own )?life|(?:he|she|they)(?:s| is| are)? suicidal|se (?:quiere|va a) (?:matar|suicidar|quitar la vida)|(?:quiere|intento|va a) (?:quitarse la vida|suicidarse|matarse)`,
  ],
  /** an attempt in the past */
  pastAttempt: [
    rx`(?:i )?overdosed (?:last|in|when|a|once|before|two|three|years|months)|(?:tried|attempted|try) (?:to )?(?:kill myself|end (?:it|my life|things)|take my (?:own )?life|die|overdose|od)|suicide attempts?|attempted suicide|survived (?:an? )?(?:suicide attempt|overdose)|stomach pumped`,
    rx`me intente (?:ahorcar|matar|suicidar|tirar|colgar)|intente (?:matarme|suicidarme|quitarme la vida|acabar con (?:todo|mi vida)|morir|tirarme|ahorcarme|colgarme)|intento de suicidio|intento suicida|lavado de estomago`,
    rx`(?:my|mi) (?:last |previous |first |second |ultimo |primer |segundo )?(?:attempt|intento)(?! (?:at|to|on|in|de)\b)|(?:since|after|before|when|from) (?:my|the) attempt|i attempted(?! to (?:cook|bake|fix|run|learn|make|call|study)\b)|attempted (?:in|last|when|at|once|twice)|(?:ya |yo )?lo intente (?:una vez|dos veces|en \d+|el (?:ano|verano|invierno|mes)|hace)|(?:desde|despues de|cuando|la vez) que (?:lo )?intente|intente (?:irme|hacerlo|acabar)|(?:tried|attempted) (?:once|twice|before|last (?:year|summer|winter|spring|month|time)|in \d{4})|(?:since|after|when) i tried(?! to)|i(?:ve| have) tried (?:twice|once|before|three times)|hace (?:un|una|dos|tres|\w+) (?:ano|anos|mes|meses|semana|semanas) (?:que|desde que) lo intente|(?:ya )?intente matarme|psych ward|psiquiatrico|overdosed`,
    rx`survived (?:\w+ )?attempts?|sobrevivi a (?:dos|tres|un|mi|varios) intentos?|lo intente (?:con|a los) \d+|i tried (?:when i was|at) \d+|(?:when i was|at) \d+ i tried`,
    rx`(?:scars|cicatrices) (?:from|de) (?:trying|my attempt|when i tried|cuando lo intente|mi intento)|(?:from|since) trying before`,
  ],
  /** an attempt named without saying of what: weak alone, strong when it is coming back */
  attemptWord: [rx`(?:nearly|almost) (?:didnt|did not) make it|almost died|casi no lo cuento|casi me muero(?! (?:de|del|cuando|al|con)\b)|(?:no )?volver a intentarlo|(?:my|last|previous|first|second) attempt(?! (?:at|to|on|in)\b)|the (?:last )?time i tried|when i tried|tried (?:once|before)|(?:woke up|ended up|was) in (?:the )?(?:hospital|icu|er|a ?e|psych ward|emergency room)|psych ward|hospitali[sz]ed|took all (?:those|my|the) pills|me (?:tome|bebi) (?:todo )?(?:un|el) (?:bote|frasco|blister)|me tome todas|(?:termine|acabe|desperte) en (?:el )?(?:hospital|urgencias|psiquiatrico|la uci)|me (?:internaron|ingresaron)|ingresad[oa]|internad[oa]|(?:mi|el|ultimo|primer) intento(?! de (?:aprobar|hacer|cocinar|ligar)\b)|lo intente (?:una vez|hace|el ano|antes)|cuando lo intente|la vez que lo intente|desperte en (?:el )?hospital|sobrevivi`],
  /** it is coming back */
  returning: [
    rx`(?:sintiendo|siento|estoy) igual|igual de mal|feel(?:ing)? the same|same as (?:then|before)|(?:been|was) here before|ya he estado aqui|building up again|volver a intentarlo|try (?:it )?again|intentarlo (?:de nuevo|otra vez)|ya no se|(?:getting|going|heading|slipping) back (?:to|into)|(?:that|the same) (?:dark )?(?:place|point) (?:again|as)|(?:llegando|volviendo) a ese (?:punto|lugar)|(?:feel|feels|feeling) like (?:then|that time|back then)|las ganas (?:han vuelto|volvieron|vuelven)|the urges? (?:is|are) back|vuelvo a (?:pensar|sentir|tener)|coming back|came back|back again|again|returning|creeping back|same (?:thoughts|feelings|place)|like last time|like before|feel like that again|otra vez|de nuevo|vuelven|volvieron|han vuelto|vuelve|volviendo|como (?:la ultima vez|aquella vez|antes)|los mismos pensamientos|me siento igual que`,
    rx`(?:the )?(?:same )?(?:thoughts|feelings|urges|ganas|pensamientos)(?: \w+)? (?:are |have )?(?:back|coming back|returning|volviendo|han vuelto|volvieron|vuelven|estan volviendo)|(?:im |i am )?(?:back|slipping) (?:in|into) (?:that|the same) (?:headspace|place|hole)|(?:got|getting|gets|get) worse|(?:todo )?(?:esta|va|fue|estoy) peor|nothing changed|nada cambio|struggling again|mal de nuevo|(?:like|como) (?:then|en ese momento|aquella vez|esa vez)|(?:finishing|finish) it|terminarlo`,
  ],
  /** hopelessness and exhaustion: weak alone, a signal in a conversation */
  distress: [rx`no (?:veo|tengo) futuro|no future|worthless|no valgo nada|i hate my life|odio mi vida|cant go on|cant do this any ?more|cant take it any ?more|im done|im so done|whats the point|no point|give up on (?:life|everything)|hopeless|no hope|empty inside|ya no puedo mas|no puedo mas|no aguanto mas|me rindo|para que seguir|sin esperanza|no tiene sentido|estoy agotad[oa] de todo|ya no aguanto`],
  /** staring at, holding the means */
  gaze: [
    rx`look(?:ing)? down (?:at|from|into)|mir(?:o|ar|ando) (?:hacia )?abajo|asomarme|me asomo|(?:me paro|parad[oa]|de pie) (?:en|al) (?:la orilla|el borde|la punta)|orilla del anden|(?:edge|end) of the platform|mirando (?:las|el|la|los|mis) (?:vias|puente|tren|pastillas|cuerda|pistola|arma|cuchillas?|navaja|vacio|agua|caida)|looking (?:down )?at (?:the|my) (?:tracks|bridge|pills|rope|gun|knife|blades?|water|drop)|(?:stood|standing|stand|sat|sitting|me quede|estuve|parad[oa]|sentad[oa]) (?:on|at|en) (?:the |el |la )?(?:edge|ledge|borde|cornisa|barandilla|railing)|star(?:e|ed|ing) at|keep (?:looking at|thinking about|holding|touching)|(?:cant|cannot) stop (?:looking at|thinking about)|holding|sitting (?:on|at|by|next to) (?:the|a) (?:edge|bridge|ledge|roof|tracks)|me quedo mirando|no dejo de mirar|no paro de (?:mirar|pensar en)|mirando fijamente|sosteniendo|con (?:la|el) \w+ en la mano|sentad[oa] en (?:el|la) (?:borde|puente|cornisa|azotea|vias)`,
    rx`look(?:ing|ed)? (?:down|over the (?:edge|railing|side))|to look down|mir(?:o|ar|ando|e) (?:para|hacia|pa) abajo|no dejo de (?:mirar|pensar en)|(?:lo|la|las|los) (?:estoy|estaba|estuve) mirando|(?:im|i am|i was|been) (?:looking|staring) at (?:it|them)|too close to the (?:edge|platform|tracks)|(?:al|en el) borde del anden`,
    rx`(?:la|lo|las|los) miro|i look at (?:it|them)`,
  ],
  /** keeping the means back: saving, hoarding, lining up */
  stockpile: [
    rx`counting|counted|lined up|saved up|saving (?:up )?(?:my|them|pills|meds)|stockpil\w*|hoard\w*|collecting|hidden|hid (?:them|it|a|some)|escondid[oa]s?|guardad[oa]s?|hiding (?:them|it)|contando|conte|guard(?:o|e|ando) (?:las|mis|unas|todas)|guardadas|escondidas|junt(?:e|ando|ado) (?:pastillas|todas|las|mis)|acumul\w*|escond(?:o|i|iendo) (?:las|mis|unas)`,
    rx`(?:i )?kept (?:them|it|some|a few)|me (?:las|los|la|lo) quede|(?:me )?(?:las|los) (?:guarde|escondi)|i (?:hid|saved|kept) (?:them|some|a few|a bunch)`,
    rx`under my pillow|(?:bajo|debajo de) (?:la|mi) almohada|in my (?:drawer|bag|backpack|nightstand)|en (?:mi|el) (?:cajon|mochila|mesita)`,
  ],
  /** getting something: weak alone (camping rope, headache pills) */
  acquire: [
    rx`bought|buy|got (?:a|some|the)|ordered|compre|he comprado|comprado|consegui|tengo (?:una|un|las|los)`,
    rx`conseguir|get(?:ting)? (?:a|some)|comprar|me compre|purchased`,
  ],
  /** the writer's own voice near a word of death: "I want to die", "ganas de morir" (not "a book about suicide") */
  selfVoice: [rx`(?:${I}|yo|quiero|kiero|estoy|voy|pienso|siento|tengo|ganas de|me)(?: (?!about\b|sobre\b|acerca\b|regarding\b|on\b|la\b|el\b)\w+){0,4} (?:die|dying|dead|kill\w*|suicid\w*|end(?:ing)? (?:my life|it all)|morir\w*|matar(?:me)?|muert[oa]|quitarme la vida)`],
  /** reading, study, news, fiction: lowers a mention, never a first-person signal */
  frame: [
    rx`essay|thesis|assignment|homework|presentation|documentary|novel|news|book|film|movie|series|episode|podcast|lecture|report|article|rates|statistics|noticias?|libro|pelicula|serie|reportaje|(?:story|historia|book|novel|film|movie|series|show|episode|documentary|article|news|report|essay|class|course|lecture|seminar|talk|training|workshop|study|paper|thesis|research|statistics|character|protagonist|detective|poem|song|lyrics|play|podcast|history|anime|manga|game) (?:about|on|where|in which|that|of|investigating|with)|reading about|prevention|awareness|libro|novela|pelicula|peli|serie|capitulo|documental|articulo|noticia|noticias|informe|ensayo|clase (?:de|sobre)|curso|charla|taller|formacion|trabajo (?:de clase |final )?(?:sobre|de)|tesis|investigacion sobre|estadisticas|personaje|protagonista|detective|poema|cancion|prevencion|concienciacion|temario|examen de`,
    rx`(?:psych|psychology|nursing|health) (?:exam|class|course|test)|warning signs|(?:senales|signos) de (?:alerta|alarma)|psych (?:class|exam|course)`,
  ],
  /** keeping it from the people it concerns */
  secrecy: [
    rx`without (?:saying|telling) (?:it|them|anyone)|sin decir(?:selo|lo)|(?:doesnt|dont|do not|does not) (?:need to )?know why|without (?:them|her|him|anyone) (?:knowing|realizing|noticing)|no (?:sabe|saben) (?:por que|nada|el motivo)|sin que (?:lo )?(?:sepan|sepa|supieran|se den cuenta|se dieran cuenta|nadie sepa|nadie supiera)|nadie lo sabe|no ?one knows`,
    rx`quietly|calladit[oa]|en silencio|without (?:anyone|them) (?:noticing|knowing)`,
  ],
  /** the days counted down: "my last week" */
  myLast: [rx`(?:this is|its|this will be) my last (?:week|day|night|weekend|birthday|christmas|month)|(?:esta es|es|sera) mi ultim[oa] (?:semana|dia|noche|finde|cumpleanos|navidad|mes)`],
  /** the place and the hour chosen */
  planSet: [
    rx`how and when|when and how|como y cuando|cuando y como|(?:the )?place and (?:the )?(?:time|date|day)|(?:el )?lugar y (?:la hora|el dia|la fecha)|(?:picked|chose|found) (?:the|a) (?:place|spot)|(?:ya )?(?:tengo|elegi|escogi) el (?:lugar|sitio)`,
    rx`(?:a |the |el |un |mi )?plan\w*(?: \w+)? (?:and|y) (?:a |the |la )?(?:date|fecha|day|dia)`,
    rx`(?:chosen|chose|picked|found) (?:the|a) (?:spot|place) (?:and|y) (?:the |a )?(?:time|date|day)`,
  ],
  /** medication taken as prescribed */
  routine: [
    rx`a day|per day|daily|every \d+ hours|with food|prescri\w*|doctor|headache|cold|fever|vitamins?|iron|birth control|skip(?:ped)? (?:one|a dose)|miss(?:ed)? a dose|al dia|por dia|diari[oa]s?|cada \d+ horas|con comida|receta|medico|dolor de cabeza|gripe|fiebre|vitaminas?|hierro|anticonceptiv\w*|saltarme una`,
    rx`para no (?:olvidar\w*|acordarme)|so i dont forget|to remember|pastillero|pill ?(?:box|organi[sz]er)|thyroid|tiroides|tension|blood pressure|antibiotics?|antibioticos?`,
    rx`muelas?|dientes?|tooth\w*|period|regla|cramps|colicos|para el dolor|for (?:the )?pain|puedo tomar|can i take|should i take|safe to take`,
    rx`organi[sz]er|for the week|de la semana|weekly|semanal|me tocan|wrote it down|me lo explico`,
  ],
  /** things that will not be needed any more */
  noNeed: [
    rx`so (?:nobody|no one) (?:has|will have|would have) to|(?:not gonna|not going to|wont) (?:need|use) (?:it|them|this)|(?:ya )?no (?:l[oa]s? )?(?:voy a (?:usar|necesitar)|usare|necesitare)|where im going|a donde voy|no (?:va|van) a tener que hacer nada|wont have to do anything|so (?:they|she|he|nobody) (?:dont|doesnt|wont|will not|has not|have not) (?:have to|need to)|para que no (?:tengan|tenga) que|(?:wont|will not|dont|do not|wouldnt) (?:be )?need(?:ing)? (?:it|them|this|that|anything|my \w+)(?: any ?more| any longer| where im going)?|(?:ya )?no (?:l[oa]s? |me )?(?:voy a necesitar|va(?:n)? a hacer falta|necesitare|hara(?:n)? falta)`,
    rx`(?:wont|will not) be (?:playing|using|wearing|needing|reading|driving) (?:it|them|this|that)|(?:ya )?no (?:la|lo|las|los) voy a (?:usar|tocar|necesitar|leer|poner|jugar)|(?:so )?i (?:dont|do not|wont) leave (?:any )?(?:debts|a mess|anything) (?:behind)?|no dejar (?:deudas|nada pendiente)|para que nadie (?:tenga|tengan) que|(?:nadie|nobody|no one) (?:tiene|tenga|has|have|will have) (?:que|to) (?:hacerse cargo|deal with|sort out|clean up|search|buscar)|so (?:mum|mom|dad|my \w+) (?:doesnt|dont|wont) (?:have|need) to`,
  ],
  /** it ends: "it ends on Saturday", "se acaba todo" */
  itEnds: [
    rx`its happening|it (?:all )?ends|(?:everything|it all) ends|ends (?:on|this|tonight|tomorrow)|se acaba todo|todo se acaba|se termina todo|todo (?:se )?termina|(?:at|in) peace with (?:it|my decision)|en paz con (?:eso|mi decision)`,
    rx`(?:its|it will be|itll be|it is) (?:all )?over|(?:termino|acabo|terminare|acabare) con todo|se acabo todo|todo se acabo`,
    rx`thats it|se acabo`,
  ],
  /** this time will be the last: "this time I won't fail" */
  thisTime: [rx`this time (?:i wont fail|it will work|for real|ill (?:do it|get it right|make sure))|(?:wont|will not) fail (?:this|again)|esta vez (?:no (?:voy a )?fall(?:ar|are|o)|si (?:lo hago|funciona)|va en serio|de verdad)|no (?:voy a )?fallar (?:otra vez|esta vez)`],
  /** looking for ways to die */
  methodSearch: [rx`(?:ways|methods?|how) to (?:do it|end it|die|kill myself|not feel (?:any )?pain|go painlessly)|(?:painless|quick|quickest|easy|easiest) (?:ways?|methods?)|(?:formas|maneras|metodos?) (?:de|para) (?:hacerlo|acabar|morir|no sentir|matarme|irme)|(?:formas|maneras|metodos?) (?:rapidas?|sin dolor|faciles|indoloras?)`],
  /** a firearm: getting one is a warning sign of its own */
  firearm: [rx`guns?|pistol|rifle|shotgun|firearm|handgun|pistola|arma(?: de fuego)?|escopeta|revolver|rifle`],
  /** giving away or selling what one treasures */
  giveAway: [rx`giv(?:e|ing|en) away|gave away|(?:sold|selling|sell) (?:all )?my|prized possessions|who gets (?:what|my)|regal(?:e|ando|ado)|repart(?:i|iendo|ido)|(?:vendiendo|vendi|vender) (?:todas )?mis|a quien le toca|quien se (?:queda|quede|va a quedar) con|mis cosas mas (?:preciadas|queridas)|lo que mas quiero`],
  /** affairs in order: a will, debts, passwords, insurance, letters */
  affairs: [
    rx`(?:made|making|wrote|writing|updated) (?:a |my )?will|affairs in order|paid (?:off )?(?:all )?my debts|passwords|life insurance|(?:letters?|notes?) (?:for|to) (?:everyone|each|all|my)|(?:hice|escribi|redacte|actualice) (?:un |mi |el )?testamento|testamento|(?:dejar|dejando|deje|dejo) (?:todo )?en orden|pague (?:todas )?mis deudas|contrasenas|seguro de vida|cartas? (?:para|a) (?:todos|cada uno|mi)`,
    rx`(?:finished|done|did|signed|sorted) (?:my|a) will|paid (?:back|off) (?:everyone|every ?body|all|my)|pague (?:todo|a todos) lo que debia|(?:hice|termine|firme) (?:mi|el) testamento`,
  ],
  /** a day named as the day: weak, and only with a time */
  plainDate: [rx`the day is|(?:its|is|will be) the day|es el dia|sera el dia|ese es el dia`],
  /** a goodbye that is about work, a move or a trip */
  everydayGoodbye: [
    rx`last time (?:ill|i will|i can) see (?:her|him|them)|(?:la|lo|los) (?:vere|voy a ver) por ultima vez|vet|veterinario|hospital|funeral|velorio|entierro|hospice|job|work|company|team|office|coworkers|colleagues|shift|moving|move to|new city|abroad|trip|travel\w*|flight|holiday|vacation|graduat\w*|retire\w*|semester|school year|trabajo|curro|empresa|oficina|equipo|companeros de (?:trabajo|piso)|mudanza|me mudo|mudarme|viaje|vuelo|extranjero|erasmus|vacaciones|jubil\w*|graduacion|fin de curso|despedida de solter[oa]|cambio de (?:trabajo|ciudad)`,
    rx`(?:my|the|our) move|pen ?pals?|por correspondencia`,
  ],
  /** plans of an ordinary day: a party, a haircut, an exam */
  mundane: [
    rx`homework|tarea|deberes|proyecto|project|laundry|colada|rutina|routine|holidays?|summer|verano|semester|cuatrimestre|party|haircut|hair|dinner|lunch|exam|test|meeting|date|concert|wedding|birthday|movie|match|game|shopping|gym|trip|holiday|vacation|interview|appointment|fiesta|pelo|cena|comida|examen|reunion|cita|concierto|boda|cumple\w*|peli\w*|partido|compras|gimnasio|viaje|vacaciones|entrevista|tatuaje|tattoo|piercing|dieta|diet|carrera|maraton|marathon`,
    rx`ask(?:ing)? (?:her|him|them) out|pedirle salir|pedir(?:le)? (?:que salga|matrimonio)|propos\w*|quit(?:ting)? my job|dejo el trabajo|haircut|corte de pelo|cut my hair|cortarme el pelo|me corto el pelo`,
    rx`pen ?pals?|amigos por correspondencia|postcards?|(?:christmas|thank you|birthday) cards?|postales|invitaciones|invitations`,
    rx`dropping out|drop out|dejar la carrera|dejo la carrera|coming out|salir del armario`,
    rx`vuelvo a trabajar|vuelta a (?:la )?(?:rutina|trabajar|clase)|back to (?:work|school|routine)|the holidays are over|se acaban las vacaciones`,
  ],
  /** an accident, a game, a kitchen: harm that nobody chose */
  accident: [
    rx`hunting|caza|cazar|shooting range|campo de tiro|club de tiro|photos?|pictures?|fotos?|views?|vistas|paisaje|sunset|atardecer|hiking|senderismo|excursion|hair|nails|bangs|beard|pelo|cabello|flequillo|unas|barba|accident\w*|by accident|cooking|kitchen|oven|stove|pan|iron|chopping|onions?|shaving|playing|game|match|football|soccer|gym|training|fell|slipped|sin querer|accidente|cocinando|cocina|horno|sarten|plancha|cebolla|afeitandome|jugando|partido|futbol|entrenando|me cai|resbale|por error`,
    rx`picando|pelando|peeling|dicing|slicing (?:the |some )?\w+|frying|friendo|con el (?:cuchillo|aceite) (?:pelando|cortando|picando)`,
    rx`resbal\w*|nada grave|nothing serious`,
    rx`kettle|tetera|hervidor|toaster|tostadora|curling iron|plancha del pelo|hot water|agua caliente|boiling|hirviendo`,
    rx`tiritas?|curitas?|band ?aids?|al (?:pelar|cortar|picar|abrir|afeitarme|cocinar)|(?:para|for) (?:las |los |the )?(?:cucarachas|ratas|ratones|hormigas|roaches|rats|mice|ants|bugs|plagas|pests|weeds|malas hierbas)`,
  ],
  /** wanting to vanish: weak alone */
  vanish: [rx`(?:just )?fade away|desvanecerme|esfumarme|(?:want|wanna|wish i could|just) (?:to )?disappear|(?:quiero|kiero|quisiera|ojala pudiera|ganas de) desaparecer|desaparecer del mapa|irme lejos y no volver`],
  /** "after I'm gone": weak alone, strong with arrangements */
  afterGone: [
    rx`(?:after|when|once|if) (?:im|i am|ive|i) (?:gone|dead|not here|not around|no longer (?:here|around))|(?:cuando|despues de que|una vez que|si) (?:ya )?(?:no (?:este|estoy|exista)|me (?:haya ido|muera|vaya para siempre)|yo (?:falte|ya no este))|cuando me vaya`,
    rx`(?:for|when) (?:the|my) (?:service|funeral)|(?:my|mi) (?:own |propio )?funeral|si (?:un dia|algun dia) no (?:estoy|este)|if (?:one day|someday|i ever) (?:im|i am) not (?:here|around)|para cuando me encuentren|when they find me|before i go(?! (?:to|out|on|back|home)\b)|antes de irme(?! (?:a|al|de|del|para)\b)|(?:for )?when im gone|cuando (?:yo )?no (?:este|estoy)`,
    rx`para cuando (?:ya )?no (?:este|estoy)|para cuando (?:ya )?sea (?:demasiado )?tarde|when its (?:too )?late|when im not (?:here|around)(?: any ?more)?`,
  ],
  /** a video game: dying and killing are its verbs */
  gameContext: [rx`minecraft|fortnite|roblox|valorant|apex|cod|call of duty|gta|elden ring|league|videogame|video game|in (?:the )?game|respawn\w*|npc|grenade|lobby|ranked|boss|en el juego|videojuego|partida|granada|nivel`],
  /** "a weekend", "from social media": a way of saying rest, not death */
  restNotDeath: [rx`sleep forever (?:this|on|tomorrow|today|all|till|until)|(?:for|a|the) (?:weekend|few days|day|week|while|bit|holiday|vacation)|from (?:social media|instagram|twitter|tiktok|the internet|work|the group)|off the grid|(?:un|el|este) (?:fin de semana|finde|par de dias|rato|tiempo|mes)|unos dias|de (?:las )?redes|de vacaciones|del grupo`],
  ...SIGNS,
  ...ACTS,
  ...CONTEXT,
} satisfies Record<string, RegExp[]>;

export type Concept = keyof typeof CONCEPTS;
