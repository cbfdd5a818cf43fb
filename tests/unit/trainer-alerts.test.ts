import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, rawQuery } from "~/server/infra/db.server";
import {
  alertsUnsubscribeToken,
  digestSelection,
  emailFromUnsubscribeToken,
  sendAlertDigests,
  setAlerts,
  unsubscribeAlerts,
  type DigestRequirement,
} from "~/server/services/trainer-alerts.server";

describe("the unsubscribe token", () => {
  it("opens to the address it was made for, and hides it", () => {
    const token = alertsUnsubscribeToken("Asha.Rao@Example.com");
    expect(emailFromUnsubscribeToken(token)).toBe("asha.rao@example.com");
    expect(token).not.toContain("asha");
    expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain("asha");
    expect(token).toMatch(/^[\w-]+$/);
  });

  it("refuses a changed, truncated, foreign or absurd token", () => {
    const token = alertsUnsubscribeToken("asha@example.com");
    const flipped = `${token.slice(0, 20)}${token[20] === "A" ? "B" : "A"}${token.slice(21)}`;
    expect(emailFromUnsubscribeToken(flipped)).toBeNull();
    expect(emailFromUnsubscribeToken(token.slice(0, -2))).toBeNull();
    expect(emailFromUnsubscribeToken(Buffer.from("asha@example.com").toString("base64url"))).toBeNull();
    expect(emailFromUnsubscribeToken("")).toBeNull();
    expect(emailFromUnsubscribeToken("a".repeat(5000))).toBeNull();
    expect(emailFromUnsubscribeToken("../../etc/passwd")).toBeNull();
  });
});

describe("the digest's selection", () => {
  const since = new Date("2026-11-20T10:00:00Z");
  const requirement = (id: number, details: string, publishedAt: string): DigestRequirement => ({
    id: id,
    topic: "Cloud",
    trainingTopicName: `Requirement ${id}`,
    details: details,
    postedOn: "",
    deliveryLocation: "Online",
    publishedAt: new Date(publishedAt),
  });
  const requirements = [
    requirement(1, "Terraform modules for a platform team", "2026-11-20T12:00:00Z"),
    requirement(2, "Excel pivot tables", "2026-11-20T12:00:00Z"),
    requirement(3, "Terraform state and workspaces", "2026-11-20T09:00:00Z"),
  ];

  it("keeps only requirements published since the last digest that match the skills, with the board's text", () => {
    const selected = digestSelection(requirements, { skills: ["Terraform"], mode: "online", since });
    expect(selected.map((item) => [item.id, item.explanation])).toEqual([[1, "Matched on: Terraform · online ✓"]]);
  });

  it("is empty when nothing new matches", () => {
    expect(digestSelection(requirements, { skills: ["COBOL"], mode: null, since })).toEqual([]);
    expect(digestSelection(requirements, { skills: [], mode: null, since })).toEqual([]);
  });
});

