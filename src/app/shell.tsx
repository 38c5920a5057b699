// The layout of an embed: header, messages, breadcrumbs or progress, the screen, footer, toasts.
import {
  lazy,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { useBasket, useEmbed, useShell, useSiteName } from "../stores/context";
import { cx, defineStyles, useStyles } from "../styles/use-styles";
import { Header as HeaderParts } from "./header";
import { MessageBanner as Banner } from "./message-banner";
import { useBootstrap } from "./use-bootstrap";
import { useCurrentRoute } from "./use-route-effects";
import { ROUTE_TABLE } from "./routes";
import { useT } from "../i18n/use-t";
import { ROUTE_TITLES } from "./route-titles";
import { LiveRegions as Regions } from "./live-regions";
import { useFocusKeeper } from "./use-focus-keeper";
import { usePageParts } from "./use-page-parts";
import { useRouteStart } from "./use-route-start";
import { useLoadingSaid } from "./use-loading-said";
import { useStorageNotices } from "./use-storage-notices";
import { useBasketWaiting } from "./use-basket-waiting";
import { formsAllowed } from "../embed/frame";
import { applySizeClasses } from "./size-classes";
import { LazyPart } from "../ui/lazy-part";
import { StillLoading } from "./slow-notice";

// The shell renders again for reasons of its own (the route, the screen's title, the first
// paint): the parts without props follow only their own state
const Header = memo(HeaderParts);
const MessageBanner = memo(Banner);
const LiveRegions = memo(Regions);

// below the fold or shown on demand: not part of the first screen's code
const Footer = lazy(() => import("./footer").then((m) => ({ default: memo(m.Footer) })));
const Toasts = lazy(() => import("./toasts").then((m) => ({ default: m.Toasts })));
const DialogClose = lazy(() => import("./dialog-close").then((m) => ({ default: m.DialogClose })));
const Breadcrumbs = lazy(() => import("./breadcrumbs").then((m) => ({ default: m.Breadcrumbs })));
const loadCookieNotice = () => import("./cookie-notice");
const CookieNotice = lazy(() => loadCookieNotice().then((m) => ({ default: m.CookieNotice })));
const BasketWaiting = lazy(() => import("./basket-waiting").then((m) => ({ default: m.BasketWaiting })));
const BasketLink = lazy(() => import("./basket-link").then((m) => ({ default: m.BasketLink })));

const styles = defineStyles({
  shell: `max-width:1200px;margin:0 auto;padding:0 16px`,
  main: `min-height:200px;&:focus{outline:none}`,
  secondary: `max-width:560px;margin:0 auto`,
  // the breadcrumbs' line (breadcrumbs.tsx): one line of their size and margin
  crumbs: `margin:.75em 0 0;font-size:.875em`,
  basketBar: `display:flex;justify-content:flex-end;margin:.5em 0`,
  busy: `position:absolute;left:0;right:0;top:0;height:3px;overflow:hidden;z-index:30;
    &::after{content:"";position:absolute;height:100%;width:40%;background:var(--f-accent);animation:foyer-busy 1s ease-in-out infinite}`,
});

export function Shell({ children }: { children: ReactNode }) {
  const s = useStyles(styles);
  const t = useT();
  const { options, dialog, element, stores } = useEmbed();
  const config = useShell((st) => st.config!);
  const breadcrumbs = useShell((st) => st.config!.show_breadcrumbs);
  const hasToasts = useShell((st) => st.toasts.length > 0);
  const lang = useShell((st) => st.lang);
  // the page's parts (cookie notice, social links, sponsors) in the first of several embeds only
  const { first: pageParts, nth } = usePageParts(element, !!dialog, stores.shell, `${lang} ${options.label ?? ""}`);
  const cookieNotice =
    useShell((st) => st.config!.cookie_disclaimer && !st.cookieAccepted && !!st.content?.cookie_warning) && pageParts;
  // the footer, the breadcrumbs, the cookie notice and the session's calls (meta, static content,
  // payment types) start once the first screen shows its content: on a slow link their files do
  // not hold it up
  const secondary = useSecondaryParts();
  // the next screen's files and reads start on the visitor's intent; the menu's in idle time
  useRouteStart(secondary);
  // then the notice's code (and its sanitiser) load beside the static content, not after it
  const cookieWanted = useShell((st) => st.config!.cookie_disclaimer && !st.cookieAccepted) && secondary;
  useEffect(() => void (cookieWanted && loadCookieNotice()), [cookieWanted]);
  const route = useCurrentRoute(ROUTE_TABLE);
  const basketWaiting = useBasketWaiting(!!route?.checkout);
  // without the shop's header (data-show-header="false") a filled basket keeps a way to it
  const basketShown = useBasket((b) => b.lines.length > 0) && !route?.checkout;
  const siteName = useSiteName() || t("brand.fallback");
  // the embed's name in its landmarks', when the host gives one or another shop would have the same
  const landmark = nth > 1 ? t("format.numbered", { name: options.label || siteName, number: nth }) : options.label;
  useEffect(() => stores.shell.setState({ landmark }), [landmark, stores]);
  const content = useRef<HTMLDivElement>(null);
  const crumbsPlace = (
    <div className={s.crumbs} aria-hidden="true">
      {"\u00a0"}
    </div>
  );
  useShellEffects(route, secondary, content, siteName);
  const showHeader = options.showHeader ?? config.showHeader;
  const showFooter = options.showFooter ?? config.showFooter;
  const screenTitle = useShell((st) => st.screenTitle);
  const pageTitle = screenTitle ?? (route ? t(ROUTE_TITLES[route.name]) : t("route.notFound"));
  // an embedded shop is a region of the host's page, never its <main> (nor its banner or
  // contentinfo: <header> and <footer> inside a region are not landmarks); named after the shop
  // (or its landmark name) and the screen, so two embeds on one page have different names
  return (
    <div
      className={s.shell}
      role="region"
      aria-label={t("format.labelled", { label: landmark || siteName, value: pageTitle })}
    >
      <LiveRegions />
      <BusyBar className={s.busy} />
      {dialog && (
        <LazyPart>
          <DialogClose close={dialog.close} />
        </LazyPart>
      )}
      {showHeader && <Header />}
      {!showHeader && basketShown && (
        <div className={s.basketBar}>
          <LazyPart>
            <BasketLink />
          </LazyPart>
        </div>
      )}
      <MessageBanner />
      <StillLoading />
      {cookieNotice && secondary && (
        <LazyPart>
          <CookieNotice />
        </LazyPart>
      )}
      {basketWaiting && (
        <LazyPart>
          <BasketWaiting />
        </LazyPart>
      )}
      {breadcrumbs && !route?.checkout && (
        // its place is kept until its file is there: the screen below does not jump when it comes
        <LazyPart fallback={crumbsPlace}>
          {secondary ? <Breadcrumbs title={pageTitle} home={pageParts} /> : crumbsPlace}
        </LazyPart>
      )}
      <Main place={content} className={cx(s.main, route?.secondary && s.secondary)}>
        {children}
      </Main>
      <LazyPart>
        {showFooter && secondary && <Footer pageParts={pageParts} />}
        {hasToasts && <Toasts />}
      </LazyPart>
    </div>
  );
}

// Calls in flight change often (every call starts and ends): only the bar and the screen's
// aria-busy follow them, the header, footer and the rest of the shell are not rendered again.

/** The thin bar at the top while calls are in flight. */
function BusyBar({ className }: { className: string }) {
  const busy = useShell((st) => st.busy > 0);
  return busy ? <div className={className} aria-hidden="true" /> : null;
}

/** The screen's place: busy while calls are in flight, focused when a screen changes. */
function Main({
  place,
  className,
  children,
}: {
  place: RefObject<HTMLDivElement>;
  className: string;
  children: ReactNode;
}) {
  const busy = useShell((st) => st.busy > 0);
  return (
    <div ref={place} className={className} aria-busy={busy} tabIndex={-1} data-foyer-main="">
      {children}
    </div>
  );
}

/** A screen that never settles (a call that hangs) still gets its footer after this long. */
export const SECONDARY_AT_LATEST_MS = 4000;

/** Whether the shell's secondary parts may load: the first content is painted, or it is late. */
function useSecondaryParts(): boolean {
  const shown = useShell((st) => st.contentShown);
  const [painted, setPainted] = useState(false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), SECONDARY_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!shown) return;
    // in the task after the frame that paints it
    let timer: ReturnType<typeof setTimeout>;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return painted || late;
}

