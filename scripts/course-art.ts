/**
 * Draws the course pictures (docs/design-system.md, "Course artwork") from app/content/course-art.ts: the category's
 * colours as the background, the technology family's motif on the right, the category and the course's short label on
 * the left. Our own flat drawing, no product logos; each file stays under 4 KB.
 *
 *   npx tsx --tsconfig tsconfig.json scripts/course-art.ts   (rewrites public/images/courses/*.svg and the demo's)
 *
 * tests/unit/course-images.test.ts checks that every file is what this draws, so edit the table, then run this.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { courseArt, demoCourseArt, type CourseArt, type CourseMotif } from "../app/content/course-art";
import type { CourseCategory } from "../app/content/course-topics";

type Palette = {
  /** Background: one colour, or two for a top-left to bottom-right gradient. */
  bg: [string] | [string, string];
  /** The soft disc behind the motif (at `toneOpacity` on the dark backgrounds). */
  tone: string;
  toneOpacity?: number;
  /** The motif's main and second colour, and its highlight. */
  fg: string;
  fg2: string;
  hi: string;
  /** The label's and the category line's colours. */
  text: string;
  kicker: string;
};

/** One palette per category, from the design system's colours, so a category reads as a family. */
export const palettes: Record<CourseCategory, Palette> = {
  Azure: {
    bg: ["#0a2342", "#1d5fa8"],
    tone: "#fff",
    toneOpacity: 0.08,
    fg: "#e8eef8",
    fg2: "#7fb0e8",
    hi: "#ffd27a",
    text: "#fff",
    kicker: "#b9d3f2",
  },
  Blockchain: {
    bg: ["#1e1b4b", "#4338ca"],
    tone: "#fff",
    toneOpacity: 0.08,
    fg: "#e0e7ff",
    fg2: "#a5b4fc",
    hi: "#fbbf24",
    text: "#fff",
    kicker: "#c7d2fe",
  },
  DevOps: {
    bg: ["#fff1e8"],
    tone: "#ffe0cc",
    fg: "#c2410c",
    fg2: "#0a2342",
    hi: "#fdba74",
    text: "#0a2342",
    kicker: "#9a3412",
  },
  Scripting: {
    bg: ["#e8eef8"],
    tone: "#d3def0",
    fg: "#1d5fa8",
    fg2: "#0a2342",
    hi: "#c2410c",
    text: "#0a2342",
    kicker: "#1d5fa8",
  },
  "Data Science": {
    bg: ["#ecfdf3"],
    tone: "#d1fadf",
    fg: "#067647",
    fg2: "#101828",
    hi: "#c2410c",
    text: "#053321",
    kicker: "#067647",
  },
  "Data Engineering": {
    bg: ["#e6f4f1"],
    tone: "#c8ebe5",
    fg: "#0f766e",
    fg2: "#0a2342",
    hi: "#c2410c",
    text: "#0a2342",
    kicker: "#0f766e",
  },
  "Monitoring Tools": {
    bg: ["#101828"],
    tone: "#1d2939",
    fg: "#32d583",
    fg2: "#d0d5dd",
    hi: "#fdb022",
    text: "#fff",
    kicker: "#32d583",
  },
};

