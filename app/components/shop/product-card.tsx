import { Link } from "@remix-run/react";
import { type ShopProduct } from "~/content/shop";
import { paths } from "~/lib/paths";

/** One product of the listing; the grid or list layout comes from the parent's class. */
export function ProductCard({ product, eager = false }: { product: ShopProduct; eager?: boolean }) {
  return (
    <article className="product-card">
      <div className="product-card__media">
        <img src={product.image} alt={product.imageAlt} width={600} height={600} loading={eager ? undefined : "lazy"} />
      </div>
      <div className="product-card__body">
        <h2 className="product-card__title">
          <Link to={paths.shopSingle}>{product.title}</Link>
        </h2>
        <p className="product-card__price">{product.price}</p>
        <p className="product-card__description">{product.description}</p>
      </div>
    </article>
  );
}
