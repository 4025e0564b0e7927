import { messages } from '@galla/domain/messages';
import { OfflineError, outcomeOf, requestEnvelope } from '../lib/api-request';
import { firstScreen } from '../lib/en-login';
import { showToast } from './page-parts';

/** An answer the page acts on (200, or 300 'Not Register'); refusals were already shown. */
export type Answer = { status: number; message?: string; data?: unknown };

/**
 * One API call of the login page. What the server refuses is shown as its toast, as the app's api
 * client does (lib/api-client.ts), and comes back as null; so does a network that is not there.
 */
export async function call(path: string, body: unknown): Promise<Answer | null> {
  try {
    const { response, envelope } = await requestEnvelope(path, { method: 'POST', body });
    const outcome = outcomeOf(response, envelope);
    if (!outcome.refused) return outcome;
    showToast(outcome.error ?? messages.somethingBad, 'error');
  } catch (error) {
    if (!(error instanceof OfflineError)) throw error;
    showToast(firstScreen.offline, 'error');
  }
  return null;
}
