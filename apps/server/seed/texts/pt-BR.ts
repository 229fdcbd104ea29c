import type { DemoTexts } from './types.ts';

/** The demo's texts in Brazilian Portuguese (the player is «você»). */
export const ptBR: DemoTexts = {
  pages: {
    'about-us': {
      title: 'Quem somos',
      body: 'O Croupier é um site de código aberto para jogadores de cassinos e casas de apostas online. Esta é a marca de demonstração: todos os jogos, pagamentos e mensagens funcionam com provedores simulados, sem dinheiro real.',
    },
    'privacy-policy': {
      title: 'Política de privacidade',
      body: 'A demonstração guarda os dados que você informa em um banco de dados próprio, na máquina em que ela roda. Nada é enviado a terceiros: o estúdio de jogos, o caixa, as apostas esportivas, a verificação de identidade e o gateway de mensagens são simulações locais.',
    },
    'general-terms-conditions': {
      title: 'Termos e condições gerais',
      body: 'Jogue com responsabilidade. A demonstração serve apenas para avaliação: os saldos são dinheiro fictício e não têm valor monetário. Para jogar com dinheiro real em um site feito com o Croupier, você precisa ter a idade mínima legal para apostas no seu país.',
    },
  },
  rewards: {
    depositBonus: {
      title: 'Bônus de 100% no depósito',
      description: 'Seu depósito em dobro, até 50: aposte o bônus 5 vezes e ele é seu.',
      terms:
        'Slots contam 100%, jogos instantâneos 50% e jogos de mesa 10%. Aposte em até 30 dias. No máximo 500 viram dinheiro real.',
    },
    freeSpins: {
      title: '10 rodadas grátis em Velvet Viking',
      description: 'Dez rodadas de 0,20 cada; os ganhos são saldo de bônus para apostar 5 vezes.',
      terms: 'Resgate em até 14 dias e jogue em até 30 dias.',
    },
  },
  campaignBonuses: {
    step1: {
      title: 'Bônus de 100% no primeiro depósito',
      description: 'Seu primeiro depósito em dobro, até 100.',
    },
    step2: {
      title: 'Bônus de 50% no segundo depósito',
      description: 'Metade do seu segundo depósito como bônus, até 100.',
    },
    step3: {
      title: 'Bônus de 25% no terceiro depósito',
      description: 'Um quarto do seu terceiro depósito como bônus, até 100.',
    },
    reload: { title: 'Bônus de recarga de 50%', description: 'Metade do seu depósito como bônus, até 50.' },
    sport: { title: 'Bônus esportivo de 10', description: 'Um bônus de 10 para as apostas esportivas.' },
    guest: { title: 'Bônus de cadastro de 5', description: 'Um bônus de 5 ao abrir sua conta.' },
  },
  campaignBonusTerms: 'Aposte o bônus em até 30 dias.',
  campaigns: {
    welcome: {
      title: 'Pacote de boas-vindas do cassino',
      description: 'Três bônus de depósito: 100% no primeiro depósito, 50% no segundo e 25% no terceiro.',
      terms:
        'Cada bônus vale até 100 e deve ser apostado 5 vezes em até 30 dias. Um pacote de boas-vindas por jogador.',
    },
    reload: {
      title: 'Recarga de fim de semana: 50% até 50',
      description: 'Participe e depois deposite 20 ou mais para ganhar um bônus de recarga de 50%.',
      terms: 'Valem depósitos a partir de 20. Aposte o bônus 5 vezes em até 30 dias.',
    },
    sport: {
      title: 'Estreia nas apostas esportivas: um bônus de 10',
      description: 'Participe e ganhe um bônus de 10 para usar nas apostas esportivas.',
      terms:
        'Um por jogador. Aposte o bônus 3 vezes em até 30 dias. Substitui o pacote de boas-vindas do cassino.',
    },
    guest: {
      title: 'Primeira vez aqui? Bônus de 5 no cadastro',
      description: 'Abra sua conta e comece com um bônus de 5.',
      terms: 'Somente para novos jogadores. Aposte o bônus 5 vezes em até 30 dias.',
    },
    country: {
      title: 'Reino Unido e Irlanda: 10 rodadas grátis',
      description: 'Jogadores do Reino Unido e da Irlanda ganham 10 rodadas grátis com o primeiro depósito.',
      terms:
        'Somente para jogadores cadastrados no Reino Unido ou na Irlanda. Participe antes do seu primeiro depósito.',
    },
  },
  welcomePacks: {
    casino: {
      title: 'Pacote de boas-vindas do cassino',
      description: 'Até 300 em bônus nos seus três primeiros depósitos.',
      steps: ['1º depósito: 100% até 100', '2º depósito: 50% até 100', '3º depósito: 25% até 100'],
    },
    sport: {
      title: 'Estreia esportiva',
      description: 'Um bônus de 10 na hora, para as apostas esportivas.',
      steps: ['No cadastro: um bônus de 10'],
    },
  },
  tournaments: {
    active: {
      title: 'Corrida semanal de apostas',
      description: 'Cada centavo apostado nos jogos do torneio vale um ponto. Os dez primeiros dividem 250.',
    },
    scheduled: {
      title: 'Caça ao grande prêmio',
      description: 'Sua pontuação é o seu maior ganho em uma única rodada, como múltiplo da aposta.',
    },
    finished: { title: 'Sprint de lançamento', description: 'A primeira corrida do site.' },
  },
  tournamentTerms: 'Os prêmios são pagos no saldo em dinheiro real dos vencedores quando o torneio termina.',
  crm: {
    welcomePopup: {
      title: 'Boas-vindas ao Croupier',
      body: 'Cadastre-se em um minuto e resgate seu bônus de boas-vindas com o código WELCOME100 no primeiro depósito.',
      signUp: 'Cadastre-se',
      justLooking: 'Só estou olhando',
    },
    depositCard: {
      title: 'Recarregue e continue jogando',
      body: 'Seu saldo está esperando: deposite agora e use WELCOME100 para ganhar um bônus no primeiro depósito.',
      buttonLabel: 'Depositar',
    },
    instantMessage: {
      title: 'Jogue com responsabilidade',
      body: 'Você pode definir limites de depósito ou fazer uma pausa a qualquer momento no seu perfil. Confirme a leitura para continuar.',
    },
  },
};
