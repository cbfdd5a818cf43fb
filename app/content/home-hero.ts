import { paths } from "~/lib/paths";

/**
 * The home page's hero and the workshop's pitch. The page gets them as page data from its loader, not in its script
 * (the JavaScript budgets, decision records 0045 and 0049). Apart from content/home.ts, whose URL helpers the video imports: the
 * lists here compute their links (`paths.courses()`), and esbuild keeps a module that computes at its top level whole.
 */

export type HomeHero = {
  title: string;
  lead: string;
  /** What we do for each of our three audiences, one action each (docs/design-system.md); the first action is the primary one. */
  audiences: { title: string; text: string; action: string; href: string }[];
};

export const homeHero: HomeHero = {
  title: "Corporate IT training that sticks",
  lead: "Hands-on courses and hand-picked trainers: we bring companies, learners and trainers together.",
  audiences: [
    {
      title: "For companies",
      text: "Tell us what your team needs; matching trainers apply.",
      action: "Post a requirement",
      href: paths.postRequirement,
    },
    {
      title: "For learners",
      text: "Cloud, DevOps, data and security courses with labs.",
      action: "Browse courses",
      href: paths.courses(),
    },
    {
      title: "For trainers",
      text: "Requirements that match your skills, one click to apply.",
      action: "Find requirements",
      href: paths.board(),
    },
  ],
};

export type WorkshopPitch = { eyebrow: string; title: string; text: string; points: string[]; formTitle: string };

/** The workshop registration's pitch (docs/product.md: 100% Scholarship, Join Workshop for Azure Cloud, Register Now). */
export const workshopPitch: WorkshopPitch = {
  eyebrow: "100% Scholarship",
  title: "Join Workshop for Azure Cloud",
  text: "A free, hands-on weekend workshop: create a subscription, deploy Windows and Ubuntu virtual machines, and secure them, guided by a trainer with 22 years of experience.",
  points: ["Live online, two mornings", "Labs in a sandbox Azure tenant", "Certificate of participation"],
  formTitle: "Register Now",
};
