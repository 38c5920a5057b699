// Counts a screen (ui/page) or a loading state (ui/spinner) while it is mounted: the shell's
// secondary parts wait for the first moment with a screen and no loading state (ui/ui-context.ts).
import { useEffect } from "react";
import { useUiEmbed } from "./ui-context";

export function useCountShown(kind: "pages" | "spinners") {
  const ui = useUiEmbed();
  useEffect(() => {
    if (!ui) return;
    ui.countShown(kind, 1);
    return () => ui.countShown(kind, -1);
  }, [ui, kind]);
}
