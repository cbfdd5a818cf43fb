import { useNavigation } from "@remix-run/react";
import {
  CV_ACCEPT,
  CV_FIELD,
  CV_INTENT,
  CV_SECTION_ID,
  formatSize,
  type CvSummary,
  type CvUploadReply,
} from "~/forms/cv-upload";
import { StatusLine } from "./section-panel";

/**
 * "Submit Word Profile" lands here when WORD_PROFILE_FORM_URL is unset. Part of the one profile form: Upload CV
 * posts it as multipart (so it works without JavaScript, and what was typed in the sections goes along and comes
 * back); the server checks sign-in, size and type and answers under the button. Signed out the button is
 * disabled, since an upload could only be refused.
 */
export function CvUploadSection({
  cv,
  reply,
  signedIn,
}: {
  cv: CvSummary | null;
  reply: CvUploadReply | undefined;
  signedIn: boolean;
}) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === CV_INTENT;
  const headingId = `${CV_SECTION_ID}-title`;
  return (
    <section id={CV_SECTION_ID} className="panel profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        Word Profile (CV)
      </h2>
      <p>
        Send us your CV as a Word document (.docx) or a PDF, at most 2 MB. Only our team sees it.
        {signedIn ? null : " Sign in to upload your CV."}
      </p>
      {cv ? (
        <p className="cv-current">
          Your CV on file: <strong>{cv.fileName}</strong> ({formatSize(cv.sizeBytes)}, uploaded{" "}
          {cv.uploadedAt.slice(0, 10)}). A new upload replaces it.
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="cv-file" className="field__label">
          Your CV (.docx or .pdf, at most 2 MB)
        </label>
        <input id="cv-file" name={CV_FIELD} type="file" accept={CV_ACCEPT} />
      </div>
      <div className="profile-section__footer">
        <button
          type="submit"
          name="intent"
          value={CV_INTENT}
          formEncType="multipart/form-data"
          className="btn btn--primary"
          disabled={uploading || !signedIn}
        >
          Upload CV
        </button>
        <StatusLine kind={reply?.kind ?? null}>{uploading ? "Uploading... ⏳" : (reply?.status ?? "")}</StatusLine>
      </div>
    </section>
  );
}
