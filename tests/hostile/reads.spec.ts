import * as fc from "fast-check";
import { test } from "@playwright/test";
import { expectHealthy, sendHostile, wellFormed } from "./client";
import { HOSTILE_VALUES } from "./corpus";
import { readRoutes } from "./routes";

/** Pages and resource routes that read their URL: hostile paths, queries and cookies, never a 5xx or a hang. */
const RAW_SEGMENTS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "%C0%AE%C0%AE",
  "..%2F..%2F",
  "%2e%2e",
  "a%0d%0aSet-Cookie:x=1",
  "%ff%fe",
];

const COOKIES = [
  "trainerProfileData=%7B%22core%22%3A%7B%22skills%22%3A%22Azure%22%7D%7D",
  "trainerProfileData=%",
  "edukon_session=%E0%A4%A; auth_return_to=!!!",
  "auth_return_to=Ii8vZXZpbC5leGFtcGxlIg%3D%3D",
  `x=${"a".repeat(3000)}`,
  "=; ; ;==; a=b=c",
];

for (const route of readRoutes) {
  test(`GET ${route} with hostile input`, async () => {
    const values = [
      ...Object.values(HOSTILE_VALUES)
        .filter((value) => value.length < 4096)
        .map((value) => encodeURIComponent(wellFormed(value))),
      ...RAW_SEGMENTS,
      encodeURIComponent("x".repeat(4000)),
    ];
    for (const value of values) {
      await sendHostile(
        { method: "GET", path: route.replace("{x}", value) },
        `GET ${route} with ${value.slice(0, 40)}`,
      );
    }
    for (const cookie of COOKIES) {
      await sendHostile(
        { method: "GET", path: route.replace("{x}", "a"), headers: { Cookie: cookie } },
        `GET ${route} cookie ${cookie.slice(0, 40)}`,
      );
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 60 }), async (value) => {
        await sendHostile(
          { method: "GET", path: route.replace("{x}", encodeURIComponent(value)) },
          `GET ${route} with ${JSON.stringify(value)}`,
        );
      }),
      { numRuns: 10 },
    );
    await expectHealthy(route);
  });
}
