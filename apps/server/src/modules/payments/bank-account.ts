import { type BankAccount, ErrorCode } from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import type { PaymentsDeps } from './deps.ts';
import * as repo from './repository.ts';

export interface BankAccountBody {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
}

/** The player's bank account (001 §3, §4). */
export async function bankAccount(d: PaymentsDeps, playerUuid: string): Promise<BankAccount> {
  const row = await repo.findBankAccount(d.db, playerUuid);
  if (!row) return { bankName: null, accountHolderName: null, accountNumber: null, status: 'not-verified' };
  return {
    bankName: row.bankName,
    accountHolderName: row.accountHolderName,
    accountNumber: row.accountNumber,
    status: row.status,
  };
}

/** Registers the account; not-verified → pending after submission (001 §4). */
export async function createBankAccount(
  d: PaymentsDeps,
  playerUuid: string,
  body: BankAccountBody,
): Promise<BankAccount> {
  const now = new Date(d.now());
  const created = await repo.insertBankAccount(d.db, {
    playerUuid,
    ...body,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  if (!created) throw new AppError(ErrorCode.bankAccountExists, 'A bank account is registered already');
  return bankAccount(d, playerUuid);
}

/** The reset flow: replaces the account, which is pending again. */
export async function updateBankAccount(
  d: PaymentsDeps,
  playerUuid: string,
  body: BankAccountBody,
): Promise<BankAccount> {
  const updated = await repo.updateBankAccount(d.db, playerUuid, {
    ...body,
    status: 'pending',
    updatedAt: new Date(d.now()),
  });
  if (!updated) return createBankAccount(d, playerUuid, body);
  return bankAccount(d, playerUuid);
}
