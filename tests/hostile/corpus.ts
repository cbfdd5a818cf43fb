/**
 * The fixed corpus of the hostile suite: field values and whole requests that broke the site once
 * or commonly break sites. Generated values (fast-check) come on top, in the specs.
 */
export const HOSTILE_VALUES: Record<string, string> = {
  empty: "",
  spaces: "   ",
  nul: "Asha\u0000Rao",
  controls: "\u0001\u0007\u0008\u001b[31mred\u007f",
  newlines: "line one\r\nline two\n\tline three",
  rtl: "\u202eevil.exe\u202c مرحبا שלום",
  zeroWidth: "A\u200bs\u200ch\u200da\ufeff",
  emoji: "👩🏽‍💻 🚀 🇮🇳 ✅",
  combining: "Z̸̡̢͎̭̊̈́a̷̛̗l̶͎̔g̵̰̋o̶̩͌",
  sql: "'; DROP TABLE enquiries; -- \" OR 1=1 --",
  html: '<script>alert("x")</script><img src=x onerror=alert(1)>',
  attribute: '" autofocus onfocus=alert(1) x="',
  template: "{{7*7}} ${7*7} <%= 7*7 %>",
  json: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
  path: "../../../../etc/passwd",
  url: "javascript:alert(1)//https://example.com",
  redirect: "/.//evil.example",
  lone: "half a pair \ud800 \udfff",
  number: "1e309",
  negative: "-99999999999999999999",
  k10: "x".repeat(10 * 1024),
  k100: "y".repeat(100 * 1024),
};

/** Bodies that are not well-formed urlencoded text, sent as-is. */
export const MALFORMED_BODIES: Record<string, string> = {
  badPercent: "name=%E0%A4%A&email=%&phone=%zz&description=%",
  loneSurrogate: "name=%ED%A0%80&description=%ED%BF%BF%F4%90%80%80",
  onlyAmpersands: "&&&&==&=&",
  noValue: "name&email&description",
  deepKey: "a[b][c][d][e][f][g][h]=1&a.b.c.d.e=2",
  emptyIndex: "certifications[]=x&mobileNumbers[][]=1",
  protoKey: "__proto__[polluted]=1&constructor[prototype][x]=1",
  conformIntent: "__intent__=%7Bnot%20json&__state__=%5B",
  conformIntentHuge:
    "__intent__=" +
    encodeURIComponent(
      JSON.stringify({ type: "update", payload: { name: "certifications", index: 1000000, value: "x" } }),
    ),
  listIndexes: "intent=professional&certifications[1000000]=x&mobileNumbers[500000]=1",
  manyKeys: Array.from({ length: 3000 }, (_, i) => `k${i}=v`).join("&"),
};

/** Content types that are not a form; undefined sends none at all. */
export const WRONG_CONTENT_TYPES: (string | undefined)[] = [
  undefined,
  "application/json",
  "text/plain",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/xml",
  "application/x-www-form-urlencoded-but-not",
];
