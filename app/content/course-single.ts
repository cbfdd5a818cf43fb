/** The static demo course detail page (/course-single): placeholder content, price $89. */
export const demoCourse = {
  title: "Cloud Foundations for Busy Teams",
  price: "$89",
  image: {
    src: "/images/course-single/cloud-foundations.svg",
    alt: "A cloud over three resource blocks, labelled Intro: the Cloud Foundations illustration",
    width: 640,
    height: 400,
  },
  trainer: "Meera Nair",
  overview: [
    "A short, practical introduction to the cloud for people who need to work with it rather than build it from scratch: project managers, analysts, testers and engineers moving over from on-premises systems.",
    "Over six sessions you learn the vocabulary, see the main services in action and finish able to follow, and question, a cloud architecture discussion.",
  ],
  outcomes: [
    "Explain regions, availability zones and shared responsibility",
    "Tell compute, storage, networking and database services apart",
    "Read a monthly cloud bill and spot the expensive lines",
    "Know the basic security controls every project needs",
  ],
  modules: [
    { title: "Module 1: Why the cloud", lessons: ["What changes and what does not", "Pricing models in plain words"] },
    { title: "Module 2: The building blocks", lessons: ["Compute", "Storage", "Networking", "Databases"] },
    {
      title: "Module 3: Running it safely",
      lessons: ["Identity and access", "Backups and recovery", "Watching the bill"],
    },
  ],
  features: [
    { label: "Lessons", value: "9" },
    { label: "Duration", value: "6 sessions" },
    { label: "Level", value: "Beginner" },
    { label: "Language", value: "English" },
    { label: "Certificate", value: "Yes" },
  ],
};
