import { json } from "@remix-run/node";
import {
  CV_FIELD,
  CV_INTENT,
  CV_MESSAGES,
  MAX_CV_BYTES,
  MAX_CV_FIELD_BYTES,
  MAX_CV_PARTS,
  type CvRefusal,
  type CvUploadReply,
} from "~/forms/cv-upload";
import { getActingUser } from "~/server/http/auth.server";
import { unlessDatabaseAway } from "~/server/http/outage.server";
import { readBoundedUpload, UploadRefused, type UploadRefusalReason } from "~/server/http/multipart.server";
import { saveTrainerCv } from "~/server/services/trainer-cvs.server";
import { getTrainerProfile } from "~/server/services/trainer-profiles.server";

const REFUSALS: Record<UploadRefusalReason, CvRefusal> = {
  "not-multipart": "unreadable",
  "too-large": "tooLarge",
  "too-many-files": "oneFile",
  "too-many-parts": "unreadable",
};

function answer(httpStatus: number, kind: CvUploadReply["kind"], message: string) {
  return json<CvUploadReply>({ section: CV_INTENT, kind, status: message }, { status: httpStatus });
}

const refuse = (reason: CvRefusal) =>
  answer(reason === "tooLarge" ? 413 : reason === "signIn" ? 401 : 400, "error", CV_MESSAGES[reason]);

/**
 * The CV upload's POST to /trainer-profile (multipart): the answer re-renders the page with the message
 * under the upload form, so that a refusal (401, 400, 413) reads the same with JavaScript off.
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
  let upload;
  try {
    upload = await readBoundedUpload(request, {
      maxFileBytes: MAX_CV_BYTES,
      maxFieldBytes: MAX_CV_FIELD_BYTES,
      maxParts: MAX_CV_PARTS,
      maxFiles: 1,
    });
  } catch (error) {
    if (error instanceof UploadRefused) return refuse(REFUSALS[error.reason]);
    throw error;
  }
  const file = upload.files.find((candidate) => candidate.field === CV_FIELD);
  if (!file || upload.files.length !== 1) return refuse("missing");
  const profile = await getTrainerProfile(user.email);
  const result = await saveTrainerCv({
    trainerEmail: user.email,
    trainerName: profile?.name || user.name || "",
    fileName: file.fileName,
    bytes: file.bytes,
  });
  if (!result.saved) return refuse(result.reason);
  return answer(200, "success", CV_MESSAGES.uploaded);
}
