import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { SignInKeepingDraft } from "~/components/sign-in-control";
import { ProfileForm } from "~/components/trainer-profile/profile-form";
import { CvUploadSection } from "~/components/trainer-profile/cv-upload-section";
import { PhotoSection } from "~/components/trainer-profile/photo-section";
import { PHOTO_INTENT } from "~/forms/trainer-photo";
import { AlertsSection, MyAccountSection } from "~/components/trainer-profile/account-sections";
import { PrivacyNotice } from "~/components/privacy-notice";
import { CV_INTENT } from "~/forms/cv-upload";
import { ALERTS_TARGET } from "~/forms/trainer-alerts";
import { DIRECTORY_TARGET } from "~/forms/trainer-directory";
import { DRAFT_TRIMMED, PROFILE_FORM_ID, takenOverNote } from "~/forms/trainer-profile";
import { DirectorySection } from "~/components/trainer-profile/directory-section";
import { useRootData } from "~/hooks/use-root-data";
import profileStyles from "~/styles/pages/trainer-profile.css";
import { action, loader } from "./trainer-profile.server";
import { paths } from "~/lib/paths";
import type { RouteHandle } from "~/lib/route-handle";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Trainer Profile",
    description:
      "Your trainer profile: contact details, skills, experience and availability, saved section by section.",
    path: paths.trainerProfile,
    matches,
  });

// The header's Sign In posts the profile form too, so every section's typed values go along (decision record 0060).
export const handle: RouteHandle = { pageForm: () => ({ draft: "trainer-profile", formId: PROFILE_FORM_ID }) };

export default function TrainerProfile() {
  const {
    values,
    directoryValues,
    saved,
    savedSections,
    takenOver,
    signedIn,
    draftTrimmed,
    cv,
    hasSaved,
    alertsEnabled,
    directory,
    photo,
  } = useLoaderData<typeof loader>();
  const { flash } = useRootData();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageBanner
        purpose="marketplace"
        title="Trainer Profile"
        lead="Tell companies what you teach. Each section saves on its own."
        crumbs={[{ label: "Trainer Profile" }]}
      />
      <section className="section">
        <div className="container profile-layout">
          {!signedIn ? (
            <div className="panel profile-sign-in" role="note">
              <p>
                <strong>Sign in to save your profile.</strong> You can fill it in now: what you type is kept in this
                browser for 7 days and is still here after you sign in.
              </p>
              {/* A button of the profile form: every section's typed values go along (decision record 0038). */}
              <SignInKeepingDraft draft="trainer-profile" formId={PROFILE_FORM_ID} label="Sign In" />
            </div>
          ) : null}
          {(reply && "draftTrimmed" in reply && reply.draftTrimmed) || (draftTrimmed && !reply) ? (
            <p className="panel profile-draft-trimmed" role="status">
              {DRAFT_TRIMMED}
            </p>
          ) : null}
          {takenOver.length > 0 ? (
            // Saved beats untouched, and what a draft does replace is said (decision record 0060).
            <div className="panel profile-taken-over" role="note">
              <p>{takenOverNote(takenOver)}</p>
            </div>
          ) : null}
          <ProfileForm values={values} saved={saved} savedSections={savedSections} reply={reply} signedIn={signedIn}>
            <PhotoSection
              name={values.basic.name}
              photo={photo}
              note={flash?.target === PHOTO_INTENT ? flash : null}
              signedIn={signedIn}
            />
            <CvUploadSection cv={cv} reply={reply?.section === CV_INTENT ? reply : undefined} signedIn={signedIn} />
            {signedIn ? (
              <>
                <AlertsSection
                  enabled={alertsEnabled}
                  hasSaved={hasSaved}
                  note={flash?.target === ALERTS_TARGET ? flash : null}
                />
                {directory ? (
                  <DirectorySection
                    settings={directory}
                    shown={directoryValues}
                    saved={saved}
                    hasSaved={hasSaved}
                    note={flash?.target === DIRECTORY_TARGET ? flash : null}
                  />
                ) : null}
                <MyAccountSection />
              </>
            ) : null}
          </ProfileForm>
          <PrivacyNotice>
            Your profile is stored with your signed-in e-mail and shown to our team; a company sees your name, skills,
            training mode, charge, languages and experience only when you apply to its requirement, and your contact
            details only if it shortlists you. If you choose to show your profile to companies, your public page shows
            your name, skills, experience, languages, training mode, city and reviews to anyone. It stays until you
            delete it here.
          </PrivacyNotice>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
