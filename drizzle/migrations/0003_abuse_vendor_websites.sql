-- Custom SQL migration file, put your code below! --
-- custom: vendor websites stored as typed before the website rule (docs/decisions/0010-vendor-website-rule.md).
-- A website typed without a scheme ("acme.com") becomes https://acme.com, as the form now stores it; one with
-- another scheme or with credentials stays as it is and is rendered as text only (app/lib/vendor-website.ts).
UPDATE "vendors" SET "website" = 'https://' || btrim("website") WHERE btrim("website") !~* '^[a-z][a-z0-9+.-]*://';
