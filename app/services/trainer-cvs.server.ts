import { and, desc, eq, inArray, ne } from "drizzle-orm";
import {
  CV_TYPES,
  CV_UPLOADS_PER_HOUR,
  formatSize,
  MAX_CV_BYTES,
  type CvSummary,
  type CvType,
} from "~/forms/cv-upload";
import { canonicalEmail } from "~/lib/email-address";
import { getConfig } from "~/infra/config.server";
import { getDb, schema } from "~/infra/db.server";
import { absoluteUrl } from "~/infra/absolute-url.server";
import { paths } from "~/lib/paths";
import { hitRateLimit } from "./abuse.server";
import { queueMail } from "./outbox.server";

/**
 * Trainers' CVs (decision record 0016): recognised by content, stored in the database, one per trainer,
 * mailed to the operator through the outbox and served back only to an admin.
 */

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const DOCX_MAIN_PART = "word/document.xml";

/** What the bytes are: a PDF (magic bytes), a Word document (a zip holding word/document.xml), or neither. */
export function detectCvType(bytes: Uint8Array): CvType | null {
  if (PDF_MAGIC.every((byte, index) => bytes[index] === byte)) return "pdf";
  if (bytes.byteLength >= 4 && view(bytes).getUint32(0, true) === ZIP_LOCAL_HEADER && zipHolds(bytes, DOCX_MAIN_PART)) {
    return "docx";
  }
  return null;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Does the zip's central directory list `name`? Reads the end-of-directory record (within the last
 * 64 KB + 22 bytes, the longest comment), then walks the directory entries; a malformed zip is "no".
 */
