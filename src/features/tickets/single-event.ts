// Whether the shop has a single event, as far as the event list knows: then the list opens that
// event directly, and the event has no way back to the list. Read without loading the list's
// code: a deep link to an event has not loaded the list, and then the answer is no.
import { useSyncExternalStore } from "react";
import type { StoreApi } from "zustand/vanilla";
import { useEmbed } from "../../stores/context";
import type { EventListState } from "./list-store";

/** The list store's key among the embed's feature stores. */
export const LIST = "tickets.list";
const never = () => () => undefined;

export function useSingleEvent(): boolean {
  const list = useEmbed().peek<StoreApi<EventListState>>(LIST);
  const single = () => {
    const s = list?.getState();
    return s?.status === "ready" && s.events.length === 1;
  };
  return useSyncExternalStore(list ? list.subscribe : never, single);
}