/** A payment's outcome is what the visitor came back for. */
const OUTCOMES = new Set(["checkoutSuccess", "checkoutCanceled", "checkoutFailed", "checkoutAccepted"]);

/**
 * A second shop (memory routing) that took the provider's return opens on the outcome: its first
 * screen is brought into view and its heading focused like the hash owner's arrival (ui/page;
 * the mount marks only the embed that owns the address). Not in button mode: the dialog opens
 * with its own focus.
 */
function useOutcomeArrival(first: string | undefined) {
  const { stores, dialog } = useEmbed();
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || first === undefined) return;
    done.current = true;
    const shell = stores.shell.getState();
    if (!dialog && OUTCOMES.has(first) && !shell.navigated && !shell.arrived) stores.shell.setState({ arrived: true });
  }, [first, stores, dialog]);
}

/** A frame that blocks forms (sandbox without allow-forms) is said at once, never left silent. */
function useFormsCheck(container: HTMLElement) {
  const { stores } = useEmbed();
  useEffect(() => {
    if (formsAllowed(container)) return;
    console.error("Foyer: the frame around this page does not allow forms (sandbox without allow-forms)");
    stores.shell.getState().showMessage({ id: "frame.formsBlocked", tone: "danger" });
  }, [container, stores]);
}

/** The dialog of button mode is named after the shop. */
function useDialogName(container: HTMLElement, name: string) {
  useEffect(() => {
    container.closest("dialog")?.setAttribute("aria-label", name);
  }, [container, name]);
}

