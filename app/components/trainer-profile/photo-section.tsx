import { useEffect, useRef } from "react";
import { FormAnswer, useAnswerAction } from "~/components/form/form-answer";
import { Avatar } from "~/components/people/avatar";
import {
  PHOTO_ACCEPT,
  PHOTO_ANSWER_ID,
  PHOTO_FIELD,
  PHOTO_INTENT,
  PHOTO_REMOVE_INTENT,
  PHOTO_SECTION_ID,
  type PhotoSummary,
} from "~/forms/trainer-photo";
import { paths } from "~/lib/paths";
import { useIsPending } from "~/hooks/use-is-pending";

const FILE_ID = "photo-file";

/**
 * The trainer's photo (docs/product.md section 10, "Your photo"; decision record 0065). Part of the one profile form:
 * Upload photo and Remove photo post it as multipart to /trainer-profile/photo, so that both work without JavaScript
 * and what was typed in the sections goes along and comes back (in the draft). The server answers with a redirect
 * here and its message as this section's flash, shown in the section's answer slot (FormAnswer). Signed out the
 * buttons are disabled, since a post could only be refused.
 */
export function PhotoSection({
  name,
  photo,
  note,
  signedIn,
}: {
  /** The trainer's name, for the monogram shown while there is no photo. */
  name: string;
  photo: PhotoSummary | null;
  /** The flash aimed at this section: the last post's outcome. */
  note: { kind: string; text: string } | null;
  signedIn: boolean;
}) {
  const { action, pendingAction } = useAnswerAction(PHOTO_ANSWER_ID, paths.trainerPhotoPost);
  const uploading = useIsPending({ formAction: pendingAction, intent: PHOTO_INTENT });
  const removing = useIsPending({ formAction: pendingAction, intent: PHOTO_REMOVE_INTENT });
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // With JavaScript the page stays: after a saved photo the chooser is emptied, so that it is not sent again.
    if (note?.kind === "success" && file.current) file.current.value = "";
  }, [note]);
  const headingId = `${PHOTO_SECTION_ID}-title`;
  const errors = note?.kind === "error" ? [{ message: note.text, fieldId: FILE_ID }] : [];
  return (
    <section id={PHOTO_SECTION_ID} className="panel profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        Your photo
      </h2>
      <FormAnswer
        id={PHOTO_ANSWER_ID}
        errors={errors}
        success={note?.kind === "success" ? note.text : undefined}
        answer={note}
      />
      <div className="profile-photo">
        <Avatar name={name || "?"} size={96} photoUrl={photo?.url} />
        <p>
          {photo
            ? "This photo shows on your public page and in the trainer directory. A new upload replaces it."
            : "Without a photo, your initials show on your public page and in the trainer directory."}{" "}
          A JPEG, PNG or WebP of at most 2 MB; we crop it to a square and remove its metadata (such as where it was
          taken).
          {signedIn ? null : " Sign in to add your photo."}
        </p>
      </div>
      <div className="field">
        <label htmlFor={FILE_ID} className="field__label">
          Your photo (JPEG, PNG or WebP, at most 2 MB)
        </label>
        <input ref={file} id={FILE_ID} name={PHOTO_FIELD} type="file" accept={PHOTO_ACCEPT} />
      </div>
      <div className="profile-section__footer">
        <button
          type="submit"
          name="intent"
          value={PHOTO_INTENT}
          formAction={action}
          formEncType="multipart/form-data"
          className="btn btn--primary"
          disabled={uploading || removing || !signedIn}
        >
          {uploading ? "Uploading... ⏳" : "Upload photo"}
        </button>
        {photo ? (
          <button
            type="submit"
            name="intent"
            value={PHOTO_REMOVE_INTENT}
            formAction={action}
            formEncType="multipart/form-data"
            className="btn btn--outline"
            disabled={uploading || removing || !signedIn}
          >
            {removing ? "Removing... ⏳" : "Remove photo"}
          </button>
        ) : null}
      </div>
    </section>
  );
}
