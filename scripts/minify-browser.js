// Minifies the browser build (public/build) a second time, with terser, after `remix build` (decision record 0056).
// Remix's compiler minifies with esbuild, which is fast but leaves bytes that terser's compressor and top-level
// mangling remove: about 4 KB gzipped on every page (3 KB of it in the framework chunk), which is what brings the
// trainer profile under issue 28's 115 KB. Run by `npm run build` and `npm start`, before the files are precompressed.
//
// The files keep their names: esbuild's content hash names what esbuild wrote, and terser turns the same input into
// the same output, so a name still always means one content (the long cache of /build/ stays right). Only safe
// transforms: no `unsafe*` option, and no syntax newer than the input (terser's default `ecma`).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import url from "node:url";
import { minify } from "terser";
import { walk } from "./precompress.js";

/** Remix's browser output is ES modules: imports and exports are what they share, so top-level names may be short. */
export const TERSER_OPTIONS = {
  module: true,
  compress: { passes: 2 },
  mangle: { toplevel: true },
  format: { comments: false },
};

/**
 * Written into the folder once its files are minified: a second run (by hand, say) leaves them as they are, since
 * minifying terser's output again may change it, and a file's name would then no longer mean one content. `remix
 * build` empties the folder, stamp included.
 */
const STAMP = ".minified";

export async function minifyBrowserBuild(root = "public/build") {
  if (existsSync(path.join(root, STAMP))) return { files: 0, before: 0, after: 0 };
  let files = 0;
  let before = 0;
  let after = 0;
  for (const file of walk(root)) {
    if (!file.endsWith(".js")) continue;
    const source = readFileSync(file, "utf8");
    const { code } = await minify(source, TERSER_OPTIONS);
    if (code === undefined) throw new Error(`terser returned nothing for ${file}`);
    // terser's output is not always shorter (a file of data, a tiny chunk): keep whichever is.
    const kept = code.length < source.length ? code : source;
    if (kept !== source) writeFileSync(file, kept);
    files += 1;
    before += source.length;
    after += kept.length;
  }
  writeFileSync(path.join(root, STAMP), "");
  return { files, before, after };
}

if (process.argv[1] && path.resolve(process.argv[1]) === url.fileURLToPath(import.meta.url)) {
  const { files, before, after } = await minifyBrowserBuild(process.argv[2]);
  console.info(`[minify] ${files} files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (terser)`);
}
