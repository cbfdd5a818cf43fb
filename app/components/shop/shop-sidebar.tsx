import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { shopCategories } from "~/content/shop";
import { paths } from "~/lib/paths";

/** The shop's sidebar: product categories with their counts, and a note on team orders. */
export function ShopSidebar() {
  return (
    <aside className="shop-sidebar" aria-label="Shop sidebar">
      <section className="panel" aria-labelledby="shop-categories-title">
        <h2 id="shop-categories-title" className="panel__title">
          Product Categories
        </h2>
        <ul className="shop-categories">
          {shopCategories.map((category) => (
            <li key={category.id}>
              <a href="#">
                <span>{category.label}</span>
                <span className="shop-categories__count">
                  <span className="visually-hidden">(</span>
                  {category.count}
                  <span className="visually-hidden"> products)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel shop-sidebar__note" aria-labelledby="shop-team-order-title">
        <h2 id="shop-team-order-title" className="panel__title">
          Ordering for a whole batch?
        </h2>
        <p>
          We bundle study guides and lab kits with corporate courses. Tell us the group size and we will put a pack
          together.
        </p>
        <Link to={paths.contact} className="btn btn--outline btn--small">
          Ask about team packs
          <Icon name="arrowRight" size={16} />
        </Link>
      </section>
    </aside>
  );
}
