import { unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/node";
import { refuseCrossSite } from "~/infra/security.server";
import { requestFacts } from "./request-facts.server";

/**
 * Reads a multipart/form-data upload with every size bound held while it streams: no part is kept past
 * its limit, no more than `maxParts` parts and `maxFiles` files are read, and the request is refused as
 * soon as one bound is crossed, before the rest of the body is buffered (decision record 0016).
 */
export type UploadLimits = {
  maxFileBytes: number;
  /** Each text field. */
  maxFieldBytes: number;
  /** All text fields together (the form around the file); `maxFieldBytes` × `maxParts` unless given. */
  maxFieldsBytes?: number;
  maxParts: number;
  maxFiles: number;
};

export type UploadedFile = { field: string; fileName: string; bytes: Uint8Array };
/** The text fields (a repeated name, e.g. a multiple select, keeps every value) and the files. */
export type UploadRead = { fields: FormData; files: UploadedFile[] };

/** Why an upload was refused: the glue turns each into its status and readable message. */
export type UploadRefusalReason = "not-multipart" | "too-large" | "too-many-files" | "too-many-parts";
export class UploadRefused extends Error {
  constructor(
    readonly reason: UploadRefusalReason,
    /** The text fields read before the refusal, for a form that gives back what was typed around the file. */
    readonly fields = new FormData(),
  ) {
    super(`upload refused: ${reason}`);
  }
}

export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");
}

export async function readBoundedUpload(request: Request, limits: UploadLimits): Promise<UploadRead> {
  refuseCrossSite((await requestFacts(request)).site);
  const fields = new FormData();
  const files: UploadedFile[] = [];
  const maxFieldsBytes = limits.maxFieldsBytes ?? limits.maxFieldBytes * limits.maxParts;
  let parts = 0;
  let fieldsBytes = 0;

  const handler = async (part: UploadHandlerPart) => {
    parts += 1;
    if (parts > limits.maxParts) throw new UploadRefused("too-many-parts", fields);
    const isFile = typeof part.filename === "string";
    // An empty file input still sends a part with an empty file name: that is "no file", not a file.
    if (isFile && part.filename !== "" && files.length >= limits.maxFiles) {
      throw new UploadRefused("too-many-files", fields);
    }
    const limit = isFile ? limits.maxFileBytes : Math.min(limits.maxFieldBytes, maxFieldsBytes - fieldsBytes);
    const bytes = await collect(part.data, limit, fields);
    if (!isFile) {
      fieldsBytes += bytes.byteLength;
      fields.append(part.name, new TextDecoder().decode(bytes));
    } else if (part.filename !== "" || bytes.byteLength > 0) {
      files.push({ field: part.name, fileName: part.filename ?? "", bytes });
    }
    return undefined;
  };

  // Part headers and boundaries are the parser's to buffer: the whole body is bounded too, so that
  // no shape of body (say one endless part header) is read without limit.
  const maxBodyBytes = limits.maxFileBytes * limits.maxFiles + maxFieldsBytes + 64 * 1024;
  try {
    await unstable_parseMultipartFormData(boundedRequest(request, maxBodyBytes, fields), handler);
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    // No boundary, a broken body or a client that gave up: nothing we can read.
    throw new UploadRefused("not-multipart", fields);
  }
  return { fields, files };
}

function boundedRequest(request: Request, maxBytes: number, fields: FormData): Request {
  if (!request.body) return request;
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(new UploadRefused("too-large", fields));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    duplex: "half",
  } as RequestInit);
}

/** A part's bytes, refused as soon as they pass `maxBytes` (the rest of the part is never kept). */
async function collect(data: AsyncIterable<Uint8Array>, maxBytes: number, fields: FormData): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new UploadRefused("too-large", fields);
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
