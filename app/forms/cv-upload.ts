import type { SubmissionResult } from "@conform-to/react";

/**
 * The CV upload on /trainer-profile (docs/product.md section 10; decision record 0016): one file, a Word
 * document (.docx) or a PDF of at most 2 MB, recognised by its content, not by its name. Used by the page
 * (field name, accept list, its section's anchor) and by the server (limits, messages).
 */
export const CV_FIELD = "cv";
/** The CV upload's element id on /trainer-profile, where the board's "Submit Word Profile" leads (without WORD_PROFILE_FORM_URL). */
export const CV_SECTION_ID = "cv-upload";
/** The `intent` of the Upload CV button, so that the page can tell its pending state from the sections'. */
export const CV_INTENT = "cv";

export const MAX_CV_BYTES = 2 * 1024 * 1024;
/** Uploads one account may make in an hour (docs/product.md section 8): a trainer replaces a CV now and then, not in a loop. */
export const CV_UPLOADS_PER_HOUR = 5;
/**
 * The upload posts the whole profile form (every section's typed values, so that none is lost): its text fields
 * together may be as large as a section's Save may post (request-rules.server.ts FORM_BODY_LIMIT_BYTES, 64 KB), and no larger.
 */
export const MAX_CV_FIELDS_BYTES = 64 * 1024;
/**
 * Parts in one upload: the file, the intent, the alerts box and the sections' fields with their lists full (10
 * mobile numbers, 20 certifications, 14 languages, 6 industries: 65), with room for a browser's extras.
 */
export const MAX_CV_PARTS = 80;

export const CV_TYPES = {
  pdf: { contentType: "application/pdf", extension: "pdf", label: "PDF" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    label: "Word document",
  },
} as const;
export type CvType = keyof typeof CV_TYPES;

/** The file chooser's filter: a hint for the browser only; the server checks the content. */
export const CV_ACCEPT = [".pdf", ".docx", CV_TYPES.pdf.contentType, CV_TYPES.docx.contentType].join(",");

export const CV_MESSAGES = {
  uploaded: "Your CV is uploaded. Thank you! ✅",
  signIn: "Please sign in to upload your CV.",
  missing: "Please choose your CV file (.docx or .pdf).",
  wrongType: "This file is not a Word document (.docx) or a PDF. Please upload your CV in one of those formats.",
  tooLarge: "Your CV is larger than 2 MB. Please upload a smaller file.",
  oneFile: "Please upload one file only.",
  tooMany: "You have uploaded your CV 5 times in the last hour. Please try again in an hour.",
  unreadable: "Your upload could not be read. Please choose your CV and upload it again.",
  /** The database is away (a 503): nothing was stored, the visitor may simply upload again. */
  failed: "Failed to upload your CV. Please try again.",
} as const;
export type CvRefusal = Exclude<keyof typeof CV_MESSAGES, "uploaded">;

/**
 * The answer to an upload, shown under the upload form, with the profile sections' values as they were posted
 * (absent when the upload was refused before its body was read: signed out, or the database away).
 */
export type CvUploadReply = {
  section: typeof CV_INTENT;
  kind: "success" | "error";
  status: string;
  result?: SubmissionResult<string[]>;
};

/** The signed-in trainer's current CV, as the page shows it. */
export type CvSummary = { fileName: string; sizeBytes: number; uploadedAt: string };

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** An admin's download of a stored CV (app/routes/admin.cv.$id.ts). */
