// Starts the session work of src/app/bootstrap.ts once the shell is on screen.
import { useEffect } from "react";
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
    let live = true;
    load().then((m) => m.loadContent(embed, () => live));
    return () => {
      live = false;
    };
  }, [embed, lang]);

  useEffect(() => {
    let live = true;
    load().then((m) => m.loadVisitor(embed, () => live));
    return () => {
      live = false;
    };
  }, [embed, token]);
}
