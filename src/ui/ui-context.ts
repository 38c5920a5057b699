// What the shared parts may know of the embed around them: a narrow context the shell gives them
// (app/ui-bridge.tsx), never the stores (DESIGN.md: ui/ reads no store state). Outside a shop (a
// part rendered alone, a boot screen) there is none, and a part says nothing and counts nothing.
import { createContext, useContext } from "react";
import type { Language } from "../domain/config";

/** Whether the primary button is pressed inside the widget (ui/press-hold.ts). */
export interface Press {
  pressed(): boolean;
  subscribe(listener: () => void): () => void;
}

/** How the visitor came to the screen now shown (ui/page brings it into view, focuses its heading). */
export interface Arrival {
  /** A host link into the shop or a payment return: the first screen is brought into view once. */
  arrived: boolean;
  /** The visitor moved inside the widget: the new screen's heading takes the focus. */
  navigated: boolean;
}

export interface UiEmbed {
  /** Says a text once through the embed's polite live region. */
  announce(text: string): void;
  /** A screen (`pages`) or a loading state (`spinners`) shown (+1) or gone (-1): the shell's later parts wait for
   * the first moment with a screen and nothing loading. */
  countShown(kind: "pages" | "spinners", by: 1 | -1): void;
  arrival(): Arrival;
  /** The first screen after an arrival was brought into view. */
  arrivalShown(): void;
  /** Names the screen shown in the breadcrumbs and the page title; the function returned gives the name back. */
  nameScreen(title: string): () => void;
  /** The widget's press state. */
  press: Press;
}

export const UiContext = createContext<UiEmbed | null>(null);
/** The embed's current language: its own context, so a language switch re-renders only what formats. */
export const UiLangContext = createContext<Language | null>(null);

/** The embed around a shared part, or null outside one. */
export const useUiEmbed = (): UiEmbed | null => useContext(UiContext);
