import type { IconName } from "~/components/icon";
import { paths } from "~/lib/paths";

/**
 * The home page's content, in the page's order: the hero, the workshop's pitch, and the sample content of the
 * sections below the workshop form. The page gets it as page data from its loader (decision record 0049).
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

export type Trainer = {
  name: string;
  role: string;
  experienceYears: number;
  bio: string[];
  highlights: string[];
};

export type TrainerVideo = {
  youtubeId: string;
  title: string;
  poster: { src: string; alt: string; width: number; height: number };
  width: number;
  height: number;
};

/** The trainer behind the Azure workshop (docs/product.md section 9: 22 years of experience). */
export const trainer: Trainer = {
  name: "Meera Nair",
  role: "Lead Azure Trainer",
  experienceYears: 22,
  bio: [
    "Meera has spent 22 years building and running infrastructure, first in on-premises data centres and for the last decade on Azure, where she designs landing zones for banks and manufacturers.",
    "Her classes are built from that work: every lab starts from a problem a real team had, and ends with something you can run at your own desk the next morning.",
  ],
  highlights: [
    "Microsoft Certified: Azure Solutions Architect Expert",
    "Trained more than 3,000 engineers in 14 countries",
    "Labs on your own subscription or our sandbox",
  ],
};

/**
 * The introduction video. The poster and play link work without JavaScript (they open YouTube); with
 * it, a click swaps in the privacy-enhanced player, so nothing from YouTube loads before that click.
 */
export const trainerVideo: TrainerVideo = {
  youtubeId: "edukon-azure-intro",
  title: "Meet your Azure trainer: a two-minute introduction",
  poster: {
    src: "/images/home/trainer-video-poster.svg",
    alt: "Meera Nair's monogram beside a whiteboard with a cloud architecture diagram",
    width: 390,
    height: 220,
  },
  width: 390,
  height: 220,
};

export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=0`;
}

export type LearningObjective = { id: string; iconName: IconName; title: string; text: string };

export const learningObjectives: LearningObjective[] = [
  {
    id: "cloud",
    iconName: "globe",
    title: "Design for the cloud",
    text: "Choose the right compute, storage and network services for a workload, and explain the trade-offs to your team.",
  },
  {
    id: "automate",
    iconName: "check",
    title: "Automate the routine",
    text: "Replace click-through set-ups with scripts, templates and pipelines that anyone on the team can rerun.",
  },
  {
    id: "secure",
    iconName: "award",
    title: "Secure by default",
    text: "Apply least-privilege access, network isolation and secret management from the first deployment.",
  },
  {
    id: "data",
    iconName: "grid",
    title: "Work with data at scale",
    text: "Move, clean and model data with the tools data teams use in production, not just in notebooks.",
  },
  {
    id: "observe",
    iconName: "search",
    title: "See what is running",
    text: "Instrument systems with logs, metrics and traces, and build alerts that wake people only when it matters.",
  },
  {
    id: "certify",
    iconName: "book",
    title: "Pass the exam",
    text: "Practise on exam-style scenarios and finish each course ready for its certification.",
  },
];
