// Counts a screen (ui/Page) or a loading state (ui/Spinner) while it is mounted: the shell's
// secondary parts wait for the first moment with a screen and no loading state (stores/shell.ts).
import { useContext, useEffect } from "react";
import { EmbedContext } from "../stores/context";

export function useCountShown(kind: "pages" | "spinners") {
  const shell = useContext(EmbedContext)?.stores.shell;
  useEffect(() => {
    if (!shell) return;
    shell.getState().countShown(kind, 1);
    return () => shell.getState().countShown(kind, -1);
  }, [shell, kind]);
}
