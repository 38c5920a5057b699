// The event list's store, one per embed, read through a selector hook. Apart from the event's
// store (use-stores.ts), so that a deep link to the list does not load the ticket rules.
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { useEmbed } from "../../stores/context";
import { createEventListStore, type EventListState } from "./list-store";
import { LIST } from "./single-event";

export function useEventListStore(): StoreApi<EventListState> {
  const embed = useEmbed();
  return embed.feature(LIST, () => createEventListStore(embed.api));
}

export const useEventList = <T>(select: (s: EventListState) => T): T => useStore(useEventListStore(), select);
