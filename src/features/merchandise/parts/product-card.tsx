// A product in a list: picture, name (the link to the product), price and stock badge. The
// whole card is clickable through the name's link; the picture is decorative (alt="").
import { Link } from "wouter";
import { isAnnualPass, quantityInBasket, type Merchandise } from "../../../domain/merchandise";
import { paths } from "../../../domain/paths";
import { useBasket } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Price } from "../../../ui/price";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useImageUrl } from "../data";
import { StockBadge } from "./stock-note";

const styles = defineStyles({
  grid: `display:grid;gap:1em;grid-template-columns:repeat(auto-fill,minmax(min(100%,200px),1fr));list-style:none;margin:0;padding:0`,
  card: `position:relative;display:flex;flex-direction:column;gap:.35em;height:100%;padding:0 0 1em;border:1px solid var(--f-border);
    border-radius:var(--f-radius);background:var(--f-bg);overflow:hidden;transition:border-color .15s;
    &:hover,&:focus-within{border-color:var(--f-accent)} & > *:not(img){margin:0 1em}
    &:has(a:focus-visible){outline:3px solid var(--f-focus);outline-offset:2px}
    & img{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:var(--f-surface);margin-bottom:.5em}`,
  name: `font-size:1.0625em;margin:0;overflow-wrap:anywhere;hyphens:auto;& a{color:var(--f-text);text-decoration:none}
    & a::after{content:"";position:absolute;inset:0}& a:focus-visible{outline:none}`,
  meta: `display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.35em;margin-top:auto!important;
    font-weight:650`,
  persons: `color:var(--f-muted);font-size:.875em`,
});

export function ProductGrid({ items, label }: { items: Merchandise[]; label: string }) {
  const s = useStyles(styles);
  return (
    <ul className={s.grid} aria-label={label}>
      {items.map((item) => (
        <ProductCard key={item.id} item={item} />
      ))}
    </ul>
  );
}

function ProductCard({ item }: { item: Merchandise }) {
  const s = useStyles(styles);
  const t = useT();
  const image = useImageUrl();
  const inBasket = useBasket((b) => quantityInBasket(b.lines, item.id));
  const pass = isAnnualPass(item);
  return (
    <li className={s.card} data-testid="product-card">
      {item.image && <img src={image(item.image)} alt="" loading="lazy" width={400} height={300} />}
      <h2 className={s.name}>
        <Link href={pass ? paths.pass.href(item.id) : paths.product.href(item.id)}>{item.name}</Link>
      </h2>
      {pass && <p className={s.persons}>{t("shop.forPersons", { count: item.persons ?? 1 })}</p>}
      <p className={s.meta}>
        <Price value={item.price} />
        <StockBadge stock={item.stock} inBasket={inBasket} />
      </p>
    </li>
  );
}
