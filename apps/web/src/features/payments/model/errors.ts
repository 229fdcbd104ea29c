import { ErrorCode } from '@croupier/contract/errors';
import { DepositLimitDetails } from '@croupier/contract/protection';
import { isApiError } from '../../../shared/api/index.ts';

/** The server's error code of a failed call (undefined for a network failure). */
export const errorCode = (error: unknown): string | undefined => (isApiError(error) ? error.code : undefined);

/** 001 §7: 'payment.method.not.found' is treated as not found (the unavailable state). */
export const isMethodNotFound = (error: unknown) => errorCode(error) === 'payment.method.not.found';

/** A deposit over what a deposit limit leaves (403): the tightest limit's figures, else null. */
export function depositLimitRefusal(error: unknown): DepositLimitDetails | null {
  if (errorCode(error) !== ErrorCode.depositLimit || !isApiError(error)) return null;
  const details = DepositLimitDetails.safeParse(error.details);
  return details.success ? details.data : null;
}
