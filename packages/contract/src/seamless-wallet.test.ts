import { describe, expect, it } from 'vitest';
import { FreeRoundsWinRequest, freeRoundsWinId, SeamlessWinRequest, WinRequest } from './seamless-wallet.ts';

const betWin = {
  sessionId: 'abcdefghijklmnop1234',
  transactionId: 'win-bet-1',
  betTransactionId: 'bet-1',
  roundId: 'round-1',
  amount: 250,
  currency: 'USD',
};
const freeWin = {
  sessionId: 'abcdefghijklmnop1234',
  transactionId: freeRoundsWinId('grant-1'),
  freeRoundsGrantId: 'grant-1',
  roundsPlayed: 10,
  amount: 0,
  currency: 'USD',
};

describe('the seamless wallet win', () => {
  it('takes a bet win exactly as before, and a free-rounds total naming the grant', () => {
    expect(WinRequest.parse(betWin)).toEqual(betWin);
    expect(SeamlessWinRequest.parse(betWin)).toEqual(betWin);
    expect(SeamlessWinRequest.parse(freeWin)).toEqual(freeWin);
    expect(FreeRoundsWinRequest.parse(freeWin).transactionId).toBe('fr:grant-1');
  });

  it('refuses a win naming both a bet and a grant, or neither', () => {
    expect(
      SeamlessWinRequest.safeParse({ ...betWin, freeRoundsGrantId: 'grant-1', roundsPlayed: 1 }).success,
    ).toBe(false);
    const { betTransactionId: _b, roundId: _r, ...neither } = betWin;
    expect(SeamlessWinRequest.safeParse(neither).success).toBe(false);
    expect(SeamlessWinRequest.safeParse({ ...freeWin, roundsPlayed: 0 }).success).toBe(false);
  });
});
