import type { IconName } from "~/components/icon";
/** Sample content of the home page's sections below the workshop form. */

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
