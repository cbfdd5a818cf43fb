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
  it("leave no cartoon faces on the team, instructor and home pages", () => {
    // The skin tones the template's cartoon portraits were painted in.
    for (const folder of ["team", "instructor", "home"])
      for (const file of readdirSync(`public/images/${folder}`))
        expect(svgOf(`/images/${folder}/${file}`), file).not.toMatch(/#c68863|#b07352/i);
  });
});
