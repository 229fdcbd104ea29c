import { ErrorCode } from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';

/** The auth module's refusals, shared by login, registration, accounts and recovery. */

export const duplicated = (field: string) =>
  new AppError(ErrorCode.profileDuplicated, `An account with this ${field} already exists`, {
    fieldErrors: { [field]: ErrorCode.profileDuplicated },
    details: { field },
  });

export const invalidField = (field: string, message: string) =>
  new AppError(ErrorCode.validation, `Invalid ${field}: ${message}`, {
    fieldErrors: { [field]: message },
  });

export const messagingDown = () =>
  new AppError(ErrorCode.messagingUnavailable, 'The message could not be sent; try again shortly');
