// Parts one area lends to another without the two importing each other (features never import each
// other): the shell fills the slots from the areas' index files, a screen renders a slot by name.
import { createContext, useContext, type ComponentType } from "react";

export interface Slots {
  /** The vouchers area's code entry, shown in the basket. */
  voucherCodeEntry: ComponentType<{ basketLink?: boolean }>;
}

const empty: Slots = { voucherCodeEntry: () => null };

export const SlotContext = createContext<Slots>(empty);

export const useSlot = <K extends keyof Slots>(name: K): Slots[K] => useContext(SlotContext)[name];
