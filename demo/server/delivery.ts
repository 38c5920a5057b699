// Delivery like a CDN for the built widget: brotli or gzip by Accept-Encoding (node:zlib), each
// file compressed once and kept by its content; hashed files immutable, loader.js (whose name
// stays) revalidated on every use (see docs/embedding.md, "Deployment").
import type { MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// off the event loop: compressing React at brotli's best takes a good part of a second
const br = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /javascript|json|text\/|svg/;
const cache = new Map<string, Promise<Buffer>>();

function encode(raw: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  const key = encoding + createHash("sha1").update(raw).digest("hex");
  let out = cache.get(key);
  if (!out) {
    out = encoding === "br" ? br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gz(raw, { level: 9 });
    cache.set(key, out);
  }
  return out;
}

export const cacheControl = (path: string) =>
  /(^|\/)loader\.js$/.test(path) ? "no-cache" : "public, max-age=31536000, immutable";

/** Compresses successful, compressible answers of the widget's files and sets their cache. */
export const deliverWidget: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status !== 200 || !res.body || res.headers.has("Content-Encoding")) return;
  const headers = new Headers(res.headers);
  headers.set("Cache-Control", cacheControl(c.req.path));
  headers.append("Vary", "Accept-Encoding");
  const accept = c.req.header("Accept-Encoding") ?? "";
  const encoding = !COMPRESSIBLE.test(headers.get("Content-Type") ?? "")
    ? null
    : /\bbr\b/.test(accept)
      ? "br"
      : /\bgzip\b/.test(accept)
        ? "gzip"
        : null;
  let body: Buffer = Buffer.from(await res.arrayBuffer());
  if (encoding) {
    body = await encode(body, encoding);
    headers.set("Content-Encoding", encoding);
  }
  headers.set("Content-Length", String(body.length));
  // Hono copies the old answer's headers onto a new one: drop the old answer first
  c.res = undefined;
  c.res = new Response(new Uint8Array(body), { status: 200, headers });
};
