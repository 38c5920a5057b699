// Everything one embed owns, handed down by context; components read stores through hooks.
import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import type { ApiClient } from "../api/client";
import type { EmbedOptions } from "../../loader/options";
import type { EmbedLocation } from "../embed/hash-location";
import type { EmbedStorage } from "../embed/storage";
import type { Emit } from "../embed/events";
import type { Clock } from "../embed/clock";
import type { ShellState } from "./shell";
import type { SessionState } from "./session";
import type { BasketState } from "./basket";
import type { Drafts } from "./drafts";
import { useT } from "../i18n/use-t";

export interface EmbedStores {
  shell: StoreApi<ShellState>;
  session: StoreApi<SessionState>;
  basket: StoreApi<BasketState>;
}

export interface Embed {
  options: EmbedOptions;
  /** The host page's element the embed is mounted on. */
  element: HTMLElement;
  /** The widget's root element inside the shadow root. */
  container: HTMLElement;
  /** Button mode: the dialog the shop lives in. */
  dialog?: { open(): void; close(): void; isOpen(): boolean };
  api: ApiClient;
  stores: EmbedStores;
  storage: EmbedStorage;
  location: EmbedLocation;
  /** The embed's one clock: the current instant and the museum's today. */
  clock: Clock;
  emit: Emit;
  /** What the visitor typed, kept across a remount after a 503 (stores/drafts.ts). */
  drafts: Drafts;
  /** Feature stores, created on first use and kept for the embed's life. */
  feature<T>(key: string, create: () => T): T;
  /** A feature store if one was created, without creating it (or loading its code). */
  peek<T>(key: string): T | undefined;
}

export const EmbedContext = createContext<Embed | null>(null);

export function useEmbed(): Embed {
  const embed = useContext(EmbedContext);
  if (!embed) throw new Error("Foyer component outside an embed");
  return embed;
}

/** The embed's clock (the museum's today; pinned by tests). */
export const useClock = (): Clock => useEmbed().clock;

export const useShell = <T,>(select: (s: ShellState) => T): T => useStore(useEmbed().stores.shell, select);
export const useSession = <T,>(select: (s: SessionState) => T): T => useStore(useEmbed().stores.session, select);
export const useBasket = <T,>(select: (s: BasketState) => T): T => useStore(useEmbed().stores.basket, select);

/** The configuration; only used below the shell, which renders once it has arrived. */
export function useConfig() {
  const config = useShell((s) => s.config);
  if (!config) throw new Error("configuration not loaded");
  return config;
}

/** A landmark's name (a navigation's), with the embed's own name before it when another shop on the page
 * would have the same (ShellState.landmark). */
export function useLandmarkName(name: string): string {
  const t = useT();
  const apart = useShell((s) => s.landmark);
  return apart ? t("format.labelled", { label: apart, value: name }) : name;
}

/** The shop's name in the embed's language (the configuration's site name otherwise). */
export const useSiteName = (): string =>
  useShell((s) => (s.config ? s.config.siteNameTranslations[s.lang] || s.config.site_name : ""));
