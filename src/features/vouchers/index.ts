// Vouchers and voucher codes (spec 001). Besides its routes (routes.ts, which the route table
// imports) the area offers the voucher-code entry, which the shell lends the basket through a slot
// (ui/slots.tsx).
export { VoucherCodeEntry } from "./code-entry/lazy-entry";
