// A loose e-mail pattern: the spec only asks that a value with a '.' looks like an address. Here,
// not in the contracts, so that a screen can check it without loading zod (the login's first load).
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
