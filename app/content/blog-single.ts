import { postById } from "~/content/blog-posts";

// Apart from the posts so that only /blog-single loads the article, its author and comments (the JavaScript budgets, decision record 0045).

/** The one full article, shown at /blog-single. */
export const singlePost = {
  post: postById("hands-on-cloud-labs"),
  tags: ["Agency", "Business", "Personal"] as const,
  author: {
    name: "Ananya Iyer",
    role: "Corporate Trainer",
    bio: "Ananya has run cloud and DevOps programmes for engineering teams for eleven years. She writes every lab she teaches and tests each one on a fresh account the night before.",
  },
  previous: { href: "#", title: "Five Signs Your Team Needs Security Awareness Training" },
  next: { href: "#", title: "Inside Our Training Floor: A Week of Kubernetes Bootcamp" },
  comments: [
    {
      id: "comment-1",
      name: "Rohit Menon",
      date: "Jun 13, 2024 at 10:42 am",
      text: "The tip about running every lab on a fresh account the night before saved our last workshop. We found an expired quota an hour before the session started.",
    },
    {
      id: "comment-2",
      name: "Sara D'Souza",
      date: "Jun 14, 2024 at 4:15 pm",
      text: "Would you share how you split the group when half the room has never used a terminal? We struggle with pacing in mixed batches.",
    },
  ],
};
