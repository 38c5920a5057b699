// The checkout's own state per embed: the order button in flight (it never sends twice), whether
// it was pressed, the problem of the last order attempt and the line it concerns, and the last provider return
// executed (so a return runs once, and its result stays on screen).
import { createStore, type StoreApi } from "zustand/vanilla";
import { useStore } from "zustand";
import type { ExecResult } from "../../api/checkout";
import type { BasketLine } from "../../domain/basket";
import type { CartProblem } from "../../domain/checkout-errors";
import type { ReturnParams } from "../../domain/checkout";
import { useEmbed } from "../../stores/context";

export interface OrderProblem {
  problem: CartProblem;
  /** The basket line the service named, and its name for the message. */
  lineKey: string | null;
  lineName: string | null;
}

export type Execution =
  | { us: string; status: "running" }
  /** Booked: with the basket's lines as paid (none for an order), shown on the success page. */
  | { us: string; status: "done"; result: ExecResult; lines: BasketLine[]; shippingCosts: number | null }
  /** Definitely not paid (declined, not completed, gone unpaid): the basket stays for another try. */
  | { us: string; status: "failed"; problem: OrderProblem }
  /** No definite answer (lost, timed out, not a booking): the payment may have gone through. */
  | { us: string; status: "unknown"; retry: ReturnParams; reference: string }
  /** The service says the basket's cart was paid (another return booked it): never to be paid again. */
  | { us: string; status: "paid"; reference: string }
  /** Booked, but not this basket's cart (someone else's return, an old one): the basket stays. */
  | { us: string; status: "elsewhere"; result: ExecResult };

export interface CheckoutState {
  sending: boolean;
  /** The order button was pressed: the forms show what is missing. */
  attempted: boolean;
  problem: OrderProblem | null;
  execution: Execution | null;
  setSending(sending: boolean): void;
  setAttempted(attempted: boolean): void;
  setProblem(problem: OrderProblem | null): void;
  setExecution(execution: Execution | null): void;
}

export function createCheckoutStore(): StoreApi<CheckoutState> {
  return createStore<CheckoutState>()((set) => ({
    sending: false,
    attempted: false,
    problem: null,
    execution: null,
    setSending: (sending) => set({ sending }),
    setAttempted: (attempted) => set({ attempted }),
    setProblem: (problem) => set({ problem }),
    setExecution: (execution) => set({ execution }),
  }));
}

export function useCheckoutStore(): StoreApi<CheckoutState> {
  return useEmbed().feature("checkout", createCheckoutStore);
}

export const useCheckout = <T>(select: (s: CheckoutState) => T): T => useStore(useCheckoutStore(), select);
