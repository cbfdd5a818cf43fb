import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Pagination } from "~/components/pagination";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { PageBanner } from "~/components/page-banner";
import { SearchForm } from "~/components/form/search-form";
import { TrainerCard } from "~/components/trainers/trainer-card";
import { DIRECTORY_PARAMS, DIRECTORY_TARGET, DIRECTORY_TEXTS } from "~/forms/trainer-directory";
import { TRAINING_MODE_LABELS, TRAINING_MODES } from "~/lib/training-modes";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { paths } from "~/lib/paths";
import trainersStyles from "~/styles/pages/trainers.css";
import { loader } from "./trainers.server";

// Kept by the page cache for visitors without a cookie, per search, filter and page (decision records 0044, 0072).
export const handle: RouteHandle = {
  cachedList: { q: "search", skill: "search", mode: "search", city: "search", page: "page" },
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: trainersStyles }];

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Trainers",
    description:
      "Corporate IT trainers who chose to show their profile: search by skill, training mode and city, ranked by verified reviews.",
    path: paths.trainers(),
  });

export { loader };

export default function Trainers() {
  const data = useLoaderData<typeof loader>();
  const { query } = data;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === paths.trainers();
  const filtered = Boolean(query.q || query.skill || query.mode || query.city);
  const pageHref = (page: number) =>
    paths.trainers({ q: query.q, skill: query.skill, mode: query.mode, city: query.city, page });
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="Trainers"
        lead="Trainers who chose to show their profile to companies. Reviews come only from companies that engaged them."
        crumbs={[{ label: "Trainers" }]}
      />
      <section className="section">
        <div className="container trainers-layout">
          {/* One GET form: the search box searches as you type, the filters apply with the button (no script needed). */}
          <SearchForm
            label={DIRECTORY_TEXTS.search}
            className="trainer-search"
            inputId="trainer-search-input"
            query={query.q}
            placeholder={DIRECTORY_TEXTS.placeholder}
            searching={searching}
            searchingText="Searching..."
            maxLength={100}
            labelShown="in-row"
          >
            <Filter name={DIRECTORY_PARAMS.skill} label="Skill" any={DIRECTORY_TEXTS.anySkill} value={query.skill}>
              {withCurrent(data.skills, query.skill).map((skill) => (
                <option key={skill} value={skill}>
                  {skill}
                </option>
              ))}
            </Filter>
            <Filter name={DIRECTORY_PARAMS.mode} label="Training mode" any={DIRECTORY_TEXTS.anyMode} value={query.mode}>
              {TRAINING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {TRAINING_MODE_LABELS[mode]}
                </option>
              ))}
            </Filter>
            <Filter name={DIRECTORY_PARAMS.city} label="City" any={DIRECTORY_TEXTS.anyCity} value={query.city}>
              {withCurrent(data.cities, query.city).map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </Filter>
          </SearchForm>
          {data.error ? (
            <p className="form-message form-message--error" role="alert">
              {data.error}
            </p>
          ) : data.total === 0 ? (
            <p className="trainers-empty" role="status">
              {data.anyone || filtered ? DIRECTORY_TEXTS.empty : DIRECTORY_TEXTS.none}
            </p>
          ) : (
            <>
              <p className="trainers-count" role="status">
                {data.total} {data.total === 1 ? "trainer" : "trainers"}, best reviewed first. The order weighs the
                average of verified reviews by their number, so one 5-star review does not outrank forty of 4.8 stars.
              </p>
              <ol className="trainer-list" aria-label="Trainers">
                {data.trainers.map((trainer) => (
                  <TrainerCard key={trainer.slug} trainer={trainer} />
                ))}
              </ol>
              <Pagination label="Trainer pages" page={data.page} pageCount={data.pageCount} pageHref={pageHref} />
            </>
          )}
          <p className="trainers-join">
            A trainer? <Link to={paths.trainerProfileSection(DIRECTORY_TARGET)}>Show your profile to companies</Link>{" "}
            from your trainer profile.
          </p>
        </div>
      </section>
    </>
  );
}

/** The chosen value stays a choice even when no listed trainer has it any more (a bookmarked search). */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.some((option) => option.toLowerCase() === current.toLowerCase())
    ? [current, ...options]
    : options;
}

function Filter({
  name,
  label,
  any,
  value,
  children,
}: {
  name: string;
  label: string;
  any: string;
  value: string;
  children: React.ReactNode;
}) {
  const id = `trainer-filter-${name}`;
  return (
    <span className="trainer-search__filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} key={value}>
        <option value="">{any}</option>
        {children}
      </select>
    </span>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
