// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that wraps it
import { useForm as useConformForm, type DefaultValue } from "@conform-to/react";

/**
 * Conform's `useForm`, starting from the server's reply when the page was rendered with one. Every form of
 * the site goes through this rather than `@conform-to/react` directly.
 *
 * Why: a form posted before the scripts ran (a slow network, an Add clicked while the page loads) comes back
 * as a new page whose values are the reply's (`lastResult.initialValue`, e.g. two mobile numbers after Add),
 * but Conform 1.21 keys a list's items from `defaultValue` (one number). Its first list change in the browser
 * then re-keys item 2, React remounts that input with Conform's initial value, and what was typed there is
 * gone (the flaky "list fields" test; tests/e2e/typed-before-hydration.js-only.spec.ts). Starting from the reply keeps the
 * keys and the values in step. A reply without values (`resetForm`, `initialValue: null`) still resets to
 * `defaultValue`. See docs/decisions/0025-forms-start-from-the-reply.md.
 */
export function useForm<Schema extends Record<string, unknown>, FormValue = Schema, FormError = string[]>(
  options: Parameters<typeof useConformForm<Schema, FormValue, FormError>>[0],
) {
  const replied = options.lastResult?.initialValue;
  return useConformForm<Schema, FormValue, FormError>(
    replied ? { ...options, defaultValue: replied as DefaultValue<Schema> } : options,
  );
}
