/**
 * One server process's list caches, for tests/integration/list-changes-postgres.test.ts: started with its own
 * DATABASE_URL, it listens for the list versions as the server does (lifecycle.server.ts) and answers one JSON
 * line per command line on stdin:
 * - {"publish": title}: a published requirement, written as the admin's Publish writes (then invalidates its caches);
 * - {"apply": requirementId}: an application, as a trainer's Apply does;
 * - {"board": true}: the titles of its cached published requirements and their applicant counts;
 * - {"signIn": email}: a new session's id; {"signOut": email}: every session of the email ended, as sign-out does;
 *   {"user": id}: the email of the session's user as a page would read it (kept in memory, decision 0050), or null.
 */
import { createInterface } from "node:readline";
import { rawQuery } from "~/infra/db.server";
import { listChangeListener } from "~/services/list-versions.server";
import { applicantCounts, applicationsChanged } from "~/services/requirement-stats.server";
import { invalidateRequirementCache, publishedRequirements } from "~/services/requirements.server";
import { endSessionsOf, sessionUser, startSession } from "~/services/sessions.server";

type Command = { publish?: string; apply?: number; board?: true; signIn?: string; signOut?: string; user?: string };

async function answer(command: Command): Promise<unknown> {
  if (command.publish) {
    const [row] = await rawQuery<{ id: number }>(
      `insert into requirements (topic, training_topic_name, details, status, published_at)
       values ('Cloud', $1, 'Two days', 'published', now()) returning id`,
      [command.publish],
    );
    invalidateRequirementCache();
    return { id: row!.id };
  }
  if (command.apply) {
    await rawQuery(
      `insert into applications (requirement_id, trainer_email, mobile_number) values ($1, $2, '9845012345')`,
      [command.apply, `t${Date.now()}@example.com`],
    );
    applicationsChanged();
    return { applied: command.apply };
  }
  if (command.signIn) {
    return { id: await startSession({ name: "Asha", email: command.signIn, picture: null }, { admin: false }) };
  }
  if (command.signOut) {
    await endSessionsOf(command.signOut);
    return { signedOut: command.signOut };
  }
  if (command.user) return { email: (await sessionUser(command.user))?.email ?? null };
  const { requirements } = await publishedRequirements();
  const counts = await applicantCounts(requirements.map((requirement) => requirement.id));
  return {
    board: requirements.map((requirement) => ({
      id: requirement.id,
      title: requirement.trainingTopicName,
      applicants: counts.get(requirement.id) ?? 0,
    })),
  };
}

await listChangeListener.start();
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  try {
    process.stdout.write(`${JSON.stringify(await answer(JSON.parse(line) as Command))}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`);
  }
}
await listChangeListener.stop();
process.exit(0);
