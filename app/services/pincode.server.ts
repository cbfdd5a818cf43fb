import { isPinCode } from "~/lib/pincode";
import { getConfig } from "~/infra/config.server";

/**
 * Pin code → 'District, State' through `${PINCODE_API_URL}/{pin}` (India Post's answer shape, docs/product.md
 * section 7). Answers are cached (a pin's district does not change); failures and timeouts are silent
 * and cached briefly, so a slow service never slows every save.
 */
const TIMEOUT_MS = 3000;
const FAILURE_TTL_MS = 60_000;
const MAX_ENTRIES = 2000;
const cache = new Map<string, { location: string | null; expires: number }>();

type PostOfficeAnswer = { Status?: string; PostOffice?: { District?: string; State?: string }[] | null }[];

export async function lookupPinCode(pin: string): Promise<string | null> {
  if (!isPinCode(pin)) return null;
  const key = pin.trim();
  const cached = cache.get(key);
  if (cached && cached.expires > Date.now()) return cached.location;
  let location: string | null = null;
  try {
    const response = await fetch(`${getConfig().pincodeApiUrl}/${key}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.ok) {
      const [first] = (await response.json()) as PostOfficeAnswer;
      const office = first?.Status === "Success" ? first.PostOffice?.[0] : undefined;
      if (office?.District && office.State) location = `${office.District}, ${office.State}`;
    }
  } catch (error) {
    console.warn(`[pincode] lookup of ${key} failed:`, error instanceof Error ? error.message : error);
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { location, expires: location ? Number.POSITIVE_INFINITY : Date.now() + FAILURE_TTL_MS });
  return location;
}
