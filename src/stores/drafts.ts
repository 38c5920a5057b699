// What the visitor typed, kept across a remount of the embed: a 503 answer remounts it
// (src/app/error-policy.ts), and nobody should have to choose the payment or type the IBAN or
// the login again because the service was briefly unavailable. A draft lives while its form is
// on screen: a form left by navigating starts empty the next time. Secrets (passwords) are never
// drafts; drafts stay in memory only.

export interface Drafts {
  readonly values: Map<string, unknown>;
  /** True while the embed removes its screens only to render them again. */
  readonly keeping: boolean;
  /** Runs `unmount` keeping the drafts of the forms it removes. */
  keepWhile(unmount: () => void): void;
}

export function createDrafts(): Drafts {
  let keeping = false;
  return {
    values: new Map(),
    get keeping() {
      return keeping;
    },
    keepWhile(unmount) {
      keeping = true;
      try {
        unmount();
      } finally {
        keeping = false;
      }
    },
  };
}
