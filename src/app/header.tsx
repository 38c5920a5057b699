// Header: brand, navigation for enabled areas (collapsing to a burger when it does not fit),
// basket link with its count, language menu, and login/register or the user menu.
import { safeLink } from "../domain/links";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { useConfig, useEmbed, useLandmarkName, useShell, useSiteName } from "../stores/context";
import { useT } from "../i18n/use-t";
import { cx, defineStyles, useStyles } from "../styles/use-styles";
import { NavLinks, useNavItems } from "./nav-links";
import { AccountLinks } from "./account-links";
import { LanguageMenu } from "./language-menu";
import { BasketLink } from "./basket-link";

/** The header takes its scrolled style once the page scrolled this far past the widget's top. */
export const SCROLLED_AFTER = 100;
/** The burger decision is re-measured at most this often on resize. */
export const MEASURE_THROTTLE_MS = 500;

const styles = defineStyles({
  header: `position:sticky;top:var(--foyer-sticky-top,0px);z-index:10;background:var(--f-bg);border-bottom:1px solid var(--f-border);
    display:flex;align-items:center;gap:.5em 1em;padding:.5em 0;flex-wrap:wrap;transition:box-shadow .2s`,
  scrolled: `box-shadow:0 4px 12px rgba(0,0,0,.1)`,
  brand: `font-weight:700;font-size:1.125em;color:var(--f-text)!important;text-decoration:none;margin-right:auto;min-width:0;overflow-wrap:anywhere`,
  nav: `flex-basis:100%;min-width:0;display:flex;border-top:1px solid var(--f-border);padding-top:.25em`,
  // the measuring copy sits in a clip of no size: its natural width never widens the widget
  clip: `position:absolute;left:0;top:0;width:0;height:0;overflow:hidden`,
  measure: `position:absolute;visibility:hidden;pointer-events:none;white-space:nowrap;height:0;overflow:hidden`,
  tools: `display:flex;align-items:center;gap:.25em;flex-wrap:wrap`,
  // with the burger (a phone): one row, the brand's words wrap beside the basket and the burger,
  // whose words are for screen readers only; below 6em for the brand the controls take a row
  brandCompact: `flex:1 1 6em`,
  toolsCompact: `flex:none`,
  brandCopy: `font-weight:700;font-size:1.125em`,
  burger: `min-height:44px;min-width:44px;background:none;border:1px solid var(--f-border);border-radius:var(--f-radius);
    cursor:pointer;display:inline-flex;align-items:center;gap:.4em;padding:0 .7em;color:inherit`,
  panel: `flex-basis:100%;border-top:1px solid var(--f-border);padding:.5em 0`,
  panelTools: `display:flex;flex-wrap:wrap;align-items:center;gap:.25em;border-top:1px solid var(--f-border);margin-top:.5em;padding-top:.5em`,
});

export function Header() {
  const s = useStyles(styles);
  const t = useT();
  const config = useConfig();
  const lang = useShell((st) => st.lang);
  const { container } = useEmbed();
  const items = useNavItems();
  const siteName = useSiteName() || t("brand.fallback");
  const navName = useLandmarkName(t("nav.label"));
  // a link of the configuration only when it may be followed (domain/links.ts)
  const mainSite = config.logoLinksToMainSite
    ? safeLink(config.museumPerLanguageUrls[lang] || config.museumMainUrl)
    : null;

  const headerRef = useRef<HTMLElement>(null);
  const brandCopyRef = useRef<HTMLSpanElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  const collapsed = useCollapsed(headerRef, measureRef, brandCopyRef, `${items.length}:${lang}`);
  const scrolled = useScrolled(container);
  useMenuDismiss(menuOpen && collapsed, headerRef, setMenuOpen, burgerRef);

  return (
    <header ref={headerRef} data-foyer-header className={cx(s.header, scrolled && s.scrolled)}>
      <Brand href={mainSite} name={siteName} compact={collapsed} />
      <div className={s.clip} aria-hidden="true">
        <div ref={measureRef} className={s.measure}>
          <NavLinks items={items} inert />
        </div>
        <div className={s.measure}>
          <span ref={brandCopyRef} className={s.brandCopy}>
            {siteName}
          </span>
        </div>
      </div>
      <div className={cx(s.tools, collapsed && s.toolsCompact)}>
        <BasketLink compact={collapsed} />
        {!collapsed && <LanguageMenu />}
        {!collapsed && <AccountLinks />}
        {collapsed && (
          <button
            ref={burgerRef}
            type="button"
            className={s.burger}
            aria-expanded={menuOpen}
            aria-controls="foyer-nav-panel"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true">☰</span>{" "}
            <span className={collapsed ? "sr-only" : undefined}>{t("nav.menu")}</span>
          </button>
        )}
      </div>
      {/* the second row comes after the first in the Tab order too */}
      {!collapsed && (
        <nav className={s.nav} aria-label={navName}>
          <NavLinks items={items} />
        </nav>
      )}
      {/* collapsed, the burger holds the navigation, the language menu and the account links */}
      {collapsed && menuOpen && (
        <div id="foyer-nav-panel" className={s.panel}>
          <nav aria-label={navName}>
            <NavLinks items={items} vertical onNavigate={() => setMenuOpen(false)} />
          </nav>
          <div className={s.panelTools}>
            <LanguageMenu />
            <AccountLinks />
          </div>
        </div>
      )}
    </header>
  );
}

