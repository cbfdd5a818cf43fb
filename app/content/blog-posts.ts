/**
 * Sample blog content for the blog templates (/blog, /blog-2, /blog-3, /blog-single) and their
 * sidebar. Every "Read More" leads to /blog-single until posts get their own pages.
 */

export type BlogMetaItem = { iconName: "calendar" | "user" | "comment" | "clock"; text: string };

export type BlogImage = { imgUrl: string; imgAlt: string };

type BlogPostBase = BlogImage & {
  /** Stable key for lists. */
  id: string;
  title: string;
  desc: string;
  btnText: string;
  metaList: BlogMetaItem[];
};

/** The four post styles of the classic blog page. The optional fields belong to one style each. */
export type BlogPost =
  | (BlogPostBase & { format: "standard"; imgUrlList?: never; videoLink?: never; queteText?: never })
  | (BlogPostBase & { format: "slider"; imgUrlList: BlogImage[]; videoLink?: never; queteText?: never })
  | (BlogPostBase & { format: "video"; videoLink: string; imgUrlList?: never; queteText?: never })
  | (BlogPostBase & { format: "quote"; queteText: string; imgUrlList?: never; videoLink?: never });

export const IMG = "/images/blog";

function meta(date: string, author: string, comments = "09 Comments"): BlogMetaItem[] {
  return [
    { iconName: "calendar", text: date },
    { iconName: "user", text: author },
    { iconName: "comment", text: comments },
  ];
}

