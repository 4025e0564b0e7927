/**
 * Resolves in a later task of the page's event loop (a timer: a microtask would run in the same
 * task). For splitting start-up work that would otherwise make one long task on a phone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
