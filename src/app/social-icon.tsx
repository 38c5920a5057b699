// The icon of a social link (spec 000 section 2: "optional social icons"), chosen by the link's
// host: simple line drawings in the text colour, decorative (the link is named by its text).
const ICONS: Record<string, string> = {
  instagram:
    "M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2.5v.01",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z",
  youtube: "M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3V8zm7 1v6l5-3-5-3z",
  link: "M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1",
};

/** instagram, facebook or youtube by the link's host, else a plain link. */
function socialNetwork(link: string): string {
  let host = "";
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return "link";
  }
  const known = Object.keys(ICONS).find((n) => n !== "link" && (host === `${n}.com` || host.endsWith(`.${n}.com`)));
  return known ?? (host === "youtu.be" ? "youtube" : "link");
}

export function SocialIcon({ link }: { link: string }) {
  const network = socialNetwork(link);
  return (
    <svg
      data-icon={network}
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[network]} />
    </svg>
  );
}
