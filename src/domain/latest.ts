// Dropping late server answers, one way for every screen and store: each call of a series takes a
// turn; its answer is applied only while no newer call of the series has started (a visitor who
// picks another day, tour or code must never see the answer to the one picked before).

/** One series of calls (a day's tickets, a code lookup): the newest call wins. */
export interface Latest {
  /** Starts a call; the function it returns tells whether that call is still the newest. */
  begin(): () => boolean;
  /** Runs a call; `done` or `failed` gets its outcome only while it is still the newest. */
  run<T>(call: Promise<T>, done: (value: T) => void, failed?: (error: unknown) => void): void;
  /** Drops the answers of every call still running (the visitor left what they were for). */
  drop(): void;
}

export function latest(): Latest {
  let turn = 0;
  const begin = () => {
    const mine = ++turn;
    return () => mine === turn;
  };
  return {
    begin,
    run(call, done, failed) {
      const current = begin();
      call.then(
        (value) => current() && done(value),
        (error: unknown) => current() && failed?.(error),
      );
    },
    drop: () => void turn++,
  };
}

/**
 * For an effect: runs a call whose outcome is applied until the effect is cleaned up (the screen
 * left, or its inputs changed); returns that cleanup: `useEffect(() => untilCleanup(call, set), [id])`.
 */
export function untilCleanup<T>(call: Promise<T>, done: (value: T) => void, failed?: (error: unknown) => void) {
  const series = latest();
  series.run(call, done, failed);
  return series.drop;
}
