import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Images for the photo upload's tests (decision record 0065), made here rather than kept as files: a camera's JPEG
 * with its maker, serial and GPS position in the EXIF block, plain PNG and WebP, and hostile files (a PNG that declares
 * a huge image in a few bytes, an SVG, a JPEG cut short, a text file).
 */
export const CAMERA_SERIAL = "EdukonCam-Serial-12345";

export function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1f6f8b" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "EdukonCam", Model: CAMERA_SERIAL },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .toBuffer();
}

export function pngFile(width = 400, height = 300, background = "#9a3412"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export function webpFile(width = 500, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#4338ca" } })
    .webp()
    .toBuffer();
}

/** Does this (JPEG's) EXIF block hold a GPS IFD? Tag 0x8825 in either byte order. */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes that declares `width` × `height` pixels: a decompression bomb's header. */
export function hugeDeclaredPng(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + 3 * 16); // a few rows' worth of data: the rest is "missing"
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(row)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const SVG_FILE = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><circle cx="50" cy="50" r="40"/></svg>`,
);

export const TEXT_FILE = Buffer.from("This is not a photo, whatever its name says.\n");

/** A real JPEG cut after its first kilobyte: the magic bytes say JPEG, the rest cannot be decoded. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([whole.subarray(0, 300), Buffer.alloc(200, 0x41)]);
}