/** The open burger menu closes on Escape (focus back on the burger) and on a tap outside the header. */
function useMenuDismiss(
  open: boolean,
  headerRef: React.RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
  burgerRef: React.RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const header = headerRef.current;
    const close = () => setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      close();
      burgerRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => header && !e.composedPath().includes(header) && close();
    header?.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer, true);
    return () => {
      header?.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer, true);
    };
  }, [open, headerRef, setOpen, burgerRef]);
}

/**
 * Whether the burger shows: when brand plus menu are wider than the header (the nav's row); measured after layout
 * (the ResizeObserver also sees the styles arrive) and on resize, throttled. `contents` changes when what is
 * measured does (the number of entries, the language).
 */
function useCollapsed(
  headerRef: React.RefObject<HTMLElement | null>,
  measureRef: React.RefObject<HTMLElement | null>,
  brandCopyRef: React.RefObject<HTMLElement | null>,
  contents: string,
): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    let last = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const header = headerRef.current;
      if (!header || !measureRef.current || !brandCopyRef.current) return;
      // the brand's width on one line (the brand itself may wrap beside the burger)
      const needed = brandCopyRef.current.offsetWidth + measureRef.current.scrollWidth;
      setCollapsed(header.clientWidth > 0 && needed > header.clientWidth);
    };
    const throttled = () => {
      // elapsed time only (monotonic), not a date: no need of the embed's clock
      const wait = MEASURE_THROTTLE_MS - (performance.now() - last);
      clearTimeout(timer);
      if (wait <= 0) {
        last = performance.now();
        measure();
      } else timer = setTimeout(throttled, wait);
    };
    const frame = requestAnimationFrame(measure);
    const ro = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(throttled);
    if (headerRef.current) ro?.observe(headerRef.current);
    if (measureRef.current) ro?.observe(measureRef.current);
    addEventListener("resize", throttled);
    addEventListener("orientationchange", throttled);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      ro?.disconnect();
      removeEventListener("resize", throttled);
      removeEventListener("orientationchange", throttled);
    };
  }, [headerRef, measureRef, brandCopyRef, contents]);
  return collapsed;
}

/** Whether the page scrolled past the widget's top by more than SCROLLED_AFTER (the header's scrolled look). */
function useScrolled(container: HTMLElement): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(container.getBoundingClientRect().top < -SCROLLED_AFTER);
    addEventListener("scroll", onScroll, { passive: true });
    onScroll();
    return () => removeEventListener("scroll", onScroll);
  }, [container]);
  return scrolled;
}

/** The museum's name: a link to its own site (in a new tab) when the configuration gives one, else home. */
function Brand({ href, name, compact }: { href: string | null; name: string; compact: boolean }) {
  const s = useStyles(styles);
  const t = useT();
  const className = cx(s.brand, compact && s.brandCompact);
  return href ? (
    <a className={className} href={href} target="_blank" rel="noopener">
      {name}
      <span className="sr-only"> {t("common.newTab")}</span>
    </a>
  ) : (
    <Link className={className} href="/">
      {name}
    </Link>
  );
}
