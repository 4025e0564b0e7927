import type { RequestSpec } from './request-spec.ts';

// A scenario is one request shape hammered for the measured duration. `prepare` runs once (log in,
// create data …) and returns the request to repeat; every scenario is prepared before the app
// server restarts and the first one is measured (run.ts). Later issues add a file under scenarios/
// and list it in run.ts.

export type Target = 'app' | 'bare';

export type ScenarioContext = {
  /** Base URL of the target process, e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  /** Logs the seeded demo owner in by password and returns `data.userToken`. */
  demoToken: () => Promise<string>;
};

export type Scenario = {
  name: string;
  title: string;
  target: Target;
  /** Shown under the table: what makes this scenario's figures what they are. */
  note?: string;
  /** Concurrent connections for this scenario when its target names them (else --connections). */
  connections?: number;
  /**
   * Requests per second sent on a fixed schedule, answered or not (lib/paced.ts). Without it the
   * connections send again as soon as they are answered, and the row measures the most the server
   * can do.
   */
  rate?: number;
  prepare: (context: ScenarioContext) => Promise<RequestSpec>;
};
