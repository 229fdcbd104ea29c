import { ErrorCode } from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';

/** A call to the studio's free rounds; when the studio cannot be reached the player may try again. */
export async function studio(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(
      ErrorCode.unavailable,
      'The game studio cannot be reached; try again shortly',
      {},
      {
        'retry-after': '5',
      },
    );
  }
}
