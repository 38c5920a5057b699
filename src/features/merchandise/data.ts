// The area's calls as hooks over its store (see store.ts).
import { getMerchandise, getMerchandiseAttributes, getMerchandiseList } from "../../api/merchandise";
import { ANNUAL_PASS_KIND } from "../../domain/product-kinds";
import { useEmbed } from "../../stores/context";
import { useCached } from "../../stores/cached";

export const useMerchandiseList = () => useCached("merchandise:list", getMerchandiseList);

export { useMerchandiseCategories as useCategories } from "../../stores/cached";

/** Pass attributes: their categories and the venues whose owners always give an address. */
export const usePassAttributes = () =>
  useCached("merchandise:attr:13", (api) => getMerchandiseAttributes(api, ANNUAL_PASS_KIND));

export const useProduct = (id: number) => useCached(`merchandise:product:${id}`, (api) => getMerchandise(api, id));

/** Salutations and countries for the owner rows. */
export { useCustomerAttributes } from "../../stores/cached";

/** A picture path of the service as an absolute URL (pictures live on the service's origin). */
export function useImageUrl(): (path: string) => string {
  const { options } = useEmbed();
  return (path) => new URL(path, options.api).href;
}
