/** Sample content of the about and instructor pages: the company story and its achievement counters. */

export type AchievementCounter = {
  id: string;
  /** The number as shown, e.g. "2300+". */
  value: string;
  label: string;
  iconName: "calendar" | "users" | "user" | "book";
};

/** docs/product.md section 9: 30 years, 3084 learners, 330 teachers, 2300 plus courses. */
export const achievementCounters: AchievementCounter[] = [
  { id: "years", value: "30", label: "Years of training experience", iconName: "calendar" },
  { id: "learners", value: "3084", label: "Learners trained this year", iconName: "users" },
  { id: "teachers", value: "330", label: "Certified teachers", iconName: "user" },
  { id: "courses", value: "2300+", label: "Courses delivered", iconName: "book" },
];

export const aboutStory = {
  eyebrow: "Our story",
  title: "Training built by engineers, for engineering teams",
  image: {
    src: "/images/about/story.svg",
    alt: "From a networking class in 1994, to training on a team's own systems, to today's cloud, DevOps, data and security courses",
  },
  paragraphs: [
    "Edukon began in 1994 as a weekend networking class run by three engineers in a borrowed office. Companies kept asking the same question afterwards: could we run this for our whole team, on our own systems? Three decades later that is still the heart of what we do.",
    "Today our trainers teach cloud, DevOps, data and security to teams of every size, on site or online. Every one of them still works in the field they teach, so the labs come from real projects rather than from a slide deck.",
  ],
  highlights: [
    {
      title: "Working engineers as trainers",
      text: "Every instructor spends most of the year building and running production systems.",
    },
    {
      title: "Labs on your own stack",
      text: "We adapt exercises to the cloud, tools and versions your team actually uses.",
    },
    {
      title: "Certificates that mean something",
      text: "Each course ends with a practical assessment, not just an attendance sheet.",
    },
  ],
};
