import { json } from "@remix-run/node";
import { databaseAnswers } from "~/server/infra/db.server";

export async function loader() {
  const ok = await databaseAnswers();
  return json(
    { status: ok ? "ok" : "database unavailable" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
