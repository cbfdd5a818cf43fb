import * as z from "zod";

/** The requirements board's local trainer profile (docs/product.md section 5). */
export const LOCAL_PROFILE_SAVED = "Profile saved successfully!";

export const localProfileSchema = z.object({
  mobileNumber: z
    .string({ error: "Mobile number is mandatory." })
    .trim()
    .min(1, "Mobile number is mandatory.")
    .regex(/^\d{10}$/, "Please enter a valid 10-digit mobile number."),
  skills: z.string().trim().max(1000, "Please list fewer skills.").optional(),
});
