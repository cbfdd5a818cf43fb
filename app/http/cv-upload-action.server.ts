import { json } from "@remix-run/node";
import {
  CV_FIELD,
  CV_INTENT,
  CV_MESSAGES,
  MAX_CV_BYTES,
  MAX_CV_FIELDS_BYTES,
  MAX_CV_PARTS,
  type CvRefusal,
  type CvUploadReply,
} from "~/forms/cv-upload";
import { capListIndexes } from "~/forms/list-indexes";
import { parseWithZod } from "~/forms/parse-with-zod";
import { PROFILE_LIST_CAPS, profileSchemaFor } from "~/forms/trainer-profile";
import { getActingUser } from "~/http/auth.server";
import { unlessDatabaseAway } from "~/http/outage.server";
import { readBoundedUpload, UploadRefused, type UploadRefusalReason } from "~/http/multipart.server";
import { profileDraftHeaders } from "~/http/trainer-cookie.server";
import { mayUploadCv, saveTrainerCv } from "~/services/trainer-cvs.server";
import { getTrainerProfile } from "~/services/trainer-profiles.server";

const REFUSALS: Record<UploadRefusalReason, CvRefusal> = {
  "not-multipart": "unreadable",
  "too-large": "tooLarge",
  "too-many-files": "oneFile",
  "too-many-parts": "unreadable",
};

/**
 * What the trainer typed in the profile sections, posted with the file (the upload button is part of the one
 * profile form): kept in the draft cookie and shown again, whatever the upload's outcome.
 */
type Typed = { request: Request; fields: FormData; owner: string };

async function answer(httpStatus: number, kind: CvUploadReply["kind"], message: string, typed?: Typed) {
  if (!typed) return json<CvUploadReply>({ section: CV_INTENT, kind, status: message }, { status: httpStatus });
  const { form } = capListIndexes(typed.fields, PROFILE_LIST_CAPS);
  const result = parseWithZod(form, { schema: profileSchemaFor(form) }).reply();
  return json<CvUploadReply>(
    { section: CV_INTENT, kind, status: message, result },
    { status: httpStatus, headers: await profileDraftHeaders(typed.request, form, typed.owner) },
  );
}

const STATUS: Partial<Record<CvRefusal, number>> = { tooLarge: 413, signIn: 401, tooMany: 429 };
const refuse = (reason: CvRefusal, typed?: Typed) => answer(STATUS[reason] ?? 400, "error", CV_MESSAGES[reason], typed);

/**
 * The CV upload's POST to /trainer-profile (multipart): the answer re-renders the page with the message
 * under the upload form and the sections as they were typed, so that a refusal (401, 400, 413) reads the same
 * with JavaScript off.
 */
export function handleCvUpload(request: Request) {
  // While the database is away nothing is stored: a 503 that says to upload again.
  return unlessDatabaseAway(
    "trainer-cv",
    () => uploadCv(request),
    () => answer(503, "error", CV_MESSAGES.failed),
  );
}

async function uploadCv(request: Request) {
  // Sign-in is checked before the body is read: a visitor's file is never parsed.
  const user = await getActingUser(request);
  if (!user) return refuse("signIn");
  // Counted per account before the body is read: a sixth upload within the hour is not even parsed.
  if (!(await mayUploadCv(user.email))) return refuse("tooMany");
  let upload;
  try {
    upload = await readBoundedUpload(request, {
      maxFileBytes: MAX_CV_BYTES,
      maxFieldBytes: MAX_CV_FIELDS_BYTES,
      maxFieldsBytes: MAX_CV_FIELDS_BYTES,
      maxParts: MAX_CV_PARTS,
      maxFiles: 1,
    });
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return refuse(REFUSALS[error.reason], { request, fields: error.fields, owner: user.email });
  }
  const typed = { request, fields: upload.fields, owner: user.email };
  const file = upload.files.find((candidate) => candidate.field === CV_FIELD);
  if (!file || upload.files.length !== 1) return refuse("missing", typed);
  const profile = await getTrainerProfile(user.email);
  const result = await saveTrainerCv({
    trainerEmail: user.email,
    trainerName: profile?.name || user.name || "",
    fileName: file.fileName,
    bytes: file.bytes,
  });
  if (!result.saved) return refuse(result.reason, typed);
  return answer(200, "success", CV_MESSAGES.uploaded, typed);
}
