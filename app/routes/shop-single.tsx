import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { RatingStars } from "~/components/rating-stars";
import { staticPage } from "~/lib/route-handle";
import { QuantityBox } from "~/components/shop/quantity-box";
import { ShopSidebar } from "~/components/shop/shop-sidebar";
import { productDetail, productTabFrom, type ProductTab } from "~/content/shop";
import shopStyles from "~/styles/pages/shop.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shopStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: productDetail.title,
    description:
      "A warm zip hoodie with a build-test-ship pipeline print, in five sizes and five colours: the Edukon sample product page.",
    path: paths.shopSingle,
    image: productDetail.images[0]?.src,
  });

/** The open tab comes from ?tab=description|reviews: the tabs are plain links and need no script. */
export function loader({ request }: LoaderFunctionArgs) {
  return { tab: productTabFrom(new URL(request.url).searchParams.get("tab")) };
}

const tabs: { tab: ProductTab; label: string }[] = [
  { tab: "description", label: "Description" },
  { tab: "reviews", label: `Reviews (${productDetail.reviewCount})` },
];

export default function ShopSingle() {
  const { tab } = useLoaderData<typeof loader>();
  const [mainImage, ...thumbnails] = productDetail.images;
  return (
    <>
      <PageBanner
        purpose="catalogue"
        title={productDetail.title}
        crumbs={[{ label: "Shop", to: paths.shop }, { label: "Shop Single" }]}
      />
      <section className="section">
        <div className="container with-sidebar">
          <div className="shop-main">
            <div className="product">
              <div className="product__gallery">
                {mainImage ? (
                  <img className="product__image" src={mainImage.src} alt={mainImage.alt} width={600} height={600} />
                ) : null}
                <ul className="product__thumbs">
                  {thumbnails.map((image) => (
                    <li key={image.src}>
                      <img src={image.src} alt={image.alt} width={600} height={600} loading="lazy" />
                    </li>
                  ))}
                </ul>
              </div>

              <div className="product__summary">
                <h2 className="visually-hidden">Product summary</h2>
                <p className="product__rating">
                  <RatingStars rating={productDetail.rating} />
                  <a href="?tab=reviews#product-tabs">{productDetail.reviewCount} customer reviews</a>
                </p>
                <p className="product__price">{productDetail.price}</p>
                <p>{productDetail.summary}</p>

                <form className="form product__form" aria-label="Product options">
                  <div className="form__row form__row--2">
                    <div className="field">
                      <label className="field__label" htmlFor="product-size">
                        Size
                      </label>
                      <select id="product-size" name="size" defaultValue="">
                        <option value="" disabled>
                          Select Size
                        </option>
                        {productDetail.sizes.map((size) => (
                          <option key={size} value={size}>
                            {size}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor="product-colour">
                        Colour
                      </label>
                      <select id="product-colour" name="colour" defaultValue="">
                        <option value="" disabled>
                          Select Colour
                        </option>
                        {productDetail.colours.map((colour) => (
                          <option key={colour} value={colour}>
                            {colour}
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                  <div className="form__row form__row--2">
                    <QuantityBox
                      id="product-quantity"
                      label="Quantity"
                      defaultValue={productDetail.defaultQuantity}
                      labelHidden={false}
                    />
                    <div className="field">
                      <label className="field__label" htmlFor="product-discount">
                        Discount Code
                      </label>
                      <input
                        id="product-discount"
                        name="discount"
                        type="text"
                        placeholder="Enter discount code"
                        autoComplete="off"
                      />
                    </div>
                  </div>
                  <div className="form__actions">
                    <button type="button" className="btn btn--primary">
                      Add To Cart
                    </button>
                    <Link to={paths.cart} className="btn btn--outline">
                      View Cart
                    </Link>
                  </div>
                </form>

                <dl className="product__facts">
                  <div>
                    <dt>SKU</dt>
                    <dd>{productDetail.sku}</dd>
                  </div>
                  <div>
                    <dt>Category</dt>
                    <dd>{productDetail.category}</dd>
                  </div>
                </dl>
              </div>
            </div>

            <section id="product-tabs" className="product-tabs" aria-label="Product information">
              <nav className="product-tabs__nav" aria-label="Product information tabs">
                <ul>
                  {tabs.map((option) => (
                    <li key={option.tab}>
                      <a
                        href={`?tab=${option.tab}#product-tabs`}
                        className="product-tabs__link"
                        aria-current={tab === option.tab ? "true" : undefined}
                        aria-controls={`panel-${option.tab}`}
                      >
                        {option.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>

              <div id="panel-description" className="product-tabs__panel" hidden={tab !== "description"}>
                <h2 className="product-tabs__title">Description</h2>
                {productDetail.description.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
                <ul className="check-list">
                  {productDetail.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </div>

              <div id="panel-reviews" className="product-tabs__panel" hidden={tab !== "reviews"}>
                <h2 className="product-tabs__title">Reviews</h2>
                <ul className="reviews">
                  {productDetail.reviews.map((review) => (
                    <li key={review.id} className="review">
                      <span className="review__avatar" aria-hidden="true">
                        {review.name
                          .split(" ")
                          .map((part) => part[0])
                          .join("")}
                      </span>
                      <div>
                        <p className="review__head">
                          <strong>{review.name}</strong>
                          <span className="review__date">{review.date}</span>
                        </p>
                        <RatingStars rating={review.rating} size={14} />
                        <p>{review.text}</p>
                      </div>
                    </li>
                  ))}
                </ul>

                <form className="form review-form" aria-labelledby="add-review-title">
                  <h3 id="add-review-title">Add a Review</h3>
                  <div className="form__row form__row--2">
                    <div className="field">
                      <label className="field__label" htmlFor="review-name">
                        Your Name
                      </label>
                      <input id="review-name" name="name" type="text" autoComplete="name" />
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor="review-email">
                        Your Email
                      </label>
                      <input id="review-email" name="email" type="email" autoComplete="email" />
                    </div>
                  </div>
                  <div className="field">
                    <label className="field__label" htmlFor="review-rating">
                      Your Rating
                    </label>
                    <select id="review-rating" name="rating" defaultValue="5">
                      {[5, 4, 3, 2, 1].map((stars) => (
                        <option key={stars} value={stars}>
                          {stars} {stars === 1 ? "star" : "stars"}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label className="field__label" htmlFor="review-message">
                      Your Review
                    </label>
                    <textarea id="review-message" name="message" rows={5} />
                  </div>
                  <div className="form__actions">
                    <button type="button" className="btn btn--primary">
                      Submit Review
                    </button>
                  </div>
                </form>
              </div>
            </section>
          </div>
          <ShopSidebar />
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
