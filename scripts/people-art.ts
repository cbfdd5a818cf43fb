/**
 * Draws the trainers' pictures as monograms (docs/design-system.md, "Brand"): their initials on the colour the
 * `Avatar` component gives their name, so a trainer looks the same on /team, /team-single and beside a testimonial.
 * Also the home page's trainer-video poster: a whiteboard with a cloud diagram beside Meera Nair's monogram.
 *
 *   npx tsx --tsconfig tsconfig.json scripts/people-art.ts   (rewrites public/images/team/*.svg and the poster)
 *
 * tests/unit/people-images.test.ts checks that every file is what this draws.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { initials, monogramColour } from "../app/components/people/avatar";
import { trainer, trainerVideo } from "../app/content/home";
import { teamMembers } from "../app/content/team";

const font = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';

/** A 400 x 400 monogram: the initials, white, on the name's colour, with a soft ring. */
export function drawMonogram(name: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${monogramColour(name)}"/>` +
    `<circle cx="200" cy="200" r="150" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="10"/>` +
    `<text x="200" y="252" ${font} font-size="150" text-anchor="middle" fill="#fff">${initials(name)}</text>` +
    `</svg>\n`
  );
}

/** The trainer-video poster, 780 x 440: a whiteboard with a cloud architecture diagram and the trainer's monogram. */
export function drawTrainerPoster(name: string): string {
  const box = (x: number, y: number) => `<rect x="${x}" y="${y}" width="70" height="44" rx="8" fill="#1d5fa8"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="780" height="440" viewBox="0 0 780 440">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="#0a2342"/><stop offset="1" stop-color="#1d5fa8"/></linearGradient></defs>` +
    `<rect width="780" height="440" fill="url(#g)"/>` +
    // The board keeps left of the middle, where the play button sits (about-trainer.tsx).
    `<rect x="40" y="80" width="300" height="220" rx="14" fill="#e8eef8"/>` +
    `<g transform="translate(0 40) scale(.75)">` +
    `<path d="M178 150a34 34 0 0 1 64-16 28 28 0 0 1 52 14 24 24 0 0 1-2 48H186a32 32 0 0 1-8-46z" fill="#0a2342"/>` +
    `<path d="M135 250v-30h250v30M260 200v50" fill="none" stroke="#0a2342" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    box(100, 250) +
    box(225, 250) +
    box(350, 250) +
    `<circle cx="400" cy="100" r="12" fill="#c2410c"/></g>` +
    `<rect x="40" y="312" width="300" height="12" rx="6" fill="#7fb0e8"/>` +
    `<circle cx="630" cy="190" r="90" fill="${monogramColour(name)}" stroke="#fff" stroke-width="8"/>` +
    `<text x="630" y="222" ${font} font-size="86" text-anchor="middle" fill="#fff">${initials(name)}</text>` +
    `<rect x="580" y="312" width="100" height="10" rx="5" fill="#ffd27a"/>` +
    `</svg>\n`
  );
}

function main() {
  for (const member of teamMembers) writeFileSync(`public${member.imgUrl}`, drawMonogram(member.name));
  writeFileSync(`public${trainerVideo.poster.src}`, drawTrainerPoster(trainer.name));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
