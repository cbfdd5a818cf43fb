import { getConfig } from "./config.server";

/** A link to one of our pages for a mail, a feed or a share: PUBLIC_ORIGIN and its path from app/lib/paths.ts. */
export function absoluteUrl(path: string): string {
  return `${getConfig().publicOrigin}${path}`;
}
