// The event list's store, one per embed, read through a selector hook. Apart from the event's
// store (use-stores.ts), so that a deep link to the list does not load the ticket rules.
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { useEmbed, type Embed } from "../../stores/context";
import { createEventListStore, type EventListState } from "./list-store";
import { LIST } from "./single-event";

const listStore = (embed: Embed): StoreApi<EventListState> =>
  embed.feature(LIST, () => createEventListStore(embed.api));

export const useEventListStore = (): StoreApi<EventListState> => listStore(useEmbed());

/** The list's call for a deep link or a first visit, started before the screen renders. */
export const firstCall = (embed: Embed): Promise<void> =>
  listStore(embed).getState().prefetch(embed.stores.shell.getState().lang);

export const useEventList = <T>(select: (s: EventListState) => T): T => useStore(useEventListStore(), select);
