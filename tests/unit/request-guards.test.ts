import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  bodyNeedsSignIn,
  FORM_BODY_LIMIT_BYTES,
  isFormContentType,
  UPLOAD_BODY_LIMIT_BYTES,
  requestSite,
} from "~/infra/request-rules.server";
import { assertFormContentType } from "~/infra/security.server";
import { isValidHost } from "../../server/request-guards.js";

describe("what counts as a form", () => {
  it.each([
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded;charset=UTF-8",
    "Application/X-WWW-Form-Urlencoded",
    "multipart/form-data; boundary=----WebKitFormBoundaryabc123",
    'multipart/form-data; charset=utf-8; boundary="quoted boundary"',
  ])("accepts %j", (type) => {
    expect(isFormContentType(type)).toBe(true);
  });

  it.each([
    undefined,
    "",
    "application/json",
    "text/plain",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "multipart/form-data; charset=utf-8",
    "application/x-www-form-urlencoded-but-not",
    "text/html; application/x-www-form-urlencoded",
  ])("refuses %j", (type) => {
    expect(isFormContentType(type)).toBe(false);
  });
});

describe("body limits per kind of request", () => {
  const form = "application/x-www-form-urlencoded";
  const multipart = "multipart/form-data; boundary=x";

  it("gives every form 64 KB, multipart or not, wherever it posts", () => {
    expect(FORM_BODY_LIMIT_BYTES).toBe(64 * 1024);
    for (const path of ["/contact", "/auth/google", "/", "/admin/vendors", "/trainer-profile", "/contact.data"]) {
      expect(bodyLimitFor(path, form), path).toBe(FORM_BODY_LIMIT_BYTES);
    }
    expect(bodyLimitFor("/contact", multipart)).toBe(FORM_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/trainer-profile", undefined)).toBe(FORM_BODY_LIMIT_BYTES);
  });

  it("gives the CV upload (multipart on /trainer-profile) room for the 2 MB file and the form around it", () => {
    expect(bodyLimitFor("/trainer-profile", multipart)).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(2 * 1024 * 1024 + FORM_BODY_LIMIT_BYTES);
    // An enhanced form posts to the page's single-fetch data URL: the same route, the same limit.
    expect(bodyLimitFor("/trainer-profile.data", multipart)).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/_root.data", form)).toBe(bodyLimitFor("/", form));
  });

  it("gives the photo's posts (multipart on /trainer-profile/photo) the upload's room, and reads them only signed in", () => {
    expect(bodyLimitFor("/trainer-profile/photo", multipart)).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/trainer-profile/photo.data", multipart)).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/trainer-profile/photo", form)).toBe(FORM_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/trainer-profile/photos", multipart)).toBe(FORM_BODY_LIMIT_BYTES);
    expect(bodyNeedsSignIn("/trainer-profile/photo", multipart)).toBe(true);
    expect(bodyNeedsSignIn("/trainer-profile/photo.data", form)).toBe(true);
  });
});

describe("hosts", () => {
  it.each(["localhost", "localhost:3000", "example.com:65535", "127.0.0.1:8080", "[::1]:443", "a-b.example.com."])(
    "accepts %j",
    (host) => expect(isValidHost(host)).toBe(true),
  );
  // Each of these matched the host pattern, then made the URL Remix builds throw: a 500.
  it.each(["localhost:65536", "localhost:70000", "example.com:99999", "1.2.3.4.5", "999.1.1.1", "", "a b"])(
    "refuses %j",
    (host) => expect(isValidHost(host)).toBe(false),
  );
});

describe("one rule for a form's content type", () => {
  // The server's guard before Remix and the app's own (guardedForm) must answer alike: both use request-rules.server.ts.
  it.each([
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=----WebKitFormBoundaryabc123",
    `multipart/form-data; boundary=${"b".repeat(70)}`,
    `multipart/form-data; boundary=${"b".repeat(71)}`,
    'multipart/form-data; boundary="unclosed',
    "multipart/form-data;boundary",
    "application/x-www-form-urlencodedx",
    "text/plain",
  ])("the app's guard agrees with the server's on %j", async (type) => {
    const request = new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": type } });
    const appAccepts = (() => {
      try {
        assertFormContentType(request);
        return true;
      } catch {
        return false;
      }
    })();
    expect(appAccepts).toBe(isFormContentType(type));
  });
});

describe("which site a POST comes from: one rule for the Express server and the app", () => {
  const publicOrigin = "https://edukon.example";
  const site = (
    origin: string | undefined,
    host = "localhost:3000",
    secFetchSite?: string,
    more: { referer?: string; scheme?: string; path?: string } = {},
  ) => requestSite({ origin, secFetchSite, host, publicOrigin, scheme: more.scheme ?? "http:", ...more });

  it("lets through a POST from the origin it was sent to", () => {
    expect(site("http://localhost:3000")).toBe("same-site");
  });

  it("lets through the public origin behind a proxy that rewrote Host or ended TLS", () => {
    expect(site("https://edukon.example", "10.0.0.5:3000")).toBe("public-origin");
    expect(site("https://edukon.example", "edukon.example")).toBe("public-origin");
  });

  it.each([["null"], ["https://evil.example"], ["not a url"]])("refuses Origin %j", (origin) => {
    expect(site(origin)).toBe("cross-site");
  });

  it("refuses our host under another scheme or port", () => {
    expect(site("https://localhost:3000")).toBe("cross-site");
    expect(site("http://localhost:3001")).toBe("cross-site");
    expect(site("http://localhost")).toBe("cross-site");
    expect(site("http://edukon.example", "edukon.example", undefined, { scheme: "https:" })).toBe("cross-site");
  });

  it("refuses a POST with neither Origin nor Referer unless fetch metadata says same-origin", () => {
    expect(site(undefined)).toBe("cross-site");
    expect(site(undefined, "localhost:3000", "same-site")).toBe("cross-site");
    expect(site(undefined, "localhost:3000", "none")).toBe("cross-site");
    expect(site(undefined, "localhost:3000", "same-origin")).toBe("same-site");
    // A mail's one-click unsubscribe (RFC 8058) is posted by mail servers, with none of them: its link is the key.
    expect(site(undefined, "localhost:3000", undefined, { path: "/alerts/unsubscribe/abc" })).toBe("same-site");
    expect(site(undefined, "localhost:3000", undefined, { path: "/alerts/unsubscribe/abc/x" })).toBe("cross-site");
  });

  it("reads the Referer when there is no Origin, by the same rule", () => {
    expect(site(undefined, "localhost:3000", undefined, { referer: "http://localhost:3000/contact?x=1" })).toBe(
      "same-site",
    );
    expect(site(undefined, "localhost:3000", undefined, { referer: "https://localhost:3000/contact" })).toBe(
      "cross-site",
    );
    expect(site(undefined, "localhost:3000", undefined, { referer: "https://evil.example/" })).toBe("cross-site");
    expect(site(undefined, "localhost:3000", undefined, { referer: "not a url" })).toBe("cross-site");
  });

  it("refuses what fetch metadata calls cross-site, whatever the Origin", () => {
    expect(site("http://localhost:3000", "localhost:3000", "cross-site")).toBe("cross-site");
    expect(site(undefined, "localhost:3000", "cross-site")).toBe("cross-site");
  });
});
