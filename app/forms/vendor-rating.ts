import * as z from "zod";

/** The Provide Vendor Rating form (docs/product.md section 5): every field is needed, with one message. */
export const VENDOR_FIELDS_MESSAGE = "Please fill in all fields: name, website, rating, and description.";
export const VENDOR_SIGN_IN_MESSAGE = "Please sign in to submit a rating.";
export const VENDOR_SUCCESS_MESSAGE =
  "Vendor rating received successfully. We will review it and publish after approval.";
export const VENDOR_FAILURE_MESSAGE = "Failed to add vendor. Please try again.";
export const DEFAULT_VENDOR_RATING = 3;

export const vendorRatingSchema = z
  .object({
    name: z.string().trim().max(100, "Vendor name cannot exceed 100 characters").optional(),
    website: z.string().trim().max(200, "Website cannot exceed 200 characters").optional(),
    rating: z.coerce
      .number()
      .int()
      .min(1, "Rating must be between 1 and 5")
      .max(5, "Rating must be between 1 and 5")
      .optional(),
    description: z.string().trim().max(500, "Description cannot exceed 500 characters").optional(),
  })
  .superRefine((value, context) => {
    if (!value.name || !value.website || value.rating === undefined || !value.description) {
      context.addIssue({ code: "custom", message: VENDOR_FIELDS_MESSAGE, path: [] });
      return;
    }
    if (!isWebsite(value.website)) {
      context.addIssue({
        code: "custom",
        message: "Please enter the vendor's website address, like https://example.com",
        path: ["website"],
      });
    }
  });

/** The checked values; the refinement above guarantees that every field is present. */
export function completeVendorRating(value: z.infer<typeof vendorRatingSchema>) {
  return {
    name: value.name ?? "",
    website: value.website ?? "",
    rating: value.rating ?? DEFAULT_VENDOR_RATING,
    description: value.description ?? "",
  };
}

/** A web address with a host that has a dot; the scheme may be left out ("example.com"). */
export function isWebsite(input: string): boolean {
  const withScheme = /^https?:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === "https:" || url.protocol === "http:") && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}
