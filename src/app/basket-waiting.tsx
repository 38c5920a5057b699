// "Your basket is waiting" (issue 19): a visitor back within the session (the basket was restored
// when the embed mounted) is told so, with a link to the basket. Said politely once; dismissable;
// gone for the session once dismissed or once the basket was opened; never on checkout screens.
import { useEffect } from "react";
import { useBasket, useEmbed } from "../stores/context";
import { useT } from "../i18n/use-t";
import { paths } from "../domain/paths";
import { Button, RouteButton } from "../ui/button";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  box: `display:flex;flex-wrap:wrap;align-items:center;gap:.5em 1em;padding:.5em 1em;margin:.75em 0;background:var(--f-surface);
    border:1px solid var(--f-border);border-radius:var(--f-radius);& p{margin:0;flex:1 1 14em}`,
});

export function BasketWaiting() {
  const s = useStyles(styles);
  const t = useT();
  const { stores } = useEmbed();
  const count = useBasket((b) => b.lines.length);
  // said once, with the count the notice first shows
  useEffect(() => {
    const shown = stores.basket.getState().lines.length;
    stores.shell.getState().announce({ id: "basketWaiting.text", values: { count: shown } });
  }, [stores]);
  return (
    <div className={s.box} data-testid="basket-waiting">
      <p>{t("basketWaiting.text", { count })}</p>
      <RouteButton href={paths.checkout.href()} small>
        {t("basketWaiting.open")}
      </RouteButton>
      <Button variant="secondary" small onClick={() => stores.shell.getState().basketNoticeFinished()}>
        {t("basketWaiting.dismiss")}
      </Button>
    </div>
  );
}
