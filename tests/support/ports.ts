/**
 * Every port the browser tests use derives from E2E_PORT, so that two runs (or two developers on one
 * machine) can work side by side: app, mock identity provider, SMTP sink, test control server.
 */
export function testPorts(base = Number(process.env.E2E_PORT || 3100)) {
  return { app: base, idp: base + 1, smtp: base + 2, control: base + 3 };
}

export const ADMIN_EMAIL = "admin@edukon.test";
export const NOTIFY_EMAIL = "ops@edukon.test";
