// A static page of the shop (spec 000 section 7), which only its screen reads.
import type { ApiClient } from "./client";
import { needObj, need, str } from "./decode";
import type { StaticPage } from "./shop";

/** A static page: `html` required (text), `title` "". */
export function decodeStaticPage(call: string, v: unknown): StaticPage {
  const p = needObj(call, "data", v);
  return { title: str(p.title), html: need(call, "html", typeof p.html === "string" ? p.html : undefined) };
}

export const getStaticPage = (api: ApiClient, id: string) => {
  const call = `static/page/${encodeURIComponent(id)}`;
  return api.get<unknown>(call, { handled: [404] }).then((d) => decodeStaticPage(call, d));
};
