// CI start-up smoke (decision record 0015), plain JavaScript so that it runs on whichever Node is first on PATH:
// `npm start` on a fresh embedded database, /healthz answers 200, one contact form POST is accepted,
// then SIGTERM stops the server gracefully. SMOKE_PORT picks the port (4700).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.env.SMOKE_PORT ?? 4700);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const child = spawn("npm", ["start"], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "edukon-smoke-")),
    DATABASE_URL: "",
    SMTP_URL: "",
    FORM_MIN_FILL_MS: "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
  // Its own process group: SIGTERM goes to npm and to the node it started, as `docker stop` reaches
  // node when it is PID 1's child (npm alone does not pass the signal on).
  detached: true,
});
let output = "";
child.stdout.on("data", (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
// "close", not "exit": npm may end before the server it started has written its last lines to the pipe
// they share; the pipe closes only when both are gone.
const exited = new Promise((resolve) => child.once("close", (code, signal) => resolve(code ?? signal)));

async function main() {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const health = await fetch(`${base}/healthz`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() > deadline) throw new Error("/healthz did not answer 200 within 3 minutes");
    await sleep(500);
  }
  // The page as a browser without JavaScript gets it, and the form posted as such a browser posts it.
  const page = await (await fetch(`${base}/contact`)).text();
  const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
  const question = /What is (\d+) \+ (\d+)\?/.exec(page);
  if (!token || !question) throw new Error("/contact holds no form token or captcha question");
  const answer = await fetch(`${base}/contact`, {
    method: "POST",
    headers: { Origin: base },
    redirect: "manual",
    body: new URLSearchParams({
      name: "Smoke Test",
      email: "smoke.test@example.com",
      phone: "9876543210",
      subject: "Start-up smoke",
      description: "Sent by the CI smoke test.",
      form_token: token,
      "g-recaptcha-response": String(Number(question[1]) + Number(question[2])),
    }),
  });
  const reply = (await answer.text()).match(/Thank you, Smoke Test![^<]*/)?.[0];
  // The enquiry action answers 200 with its thank-you only for a stored enquiry.
  if (answer.status !== 200 || !reply) {
    throw new Error(`the contact form answered ${answer.status} without its thank-you`);
  }
  console.log(`[smoke] Node ${process.version}: /healthz 200, contact form accepted: ${reply}`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error("[smoke] FAILED:", error);
}
process.kill(-child.pid, "SIGTERM");
const status = await Promise.race([exited, sleep(40_000).then(() => "no exit within 40 s")]);
// npm itself dies of the signal; what matters is that the server drained and stopped on its own.
if (!/SIGTERM: stopped/.test(output) || (status !== 0 && status !== "SIGTERM")) {
  failed = true;
  console.error(`[smoke] FAILED: after SIGTERM the server did not stop gracefully (npm ended with ${status})`);
  process.kill(-child.pid, "SIGKILL");
}
process.exit(failed ? 1 : 0);