describe("the digest job (sendAlertDigests)", () => {
  beforeAll(() => getDb(), 60_000);

  let n = 0;
  let trainer = "";
  beforeEach(async () => {
    n += 1;
    trainer = `alert-${n}@example.com`;
    // Earlier tests' trainers must not be due any more: each test sees only its own.
    await rawQuery("update trainer_profiles set alerts_enabled = false");
  });

  async function addTrainer(email: string, skills: string[], { enabled = true } = {}) {
    await rawQuery(
      `insert into trainer_profiles (email, name, skills, preferred_training_mode, alerts_enabled, alerts_covered_until)
       values ($1, 'Tara', $2::jsonb, 'online', $3, now() - interval '2 hours')`,
      [email, JSON.stringify(skills), enabled],
    );
  }

  async function publish(title: string, details: string, publishedAgo: string, status = "published") {
    const [row] = await rawQuery<{ id: number }>(
      `insert into requirements (topic, training_topic_name, details, delivery_location, status, published_at)
       values ('Cloud', $1, $2, 'Online', $3, now() - $4::interval) returning id`,
      [title, details, status, publishedAgo],
    );
    return row!.id;
  }

  /**
   * Time passes: the job compares with the database's clock, so the trainer's timestamps and this
   * test's requirements move back instead.
   */
  async function timePasses(interval: string, tag: string) {
    await rawQuery(
      `update trainer_profiles set alerts_last_sent_at = alerts_last_sent_at - $2::interval,
         alerts_covered_until = alerts_covered_until - $2::interval where email = $1`,
      [trainer, interval],
    );
    await rawQuery("update requirements set published_at = published_at - $2::interval where details like $1", [
      `%${tag}%`,
      interval,
    ]);
  }

  const mailsTo = (email: string) =>
    rawQuery<{ subject: string; text_body: string; headers: Record<string, string> }>(
      "select subject, text_body, headers from outbox where to_address = $1 order by id",
      [email],
    );

  it("mails the new matching requirements once, with the unsubscribe link and headers", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Terraform${tag}`]);
    await publish(`New match ${tag}`, `Terraform${tag} modules`, "1 hour");
    await publish(`Unrelated ${tag}`, "Excel pivot tables", "1 hour");
    await publish(`Old match ${tag}`, `Terraform${tag} state`, "3 hours");
    await publish(`Pending match ${tag}`, `Terraform${tag} import`, "1 hour", "pending");

    expect(await sendAlertDigests()).toBe(1);
    const [mail, ...others] = await mailsTo(trainer);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("1 new requirement matching your skills");
    expect(mail!.text_body).toContain(`New match ${tag}`);
    expect(mail!.text_body).toContain(`Matched on: Terraform${tag} · online ✓`);
    expect(mail!.text_body).not.toContain(`Unrelated ${tag}`);
    expect(mail!.text_body).not.toContain(`Old match ${tag}`);
    expect(mail!.text_body).not.toContain(`Pending match ${tag}`);
    const link = /\/alerts\/unsubscribe\/([\w-]+)/.exec(mail!.text_body);
    expect(emailFromUnsubscribeToken(link![1]!)).toBe(trainer);
    expect(mail!.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/[^>]+\/alerts\/unsubscribe\/[\w-]+>$/);
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("sends at most one digest a day, then only what was published since", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Splunk${tag}`]);
    await publish(`First ${tag}`, `Splunk${tag} dashboards`, "1 hour");
    expect(await sendAlertDigests()).toBe(1);

    await timePasses("2 hours", tag);
    await publish(`Second ${tag}`, `Splunk${tag} alerts`, "10 minutes");
    expect(await sendAlertDigests()).toBe(0);
    expect(await mailsTo(trainer)).toHaveLength(1);

    await timePasses("23 hours", tag);
    expect(await sendAlertDigests()).toBe(1);
    const [, second] = await mailsTo(trainer);
    expect(second!.text_body).toContain(`Second ${tag}`);
    expect(second!.text_body).not.toContain(`First ${tag}`);
  });

  it("sends nothing when nothing matches, and keeps the day free for a later match", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Cobol${tag}`]);
    await publish(`Unrelated ${tag}`, "Excel pivot tables", "1 hour");
    expect(await sendAlertDigests()).toBe(0);
    expect(await mailsTo(trainer)).toEqual([]);
    const [row] = await rawQuery<{ alerts_last_sent_at: Date | null }>(
      "select alerts_last_sent_at from trainer_profiles where email = $1",
      [trainer],
    );
    expect(row!.alerts_last_sent_at).toBeNull();

    await timePasses("1 hour", tag);
    await publish(`Match ${tag}`, `Cobol${tag} batch jobs`, "10 minutes");
    expect(await sendAlertDigests()).toBe(1);
  });

  it("never mails a trainer who did not opt in, or who unsubscribed", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Ansible${tag}`], { enabled: false });
    const other = `other-${n}@example.com`;
    await addTrainer(other, [`Ansible${tag}`]);
    expect(await unsubscribeAlerts(alertsUnsubscribeToken(other))).toBe(true);
    expect(await unsubscribeAlerts("forged")).toBe(false);
    await publish(`Match ${tag}`, `Ansible${tag} playbooks`, "1 hour");
    expect(await sendAlertDigests()).toBe(0);
    expect(await mailsTo(trainer)).toEqual([]);
    expect(await mailsTo(other)).toEqual([]);
  });

  it("two runs at once mail a trainer once", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Jenkins${tag}`]);
    await publish(`Match ${tag}`, `Jenkins${tag} pipelines`, "1 hour");
    const results = await Promise.all([sendAlertDigests(), sendAlertDigests()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(trainer)).toHaveLength(1);
  });

  it("turning alerts on needs a saved profile and starts from now", async () => {
    expect(await setAlerts(`nobody-${n}@example.com`, true)).toBe("no-profile");
    await addTrainer(trainer, [`Helm${tag()}`], { enabled: false });
    await publish(`Before ${n}`, `Helm${tag()} charts`, "1 hour");
    expect(await setAlerts(trainer, true)).toBe("saved");
    expect(await sendAlertDigests()).toBe(0);
    function tag() {
      return `T${n}x`;
    }
  });
});
