import * as z from "zod/mini";

/**
 * Text people type never holds C0 control characters (NUL, escape, backspace, ...): a NUL byte made
 * the database refuse the row and the visitor was told to try again later (docs/product.md section 8). Every
 * text field of every form refuses them with this message; a textarea still takes tabs and new lines.
 */
export const CONTROL_CHARACTERS_MESSAGE = "Please remove the invisible control characters from this field";

const IN_ONE_LINE = /[\u0000-\u001f\u007f]/;
const IN_A_TEXTAREA = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Does this text hold a control character that its field does not allow? */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? IN_A_TEXTAREA : IN_ONE_LINE).test(value);
}

/**
 * The string rule with control characters refused (tabs and new lines allowed when `multiline`): zod's own
 * refinement, a custom issue with this message.
 */
export function plainText<T extends z.ZodMiniString>(schema: T, options: { multiline?: boolean } = {}): T {
  return schema.check(
    z.refine<string>((value) => !hasControlCharacters(value, options), { message: CONTROL_CHARACTERS_MESSAGE }),
  );
}
