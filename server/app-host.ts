// The one way into the app from the HTTP server: the build's entry module exports `appHost`, typed by the app
// (app/host.server.ts; decision record 0042). The server is compiled on its own (scripts/build-server.js), so
// the type is all it imports from app/.
import type { ServerBuild } from "@remix-run/node";
import type { AppHost } from "../app/host.server";

export type { AppHost };

export function appHostOf(build: ServerBuild): AppHost {
  const host = (build.entry.module as { appHost?: AppHost }).appHost;
  if (!host) throw new Error("The build's entry module exports no appHost (app/entry.server.tsx): rebuild the app.");
  return host;
}

/** The production build, as `npm run build` leaves it beside the compiled server (build/index.js). */
export async function importBuild(buildPath: string): Promise<ServerBuild> {
  const url = await import("node:url");
  return (await import(url.pathToFileURL(buildPath).href)) as ServerBuild;
}
