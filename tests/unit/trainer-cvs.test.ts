import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_CV_BYTES } from "~/forms/cv-upload";
import { getDb, rawQuery, schema } from "~/infra/db.server";
import { deliverDueMails } from "~/services/outbox.server";
import { cvFile, cvFileName, cvSummary, detectCvType, mayUploadCv, saveTrainerCv } from "~/services/trainer-cvs.server";
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
  it("stores it, mails the operator with the stored file attached when sent, and a second upload replaces the first", async () => {
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

    // The first CV's unsent mail went with it; the second's is sent with the stored file attached.
    const sent: { to: string; files: { fileName: string; contentType: string; content: Uint8Array }[] }[] = [];
    await deliverDueMails({
      limit: 50,
      send: async (mail, attachments) => {
        if (mail.replyTo === email) sent.push({ to: mail.toAddress, files: attachments });
      },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.files.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([
      {
        fileName: "priya.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
    ]);
    expect(Buffer.from(sent[0]!.files[0]!.content).equals(second)).toBe(true);
  });

  it("the outbox and the data do not grow with uploads: one stored CV, one unsent mail, no copied bytes", async () => {
    const email = "cv-flood@example.com";
    const db = await getDb();
    const bytesInOutbox = async () => {
      const [row] = await rawQuery<{ n: number }>(
        "select coalesce(sum(octet_length(content)), 0)::int as n from outbox_attachments",
      );
      return row!.n;
    };
    const before = await bytesInOutbox();
    for (let upload = 0; upload < 4; upload += 1) {
      const bytes = pdfFile(1_500_000 + upload);
      await saveTrainerCv({ trainerEmail: email, trainerName: "Flood", fileName: "cv.pdf", bytes });
    }
    expect(await bytesInOutbox()).toBe(before);
    expect(await db.select().from(schema.trainerCvs).where(eq(schema.trainerCvs.trainerEmail, email))).toHaveLength(1);
    const mails = await rawQuery("select id from outbox where reply_to = $1 and status <> 'sent'", [email]);
    expect(mails).toHaveLength(1);
  });

  it("counts uploads per account: five an hour, whatever the spelling of the address", async () => {
    const allowed: boolean[] = [];
    for (const email of ["Rate@Example.com", "rate@example.com", " RATE@example.com", "rate@EXAMPLE.com"]) {
      allowed.push(await mayUploadCv(email), await mayUploadCv(email));
    }
    expect(allowed).toEqual([true, true, true, true, true, false, false, false]);
    expect(await mayUploadCv("someone-else@example.com")).toBe(true);
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
