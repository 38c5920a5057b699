export const CANDIDATES: string[];
export function findChromium(): string | null;
export function ensureChromium(): string;
