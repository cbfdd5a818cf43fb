import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hoursAgo } from "../support/builders";
import { build, read } from "../support/unit-db";
import { getDb, rawQuery } from "~/infra/db.server";
import {
  alertsUnsubscribeToken,
  digestSelection,
  emailFromUnsubscribeToken,
  sendAlertDigests,
  setAlerts,
  unsubscribeAlerts,
  type DigestRequirement,
} from "~/services/trainer-alerts.server";

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
  /** This test's requirements, for timePasses. */
  let published: { id: number; details: string }[] = [];
  beforeEach(async () => {
    n += 1;
    trainer = `alert-${n}@example.com`;
    published = [];
    // Earlier tests' trainers must not be due any more: each test sees only its own.
    await rawQuery("update trainer_profiles set alerts_enabled = false");
  });

  async function addTrainer(email: string, skills: string[], { enabled = true } = {}) {
    await build.trainerProfile({
      email,
      name: "Tara",
      skills,
      preferredTrainingMode: "online",
      alertsEnabled: enabled,
      alertsCoveredUntil: hoursAgo(2),
    });
  }

  /** A requirement an admin typed in, published `hoursEarlier` ago (a pending one gets the date too). */
  async function publish(
    title: string,
    details: string,
    hoursEarlier: number,
    status: "published" | "pending" = "published",
  ) {
    const { id } = await build.requirement({
      title,
      details,
      status,
      publishedAt: hoursAgo(hoursEarlier),
      company: null,
    });
    published.push({ id, details });
    return id;
  }

  /**
   * Time passes: the job compares with the database's clock, so the trainer's timestamps and this
   * test's requirements move back instead.
   */
  async function timePasses(hours: number, tag: string) {
    await build.update.alertsEarlier([trainer], hours);
    const tagged = published.filter((requirement) => requirement.details.includes(tag));
    await build.update.publishedEarlier(
      tagged.map((requirement) => requirement.id),
      hours,
    );
  }

  const mailsTo = (email: string) => read.outboxMails({ to: email });

  it("mails the new matching requirements once, with the unsubscribe link and headers", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Terraform${tag}`]);
    await publish(`New match ${tag}`, `Terraform${tag} modules`, 1);
    await publish(`Unrelated ${tag}`, "Excel pivot tables", 1);
    await publish(`Old match ${tag}`, `Terraform${tag} state`, 3);
    await publish(`Pending match ${tag}`, `Terraform${tag} import`, 1, "pending");

    expect(await sendAlertDigests()).toBe(1);
    const [mail, ...others] = await mailsTo(trainer);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("1 new requirement matching your skills");
    expect(mail!.textBody).toContain(`New match ${tag}`);
    expect(mail!.textBody).toContain(`Matched on: Terraform${tag} · online ✓`);
    expect(mail!.textBody).not.toContain(`Unrelated ${tag}`);
    expect(mail!.textBody).not.toContain(`Old match ${tag}`);
    expect(mail!.textBody).not.toContain(`Pending match ${tag}`);
    const link = /\/alerts\/unsubscribe\/([\w-]+)/.exec(mail!.textBody);
    expect(emailFromUnsubscribeToken(link![1]!)).toBe(trainer);
    expect(mail!.headers!["List-Unsubscribe"]).toMatch(/^<http:\/\/[^>]+\/alerts\/unsubscribe\/[\w-]+>$/);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("sends at most one digest a day, then only what was published since", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Splunk${tag}`]);
    await publish(`First ${tag}`, `Splunk${tag} dashboards`, 1);
    expect(await sendAlertDigests()).toBe(1);

    await timePasses(2, tag);
    await publish(`Second ${tag}`, `Splunk${tag} alerts`, 1 / 6);
    expect(await sendAlertDigests()).toBe(0);
    expect(await mailsTo(trainer)).toHaveLength(1);

    await timePasses(23, tag);
    expect(await sendAlertDigests()).toBe(1);
    const [, second] = await mailsTo(trainer);
    expect(second!.textBody).toContain(`Second ${tag}`);
    expect(second!.textBody).not.toContain(`First ${tag}`);
  });

  it("sends nothing when nothing matches, and keeps the day free for a later match", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Cobol${tag}`]);
    await publish(`Unrelated ${tag}`, "Excel pivot tables", 1);
    expect(await sendAlertDigests()).toBe(0);
    expect(await mailsTo(trainer)).toEqual([]);
    const row = await read.trainerProfile(trainer);
    expect(row).toBeDefined();
    expect(row!.alertsLastSentAt).toBeNull();

    await timePasses(1, tag);
    await publish(`Match ${tag}`, `Cobol${tag} batch jobs`, 1 / 6);
    expect(await sendAlertDigests()).toBe(1);
  });

  it("never mails a trainer who did not opt in, or who unsubscribed", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Ansible${tag}`], { enabled: false });
    const other = `other-${n}@example.com`;
    await addTrainer(other, [`Ansible${tag}`]);
    expect(await unsubscribeAlerts(alertsUnsubscribeToken(other))).toBe(true);
    expect(await unsubscribeAlerts("forged")).toBe(false);
    await publish(`Match ${tag}`, `Ansible${tag} playbooks`, 1);
    expect(await sendAlertDigests()).toBe(0);
    expect(await mailsTo(trainer)).toEqual([]);
    expect(await mailsTo(other)).toEqual([]);
  });

  it("two runs at once mail a trainer once", async () => {
    const tag = `T${n}x`;
    await addTrainer(trainer, [`Jenkins${tag}`]);
    await publish(`Match ${tag}`, `Jenkins${tag} pipelines`, 1);
    const results = await Promise.all([sendAlertDigests(), sendAlertDigests()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(trainer)).toHaveLength(1);
  });

  it("turning alerts on needs a saved profile and starts from now", async () => {
    expect(await setAlerts(`nobody-${n}@example.com`, true)).toBe("no-profile");
    await addTrainer(trainer, [`Helm${tag()}`], { enabled: false });
    await publish(`Before ${n}`, `Helm${tag()} charts`, 1);
    expect(await setAlerts(trainer, true)).toBe("saved");
    expect(await sendAlertDigests()).toBe(0);
    function tag() {
      return `T${n}x`;
    }
  });
});
