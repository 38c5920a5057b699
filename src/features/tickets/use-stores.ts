// The event's store (one per embed), read through a selector hook; the list's is in use-list.ts.
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { useEmbed } from "../../stores/context";
import { createEventStore, type EventState } from "./event-store";

export function useEventStore(): StoreApi<EventState> {
  const embed = useEmbed();
  return embed.feature("tickets.event", () => createEventStore(embed.api));
}

export const useEvent = <T>(select: (s: EventState) => T): T => useStore(useEventStore(), select);
