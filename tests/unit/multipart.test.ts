import { describe, expect, it } from "vitest";
import { readBoundedUpload, UploadRefused } from "~/http/multipart.server";
import { paths } from "~/lib/paths";

const limits = { maxFileBytes: 1000, maxFieldBytes: 50, maxParts: 4, maxFiles: 1 };
const BOUNDARY = "----edukon-test-boundary";

type Part = { name: string; value: string | Buffer; fileName?: string };

function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? "" : `; filename="${part.fileName}"`}`;
    const type = part.fileName === undefined ? "" : "Content-Type: application/octet-stream\r\n";
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function uploadRequest(body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return new Request(`http://localhost${paths.trainerProfile}`, {
    method: "POST",
    headers: { "Content-Type": contentType, Origin: "http://localhost" },
    body: new Uint8Array(body),
  });
}

async function refusal(request: Request) {
  try {
    await readBoundedUpload(request, limits);
  } catch (error) {
    if (error instanceof UploadRefused) return error.reason;
    throw error;
  }
  return "accepted";
}

describe("reading a bounded multipart upload", () => {
  it("reads the fields and the one file", async () => {
    const read = await readBoundedUpload(
      uploadRequest(
        multipartBody([
          { name: "intent", value: "cv" },
          { name: "cv", value: Buffer.alloc(1000, 1), fileName: "cv.pdf" },
        ]),
      ),
      limits,
    );
    expect(read.fields.get("intent")).toBe("cv");
    expect(read.files).toHaveLength(1);
    expect(read.files[0]).toMatchObject({ field: "cv", fileName: "cv.pdf" });
    expect(read.files[0]?.bytes.byteLength).toBe(1000);
  });

  it("treats an empty file input as no file", async () => {
    const read = await readBoundedUpload(
      uploadRequest(multipartBody([{ name: "cv", value: "", fileName: "" }])),
      limits,
    );
    expect(read.files).toEqual([]);
  });

  it("refuses a file one byte over its limit, and a field over its own", async () => {
    const file = multipartBody([{ name: "cv", value: Buffer.alloc(1001, 1), fileName: "cv.pdf" }]);
    expect(await refusal(uploadRequest(file))).toBe("too-large");
    const field = multipartBody([{ name: "intent", value: "x".repeat(51) }]);
    expect(await refusal(uploadRequest(field))).toBe("too-large");
  });

  it("refuses two files, too many parts and a multipart type without a boundary", async () => {
    const twoFiles = multipartBody([
      { name: "cv", value: "a", fileName: "a.pdf" },
      { name: "cv", value: "b", fileName: "b.pdf" },
    ]);
    expect(await refusal(uploadRequest(twoFiles))).toBe("too-many-files");
    const manyParts = multipartBody(Array.from({ length: 5 }, (_, index) => ({ name: `f${index}`, value: "x" })));
    expect(await refusal(uploadRequest(manyParts))).toBe("too-many-parts");
    const body = multipartBody([{ name: "cv", value: "a", fileName: "a.pdf" }]);
    expect(await refusal(uploadRequest(body, "multipart/form-data"))).toBe("not-multipart");
    // A body with no part at all reads as no file (the page then asks for one).
    const empty = await readBoundedUpload(
      uploadRequest(Buffer.from("cv=a"), "multipart/form-data; boundary=x"),
      limits,
    );
    expect(empty.files).toEqual([]);
  });

  it("stops reading a body larger than every part allows, even one endless part header", async () => {
    const endless = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; x="`),
      Buffer.alloc(200_000, 0x61),
    ]);
    expect(await refusal(uploadRequest(endless))).toBe("too-large");
  });
});
