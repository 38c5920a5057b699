// Starts the session work of src/app/bootstrap.ts once the shell is on screen.
import { useEffect } from "react";
import { useEmbed, useSession } from "../stores/context";

const load = () => import("./bootstrap");

export function useBootstrap() {
  const embed = useEmbed();
  const token = useSession((s) => s.token);

  useEffect(() => {
    load().then((m) => m.startSession(embed));
  }, [embed]);

  useEffect(() => {
    let live = true;
    load().then((m) => m.loadVisitor(embed, () => live));
    return () => {
      live = false;
    };
  }, [embed, token]);
}
