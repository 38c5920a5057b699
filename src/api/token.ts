// What a token from the service must look like, apart from the account calls (account.ts): the
// session store checks a stored token with it on every start, and the account calls bring MD5
// (crypto-js), which the first screen does not need.

/**
 * A token as the service gives it ("data is the token", spec 000 section 7): 1 to 4096
 * characters of the URL- and base64-safe set (a random string, a JWT). Anything else (an
 * object, a number, an HTML page) is never stored as the token: the call fails (DecodeError).
 */
export const isToken = (v: unknown): v is string => typeof v === "string" && /^[\w.~+/=-]{1,4096}$/.test(v);
