import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { PageBanner } from "~/components/page-banner";
import { useRootData } from "~/hooks/use-root-data";
import { VendorList } from "~/components/vendors/vendor-list";
import { VendorRatingForm } from "~/components/vendors/vendor-rating-form";
import { SearchForm } from "~/components/form/search-form";
import { VENDOR_FORM_ID } from "~/forms/vendor-rating";
import { handleVendorRating, vendorsPageLoader } from "./vendor-rating.server";
import vendorStyles from "~/styles/pages/vendors.css";
import { paths } from "~/lib/paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: vendorStyles }];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Rate Training Vendors",
    description:
      "Community ratings of corporate IT training vendors: search, compare averages and add your own rating.",
    path: paths.vendorsRating(),
  });

// Kept by the page cache for visitors without a cookie, per search and page (decision record 0044); the header's
// Sign In keeps the rating form's typed values (decision record 0060).
export const handle: RouteHandle = {
  cachedWithChallenges: true,
  cachedList: { q: "search", page: "page" },
  pageForm: () => ({ draft: "vendor-rating", formId: VENDOR_FORM_ID }),
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return vendorsPageLoader(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleVendorRating(request, context);
}

export default function VendorsRating() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { user } = useRootData();
  const navigation = useNavigation();
  // Only a new search shows "Searching...": turning a page of the results keeps the box quiet.
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === paths.vendorsRating() &&
    navigation.location.search.includes("q=");
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="Rate Training Vendors"
        lead="See what other companies and trainers think of training vendors, and add your own rating."
        crumbs={[{ label: "Rate Vendors" }]}
      />
      <section className="section">
        <div className="container vendors-layout">
          <div className="vendors-main">
            <p className="vendors-disclaimer" role="note">
              <strong>Please note:</strong> ratings are unverified community opinions, shared by signed-in visitors and
              checked by us only for abuse before they are published. They are not our endorsement or a verified review.
            </p>
            <SearchForm
              label="Search vendors"
              className="vendor-search"
              inputId="vendor-search-input"
              query={data.query}
              placeholder="Search vendors by name"
              searching={searching}
              searchingText="Searching..."
              labelShown
            />
            {data.error ? (
              <p className="form-message form-message--error" role="alert">
                {data.error}
              </p>
            ) : (
              <VendorList
                vendors={data.vendors}
                total={data.total}
                query={data.query}
                page={data.page}
                pageCount={data.pageCount}
              />
            )}
          </div>
          <aside className="panel vendors-aside" aria-labelledby="vendor-form-title">
            <h2 id="vendor-form-title" className="panel__title">
              Provide Vendor Rating
            </h2>
            <VendorRatingForm
              signedIn={Boolean(user)}
              challenge={reply?.challenge ?? data.challenge}
              reply={reply}
              draft={data.draft}
            />
          </aside>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
