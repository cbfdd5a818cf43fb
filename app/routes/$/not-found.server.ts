import { json } from "@remix-run/node";

export function loader() {
  return json(null, { status: 404 });
}
