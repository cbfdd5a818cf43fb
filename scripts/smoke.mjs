// CI start-up smoke (decision record 0015), plain JavaScript so that it runs on whichever Node is first on PATH:
// `npm start` on a fresh embedded database, /healthz answers 200, one contact form POST is accepted,
// then SIGTERM stops the server gracefully. SMOKE_PORT picks the port (4700).
import { runSmoke } from "./smoke-server.mjs";

const port = Number(process.env.SMOKE_PORT ?? 4700);
const base = `http://127.0.0.1:${port}`;

async function main() {
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

await runSmoke({ command: "npm", args: ["start"], port, base, env: {}, name: "the server" }, main);