export const blogPosts: BlogPost[] = [
  {
    id: "hands-on-cloud-labs",
    format: "standard",
    imgUrl: `${IMG}/cloud-labs.svg`,
    imgAlt: "Illustration of clouds above three server racks linked by dashed lines",
    title: "Designing Hands-On Cloud Labs Your Team Will Actually Finish",
    desc: "A lab that stalls on a missing permission loses the room in ten minutes. Here is how our trainers size, sequence and pre-test cloud exercises so that every participant reaches the last step before lunch.",
    btnText: "Read More",
    metaList: meta("Jun 12, 2024", "Ananya Iyer"),
  },
  {
    id: "kubernetes-bootcamp-week",
    format: "slider",
    imgUrl: `${IMG}/classroom.svg`,
    imgAlt: "Illustration of five open laptops on a table facing a presentation screen",
    imgUrlList: [
      { imgUrl: `${IMG}/classroom.svg`, imgAlt: "Five laptops on a table facing the trainer's screen" },
      {
        imgUrl: `${IMG}/devops-pipeline.svg`,
        imgAlt: "A four-stage pipeline drawn on the board: plan, build, test, ship",
      },
      { imgUrl: `${IMG}/code-review.svg`, imgAlt: "A monitor showing code during a pair-review exercise" },
    ],
    title: "Inside Our Training Floor: A Week of Kubernetes Bootcamp",
    desc: "Twenty-two engineers, five days, one shared cluster that nobody was allowed to break on purpose. A day-by-day look at what worked, what we cut, and what the group built on Friday.",
    btnText: "Read More",
    metaList: meta("May 28, 2024", "Vikram Shah"),
  },
  {
    id: "planning-devops-programme",
    format: "video",
    imgUrl: `${IMG}/devops-pipeline.svg`,
    imgAlt: "Illustration of a delivery pipeline with plan, build, test and ship stages",
    videoLink: "https://www.youtube-nocookie.com/embed/edukon-devops-plan",
    title: "Watch: How We Plan a Five-Day DevOps Programme",
    desc: "Our curriculum lead walks through the planning board for a client batch: the skills audit, the lab budget, and the one exercise we never drop from a DevOps week.",
    btnText: "Read More",
    metaList: meta("May 14, 2024", "Meera Nair"),
  },
  {
    id: "trainer-worth-rehiring",
    format: "quote",
    imgUrl: `${IMG}/certification.svg`,
    imgAlt: "Illustration of a certificate with an award rosette",
    queteText:
      "The best trainers leave behind more than slides: they leave a team that can debug on its own on Monday morning.",
    title: "What Makes a Trainer Worth Rehiring",
    desc: "We asked training managers at twelve client companies which trainers they book again. Their answers had little to do with certificates and a lot to do with preparation.",
    btnText: "Read More",
    metaList: meta("Apr 30, 2024", "Rajesh Kumar"),
  },
  {
    id: "security-awareness-signs",
    format: "standard",
    imgUrl: `${IMG}/security-awareness.svg`,
    imgAlt: "Illustration of a shield with a padlock on a dark dotted background",
    title: "Five Signs Your Team Needs Security Awareness Training",
    desc: "Shared passwords in chat, test data copied to laptops, a phishing drill nobody reported. Small habits add up; this checklist helps you decide when a short course will pay for itself.",
    btnText: "Read More",
    metaList: meta("Apr 16, 2024", "Ananya Iyer", "06 Comments"),
  },
  {
    id: "spreadsheets-to-dashboards",
    format: "standard",
    imgUrl: `${IMG}/data-dashboards.svg`,
    imgAlt: "Illustration of a dashboard window with a bar chart and a rising trend line",
    title: "From Spreadsheets to Dashboards: Planning a Power BI Course",
    desc: "Analysts arrive with years of spreadsheet habits. We start from their own reports and rebuild one of them as a dashboard, so the new tool answers a question they already care about.",
    btnText: "Read More",
    metaList: meta("Apr 02, 2024", "Meera Nair", "04 Comments"),
  },
  {
    id: "writing-training-requirement",
    format: "standard",
    imgUrl: `${IMG}/requirement-board.svg`,
    imgAlt: "Illustration of a whiteboard in three columns covered in sticky notes",
    title: "Writing a Training Requirement Vendors Can Quote On",
    desc: "Headcount, current skill level, delivery dates and the outcome you expect: the four lines that turn a vague request into quotes you can compare side by side.",
    btnText: "Read More",
    metaList: meta("Mar 19, 2024", "Rajesh Kumar", "11 Comments"),
  },
  {
    id: "remote-or-on-site",
    format: "standard",
    imgUrl: `${IMG}/remote-learning.svg`,
    imgAlt: "Illustration of a laptop showing a video call with six participants, each shown by their initials",
    title: "Remote or On-Site? Choosing the Delivery Format for Your Batch",
    desc: "Online sessions save travel and scale well; classroom days build momentum. We compare both on cost, completion and lab support, and explain when a blended week works best.",
    btnText: "Read More",
    metaList: meta("Mar 05, 2024", "Vikram Shah", "07 Comments"),
  },
  {
    id: "azure-certification-prep",
    format: "standard",
    imgUrl: `${IMG}/certification.svg`,
    imgAlt: "Illustration of a certificate with an award rosette",
    title: "Preparing Engineers for Azure Certification Without Burning Out",
    desc: "Exam preparation squeezed between sprints rarely sticks. A six-week rhythm of short labs, practice questions and one protected study afternoon a week gets more people through first time.",
    btnText: "Read More",
    metaList: meta("Feb 20, 2024", "Ananya Iyer", "05 Comments"),
  },
  {
    id: "network-fundamentals",
    format: "standard",
    imgUrl: `${IMG}/network-basics.svg`,
    imgAlt: "Illustration of five coloured network nodes joined by links",
    title: "Network Fundamentals Every Developer Should Refresh",
    desc: "DNS, TLS handshakes, subnets and load balancers: the concepts that turn a two-day outage hunt into a ten-minute fix, explained with the examples we use in class.",
    btnText: "Read More",
    metaList: meta("Feb 06, 2024", "Meera Nair", "03 Comments"),
  },
  {
    id: "internal-learning-library",
    format: "standard",
    imgUrl: `${IMG}/learning-library.svg`,
    imgAlt: "Illustration of a shelf of coloured books with one leaning on its side",
    title: "Building an Internal Learning Library That Gets Used",
    desc: "Recorded sessions, lab guides and cheat sheets pile up after every course. A few naming rules and a quarterly clean-up keep the library useful long after the trainer has left.",
    btnText: "Read More",
    metaList: meta("Jan 23, 2024", "Rajesh Kumar", "08 Comments"),
  },
];

/** The classic blog page shows one post of each style. */
export const featuredPosts: BlogPost[] = (["standard", "slider", "video", "quote"] as const).map((format) => {
  const post = blogPosts.find((candidate) => candidate.format === format);
  if (!post) throw new Error(`no ${format} post in the sample content`);
  return post;
});

/** Posts shown as cards (grid) or rows (list): the standard-style posts. */
export const standardPosts: BlogPost[] = blogPosts.filter((post) => post.format === "standard");

/** A post by its id (the sidebar's popular posts, the single article). */
export function postById(id: string): BlogPost {
  const post = blogPosts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`no post ${id} in the sample content`);
  return post;
}