const round = 'stroke-linecap="round" stroke-linejoin="round"';
const line = (d: string, color: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" ${round}/>`;
const tick = (x: number, y: number, color: string) => line(`M${x - 9} ${y}l6 7 12-14`, color, 6);

/** Each motif in a 240 x 240 box. `base` is the background's colour, for cut-outs. */
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const code = (x: number, y: number, text: string, color: string, size: number) =>
  `<text x="${x}" y="${y}" font-family="'DejaVu Sans Mono',Menlo,Consolas,monospace" font-size="${size}" font-weight="700" fill="${color}">${escape(text)}</text>`;

const motifs: Record<CourseMotif, (p: Palette, base: string, art: CourseArt) => string> = {
  cloud: (p) =>
    `<circle cx="88" cy="104" r="42" fill="${p.fg}"/><circle cx="142" cy="88" r="54" fill="${p.fg}"/>` +
    `<circle cx="192" cy="118" r="34" fill="${p.fg}"/><rect x="40" y="100" width="186" height="52" rx="26" fill="${p.fg}"/>` +
    [52, 104, 156].map((x) => `<rect x="${x}" y="176" width="40" height="40" rx="8" fill="${p.fg2}"/>`).join("") +
    line("M72 152v24M124 152v24M176 152v24", p.fg2, 6) +
    `<circle cx="198" cy="40" r="10" fill="${p.hi}"/>`,
  pipeline: (p, base, art) => {
    const lit = 3 - (art.variant ?? 0);
    return (
      line("M26 120h196", p.fg2, 8) +
      line("M212 104l18 16-18 16", p.fg2, 8) +
      [26, 76, 126, 176]
        .map((x, i) =>
          i > lit
            ? `<circle cx="${x}" cy="120" r="18" fill="${base}" stroke="${p.fg}" stroke-width="6"/>`
            : `<circle cx="${x}" cy="120" r="22" fill="${i === lit ? p.hi : p.fg}"/>` + tick(x, 120, base),
        )
        .join("") +
      line("M26 170h150", p.fg2, 6) +
      line(`M26 170h${50 * lit + 12}`, p.fg, 6)
    );
  },
  database: (p, _base, art) =>
    (art.variant ? [150, 90] : [150, 100, 50])
      .map(
        (y) =>
          `<path d="M60 ${y}v40c0 14 27 24 60 24s60-10 60-24v-40" fill="${p.fg}"/>` +
          `<ellipse cx="120" cy="${y}" rx="60" ry="22" fill="${p.fg2}"/>`,
      )
      .join("") + `<circle cx="160" cy="${214}" r="7" fill="${p.hi}"/>`,
  blueprint: (p) =>
    line("M70 80v45h100v-45M120 125v40", p.fg2, 6) +
    `<rect x="20" y="30" width="100" height="50" rx="8" fill="${p.fg}"/>` +
    `<rect x="130" y="30" width="90" height="50" rx="8" fill="none" stroke="${p.fg}" stroke-width="8"/>` +
    `<rect x="70" y="165" width="100" height="50" rx="8" fill="none" stroke="${p.hi}" stroke-width="8"/>`,
  shield: (p, base) =>
    `<path d="M120 10l92 34v66c0 62-43 98-92 118-49-20-92-56-92-118V44z" fill="${p.fg}"/>` +
    line("M100 112V94a20 20 0 0 1 40 0v18", base, 10) +
    `<rect x="88" y="110" width="64" height="50" rx="8" fill="${base}"/><circle cx="120" cy="132" r="8" fill="${p.hi}"/>`,
  neural: (p) => {
    const layers = [
      [30, [60, 120, 180]],
      [120, [40, 93, 147, 200]],
      [210, [90, 150]],
    ] as const;
    let links = "";
    for (let i = 0; i < 2; i++)
      for (const a of layers[i]![1])
        for (const b of layers[i + 1]![1]) links += `M${layers[i]![0]} ${a}L${layers[i + 1]![0]} ${b}`;
    return (
      line(links, p.fg2, 3) +
      layers
        .map(([x, ys], i) =>
          ys.map((y) => `<circle cx="${x}" cy="${y}" r="16" fill="${i === 2 ? p.hi : p.fg}"/>`).join(""),
        )
        .join("")
    );
  },
  assistant: (p, base) =>
    `<path d="M30 40h150a20 20 0 0 1 20 20v90a20 20 0 0 1-20 20H90l-40 36v-36H30a20 20 0 0 1-20-20V60a20 20 0 0 1 20-20z" fill="${p.fg}"/>` +
    [65, 105, 145].map((x) => `<circle cx="${x}" cy="105" r="11" fill="${base}"/>`).join("") +
    `<path d="M208 10l8 22 22 8-22 8-8 22-8-22-22-8 22-8z" fill="${p.hi}"/>`,
  chain: (p, _base, art) =>
    line("M70 120h100", p.fg2, 10) +
    [10, 90, 170]
      .map(
        (x, i) =>
          `<rect x="${x}" y="90" width="60" height="60" rx="10" fill="${i === 2 - (art.variant ?? 0) ? p.hi : p.fg}"/>` +
          line(`M${x + 14} 110h32M${x + 14} 130h20`, p.fg2, 5),
      )
      .join(""),
  servers: (p, base, art) =>
    [40, 96, 152]
      .map(
        (y, i) =>
          `<rect x="10" y="${y}" width="130" height="44" rx="8" fill="${p.fg}"/>` +
          `<circle cx="120" cy="${y + 22}" r="6" fill="${i === (art.variant ?? 0) ? p.fg2 : p.hi}"/>` +
          line(`M28 ${y + 22}h50`, base, 6),
      )
      .join("") +
    line("M140 62h28M140 174h28M168 62v112M168 118h12", p.fg2, 5) +
    code(178, 132, art.glyph ?? "{ }", p.fg2, 40),
  branch: (p) =>
    line("M50 10v220", p.fg, 14) +
    line("M50 60c90 0 130 20 130 60s-40 60-130 60", p.fg2, 10) +
    `<circle cx="50" cy="60" r="18" fill="${p.fg}"/><circle cx="180" cy="120" r="18" fill="${p.hi}"/>` +
    `<circle cx="50" cy="180" r="18" fill="${p.fg}"/>`,
  containers: (p, base) =>
    [
      [20, 120, p.fg],
      [125, 120, p.fg2],
      [72, 62, p.hi],
    ]
      .map(
        ([x, y, c]) =>
          `<rect x="${x}" y="${y}" width="96" height="54" rx="4" fill="${c}"/>` +
          line(
            `M${Number(x) + 24} ${Number(y) + 10}v34M${Number(x) + 48} ${Number(y) + 10}v34M${Number(x) + 72} ${Number(y) + 10}v34`,
            base,
            5,
          ),
      )
      .join("") + line("M6 186h228l-24 36H30z", p.fg2, 8),
  orchestrator: (p) => {
    let spokes = "";
    let boxes = "";
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      const x = Math.round(120 + 92 * Math.cos(a));
      const y = Math.round(120 + 92 * Math.sin(a));
      spokes += `M120 120L${x} ${y}`;
      boxes += `<rect x="${x - 20}" y="${y - 20}" width="40" height="40" rx="6" fill="${i === 0 ? p.hi : p.fg}"/>`;
    }
    return line(spokes, p.fg2, 6) + boxes + `<circle cx="120" cy="120" r="30" fill="${p.fg2}"/>`;
  },
  package: (p) =>
    `<path d="M120 30l90 40-90 40-90-40z" fill="${p.hi}"/><path d="M30 70l90 40v110l-90-40z" fill="${p.fg}"/>` +
    `<path d="M210 70l-90 40v110l90-40z" fill="${p.fg2}"/>` +
    line("M75 50l90 40v34", p.tone, 8),
  terminal: (p, _base, art) =>
    `<rect x="10" y="30" width="220" height="180" rx="14" fill="${p.fg2}"/><rect x="10" y="30" width="220" height="34" rx="14" fill="${p.fg}"/>` +
    [34, 56, 78].map((x) => `<circle cx="${x}" cy="47" r="6" fill="${p.tone}"/>`).join("") +
    code(34, 150, art.glyph ?? ">_", p.hi, 60) +
    line("M34 180h40", p.tone, 8),
  chart: (p, _base, art) =>
    line("M20 20v200h210", p.fg2, 6) +
    (art.variant
      ? [
          [44, 110],
          [92, 70],
          [140, 130],
          [188, 40],
        ]
      : [
          [44, 140],
          [92, 100],
          [140, 120],
          [188, 60],
        ]
    )
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="32" height="${210 - Number(y)}" rx="4" fill="${p.fg}"/>`)
      .join("") +
    line(art.variant ? "M40 100l60-40 40 60 70-90" : "M40 150L100 96l50 22 60-76", p.hi, 7),
  cluster: (p, _base, art) => {
    let cells = "";
    const lit = [1, 5, 6, 11, 13].map((i) => (i + 5 * (art.variant ?? 0)) % 16);
    for (let i = 0; i < 16; i++)
      cells += `<rect x="${12 + (i % 4) * 56}" y="${12 + Math.floor(i / 4) * 56}" width="44" height="44" rx="8" fill="${lit.includes(i) ? p.hi : i % 3 ? p.fg : p.fg2}"/>`;
    return cells;
  },
  graph: (p) =>
    line("M50 60L150 40L200 140L110 190L50 60L110 190M150 40L110 190", p.fg2, 5) +
    `<circle cx="50" cy="60" r="22" fill="${p.fg}"/><circle cx="150" cy="40" r="16" fill="${p.fg}"/>` +
    `<circle cx="200" cy="140" r="26" fill="${p.hi}"/><circle cx="110" cy="190" r="30" fill="${p.fg}"/>`,
  logs: (p) =>
    [40, 70, 100, 130, 160].map((y, i) => line(`M10 ${y}h${[150, 110, 170, 90, 130][i]}`, p.fg2, 8)).join("") +
    `<circle cx="140" cy="120" r="50" fill="none" stroke="${p.fg}" stroke-width="14"/>` +
    line("M176 156l44 44", p.fg, 18) +
    line("M118 120h44", p.hi, 8),
  dashboard: (p, _base, art) =>
    `<rect x="6" y="20" width="228" height="200" rx="14" fill="none" stroke="${p.fg2}" stroke-width="6"/>` +
    line(
      ["M30 150l40-30 30 20 40-60 30 30", "M30 80l40 50 30-30 40 40 60-40", "M30 130h40l20-60 20 80 20-40h80"][
        art.variant ?? 0
      ]!,
      p.fg,
      8,
    ) +
    line("M30 92h170", p.hi, 4) +
    line("M70 200a50 50 0 0 1 100 0", p.fg2, 10) +
    line(["M120 200l26-26", "M120 200l-26-26", "M120 200v-36"][art.variant ?? 0]!, p.hi, 6),
};

/** One course picture: 640 x 400, label and category on the left, the motif on the right. */
export function drawCourseArt(art: CourseArt, category: CourseCategory, kicker: string = category): string {
  const p = palettes[category];
  const [from, to] = p.bg;
  const base = from;
  const background = to
    ? `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/>`
    : `<rect width="640" height="400" fill="${from}"/>`;
  // Sized so that the longest label (7 characters) stays left of the motif's disc.
  const size = [104, 104, 104, 104, 88, 72, 62, 54][art.label.length] ?? 54;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">` +
    background +
    `<circle cx="464" cy="200" r="156" fill="${p.tone}"${p.toneOpacity ? ` fill-opacity="${p.toneOpacity}"` : ""}/>` +
    `<g transform="translate(344 80)">${motifs[art.motif](p, base, art)}</g>` +
    `<g font-family="Arial,Helvetica,sans-serif" font-weight="700">` +
    `<text x="44" y="150" font-size="22" letter-spacing="2" fill="${p.kicker}">${kicker.toUpperCase()}</text>` +
    `<text x="40" y="250" font-size="${size}" fill="${p.text}">${art.label}</text></g>` +
    `<rect x="44" y="280" width="64" height="10" rx="5" fill="${p.hi}"/>` +
    `</svg>\n`
  );
}

async function main() {
  const { courses } = await import("../app/content/courses");
  for (const course of courses) {
    const art = courseArt[course.id];
    if (!art) throw new Error(`No picture for ${course.id} in app/content/course-art.ts`);
    writeFileSync(`public${course.imgUrl}`, drawCourseArt(art, course.cate));
  }
  const { demoCourse } = await import("../app/content/course-single");
  writeFileSync(`public${demoCourse.image.src}`, drawCourseArt(demoCourseArt, "Azure", demoCourseArt.kicker));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
