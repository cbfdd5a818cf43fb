import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon, type IconName } from "~/components/icon";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { staticPage } from "~/lib/route-handle";
import { ProductCard } from "~/components/shop/product-card";
import { ShopSidebar } from "~/components/shop/shop-sidebar";
import { SHOP_RESULTS_TEXT, shopProducts, shopViewFrom, type ShopView } from "~/content/shop";
import shopStyles from "~/styles/pages/shop.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shopStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Shop",
    description:
      "Study guides, lab notebooks and team apparel from Edukon Training: browse the sample shop in a grid or a list.",
    path: paths.shop,
  });

/** The layout comes from ?view=list|grid, so the toggle is a pair of plain links and needs no script. */
export function loader({ request }: LoaderFunctionArgs) {
  const view = shopViewFrom(new URL(request.url).searchParams.get("view"));
  return { view };
}

const views: { view: ShopView; label: string; iconName: IconName }[] = [
  { view: "grid", label: "Grid view", iconName: "grid" },
  { view: "list", label: "List view", iconName: "list" },
];

export default function Shop() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        purpose="catalogue"
        title="Our Shop"
        lead="Study guides, lab kits and team apparel for learners and trainers."
        crumbs={[{ label: "Shop" }]}
      />
      <section className="section">
        <div className="container with-sidebar">
          <div className="shop-main">
            <div className="shop-toolbar">
              <p className="shop-toolbar__count">{SHOP_RESULTS_TEXT}</p>
              <nav className="view-toggle" aria-label="Product layout">
                {views.map((option) => (
                  <Link
                    key={option.view}
                    to={`?view=${option.view}`}
                    className="view-toggle__link"
                    aria-current={view === option.view ? "true" : undefined}
                    preventScrollReset
                  >
                    <Icon name={option.iconName} size={18} />
                    <span className="view-toggle__label">{option.label}</span>
                  </Link>
                ))}
              </nav>
            </div>
            <div className={`products products--${view}`} data-view={view}>
              {shopProducts.map((product, index) => (
                <ProductCard key={product.id} product={product} eager={index < 3} />
              ))}
            </div>
          </div>
          <ShopSidebar />
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