/** Keeps the size classes of the widget root in step with its width (the embed gave it the first
 * ones before its first render). Only the classes change: the styles follow them, nothing is
 * rendered again (the whole shell was, after the first paint and at every step of a resize). */
function useSizeClasses(container: HTMLElement) {
  useEffect(() => {
    if (typeof ResizeObserver === "undefined") return applySizeClasses(container);
    // its first report comes with the next frame's layout, without a layout of its own
    const ro = new ResizeObserver((entries) => applySizeClasses(container, entries[0].contentRect.width));
    ro.observe(container);
    return () => ro.disconnect();
  }, [container]);
}

/** What the shell keeps in step with the embed while it is shown: the arrival after a payment, the loading said
 * once, the session's calls, the storage notices, the forms' check, the size classes, the dialog's name, the
 * widget's language and the focus keeper. */
function useShellEffects(
  route: ReturnType<typeof useCurrentRoute>,
  secondary: boolean,
  content: React.RefObject<HTMLDivElement | null>,
  siteName: string,
) {
  const { container } = useEmbed();
  const lang = useShell((st) => st.lang);
  useOutcomeArrival(route?.name);
  useLoadingSaid();
  useBootstrap(secondary, !!route?.checkout || !!route?.payment);
  useStorageNotices();
  useFormsCheck(container);
  useSizeClasses(container);
  useDialogName(container, siteName);
  // the widget speaks its own language, whatever the host page's (WCAG 3.1.2)
  useEffect(() => void (container.lang = lang), [container, lang]);
  useFocusKeeper(
    secondary,
    container,
    useCallback(() => content.current, [content]),
  );
}
