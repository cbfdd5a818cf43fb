import { json } from "@remix-run/node";
import { databaseAnswers } from "~/infra/db.server";
import { isDraining } from "~/infra/draining.server";

export async function loader() {
  const status = isDraining() ? "draining" : (await databaseAnswers()) ? "ok" : "database unavailable";
  return json({ status }, { status: status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
