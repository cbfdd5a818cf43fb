import type { Locator } from "@playwright/test";

/**
 * A checkbox group as a visitor finds it: the group named by its legend (a fieldset), its boxes by their labels.
 * The trainer profile's languages and industries are such groups (docs/design-system.md, "Checkbox groups").
 */
export const checkboxGroup = (region: Locator, legend: string) => region.getByRole("group", { name: legend });

/** The labels of the group's ticked boxes, in the page's order. */
export function ticked(group: Locator): Promise<string[]> {
  return group
    .getByRole("checkbox")
    .evaluateAll((boxes) =>
      boxes.flatMap((box) =>
        box instanceof HTMLInputElement && box.checked ? [box.labels?.[0]?.innerText.trim() ?? ""] : [],
      ),
    );
}

/** Ticks exactly `labels` in the group, as a visitor would (a click on each box to change), unticking the others. */
export async function tickOnly(group: Locator, labels: readonly string[]): Promise<void> {
  const all = await group
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.innerText.trim() ?? ""));
  const now = new Set(await ticked(group));
  for (const label of all) {
    if (now.has(label) !== labels.includes(label)) {
      await group.getByRole("checkbox", { name: label, exact: true }).setChecked(labels.includes(label));
    }
  }
}
