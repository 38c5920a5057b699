// Starts the session work of src/app/bootstrap.ts once the first screen is painted (or late):
// most screens draw without it, and on a slow link its file and its three calls would share the
// link (and the browser's six connections to the service) with what the screen needs. The
// visitor's calls are the exception where a screen needs them (see useBootstrap).
import { useEffect, useRef } from "react";
import { latest } from "../domain/latest";
import { useEmbed, useSession, useShell } from "../stores/context";

const load = () => import("./bootstrap");

/**
 * `started`: the first content is painted (or late). `checkout`: a checkout screen is shown (or
 * an open order's, RouteDef.payment), which offers the payment types the service delivers: the
 * visitor's calls go at once there.
 */
export function useBootstrap(started: boolean, checkout: boolean) {
  const embed = useEmbed();
  const token = useSession((s) => s.token);
  const lang = useShell((s) => s.lang);
  // a token without its customer (the stored one unreadable): the account screens wait for
  // the customer to draw anything, and the checkout offers the delivered payment types, so there
  // the visitor's calls go at once; once started, they stay
  const customerMissing = useSession((s) => !!s.token && !s.customer);
  const visitorStarted = useRef(false);
  visitorStarted.current ||= started || customerMissing || checkout;
  const visitor = visitorStarted.current;

  useEffect(() => {
    if (started) load().then((m) => m.startSession(embed));
  }, [embed, started]);

  // static content is per language: a switch in place fetches it again
  useEffect(() => {
    if (!started) return;
    const calls = latest();
    const current = calls.begin();
    load().then((m) => m.loadContent(embed, current));
    return calls.drop;
  }, [embed, lang, started]);

  useEffect(() => {
    if (!visitor) return;
    const calls = latest();
    const current = calls.begin();
    load().then((m) => m.loadVisitor(embed, current));
    return calls.drop;
  }, [embed, token, visitor]);
}
