import { expect, test } from "../support/fixtures";
import { paths } from "~/lib/paths";

test("the home hero offers companies, learners and trainers one action each, within a phone's first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(paths.home);
  const audiences = page.getByRole("list", { name: "What we do for you" });
  const actions = [
    { name: "Post a requirement", href: paths.postRequirement },
    { name: "Browse courses", href: paths.courses() },
    { name: "Find requirements", href: paths.board() },
  ];
  for (const { name, href } of actions) {
    const link = audiences.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    const box = await link.boundingBox();
    expect(box && box.y + box.height, `${name} in the first screen`).toBeLessThanOrEqual(800);
  }
});
