// The response envelope of ARCHITECTURE.md §3. Handlers return ok(...) or throw AppError; the error
// handler turns anything else into a 500 without leaking details.
export function ok<T>(data: T, message?: string): { status: 200; message?: string; data: T } {
  return message === undefined ? { status: 200, data } : { status: 200, message, data };
}

export function okMessage(message: string): { status: 200; message: string } {
  return { status: 200, message };
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {
    super(error);
  }
}

// Statuses that travel as HTTP 200 so that clients that only read 2xx bodies still see them.
export const BODY_ONLY_STATUSES = new Set([204, 300]);

export function bodyOnly<S extends 204 | 300>(status: S, message: string): { status: S; message: string } {
  return { status, message };
}
