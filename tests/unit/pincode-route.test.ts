import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/trainer-profile_.pincode.$pin";
import { getDb } from "~/infra/db.server";
import { paths } from "~/lib/paths";

// The route counts each lookup in the rate limit, so it needs this file's database:
// migrated once here, not inside a test's time.
beforeAll(async () => {
  await getDb();
}, 120_000);

const call = (pin: string) =>
  loader({ params: { pin }, request: new Request(`http://localhost${paths.pincode(pin)}`), context: {} });

describe("GET /trainer-profile/pincode/{pin}", () => {
  it.each(["abc", "12", "0000000", "%00"])("does not let caches keep a failed lookup of %j", async (pin) => {
    const response = await call(pin);
    expect(await response.json()).toEqual({ location: null });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
