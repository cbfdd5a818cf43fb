import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { SearchForm } from "~/components/form/search-form";
import { RequirementCard } from "~/components/board/requirement-card";
import { LocalProfilePanel } from "~/components/board/local-profile-panel";
import { LOCAL_PROFILE_TARGET } from "~/forms/local-profile";
import { APPLY_CONSENT } from "~/forms/apply";
import { ShareBar } from "~/components/board/share-bar";
import { ToastRegion, useToast } from "~/components/board/toast";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { PageBanner } from "~/components/page-banner";
import { useRootData } from "~/hooks/use-root-data";
import boardStyles from "~/styles/pages/board.css";
import { action, loader } from "./training-requirements.server";
import { CV_SECTION_ID } from "~/forms/cv-upload";
import { paths, requirementAnchor } from "~/lib/paths";

// Kept by the page cache for visitors without a cookie, per search and pages (decision record 0044).
export const handle: RouteHandle = { cachedList: { q: "search", pages: "page" } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: boardStyles }];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Training Requirements",
    description:
      "Corporate training requirements posted by companies: search them, see the ones that match your skills, and apply.",
    path: paths.board(),
  });

export default function TrainingRequirements() {
  const board = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { user, flash } = useRootData();
  const location = useLocation();
  const navigation = useNavigation();
  const [toast, showToast, dismissToast] = useToast();
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === paths.board() &&
    navigation.location.search !== location.search;
  const back = `${paths.board()}${location.search}`;
  const moreHref = `?${new URLSearchParams({ ...(board.query ? { q: board.query } : {}), pages: String(board.morePages) })}`;

  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="Training Requirements"
        lead="Companies post the training they need; trainers apply."
        crumbs={[{ label: "Requirements" }]}
      />
      <section className="section">
        <div className="container board-layout">
          <div className="board-main">
            <div className="board-toolbar">
              <SearchForm
                label="Search requirements"
                className="board-search"
                inputId="board-search-input"
                query={board.query}
                placeholder="Type to search"
                searching={searching}
                searchingText="Loading..."
              />
              <div className="board-toolbar__actions">
                <Link to={paths.postRequirement} className="btn btn--primary">
                  Post Requirement
                </Link>
                {board.wordProfileFormUrl ? (
                  <a
                    href={board.wordProfileFormUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn--outline"
                  >
                    Submit Word Profile<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={paths.trainerProfileSection(CV_SECTION_ID)} className="btn btn--outline">
                    Submit Word Profile
                  </Link>
                )}
              </div>
            </div>
            <ShareBar page={paths.board()} total={board.shareCount} />
            <p className="board-consent" id="apply-consent">
              {APPLY_CONSENT}
            </p>
            {/* On a phone the panel follows the list: this link reaches it without scrolling past every card. */}
            <p className="board-profile-link">
              <a href="#local-profile">Your trainer profile: mobile number and skills</a>
            </p>
            <p className="board-count" role="status">
              {searching
                ? "Loading..."
                : `${board.total} ${board.total === 1 ? "requirement" : "requirements"}${board.query ? ` matching “${board.query}”` : ""}`}
            </p>
            {board.requirements.length === 0 ? (
              <p className="board-empty">
                {board.query
                  ? "No requirements match your search. Try another word, or post your own requirement."
                  : "No requirements are open right now. Please check back soon."}
              </p>
            ) : (
              <ol className="requirement-list" aria-label="Training requirements">
                {board.requirements.map((requirement) => (
                  <RequirementCard
                    key={requirement.id}
                    requirement={requirement}
                    signedIn={Boolean(user)}
                    mobileNumber={board.profile.mobileNumber}
                    perDayCharge={board.profile.perDayCharge}
                    back={back}
                    serverNote={flash?.target === requirementAnchor(requirement.id) ? flash : null}
                    flash={showToast}
                  />
                ))}
              </ol>
            )}
            {board.morePages !== null ? (
              <p className="board-more">
                <Link to={moreHref} preventScrollReset>
                  Show more requirements
                </Link>
              </p>
            ) : null}
          </div>
          <LocalProfilePanel
            profile={board.profile}
            reply={reply}
            saved={flash?.target === LOCAL_PROFILE_TARGET ? flash.text : null}
            signedIn={Boolean(user)}
          />
        </div>
      </section>
      <ToastRegion toast={toast} onDismiss={dismissToast} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
