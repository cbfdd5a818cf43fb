import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_CV_BYTES } from "~/forms/cv-upload";
import { getDb, schema } from "~/server/infra/db.server";
import { cvFile, cvFileName, cvSummary, detectCvType, saveTrainerCv } from "~/server/services/trainer-cvs.server";
import { docxFile, pdfFile, zipFile } from "../support/cv-files";

describe("what a CV is, by its content", () => {
  it("knows a PDF by its magic bytes and a Word document by word/document.xml in its zip", () => {
    expect(detectCvType(pdfFile())).toBe("pdf");
    expect(detectCvType(docxFile())).toBe("docx");
  });

  it("refuses other zips (an .xlsx, a plain archive), text, empty and truncated files, whatever their name", () => {
    expect(detectCvType(zipFile({ "xl/workbook.xml": "<workbook/>" }))).toBeNull();
    expect(detectCvType(zipFile({ "notes.txt": "word/document.xml is only mentioned here" }))).toBeNull();
    expect(detectCvType(Buffer.from("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(detectCvType(new Uint8Array(0))).toBeNull();
    expect(detectCvType(docxFile().subarray(0, 60))).toBeNull();
    expect(detectCvType(Buffer.from("%PD"))).toBeNull();
  });

  it("keeps a safe name that ends in the extension the content showed", () => {
    expect(cvFileName("C:\\Users\\me\\Priya CV.pdf", "pdf")).toBe("Priya CV.pdf");
    expect(cvFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(cvFileName('cv"\r\nX-Evil: 1.docx', "docx")).toBe("cvX-Evil 1.docx");
    expect(cvFileName("report.pdf", "docx")).toBe("report.docx");
    expect(cvFileName("", "pdf")).toBe("cv.pdf");
    expect(cvFileName(`${"a".repeat(300)}.pdf`, "pdf")).toHaveLength(100);
  });
});

describe("storing a CV", () => {
  it("stores it, mails the operator with the file attached, and a second upload replaces the first", async () => {
    const email = "cv-trainer@example.com";
    const first = pdfFile(5_000);
    expect(
      await saveTrainerCv({ trainerEmail: email, trainerName: "Priya", fileName: "priya.pdf", bytes: first }),
    ).toEqual({ saved: true, replaced: false });
    const db = await getDb();
    const mails = await db.select().from(schema.outbox).where(eq(schema.outbox.replyTo, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("CV from Priya");
    expect(mails[0]?.textBody).toContain("File: priya.pdf (PDF, 5 KB), attached.");
    const [attachment] = await db
      .select()
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.outboxId, mails[0]!.id));
    expect(attachment?.fileName).toBe("priya.pdf");
    expect(attachment?.contentType).toBe("application/pdf");
    expect(Buffer.from(attachment!.content).equals(first)).toBe(true);

    const second = docxFile("Newer CV");
    expect(
      await saveTrainerCv({ trainerEmail: email, trainerName: "Priya", fileName: "priya.docx", bytes: second }),
    ).toEqual({ saved: true, replaced: true });
    const rows = await db.select().from(schema.trainerCvs).where(eq(schema.trainerCvs.trainerEmail, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fileType).toBe("docx");
    const file = await cvFile(rows[0]!.id);
    expect(file?.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(Buffer.from(file!.content).equals(second)).toBe(true);
    expect(await cvSummary(email)).toMatchObject({ fileName: "priya.docx", sizeBytes: second.byteLength });
    // The first mail keeps its own copy of the first file.
    const attachments = await db.select().from(schema.outboxAttachments);
    expect(attachments.filter((row) => row.outboxId === mails[0]!.id)).toHaveLength(1);
  });

  it("refuses a file that is not a PDF or Word document, or is over 2 MB, and stores nothing", async () => {
    const email = "cv-refused@example.com";
    const html = Buffer.from("<html><body>not a cv</body></html>");
    expect(await saveTrainerCv({ trainerEmail: email, trainerName: "", fileName: "cv.pdf", bytes: html })).toEqual({
      saved: false,
      reason: "wrongType",
    });
    const big = pdfFile(MAX_CV_BYTES + 1);
    expect(await saveTrainerCv({ trainerEmail: email, trainerName: "", fileName: "cv.pdf", bytes: big })).toEqual({
      saved: false,
      reason: "tooLarge",
    });
    expect(await cvSummary(email)).toBeNull();
  });
});
