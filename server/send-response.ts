// Sends the app's Response through @remix-run/express. The app sets its own security headers on pages and their data
// (app/infra/security-headers.server.ts, so that they hold under remix-serve too); this server sets the same
// on everything first (static files included). sendRemixResponse appends, so a header the app's Response carries
// replaces the server's instead of being sent twice.
import type { Response as ExpressResponse } from "express";
import remixExpress from "@remix-run/express/dist/server.js";

export async function sendAppResponse(res: ExpressResponse, response: Response): Promise<void> {
  for (const name of response.headers.keys()) if (res.hasHeader(name)) res.removeHeader(name);
  await remixExpress.sendRemixResponse(res, response);
}
