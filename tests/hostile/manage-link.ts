import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { testDb } from "../support/fixtures";

/**
 * A manage link that works, for the hostile suite's row of /requirements/manage/{token}: a company's
 * pending requirement and the hash of a fixed token, made once per harness (the insert is idempotent).
 * With it the corpus reaches the intents and the application ids, not only the 404 of an unknown token.
 */
export const HOSTILE_MANAGE_TOKEN = "H0st1le-manage-link-token-for-the-suite_000";

export async function createHostileManageLink(): Promise<void> {
  const hash = createHash("sha256").update(HOSTILE_MANAGE_TOKEN).digest("hex");
  await testDb().execute(
    sql`with enquiry as (
       insert into enquiries (form_name, name, email, phone, subject, description)
       select 'post-requirement', 'Hostile Buyer', 'hostile-buyer@example.com', '9820012345', 'Hostile', 'Hostile'
       where not exists (select 1 from requirement_manage_links where token_hash = ${hash})
       returning id
     ), requirement as (
       insert into requirements (topic, training_topic_name, details, status, source_enquiry_id)
       select 'Hostile', 'Hostile requirement', '<script>alert(1)</script>', 'pending', id from enquiry
       returning id
     )
     insert into requirement_manage_links (token_hash, requirement_id) select ${hash}, id from requirement
     on conflict (token_hash) do nothing`,
  );
}
