// What the host page's URL says about the visit: a partner's code and the campaign parameters, kept
// for the session and sent with the payment (so the museum knows where a sale came from).
import { describe, expect, it } from "vitest";
import { partnerFromUrl, trackingFromUrl } from "../../src/domain/campaign";

describe("partnerFromUrl: a well-formed partner code, else none", () => {
  it.each([
    ["https://museum.example/?partner=ACME", "ACME"],
    ["https://museum.example/?partner=a.b-c_1", "a.b-c_1"],
    ["https://museum.example/visit?x=1&partner=hotel7#/de/tickets", "hotel7"],
    [`https://museum.example/?partner=${"p".repeat(64)}`, "p".repeat(64)],
  ])("%s: %j", (href, expected) => {
    expect(partnerFromUrl(href)).toBe(expected);
  });

  it.each([
    "https://museum.example/",
    "https://museum.example/?partner=",
    `https://museum.example/?partner=${"p".repeat(65)}`,
    "https://museum.example/?partner=<script>",
    "https://museum.example/?partner=%3Cb%3EACME",
    "https://museum.example/?partner=ACME%3Cb%3E",
    "https://museum.example/?partner=AC%20ME",
    "https://museum.example/?partner=%21%21",
    "not an address",
  ])("%s: none", (href) => {
    expect(partnerFromUrl(href)).toBeNull();
  });
});

describe("trackingFromUrl: the utm_* parameters of a campaign, else none", () => {
  it.each([
    [
      "https://m.example/?utm_source=newsletter&utm_campaign=winter&x=1",
      { utm_source: "newsletter", utm_campaign: "winter" },
    ],
    [
      "https://m.example/?utm_medium=email&utm_term=a&utm_content=b&utm_id=7",
      { utm_medium: "email", utm_term: "a", utm_content: "b", utm_id: "7" },
    ],
    [`https://m.example/?utm_source=${"s".repeat(200)}`, { utm_source: "s".repeat(200) }],
    [`https://m.example/?utm_source=${"s".repeat(201)}&utm_medium=email`, { utm_medium: "email" }],
  ])("%s", (href, expected) => {
    expect(trackingFromUrl(href)).toEqual(expected);
  });

  it.each([
    "https://m.example/",
    "https://m.example/?utm_evil=1",
    "https://m.example/?xutm_source=1",
    "https://m.example/?utm_sourcex=1",
    `https://m.example/?utm_source=${"s".repeat(201)}`,
    "not an address",
  ])("%s: none", (href) => {
    expect(trackingFromUrl(href)).toBeNull();
  });
});
