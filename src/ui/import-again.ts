// Chromium (150 here) keeps a dynamic import's failure for its URL: importing the same file again
// fails at once without asking the network, so a "Try again" after a lost connection could never
// load it. A try after a failure therefore asks for the failed file under a new query (Chromium
// and Firefox name the file in the error); where the error names none, the import is made again.
const FAILED = /(https?:\/\/[^\s'"]+?\.js)\b/;

export function importAgain<T>(load: () => Promise<T>): () => Promise<T> {
  let failed: string | null = null;
  let tries = 0;
  return () => {
    const attempt = failed ? (import(/* @vite-ignore */ `${failed}?again=${++tries}`) as Promise<T>) : load();
    return attempt.catch((error: unknown) => {
      failed = FAILED.exec(String((error as Error | null)?.message))?.[1] ?? failed;
      throw error;
    });
  };
}
