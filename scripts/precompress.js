// Writes a .br and a .gz beside every compressible file of the Remix build (public/build), at the
// highest levels, so that the server sends them as they are instead of compressing the same bytes on
// every request (server/precompressed.js; decision record 0017). Run by `npm run build` and `npm start`.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import url from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|html|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

export function precompress(root = "public/build") {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const file of walk(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.byteLength < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    before += content.byteLength;
    after += br.byteLength;
  }
  return { files, before, after };
}

/** Every file under a folder, subfolders included. */
export function* walk(folder) {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === url.fileURLToPath(import.meta.url)) {
  const { files, before, after } = precompress(process.argv[2]);
  console.info(
    `[precompress] ${files} files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`,
  );
}
