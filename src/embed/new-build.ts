// After a redeploy, a page that stayed open still runs the old build, whose lazily loaded files
// may be gone from the server. When one fails to load, the loader (which has a short cache) is
// fetched again: if it names another entry, the page's embeds are handed over to the new build
// at the routes they show (the basket and the login live in session storage and stay). If the
// build is the same, the failure is a real one and the screen says so.

interface NextBuild {
  boot: (F: object) => void;
}
type HandOver = (next: NextBuild) => void;

let current: { entry: string; handOver: HandOver } | null = null;
let pending: Promise<boolean> | null = null;

/** Registered by the entry: its own URL, and how to hand its embeds over. */
export function onNewBuild(entry: string, handOver: HandOver): void {
  current = { entry, handOver };
}

/** A dynamic import that failed to fetch (the messages differ between browsers). */
export const isLoadFailure = (error: unknown): boolean =>
  error instanceof TypeError && /dynamically imported module|module script failed|error loading/i.test(error.message);

/** Hands the page over to a newer build when there is one; resolves whether it did. */
export function loadNewBuild(): Promise<boolean> {
  const me = current;
  if (!me) return Promise.resolve(false);
  return (pending ??= (async () => {
    const loader = new URL("../loader.js", me.entry);
    const text = await (await fetch(loader, { cache: "no-cache" })).text();
    const entry = /"(main-[\w-]+\.js)"/.exec(text)?.[1];
    const start = /"(start-[\w-]+\.js)"/.exec(text)?.[1];
    if (!entry || !start || new URL(entry, me.entry).href === me.entry) return false;
    const next = (await import(/* @vite-ignore */ new URL(start, me.entry).href)) as NextBuild;
    me.handOver(next);
    return true;
  })()
    .catch(() => false)
    .then((done) => {
      if (!done) pending = null;
      return done;
    }));
}
