// Compiles the HTTP server (server.ts and server/*.ts) to plain JavaScript beside the Remix build:
// server.ts -> build/server.js, server/x.ts -> build/server/x.js. Production runs the compiled files with
// plain node, never through a TypeScript loader (decision record 0042). Each file is transpiled on its own
// (types are checked by `npm run typecheck`, with the app); relative imports already name the `.js` files.
// Run by `npm run build`, `npm start` and `npm run dev`.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import url from "node:url";
import ts from "typescript";

/** The server's sources, relative to the project root. */
export function serverSources(root = ".") {
  const files = readdirSync(path.join(root, "server"))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
    .map((name) => path.join("server", name));
  return ["server.ts", ...files];
}

export function buildServer(root = ".", outDir = "build") {
  const sources = serverSources(root);
  for (const source of sources) {
    const input = readFileSync(path.join(root, source), "utf8");
    const { outputText, diagnostics } = ts.transpileModule(input, {
      fileName: source,
      reportDiagnostics: true,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: false,
        isolatedModules: true,
        sourceMap: false,
      },
    });
    if (diagnostics?.length) {
      const text = ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => root,
        getNewLine: () => "\n",
      });
      throw new Error(`build-server: ${source}\n${text}`);
    }
    const target = path.join(root, outDir, source.replace(/\.ts$/, ".js"));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  console.info(`server: ${sources.length} files compiled to ${outDir}/`);
}

if (process.argv[1] && url.pathToFileURL(process.argv[1]).href === import.meta.url) buildServer();
