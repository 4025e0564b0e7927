import { limitMessages } from '@galla/contracts/limits';
import { MoneyError } from '@galla/domain/money';
import { AppError } from './envelope.js';

// The domain's maths refuses figures it cannot work out exactly (a total past 2^53 paise) with a
// MoneyError. The request's figures each passed their limits, so the client can fix them: a 400 with
// a clear message, never a 500. Used by the error handler and by the bill writer thread, whose
// errors cross to the main thread as a status and a message.
export function clientErrorOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof MoneyError) return new AppError(400, limitMessages.totalTooLarge);
  return undefined;
}
