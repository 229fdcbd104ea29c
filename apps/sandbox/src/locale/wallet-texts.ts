import type { Locale } from './index.ts';

/**
 * The platform wallet's refusals as the game and the sportsbook show them (both stake through it):
 * no money, no answer, and the player's own loss or wager limit (`limit.freesAt`: when more frees up,
 * a date and time in the locale). The pages' shared client writes the limit (`limitReached`).
 */
const en = {
  'error.insufficient.funds': 'Not enough money for this stake',
  'error.wallet.unavailable': 'The casino did not answer. Your stake, if taken, is being returned.',
  'limit.loss': 'Limit reached: this stake would go over your loss limit.',
  'limit.wager': 'Limit reached: this stake would go over your wager limit.',
  'limit.freesAt': 'More frees up at {when}.',
};
export type WalletTexts = typeof en;

export const WALLET_TEXTS: Record<Locale, WalletTexts> = {
  en,
  es: {
    'error.insufficient.funds': 'No tienes saldo suficiente para esta apuesta',
    'error.wallet.unavailable':
      'El casino no ha respondido. Si se ha cobrado tu apuesta, se te está devolviendo.',
    'limit.loss': 'Límite alcanzado: esta apuesta superaría tu límite de pérdidas.',
    'limit.wager': 'Límite alcanzado: esta apuesta superaría tu límite de apuestas.',
    'limit.freesAt': 'Tendrás más margen a partir del {when}.',
  },
  'pt-BR': {
    'error.insufficient.funds': 'Saldo insuficiente para esta aposta',
    'error.wallet.unavailable':
      'O cassino não respondeu. Se o valor da aposta foi debitado, ele está sendo devolvido.',
    'limit.loss': 'Limite atingido: esta aposta ultrapassaria seu limite de perdas.',
    'limit.wager': 'Limite atingido: esta aposta ultrapassaria seu limite de apostas.',
    'limit.freesAt': 'Você terá mais margem a partir de {when}.',
  },
  de: {
    'error.insufficient.funds': 'Nicht genug Guthaben für diesen Einsatz',
    'error.wallet.unavailable':
      'Das Casino hat nicht geantwortet. Falls Ihr Einsatz abgebucht wurde, wird er zurückerstattet.',
    'limit.loss': 'Limit erreicht: Dieser Einsatz würde Ihr Verlustlimit überschreiten.',
    'limit.wager': 'Limit erreicht: Dieser Einsatz würde Ihr Einsatzlimit überschreiten.',
    'limit.freesAt': 'Ab {when} ist wieder mehr möglich.',
  },
  ar: {
    'error.insufficient.funds': 'رصيدك لا يكفي لهذا الرهان',
    'error.wallet.unavailable': 'لم يستجب الكازينو. إن كان مبلغ رهانك قد خُصم، فستتم إعادته إليك.',
    'limit.loss': 'بلغتَ الحد: هذا الرهان سيتجاوز حد الخسارة الخاص بك.',
    'limit.wager': 'بلغتَ الحد: هذا الرهان سيتجاوز حد الرهان الخاص بك.',
    'limit.freesAt': 'ستتاح لك مساحة أكبر في {when}.',
  },
};
