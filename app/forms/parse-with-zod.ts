import { parse, type Submission } from "@conform-to/react";
import type * as z from "zod/mini";
import { safeParse, type $ZodIssue, type $ZodType } from "zod/v4/core";

/**
 * Conform's `parseWithZod` for the forms' zod/mini schemas, used by the page (live validation) and by the
 * action alike (decision record 0021). `@conform-to/zod/v4` would take these schemas too, but its coercion
 * rebuilds the schema with classic zod's `pipe`/`transform`, and that one import drags the whole of classic zod
 * (about 17 KB gzipped, and its `new Function` probe, a CSP violation) into every page with a form. This
 * coerces the posted values instead, walking the schema beside them, the way Conform does:
 *
 * - an empty text is no value (`""` → undefined), so `optional()` fields may be left empty;
 * - a number field takes the typed text as a number (`"12"` → 12; blank or not a number fails the schema);
 * - a checkbox's `"on"` is true;
 * - a list field always is a list (one value → `[value]`, none → `[]`); an object field missing is `{}`.
 *
 * tests/unit/parse-with-zod.test.ts checks that every form's schema gets the same values and messages from this
 * as from `@conform-to/zod/v4`.
 */
export function parseWithZod<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  options: { schema: Schema },
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = safeParse(options.schema, coerceFormValue(options.schema, value));
      return result.success ? { value: result.data } : { error: fieldErrors(result.error.issues) };
    },
  }) as Submission<z.input<Schema>, string[], z.output<Schema>>;
}

/** The messages of each field, by Conform's field name (`mobileNumbers[0]`, `address.city`; "" for the form). */
function fieldErrors(issues: readonly $ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.path.reduce<string>((prefix, segment) => {
      if (typeof segment === "number") return `${prefix}[${segment}]`;
      return prefix === "" ? String(segment) : `${prefix}.${String(segment)}`;
    }, "");
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

/** The wrappers whose inner schema decides the coercion (and which take an empty text as no value). */
const OPTIONAL_WRAPPERS = new Set(["optional", "nonoptional", "default", "prefault"]);
const INNER_WRAPPERS = new Set(["catch", "nullable", "readonly"]);

type Def = {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  element?: $ZodType;
  shape?: Record<string, $ZodType>;
  entries?: Record<string, unknown>;
};

/** The posted value as its schema expects it (see parseWithZod). */
export function coerceFormValue(schema: $ZodType, value: unknown): unknown {
  const def = schema._zod.def as Def;
  const text = typeof value === "string" ? value : null;
  // An empty text is no value, and no value stays none: Conform strips it before the wrapper, which then never runs
  // its inner schema (an optional list posted as one "" is absent, not []).
  if (OPTIONAL_WRAPPERS.has(def.type)) return text === "" ? undefined : coerceFormValue(def.innerType!, value);
  if (INNER_WRAPPERS.has(def.type)) return coerceFormValue(def.innerType!, value);
  switch (def.type) {
    case "pipe":
      return coerceFormValue(def.in!, value);
    case "string":
    case "enum":
    case "literal":
      return text === "" ? undefined : value;
    case "number":
      if (text === null) return value;
      return text === "" ? undefined : text.trim() === "" ? Number.NaN : Number(text);
    case "boolean":
      return text === "" ? undefined : text === "on" ? true : value;
    case "array": {
      const items = Array.isArray(value) ? value : value === undefined || text === "" ? [] : [value];
      return items.map((item: unknown) => coerceFormValue(def.element!, item));
    }
    case "object": {
      if (value === undefined) return coerceFormValue(schema, {});
      if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
      const fields: Record<string, unknown> = { ...value };
      for (const [key, field] of Object.entries(def.shape!)) {
        // A field not posted at all stays absent when the schema lets it be (an optional list is not `[]`).
        if (!(key in fields) && field._zod.optin === "optional") continue;
        const coerced = coerceFormValue(field, fields[key]);
        if (coerced !== undefined || key in fields) fields[key] = coerced;
      }
      return fields;
    }
    default:
      return value;
  }
}

/** The HTML validation attributes of one field that Conform's `getInputProps` renders from the schema. */
export type FieldConstraint = { required: boolean; multiple?: boolean; pattern?: string };

/**
 * `getZodConstraint` of `@conform-to/zod/v4`, for the kinds of schema our forms use (objects, lists, choices and
 * their optional/default/pipe wrappers), by field name; a list's items are `name[]`. Conform's brings its own copy of
 * Babel's helpers and a name-resolving proxy that Conform's form state applies anyway (`items[2]` reads `items[]`):
 * about 1 KB gzipped on every page with a form, for the same attributes (the JavaScript budgets, decision records 0045 and 0049).
 * The zod in use records no lengths, bounds or patterns where Conform's reader looks for them (`_zod.bag`), so
 * Conform too gives `required`, `multiple` and a choice's `pattern` only. tests/unit/parse-with-zod.test.ts checks
 * that every form's schema gets the same constraints from both.
 */
export function getZodConstraint(schema: $ZodType): Record<string, FieldConstraint> {
  const result: Record<string, FieldConstraint> = {};
  const visit = (schema: $ZodType, name: string) => {
    const def = schema._zod.def as Def;
    const constraint = name === "" ? { required: false } : (result[name] ??= { required: true });
    switch (def.type) {
      case "object":
        for (const [key, field] of Object.entries(def.shape!)) visit(field, name ? `${name}.${key}` : key);
        break;
      case "pipe":
        // As Conform does: a transform says nothing about the field, the schema it transforms does.
        if (def.out!._zod.def.type === "transform") visit(def.in!, name);
        visit(def.out!, name);
        break;
      case "optional":
      case "default":
        constraint.required = false;
        visit(def.innerType!, name);
        break;
      case "nullable":
      case "readonly":
        visit(def.innerType!, name);
        break;
      case "array":
        constraint.multiple = true;
        visit(def.element!, `${name}[]`);
        break;
      case "enum":
        constraint.pattern = Object.keys(def.entries!)
          .map((option) => option.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d"))
          .join("|");
        break;
    }
  };
  visit(schema, "");
  return result;
}
