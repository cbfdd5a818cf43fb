import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { websiteUrl } from "~/lib/vendor-website";
import type { AbuseReason, Challenge } from "./abuse";
import { plainText } from "./plain-text";

/** The Provide Vendor Rating form (docs/product.md section 5): every field is needed, with one message. */
export const VENDOR_FIELDS_MESSAGE = "Please fill in all fields: name, website, rating, and description.";
/** What each empty field says at the field, beside the form's one message (docs/product.md section 5). */
export const VENDOR_EMPTY_FIELD_MESSAGES = {
  name: "Please enter the vendor's name",
  website: "Please enter the vendor's website",
  description: "Please describe the training",
} as const;
export const VENDOR_SIGN_IN_MESSAGE = "Please sign in to submit a rating.";
export const VENDOR_SUCCESS_MESSAGE =
  "Vendor rating received successfully. We will review it and publish after approval.";
export const VENDOR_FAILURE_MESSAGE = "Failed to add vendor. Please try again.";
export const DEFAULT_VENDOR_RATING = 3;
/** The form's name in its signed token and its rate limit. */
export const VENDOR_FORM_NAME = "vendor-rating";
/** The form element's id: the header's Sign In and the form's own post it from outside (decision record 0060). */
export const VENDOR_FORM_ID = "vendor-rating-form";

/** Why the action answered as it did; the form acts on this, never on the message's text. */
export type VendorRatingReason = "sent" | "sign-in" | "invalid" | AbuseReason | "failed";

/** What the Provide Vendor Rating action answers (app/routes/vendors-rating/vendor-rating.server.ts). */
export type VendorRatingReply = {
  result: SubmissionResult<string[]>;
  reason: VendorRatingReason;
  message: string;
  challenge: Challenge;
};

type VendorRatingFields = { name?: string; website?: string; rating?: number; description?: string };

const isComplete = (value: VendorRatingFields) =>
  Boolean(value.name && value.website && value.rating !== undefined && value.description);

export const vendorRatingSchema = z
  .object({
    name: z.optional(
      plainText(z.string().check(z.trim(), z.maxLength(100, "Vendor name cannot exceed 100 characters"))),
    ),
    website: z.optional(
      plainText(z.string().check(z.trim(), z.maxLength(200, "Website cannot exceed 200 characters"))),
    ),
    rating: z.optional(
      z
        .number()
        .check(
          z.refine(Number.isInteger, { message: "Rating must be between 1 and 5", abort: true }),
          z.gte(1, "Rating must be between 1 and 5"),
          z.lte(5, "Rating must be between 1 and 5"),
        ),
    ),
    description: z.optional(
      plainText(z.string().check(z.trim(), z.maxLength(500, "Description cannot exceed 500 characters")), {
        multiline: true,
      }),
    ),
  })
  .check(
    // Every field first: a form missing one gets the one form message, and each empty field its own message (so
    // that it is marked, named in the error summary and focused); only a complete form has its website checked.
    z.refine(isComplete, { message: VENDOR_FIELDS_MESSAGE }),
    ...(["name", "website", "description"] as const).map((name) =>
      z.refine<VendorRatingFields>((value) => Boolean(value[name]), {
        message: VENDOR_EMPTY_FIELD_MESSAGES[name],
        path: [name],
      }),
    ),
    z.refine((value) => !isComplete(value) || isWebsite(value.website ?? ""), {
      message: "Please enter the vendor's website address, like https://example.com",
      path: ["website"],
    }),
  );

/** The checked values; the refinement above guarantees that every field is present. */
export function completeVendorRating(value: z.infer<typeof vendorRatingSchema>) {
  return {
    name: value.name ?? "",
    // Stored normalised ("acme.com" → "https://acme.com/"); the refinement guarantees it is a website.
    website: websiteUrl(value.website ?? "") ?? "",
    rating: value.rating ?? DEFAULT_VENDOR_RATING,
    description: value.description ?? "",
  };
}

/** A web address by the vendor website rule (app/lib/vendor-website.ts); the scheme may be left out ("example.com"). */
export function isWebsite(input: string): boolean {
  return websiteUrl(input) !== null;
}
