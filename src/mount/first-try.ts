// The loader's configuration request as the first try of the configuration call (the same time limit and "still
// loading" as every call); a failed one, or one with other options, counts as a try that failed at once (asked
// again).
import type { EmbedOptions } from "../../loader/options";
import type { EarlyAnswer, LoaderConfig } from "../api/options";
import { toJson } from "../domain/json";

/** The loader asks for the configuration with the options as written; only a request with the
 * valid options (the loader no longer validates them) is used. */
const sameRequest = (res: { url: string }, o: EmbedOptions) =>
  res.url === new URL(`${o.api}/${o.lang}/shopinfo/config?shop=${o.shop}`, location.href).href;

export const firstTry = (config: Promise<LoaderConfig>, o: EmbedOptions): Promise<EarlyAnswer> =>
  config.then((r) => {
    if (!r.ok || !sameRequest(r, o)) return { status: 0, text: async () => "" };
    const body = r.json();
    body.catch(() => undefined);
    // (written back without a host's toJSON on built-ins, which would change the arrays)
    return { status: 200, text: () => body.then(toJson), headers: r.headers };
  });
