// Gives the shared parts (ui/) the narrow view of the embed they may use (ui/ui-context.ts): the
// shell reads the stores, the parts only call what they are handed.
import { useMemo, type ReactNode } from "react";
import { useStore } from "zustand";
import type { Embed } from "../stores/context";
import { UiContext, UiLangContext, type UiEmbed } from "../ui/ui-context";
import { createPress } from "../ui/press-hold";

export function uiEmbedOf({ stores, feature, container }: Embed): UiEmbed {
  const shell = () => stores.shell.getState();
  return {
    announce: (text) => shell().announce(text),
    countShown: (kind, by) => shell().countShown(kind, by),
    arrival: () => ({ arrived: shell().arrived, navigated: shell().navigated }),
    arrivalShown: () => shell().arrivalShown(),
    nameScreen(title) {
      shell().setScreenTitle(title);
      return () => {
        if (shell().screenTitle === title) shell().setScreenTitle(null);
      };
    },
    press: feature("press", () => createPress(container)),
  };
}

export function UiBridge({ embed, children }: { embed: Embed; children: ReactNode }) {
  const ui = useMemo(() => uiEmbedOf(embed), [embed]);
  const lang = useStore(embed.stores.shell, (s) => s.lang);
  return (
    <UiContext.Provider value={ui}>
      <UiLangContext.Provider value={lang}>{children}</UiLangContext.Provider>
    </UiContext.Provider>
  );
}
