import { describe, expect, it } from "vitest";
import { safeLink } from "../../src/domain/links";

describe("safeLink: only http(s), mailto, tel and relative links from the service are followed", () => {
  it.each([
    ["https://museum.example/visit", "https://museum.example/visit"],
    ["http://museum.example/", "http://museum.example/"],
    [" https://museum.example/ ", "https://museum.example/"],
    ["mailto:info@museum.example", "mailto:info@museum.example"],
    ["tel:+4930123", "tel:+4930123"],
    ["/imprint", "/imprint"],
    ["imprint.html", "imprint.html"],
    ["//museum.example/", "//museum.example/"],
    ["#top", "#top"],
  ])("%s is followed", (raw, expected) => expect(safeLink(raw)).toBe(expected));

  it.each([
    "data:text/html,<script>alert(1)</script>",
    "DATA:text/html;base64,PHNjcmlwdD4=",
    "javascript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "file:///etc/passwd",
    "blob:https://museum.example/x",
    "ftp://museum.example/",
    "intent://scan/#Intent;end",
    "",
    "   ",
    "http://[::1",
  ])("%j is not", (raw) => expect(safeLink(raw)).toBeNull());

  it.each([null, undefined, 42, { href: "https://x" }])("%j (not a text) is not", (raw) =>
    expect(safeLink(raw)).toBeNull(),
  );
});
