// The tickets feature's stores, one of each per embed, read through selector hooks.
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { useEmbed } from "../../stores/context";
import { createEventListStore, type EventListState } from "./list-store";
import { createEventStore, type EventState } from "./event-store";

export function useEventListStore(): StoreApi<EventListState> {
  const embed = useEmbed();
  return embed.feature("tickets.list", () => createEventListStore(embed.api));
}

export function useEventStore(): StoreApi<EventState> {
  const embed = useEmbed();
  return embed.feature("tickets.event", () => createEventStore(embed.api));
}

export const useEventList = <T>(select: (s: EventListState) => T): T => useStore(useEventListStore(), select);
export const useEvent = <T>(select: (s: EventState) => T): T => useStore(useEventStore(), select);
