// Upselling (checkout/suggest): what goes with the basket, each linking to its page. Nothing is
// shown while loading, when the service has nothing, or when it fails.
import { useEffect, useState } from "react";
import { untilCleanup } from "../../../domain/latest";
import { Link } from "wouter";
import { getSuggestions, type Suggestion } from "../../../api/checkout";
import { buildCart } from "../../../domain/cart";
import { paths } from "../../../domain/paths";
import { useBasket, useConfig, useEmbed } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Price } from "../../../ui/price";
import { defineStyles, useStyles } from "../../../styles/use-styles";

const styles = defineStyles({
  list: `display:grid;gap:1em;grid-template-columns:repeat(auto-fill,minmax(min(100%,180px),1fr));list-style:none;margin:0 0 1.75em;padding:0`,
  card: `position:relative;display:flex;flex-direction:column;gap:.25em;border:1px solid var(--f-border);border-radius:var(--f-radius);
    overflow:hidden;padding-bottom:.75em;&:hover,&:focus-within{border-color:var(--f-accent)} & > *:not(img){margin:0 .75em}
    & img{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:var(--f-surface);margin-bottom:.25em}`,
  name: `font-size:1em;margin:0;overflow-wrap:anywhere;hyphens:auto;& a{color:var(--f-text);text-decoration:none}& a::after{content:"";position:absolute;inset:0}`,
});

export function Suggestions() {
  const s = useStyles(styles);
  const t = useT();
  const { api, options } = useEmbed();
  const config = useConfig();
  const lines = useBasket((b) => b.lines);
  const [list, setList] = useState<Suggestion[]>([]);
  const key = lines.map((l) => `${l.type}:${l.id}`).join();
  useEffect(() => {
    return untilCleanup(getSuggestions(api, buildCart(lines)), setList, () => setList([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lines: asked again when the kinds of lines change (key), not their quantities
  }, [key, api]);
  const shown = list.filter((x) => (x.type === "annualPass" ? config.has_memcard : config.has_merchandise));
  if (!shown.length) return null;
  return (
    <section aria-labelledby="foyer-suggestions">
      <h2 id="foyer-suggestions">{t("checkout.suggestTitle")}</h2>
      <ul className={s.list}>
        {shown.map((x) => (
          <li key={`${x.type}:${x.id}`} className={s.card} data-testid="suggestion">
            {x.image && <img src={new URL(x.image, options.api).href} alt="" loading="lazy" width={400} height={300} />}
            <h3 className={s.name}>
              <Link href={x.type === "annualPass" ? paths.pass.href(x.id) : paths.product.href(x.id)}>{x.name}</Link>
            </h3>
            <Price value={x.price} />
          </li>
        ))}
      </ul>
    </section>
  );
}
