import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { staticPage } from "~/lib/route-handle";
import { QuantityBox } from "~/components/shop/quantity-box";
import { cartItems, cartTotals, shippingCountries, shippingStates } from "~/content/shop";
import shopStyles from "~/styles/pages/shop.css";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shopStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Shop Cart",
    description:
      "Review the items in your Edukon shop cart, apply a coupon and estimate shipping. A sample page: nothing is ordered or charged.",
    path: paths.cart,
  });

/** The cart template: every control is static, and no button sends anything (docs/product.md section 5). */
export default function CartPage() {
  return (
    <>
      <PageBanner purpose="catalogue" title="Shop Cart" crumbs={[{ label: "Cart Page" }]} />
      <section className="section">
        <div className="container cart">
          <div className="cart__table-wrap" role="region" aria-label="Cart items" tabIndex={0}>
            <table className="cart__table">
              <caption className="visually-hidden">Items in your cart</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Total</th>
                  <th scope="col">Edit</th>
                </tr>
              </thead>
              <tbody>
                {cartItems.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <div className="cart__product">
                        <img className="cart__thumb" src={item.imgUrl} alt={item.imgAlt} width={600} height={600} />
                        <Link to={paths.shopSingle} className="cart__title">
                          {item.title}
                        </Link>
                      </div>
                    </td>
                    <td data-label="Price">{item.price}</td>
                    <td data-label="Quantity">
                      <QuantityBox
                        id={`qty-${item.id}`}
                        label={`Quantity of ${item.title}`}
                        defaultValue={item.quantity}
                      />
                    </td>
                    <td className="cart__total" data-label="Total">
                      {item.totalPrice}
                    </td>
                    <td data-label="Edit">
                      <a href="#" className="cart__remove">
                        <img src={item.delImgUrl} alt={item.delImgAlt} width={32} height={32} />
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="cart__bottom">
            <div className="cart__coupon" role="group" aria-label="Coupon">
              <label htmlFor="coupon-code" className="visually-hidden">
                Coupon code
              </label>
              <input
                id="coupon-code"
                name="coupon"
                type="text"
                className="input"
                placeholder="Coupon Code..."
                autoComplete="off"
              />
              <button type="button" className="btn btn--secondary">
                Apply Coupon
              </button>
            </div>
            <div className="cart__actions">
              <button type="button" className="btn btn--outline">
                Update Cart
              </button>
              <button type="button" className="btn btn--primary">
                Proceed to Checkout
              </button>
            </div>
          </div>

          <div className="cart__boxes">
            <section className="panel" aria-labelledby="shipping-title">
              <h2 id="shipping-title" className="panel__title">
                Calculate Shipping
              </h2>
              <div className="form" role="group" aria-labelledby="shipping-title">
                <div className="field">
                  <label className="field__label" htmlFor="shipping-country">
                    Country
                  </label>
                  <select id="shipping-country" name="country" defaultValue={shippingCountries[0]}>
                    {shippingCountries.map((country) => (
                      <option key={country} value={country}>
                        {country}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="form__row form__row--2">
                  <div className="field">
                    <label className="field__label" htmlFor="shipping-state">
                      State / County
                    </label>
                    <select id="shipping-state" name="state" defaultValue="">
                      <option value="">State/Country</option>
                      {shippingStates.map((state) => (
                        <option key={state} value={state}>
                          {state}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label className="field__label" htmlFor="shipping-postcode">
                      Postcode/ZIP
                    </label>
                    <input
                      id="shipping-postcode"
                      name="postcode"
                      type="text"
                      placeholder="Postcode/ZIP"
                      autoComplete="postal-code"
                    />
                  </div>
                </div>
                <div className="form__actions">
                  <button type="button" className="btn btn--secondary">
                    Update Total
                  </button>
                </div>
              </div>
            </section>

            <section className="panel" aria-labelledby="totals-title">
              <h2 id="totals-title" className="panel__title">
                Cart Totals
              </h2>
              <table className="cart__totals">
                <tbody>
                  <tr>
                    <th scope="row">Cart Subtotal</th>
                    <td>{cartTotals.subtotal}</td>
                  </tr>
                  <tr>
                    <th scope="row">Shipping and Handling</th>
                    <td>{cartTotals.shipping}</td>
                  </tr>
                  <tr className="cart__order-total">
                    <th scope="row">Order Total</th>
                    <td>{cartTotals.orderTotal}</td>
                  </tr>
                </tbody>
              </table>
            </section>
          </div>
        </div>
      </section>
    </>
  );
}
