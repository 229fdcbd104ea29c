import type { DemoTexts } from './types.ts';

/** The demo's texts in Spanish (neutral, for Spain and Latin America; the player is «tú»). */
export const es: DemoTexts = {
  pages: {
    'about-us': {
      title: 'Quiénes somos',
      body: 'Croupier es un sitio de código abierto para jugadores de casinos y casas de apuestas en línea. Esta es la marca de demostración: todos los juegos, pagos y mensajes funcionan con proveedores simulados y sin dinero real.',
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      body: 'La demo guarda los datos que introduces en su propia base de datos, en el equipo donde se ejecuta. No se envía nada a terceros: el estudio de juegos, la caja, las apuestas deportivas, la verificación de identidad y la pasarela de mensajes son simulaciones locales.',
    },
    'general-terms-conditions': {
      title: 'Términos y condiciones generales',
      body: 'Juega con responsabilidad. La demo sirve solo para evaluar el producto: los saldos son dinero ficticio y no tienen valor monetario. Para jugar con dinero real en un sitio creado con Croupier, debes tener la edad legal para jugar en tu país.',
    },
  },
  rewards: {
    depositBonus: {
      title: 'Bono del 100 % en tu depósito',
      description: 'Duplicamos tu depósito hasta 50: apuesta el bono 5 veces y será tuyo.',
      terms:
        'Las slots cuentan al 100 %, los juegos instantáneos al 50 % y los juegos de mesa al 10 %. Apuesta en un plazo de 30 días. Como máximo, 500 se convierten en dinero real.',
    },
    freeSpins: {
      title: '10 giros gratis en Velvet Viking',
      description: 'Diez giros de 0,20 cada uno; las ganancias son dinero de bono que debes apostar 5 veces.',
      terms: 'Reclámalos en un plazo de 14 días y juégalos en un plazo de 30 días.',
    },
  },
  campaignBonuses: {
    step1: {
      title: 'Bono del 100 % en el primer depósito',
      description: 'Duplicamos tu primer depósito, hasta 100.',
    },
    step2: {
      title: 'Bono del 50 % en el segundo depósito',
      description: 'Te damos la mitad de tu segundo depósito, hasta 100.',
    },
    step3: {
      title: 'Bono del 25 % en el tercer depósito',
      description: 'Te damos una cuarta parte de tu tercer depósito, hasta 100.',
    },
    reload: { title: 'Bono de recarga del 50 %', description: 'Te damos la mitad de tu depósito, hasta 50.' },
    sport: { title: 'Bono deportivo de 10', description: 'Un bono de 10 para las apuestas deportivas.' },
    guest: { title: 'Bono de registro de 5', description: 'Un bono de 5 al abrir tu cuenta.' },
  },
  campaignBonusTerms: 'Apuesta el bono en un plazo de 30 días.',
  campaigns: {
    welcome: {
      title: 'Paquete de bienvenida del casino',
      description:
        'Tres bonos por depósito: 100 % en tu primer depósito, 50 % en el segundo y 25 % en el tercero.',
      terms:
        'Cada bono es de hasta 100 y debe apostarse 5 veces en un plazo de 30 días. Un paquete de bienvenida por jugador.',
    },
    reload: {
      title: 'Recarga de fin de semana: 50 % hasta 50',
      description: 'Participa y luego deposita 20 o más para recibir un bono de recarga del 50 %.',
      terms: 'Cuentan los depósitos de 20 o más. Apuesta el bono 5 veces en un plazo de 30 días.',
    },
    sport: {
      title: 'Bienvenida deportiva: un bono de 10',
      description: 'Participa y llévate un bono de 10 para usar en las apuestas deportivas.',
      terms:
        'Uno por jugador. Apuesta el bono 3 veces en un plazo de 30 días. Sustituye al paquete de bienvenida del casino.',
    },
    guest: {
      title: '¿Primera vez aquí? Un bono de 5 al registrarte',
      description: 'Abre una cuenta y empieza con un bono de 5.',
      terms: 'Solo para jugadores nuevos. Apuesta el bono 5 veces en un plazo de 30 días.',
    },
    country: {
      title: 'Reino Unido e Irlanda: 10 giros gratis',
      description: 'Los jugadores del Reino Unido e Irlanda reciben 10 giros gratis con su primer depósito.',
      terms:
        'Solo para jugadores registrados en el Reino Unido o Irlanda. Participa antes de tu primer depósito.',
    },
  },
  welcomePacks: {
    casino: {
      title: 'Paquete de bienvenida del casino',
      description: 'Hasta 300 en bonos con tus tres primeros depósitos.',
      steps: [
        '1.er depósito: 100 % hasta 100',
        '2.º depósito: 50 % hasta 100',
        '3.er depósito: 25 % hasta 100',
      ],
    },
    sport: {
      title: 'Bienvenida deportiva',
      description: 'Un bono de 10 al instante para las apuestas deportivas.',
      steps: ['Al registrarte: un bono de 10'],
    },
  },
  tournaments: {
    active: {
      title: 'Carrera semanal de apuestas',
      description:
        'Cada 0,01 que apuestes en los juegos del torneo suma un punto. Los diez primeros se reparten 250.',
    },
    scheduled: {
      title: 'A la caza del gran premio',
      description: 'Tu puntuación es tu mayor premio en una sola jugada, como múltiplo de lo apostado.',
    },
    finished: { title: 'Sprint de lanzamiento', description: 'La primera carrera del sitio.' },
  },
  tournamentTerms:
    'Los premios se abonan en el saldo de dinero real de los ganadores cuando termina el torneo.',
  crm: {
    welcomePopup: {
      title: 'Te damos la bienvenida a Croupier',
      body: 'Regístrate en un minuto y reclama tu bono de bienvenida con el código WELCOME100 en tu primer depósito.',
      signUp: 'Regístrate',
      justLooking: 'Solo estoy mirando',
    },
    depositCard: {
      title: 'Recarga y sigue jugando',
      body: 'Tu saldo te espera: deposita ahora y usa WELCOME100 para obtener un bono en tu primer depósito.',
      buttonLabel: 'Depositar',
    },
    instantMessage: {
      title: 'Juega con responsabilidad',
      body: 'Puedes fijar límites de depósito o tomarte un descanso cuando quieras desde tu perfil. Confirma que lo has leído para continuar.',
    },
  },
};
