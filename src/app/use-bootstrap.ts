// Starts the session work of src/app/bootstrap.ts once the shell is on screen.
import { useEffect } from "react";
import { latest } from "../stores/latest";
import { useEmbed, useSession, useShell } from "../stores/context";

const load = () => import("./bootstrap");

export function useBootstrap() {
  const embed = useEmbed();
  const token = useSession((s) => s.token);
  const lang = useShell((s) => s.lang);

  useEffect(() => {
    load().then((m) => m.startSession(embed));
  }, [embed]);

  // static content is per language: a switch in place fetches it again
  useEffect(() => {
    const calls = latest();
    const current = calls.begin();
    load().then((m) => m.loadContent(embed, current));
    return calls.drop;
  }, [embed, lang]);

  useEffect(() => {
    const calls = latest();
    const current = calls.begin();
    load().then((m) => m.loadVisitor(embed, current));
    return calls.drop;
  }, [embed, token]);
}
