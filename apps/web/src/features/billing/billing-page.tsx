// Placeholder until the screen lands in this commit series; the route is wired so the app builds.
export function BillingPage() {
  return null;
}
