export interface Engines {
  firefox: string | null;
  webdriver: string | null;
  minibrowser: string | null;
  xvfb: string | null;
}
export interface Plan {
  action: "none" | "install" | "refuse";
  packages: string[];
  /** The shell command run as root ("install"). */
  command?: string;
  /** What a user is told to run ("refuse"). */
  message?: string;
}
export const PACKAGES: Record<keyof Engines, string>;
export function findEngines(options?: { env?: NodeJS.ProcessEnv; path?: string; lib?: string }): Engines;
export function missingPackages(found: Engines): string[];
export function installPlan(found: Engines, isRoot: boolean): Plan;
export function ensureEngines(): Engines;