function zipHolds(bytes: Uint8Array, name: string): boolean {
  const data = view(bytes);
  const lowest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= lowest; at -= 1) {
    if (data.getUint32(at, true) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = data.getUint16(end + 10, true);
  let at = data.getUint32(end + 16, true);
  const wanted = new TextEncoder().encode(name);
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.byteLength || data.getUint32(at, true) !== ZIP_CENTRAL_HEADER) return false;
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const entryName = bytes.subarray(at + 46, at + 46 + nameLength);
    if (entryName.byteLength === wanted.byteLength && entryName.every((byte, index) => byte === wanted[index])) {
      return true;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/**
 * The name the file is kept and downloaded under: the browser's base name without control characters,
 * quotes or path separators, cut to 100 characters, always ending in the extension its content showed.
 */
export function cvFileName(claimed: string, type: CvType): string {
  const extension = `.${CV_TYPES[type].extension}`;
  const base = (claimed.split(/[/\\]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .replace(/\.(pdf|docx)$/i, "")
    .trim()
    .slice(0, 100 - extension.length);
  return `${base || "cv"}${extension}`;
}

export type CvUpload = { trainerEmail: string; trainerName: string; fileName: string; bytes: Uint8Array };
export type CvSaveResult = { saved: true; replaced: boolean } | { saved: false; reason: "wrongType" | "tooLarge" };

/**
 * Counts one upload for the account and answers whether it is within CV_UPLOADS_PER_HOUR (docs/product.md section 8). Asked before
 * the upload's body is read, so every attempt counts, refused ones too.
 */
export async function mayUploadCv(trainerEmail: string): Promise<boolean> {
  return hitRateLimit(`cv-upload:${canonicalEmail(trainerEmail)}`, { limit: CV_UPLOADS_PER_HOUR, windowMs: HOUR_MS });
}
const HOUR_MS = 60 * 60_000;

/**
 * Stores a trainer's CV in place of any earlier one and queues the operator's mail, in one transaction: a stored
 * CV never lacks its mail. The mail refers to the stored CV (`related_to` = `trainer_cv:{id}`) and the outbox
 * attaches it when it sends (outbox.server.ts): no copy of the file is queued. An earlier CV's mail not yet sent
 * is dropped with that CV (the new mail announces the one on file), so the data does not grow with uploads.
 */
export async function saveTrainerCv(upload: CvUpload): Promise<CvSaveResult> {
  if (upload.bytes.byteLength > MAX_CV_BYTES) return { saved: false, reason: "tooLarge" };
  const type = detectCvType(upload.bytes);
  if (!type) return { saved: false, reason: "wrongType" };
  const fileName = cvFileName(upload.fileName, type);
  const email = upload.trainerEmail;
  const db = await getDb();
  const config = getConfig();
  return db.transaction(async (tx) => {
    const earlier = await tx
      .delete(schema.trainerCvs)
      .where(eq(schema.trainerCvs.trainerEmail, email))
      .returning({ id: schema.trainerCvs.id });
    if (earlier.length > 0) {
      await tx.delete(schema.outbox).where(
        and(
          inArray(
            schema.outbox.relatedTo,
            earlier.map((row) => cvMailKey(row.id)),
          ),
          ne(schema.outbox.status, "sent"),
        ),
      );
    }
    const [row] = await tx
      .insert(schema.trainerCvs)
      .values({
        trainerEmail: email,
        fileName,
        fileType: type,
        sizeBytes: upload.bytes.byteLength,
        content: upload.bytes,
      })
      .returning({ id: schema.trainerCvs.id });
    if (!row) throw new Error("trainer CV insert returned no row");
    const who = upload.trainerName ? `${upload.trainerName} <${email}>` : email;
    await queueMail(tx, {
      to: config.notifyEmail,
      replyTo: email,
      subject: `CV from ${upload.trainerName || email}`,
      text: [
        `${who} uploaded a CV on the trainer profile page${earlier.length > 0 ? " (it replaces the earlier one)" : ""}.`,
        "",
        `File: ${fileName} (${CV_TYPES[type].label}, ${formatSize(upload.bytes.byteLength)}), attached.`,
        `Back office: ${absoluteUrl(paths.adminApplications)}`,
      ].join("\n"),
      relatedTo: cvMailKey(row.id),
    });
    return { saved: true, replaced: earlier.length > 0 };
  });
}

/** The outbox's `related_to` of a CV's mail: the outbox attaches that stored CV when it sends the mail. */
export const cvMailKey = (cvId: number) => `trainer_cv:${cvId}`;

/** The trainer's current CV, as their profile page shows it. */
export async function cvSummary(trainerEmail: string): Promise<CvSummary | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      fileName: schema.trainerCvs.fileName,
      sizeBytes: schema.trainerCvs.sizeBytes,
      uploadedAt: schema.trainerCvs.uploadedAt,
    })
    .from(schema.trainerCvs)
    .where(eq(schema.trainerCvs.trainerEmail, trainerEmail));
  return row ? { ...row, uploadedAt: row.uploadedAt.toISOString() } : null;
}

/** Every stored CV for the back office, newest first, without the bytes. */
export async function cvsForAdmin() {
  const db = await getDb();
  return db
    .select({
      id: schema.trainerCvs.id,
      trainerEmail: schema.trainerCvs.trainerEmail,
      trainerName: schema.trainerProfiles.name,
      fileName: schema.trainerCvs.fileName,
      sizeBytes: schema.trainerCvs.sizeBytes,
      uploadedAt: schema.trainerCvs.uploadedAt,
    })
    .from(schema.trainerCvs)
    .leftJoin(schema.trainerProfiles, eq(schema.trainerProfiles.email, schema.trainerCvs.trainerEmail))
    .orderBy(desc(schema.trainerCvs.uploadedAt), desc(schema.trainerCvs.id))
    .limit(300);
}

/** One CV's file for an admin's download: its bytes, kept name and the content type its content showed. */
export async function cvFile(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(schema.trainerCvs).where(eq(schema.trainerCvs.id, id));
  if (!row) return null;
  return { fileName: row.fileName, contentType: CV_TYPES[row.fileType].contentType, content: row.content };
}
