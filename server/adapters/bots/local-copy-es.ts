import type { LocalCopy } from './local-copy.js';

/** Material en español del bot sin conexión: técnicas de autocuidado conocidas y seguras, nunca consejo clínico. */
export const ES: LocalCopy = {
  themes: {
    crisis: {
      reflect: [
        'Me alegra mucho que me lo hayas contado, y me tomo muy en serio lo que dices. Mereces apoyo ahora mismo de una persona que pueda ayudarte: llama al número de emergencias de tu país o a una línea de crisis, o busca a alguien de confianza y cuéntale cómo te sientes.',
        'Gracias por confiarme esto. Lo que sientes importa, y no deberías cargarlo a solas: contacta ahora con una línea de crisis o con el número de emergencias, o con alguien de confianza que pueda acompañarte.',
      ],
      ask: ['¿Estás a salvo en este momento?', '¿Hay alguien cerca que pueda acompañarte ahora?', '¿Podrías llamar a uno de los números que ves aquí mientras seguimos hablando?'],
    },
    anxiety: {
      reflect: ['Parece que la ansiedad te está pesando mucho, y eso puede ser agotador.', 'Sentirse así de ansioso es difícil, y tiene sentido que busques alivio.', 'Gracias por contármelo. La preocupación puede ocupar muchísimo espacio en la mente.'],
      ask: ['¿En qué momentos notas que la ansiedad crece más?', '¿Qué suele ayudarte a sentirte aunque sea un poco más en calma?', '¿Qué pasa por tu mente cuando empieza?'],
    },
    sadness: {
      reflect: ['Te escucho: te sientes triste, y me alegra que lo pongas en palabras.', 'Parece que las cosas se sienten pesadas ahora mismo. Lo que sientes importa.', 'Eso suena doloroso. Está bien sentirse así, y no tienes que cargarlo a solas.'],
      ask: ['¿Desde cuándo te sientes así?', '¿Hay algo en particular que te ronde la cabeza últimamente?', '¿Qué te ha ayudado a sobrellevar los momentos más difíciles?'],
    },
    stress: {
      reflect: ['Parece que estás bajo mucha presión en este momento.', 'Es mucho para sostener a la vez. Normal que te sientas al límite.', 'Un estrés así desgasta a cualquiera. Tiene sentido que te sientas así.'],
      ask: ['De todo lo que tienes encima, ¿qué sientes más urgente?', '¿Hay algo pequeño que puedas soltar, aunque sea por hoy?', '¿Cómo te estás cuidando en medio de todo esto?'],
    },
    sleep: {
      reflect: ['Descansar mal afecta a todo lo demás, así que es bueno que le prestes atención.', 'Parece que tus noches han sido difíciles últimamente.', 'El cansancio hace que todo se sienta más intenso. Suena duro.'],
      ask: ['¿Qué suele ocupar tu mente cuando intentas dormir?', '¿Cómo han sido tus últimas noches antes de acostarte?', '¿Has notado algo que haga tu descanso un poco mejor?'],
    },
    loneliness: {
      reflect: ['Sentirse solo puede ser de lo más difícil. Me alegra que hayas escrito aquí.', 'Parece que te has sentido bastante aislado. Eso importa.', 'Gracias por contármelo. La soledad puede doler mucho, aunque cueste explicarla.'],
      ask: ['¿Hay alguien, aunque sea una persona, con quien te sientas un poco cerca?', '¿En qué momentos sientes más la soledad?', '¿Qué tipo de conexión te gustaría tener más?'],
    },
    work: {
      reflect: ['Parece que el trabajo (o los estudios) te está afectando de verdad.', 'Esa situación suena exigente, y es comprensible que te afecte.', 'Las preocupaciones del trabajo a veces nos siguen a casa. Tiene sentido que esto te ronde.'],
      ask: ['¿Qué parte es la que más te afecta?', '¿Cómo te sientes al final de un día normal?', '¿Qué tendría que cambiar para que se sintiera un poco más llevadero?'],
    },
    relationships: {
      reflect: ['Las relaciones despiertan emociones muy fuertes. Gracias por confiarme esto.', 'Parece que esta relación es muy importante para ti.', 'Suena complicado y doloroso. Lo que sientes al respecto es válido.'],
      ask: ['¿Cómo te sientes con ello ahora mismo?', '¿Qué te gustaría que la otra persona entendiera?', '¿Qué es lo que más necesitas en esta situación?'],
    },
    general: {
      reflect: ['Gracias por compartirlo conmigo. Estoy aquí para escucharte.', 'Valoro que te abras. Pases por lo que pases, lo que sientes importa.', 'Me alegra que hayas escrito. Vamos a tu ritmo.'],
      ask: ['¿Cómo te sientes ahora mismo?', '¿Quieres contarme un poco más sobre lo que está pasando?', '¿Qué es lo que más te ha ocupado la mente últimamente?'],
    },
  },
  techniques: {
    breathing: {
      intro: 'Aquí tienes un ejercicio de respiración que puedes probar ahora mismo:',
      steps: ['Inhala por la nariz contando hasta 4.', 'Mantén el aire con suavidad contando hasta 4.', 'Exhala despacio por la boca contando hasta 6, un poco más largo que la inhalación.', 'Repite durante unos dos minutos, con una mano en el abdomen para notar cómo sube y baja.'],
    },
    grounding: {
      intro: 'Cuando todo se siente demasiado, el ejercicio 5-4-3-2-1 puede traerte al presente:',
      steps: ['Nombra 5 cosas que puedas ver.', 'Nota 4 cosas que puedas tocar, como los pies en el suelo.', 'Escucha 3 sonidos a tu alrededor.', 'Busca 2 cosas que puedas oler.', 'Nota 1 sabor en tu boca y respira una vez, despacio.'],
    },
    sleep: {
      intro: 'Algunos hábitos que ayudan a mucha gente a dormir mejor:',
      steps: ['Levántate a la misma hora todos los días, también el fin de semana.', 'Deja las pantallas entre 30 y 60 minutos antes de acostarte y ten una rutina breve y tranquila.', 'Si llevas unos 20 minutos despierto en la cama, levántate y haz algo tranquilo con poca luz hasta que te entre sueño.', 'Evita la cafeína después del mediodía y apunta en un papel las preocupaciones de mañana antes de dormir.'],
    },
    planning: {
      intro: 'Una forma sencilla de hacer más llevadera una carga grande:',
      steps: ['Escríbelo todo, para que tu mente no tenga que sostenerlo.', 'Elige las tres cosas que más importan hoy.', 'Divide la primera en un paso de 10 minutos o menos y empieza por ahí.', 'Trabaja 25 minutos y descansa 5; planifica también el descanso.'],
    },
    anxiety: {
      intro: 'Algunas cosas concretas que suelen ayudar con la ansiedad:',
      steps: ['Ponle nombre: "esto es ansiedad, es incómoda y pasará".', 'Respira más despacio, con la exhalación más larga que la inhalación.', 'Mueve el cuerpo 10 minutos, por ejemplo con un paseo corto.', 'Reserva 15 minutos de "tiempo para preocuparte" más tarde y aparca ahí las preocupaciones hasta entonces.', 'Modera la cafeína mientras todo se siente tenso.'],
    },
    mood: {
      intro: 'Cuando todo pesa, los pasos pequeños cuentan:',
      steps: ['Elige una actividad pequeña que antes te sentara bien o te resultara útil y haz solo cinco minutos.', 'Busca un poco de luz del día o da un paseo corto.', 'Escribe a una persona, aunque sea para saludar.', 'Háblate como le hablarías a un amigo que pasa por lo mismo.'],
    },
    connection: {
      intro: 'Algunas formas de sentirte un poco más en conexión:',
      steps: ['Escribe a una persona esta semana, aunque sea un mensaje corto.', 'Prueba algo regular con otras personas: una clase, un grupo, un voluntariado.', 'Los intercambios pequeños cuentan: una charla con un vecino o en una tienda.', 'Ten paciencia contigo; la conexión crece con la repetición.'],
    },
    coping: {
      intro: 'Algunas cosas que podrías probar hoy:',
      steps: ['Tómate dos minutos para respirar despacio, con la exhalación más larga.', 'Escribe lo que tienes en la cabeza, sin juzgarlo.', 'Haz algo pequeño y amable por ti: agua, algo de comer, un paseo corto.', 'Cuéntale a alguien de confianza cómo estás.'],
    },
  },
  voices: {
    thinking: ['Leyendo lo que comparte y la emoción que hay detrás. ', 'Decidir qué ayudaría más ahora y responder con claridad y cariño.'],
    heard: 'Lo que escucho',
    step: 'Un paso que podrías dar',
    consider: 'Para pensar',
    pattern: (themes: string) => `Noto un hilo en lo que has compartido: ${themes}. Los patrones así suelen decir algo sobre lo que nos importa.`,
    firstPattern: (theme: string) => `Has elegido empezar por ${theme}. Por donde empezamos suele señalar lo que más nos pesa.`,
    themeNames: { anxiety: 'la preocupación', sadness: 'la tristeza', stress: 'la presión', sleep: 'el descanso', loneliness: 'sentirte solo', work: 'el trabajo o los estudios', relationships: 'las personas cercanas', general: 'cómo te sientes', crisis: 'algo muy doloroso' },
    explore: ['Cuando algo sale mal, ¿tu primera reacción es mirarte a ti o a la situación?', '¿Qué valor tuyo sientes que se está poniendo a prueba ahora?', '¿Cómo sueles comportarte con los demás cuando te sientes así?', '¿Qué aprendiste de pequeño sobre mostrar este tipo de emoción?'],
    diary: ['¿Qué momento de hoy se te ha quedado dentro?', '¿Cómo sentías el cuerpo al final del día?', '¿Qué cosa pequeña agradeces de hoy?', 'Si el día de hoy tuviera un título, ¿cuál sería?'],
    diaryReflect: ['Gracias por contarme tu día.', 'Parece que hoy ha tenido su propio peso.', 'Me alegra que te hayas tomado un momento para escribir sobre hoy.'],
  },
  and: ' y ',
};
