import { isApiError } from '../../../shared/api/index.ts';

/** The server's error code of a failed call (undefined for a network failure). */
export const errorCode = (error: unknown): string | undefined => (isApiError(error) ? error.code : undefined);

/** 001 §7: 'payment.method.not.found' is treated as not found (the unavailable state). */
export const isMethodNotFound = (error: unknown) => errorCode(error) === 'payment.method.not.found';
