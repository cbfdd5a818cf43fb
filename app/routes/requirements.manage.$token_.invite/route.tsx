import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ActionNote } from "~/components/manage/action-note";
import { PageBanner } from "~/components/page-banner";
import { Pagination } from "~/components/pagination";
import { SearchForm } from "~/components/form/search-form";
import { TrainerCard } from "~/components/trainers/trainer-card";
import { useAnswerAction } from "~/components/form/form-answer";
import {
  INVITE_ANSWER,
  INVITE_FIELDS,
  INVITE_LABELS,
  INVITE_TARGET,
  invitationsLeftText,
} from "~/forms/invite-trainer";
import { DIRECTORY_TEXTS } from "~/forms/trainer-directory";
import { useIsPending } from "~/hooks/use-is-pending";
import { useRootData } from "~/hooks/use-root-data";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import trainersStyles from "~/styles/pages/trainers.css";
import { action, loader } from "./invite.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: trainersStyles }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: "Invite trainers",
    description: "Invite trainers from the directory to apply to your training requirement.",
  }),
  // A private page, as the manage page it belongs to.
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export { action, loader };

export default function InviteTrainers() {
  const { requirement, directory, token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { flash } = useRootData();
  const pending = useIsPending();
  // Without JavaScript an Invite posts to the page plus `#{answer}`: the answer page opens at it.
  const { action: inviteAction } = useAnswerAction(INVITE_ANSWER);
  const note = reply?.note ?? (flash?.target === INVITE_TARGET ? flash : null);
  const published = requirement.status === "published";
  const canInvite = published && directory.left > 0;
  const pageHref = (page: number) => paths.requirementInvite(token, { q: directory.q, page });
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="Invite trainers"
        lead={`Invite trainers from the directory to apply to "${requirement.title}".`}
        crumbs={[{ label: "Your requirement", to: paths.requirementManage(token) }, { label: "Invite trainers" }]}
      />
      <section className="section">
        <div className="container trainers-layout" id={INVITE_TARGET}>
          <p>
            An invited trainer gets a mail with a link to your requirement on the board, and may apply. Neither side
            sees the other&apos;s e-mail or phone until you shortlist them. {invitationsLeftText(directory.left)}
          </p>
          {published ? null : (
            <p className="notice notice--warning" role="status">
              Only a requirement on the board can have trainers invited to it.
            </p>
          )}
          {note ? <ActionNote id={INVITE_ANSWER} note={note} /> : null}
          <SearchForm
            label={INVITE_LABELS.search}
            className="trainer-search"
            inputId="invite-search-input"
            query={directory.q}
            placeholder={DIRECTORY_TEXTS.placeholder}
            searching={false}
            searchingText="Searching..."
            maxLength={100}
            labelShown
          />
          {directory.total === 0 ? (
            <p className="trainers-empty" role="status">
              {directory.anyone ? DIRECTORY_TEXTS.empty : DIRECTORY_TEXTS.none}
            </p>
          ) : (
            <ol className="trainer-list" aria-label="Trainers">
              {directory.candidates.map((trainer) => (
                <TrainerCard key={trainer.slug} trainer={trainer} href={paths.trainer(trainer.slug, { for: token })}>
                  {trainer.state === "invite" ? (
                    <Form method="post" action={inviteAction} preventScrollReset>
                      <input type="hidden" name={INVITE_FIELDS.trainer} value={trainer.slug} />
                      <input type="hidden" name={INVITE_FIELDS.q} value={directory.q} />
                      <button
                        type="submit"
                        className="btn btn--small btn--primary"
                        aria-describedby={`trainer-${trainer.slug}`}
                        disabled={pending || !canInvite}
                      >
                        {INVITE_LABELS.invite}
                      </button>
                    </Form>
                  ) : (
                    <p className="badge">
                      {trainer.state === "invited" ? INVITE_LABELS.invited : INVITE_LABELS.applied}
                    </p>
                  )}
                </TrainerCard>
              ))}
            </ol>
          )}
          <Pagination label="Trainer pages" page={directory.page} pageCount={directory.pageCount} pageHref={pageHref} />
          <p>
            <Link to={paths.requirementManage(token)}>{INVITE_LABELS.back}</Link>
          </p>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
