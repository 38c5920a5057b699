// The area's calls as hooks over the shared catalogue cache (src/stores/cached.ts).
import { getVoucher, getVoucherGroups, getVouchers } from "../../api/vouchers";
import { useCached } from "../../stores/cached";

export const useVouchers = () => useCached("vouchers:list", getVouchers);
export const useVoucherGroups = () => useCached("vouchers:groups", getVoucherGroups);
export const useVoucher = (id: number) => useCached(`vouchers:voucher:${id}`, (api) => getVoucher(api, id));
