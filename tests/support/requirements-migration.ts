import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";

/**
 * Migration 0010 (leads -> requirements, decision record 0030) on a database that already holds data: the same
 * rows before and the same checks after, on PGlite (tests/unit/migrations.test.ts) and on PostgreSQL 15
 * (tests/integration/requirements-migration-postgres.test.ts).
 */

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const MIGRATIONS = "drizzle/migrations";

/** A migrations folder that stops before the migration tagged `tag`; `remove()` deletes it. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS}/meta/_journal.json`, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration tagged ${tag}`);
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  mkdirSync(`${folder}/meta`);
  const entries = journal.entries.slice(0, stop);
  writeFileSync(`${folder}/meta/_journal.json`, JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(`${MIGRATIONS}/${entry.tag}.sql`, `${folder}/${entry.tag}.sql`);
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export const RENAME_MIGRATION = "0010_requirements";

/** What a site held before 0010: a published lead with an application, a manage link, audit rows and mails. */
export async function fillBeforeRename(query: Query): Promise<{ leadId: number; version: number }> {
  const [enquiry] = await query(
    `insert into enquiries (form_name, name, email, phone, subject, description)
     values ('post-requirement', 'Acme', 'acme@example.com', '9876543210', 'Kubernetes', 'Three days') returning id`,
  );
  const [lead] = await query(
    `insert into leads (topic, training_topic_name, lead_details, status, source_enquiry_id)
     values ('Kubernetes', 'Kubernetes', 'Three days on site', 'published', ${Number(enquiry!.id)}) returning id`,
  );
  const leadId = Number(lead!.id);
  await query(
    `insert into applications (lead_id, trainer_email, mobile_number) values (${leadId}, 'asha@example.com', '9876543210')`,
  );
  await query(`insert into requirement_manage_links (token_hash, lead_id) values ('hash-of-a-token', ${leadId})`);
  await query(
    `insert into audit_log (actor_email, action, entity, entity_id) values
     ('admin@example.com', 'lead.publish', 'leads', '${leadId}'),
     ('admin@example.com', 'lead.edit', 'leads', '${leadId}'),
     ('admin@example.com', 'vendor.approve', 'vendors', '1')`,
  );
  await query(
    `insert into outbox (to_address, subject, text_body, related_to) values
     ('acme@example.com', 'A trainer applied', 'Hello', 'lead:${leadId}'),
     ('acme@example.com', 'We received it', 'Hello', 'enquiry:${Number(enquiry!.id)}')`,
  );
  const [row] = await query(`select version from list_versions where name = 'leads'`);
  return { leadId, version: Number(row!.version) };
}

/** After 0010: the same rows under the new names, the board's list version kept and still raised by its triggers. */
export async function expectRenamed(query: Query, before: { leadId: number; version: number }): Promise<void> {
  const id = before.leadId;
  expect(await query(`select to_regclass('leads') as old`)).toEqual([{ old: null }]);
  expect(await query(`select id, details, status from requirements`)).toEqual([
    { id, details: "Three days on site", status: "published" },
  ]);
  expect(await query(`select requirement_id from applications`)).toEqual([{ requirement_id: id }]);
  expect(await query(`select requirement_id from requirement_manage_links`)).toEqual([{ requirement_id: id }]);
  expect(await query(`select action, entity from audit_log order by id`)).toEqual([
    { action: "requirement.publish", entity: "requirements" },
    { action: "requirement.edit", entity: "requirements" },
    { action: "vendor.approve", entity: "vendors" },
  ]);
  expect(await query(`select related_to from outbox order by id`)).toEqual([
    { related_to: `requirement:${id}` },
    { related_to: expect.stringMatching(/^enquiry:\d+$/) },
  ]);
  const versions = async () =>
    (
      await query(`select name, version from list_versions where name in ('requirements', 'vendors') order by name`)
    ).map((row) => [row.name, Number(row.version)]);
  expect((await versions())[0]).toEqual(["requirements", before.version]);
  expect((await versions()).map(([name]) => name)).toEqual(["requirements", "vendors"]);
  await query(`update requirements set details = 'Four days on site' where id = ${id}`);
  expect((await versions())[0]).toEqual(["requirements", before.version + 1]);
  await query(`update requirements set applicants_mailed_at = now() where id = ${id}`);
  expect((await versions())[0]).toEqual(["requirements", before.version + 1]);
  const [next] = await query(
    `insert into requirements (topic, training_topic_name, details) values ('Go', 'Go', 'Two days') returning id`,
  );
  expect(Number(next!.id)).toBeGreaterThan(id);
  await expect(
    query(`insert into applications (requirement_id, trainer_email) values (${id}, 'asha@example.com')`),
  ).rejects.toThrow(/applications_requirement_trainer_unique/);
}
