// "Print": the booking printed on its own (ui/print-view.ts, loaded when asked), without the host
// page around it and without a rule added to the host page's styles.
import { useEffect, useRef, type RefObject } from "react";
import { useEmbed, useSiteName } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { useLang } from "../../../ui/format";
import { Button } from "../../../ui/button";

export function PrintBooking({ part, title }: { part: RefObject<HTMLElement | null>; title: string }) {
  const t = useT();
  const lang = useLang();
  const site = useSiteName();
  const { options } = useEmbed();
  const frame = useRef<HTMLIFrameElement | null>(null);
  // the frame goes with the page it printed
  useEffect(() => () => frame.current?.remove(), []);
  const print = () =>
    void import("../../../ui/print-view").then(({ printView }) => {
      if (part.current) frame.current = printView(part.current, { lang, title, site, nonce: options.nonce });
    });
  return (
    <Button variant="secondary" onClick={print} data-print="skip">
      {t("checkout.print")}
    </Button>
  );
}
