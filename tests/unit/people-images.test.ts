import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { initials, monogramColour } from "~/components/people/avatar";
import { trainer, trainerVideo } from "~/content/home";
import { teamMembers } from "~/content/team";
import { drawMonogram, drawTrainerPoster } from "../../scripts/people-art";

/**
 * Trainers are shown by their monogram, in the colour the `Avatar` component gives their name (docs/design-system.md,
 * "Brand"), never by a cartoon portrait.
 */
const svgOf = (src: string) => readFileSync(`public${src}`, "utf8");

describe("trainers' pictures", () => {
  it("are each trainer's monogram in their avatar colour, as scripts/people-art.ts draws it", () => {
    for (const member of teamMembers) {
      const svg = svgOf(member.imgUrl);
      expect(svg, member.name).toBe(drawMonogram(member.name));
      expect(svg).toContain(`fill="${monogramColour(member.name)}"`);
      expect(svg).toContain(`>${initials(member.name)}</text>`);
      expect(member.imgAlt).toBe(`${member.name}'s monogram`);
    }
  });
  it("include the home page's trainer-video poster, with the trainer's monogram", () => {
    expect(svgOf(trainerVideo.poster.src)).toBe(drawTrainerPoster(trainer.name));
    expect(trainerVideo.poster.alt).toContain(`${trainer.name}'s monogram`);
  });
  it("leave no cartoon faces anywhere on the site", () => {
    // The skin tones the template's cartoon portraits and crowds were painted in (the blog's author and commenters,
    // the about page's classroom, the blog's classroom and video call); people are shown by their initials.
    const skin = /#(c68863|b07352|e0b08c|a86a48|d19a73|9c6141|f2c9a8|d9a27a|c68b62)/i;
    const svgs = readdirSync("public/images", { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".svg"),
    );
    expect(svgs.length).toBeGreaterThan(50);
    for (const file of svgs) expect(svgOf(`/images/${file}`), file).not.toMatch(skin);
  });
});
