import { redirect } from "@remix-run/node";
import { MAX_CV_FIELDS_BYTES, MAX_CV_PARTS } from "~/forms/cv-upload";
import { capListIndexes } from "~/forms/list-indexes";
import {
  MAX_PHOTO_BYTES,
  PHOTO_ANSWER_ID,
  PHOTO_FIELD,
  PHOTO_INTENT,
  PHOTO_MESSAGES,
  PHOTO_REMOVE_INTENT,
  type PhotoOutcome,
} from "~/forms/trainer-photo";
import { PROFILE_LIST_CAPS } from "~/forms/trainer-profile";
import { paths } from "~/lib/paths";
import { getActingUser } from "~/http/auth.server";
import { flashHeaders } from "~/http/flash.server";
import { readBoundedUpload, UploadRefused, type UploadRefusalReason } from "~/http/multipart.server";
import { outagePage, unlessDatabaseAway } from "~/http/outage.server";
import { profileDraftHeaders } from "~/http/trainer-cookie.server";
import { mayChangePhoto, removeTrainerPhoto, saveTrainerPhoto } from "~/services/trainer-photos.server";

const REFUSALS: Record<UploadRefusalReason, PhotoOutcome> = {
  "not-multipart": "unreadable",
  "too-large": "tooLarge",
  "too-many-files": "oneFile",
  "too-many-parts": "unreadable",
};

/** The photo's answer is the page's photo section: the message beside it, the focus on its answer slot. */
const BACK = paths.trainerProfileSection(PHOTO_ANSWER_ID);

/**
 * Back to the profile (post/redirect/get, as the directory settings and the alerts answer), with the outcome as an
 * inline flash at the photo section and, when the body was read, what was typed in the profile's sections in the
 * draft, so that the page shows it again (docs/product.md section 4, "Nothing typed is lost").
 */
async function back(request: Request, outcome: PhotoOutcome, typed?: { fields: FormData; owner: string }) {
  const kind = outcome === "uploaded" || outcome === "removed" ? "success" : "error";
  const headers = new Headers(
    await flashHeaders(request, {
      kind,
      text: PHOTO_MESSAGES[outcome],
      target: PHOTO_INTENT,
      inline: true,
      reason: outcome,
    }),
  );
  if (typed) {
    const { form } = capListIndexes(typed.fields, PROFILE_LIST_CAPS);
    for (const [name, value] of Object.entries(await profileDraftHeaders(request, form, typed.owner)))
      headers.append(name, value);
  }
  return redirect(BACK, { status: 303, headers });
}

/**
 * Upload photo and Remove photo (docs/product.md section 10, "Your photo"; decision record 0065): both post the whole
 * profile form, as multipart, to /trainer-profile/photo. Sign-in and the hourly count are checked before the body is
 * read (a visitor's file is never parsed); the multipart reader holds the size bounds and the same-origin check.
 */
export function handlePhotoPost(request: Request) {
  // While the database is away nothing is stored: a 503 that says to try again.
  return unlessDatabaseAway(
    "trainer-photo",
    () => changePhoto(request),
    () => outagePage(PHOTO_MESSAGES.failed, { href: BACK, label: "Back to your profile" }),
  );
}

async function changePhoto(request: Request) {
  const user = await getActingUser(request);
  if (!user) return back(request, "signIn");
  if (!(await mayChangePhoto(user.email))) return back(request, "tooMany");
  let upload;
  try {
    upload = await readBoundedUpload(request, {
      maxFileBytes: MAX_PHOTO_BYTES,
      // The profile form's text fields go along, within the CV upload's bounds (the same form around the file).
      maxFieldBytes: MAX_CV_FIELDS_BYTES,
      maxFieldsBytes: MAX_CV_FIELDS_BYTES,
      maxParts: MAX_CV_PARTS,
      maxFiles: 1,
    });
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return back(request, REFUSALS[error.reason], { fields: error.fields, owner: user.email });
  }
  const typed = { fields: upload.fields, owner: user.email };
  const intent = upload.fields.get("intent");
  if (intent === PHOTO_REMOVE_INTENT) {
    return back(request, (await removeTrainerPhoto(user.email)) ? "removed" : "noPhoto", typed);
  }
  // The page's only other button that posts here is Upload photo; anything else posted here is an upload without
  // a photo.
  const file = intent === PHOTO_INTENT ? upload.files.find((candidate) => candidate.field === PHOTO_FIELD) : undefined;
  if (!file) return back(request, "missing", typed);
  const result = await saveTrainerPhoto(user.email, file.bytes);
  return back(request, result.saved ? "uploaded" : result.reason, typed);
}
