/**
 * Sample trainers for /team, /team-single, /about and /instructor (docs/product.md section 3, team member:
 * name, degree, courseCount, studentAnroll).
 */

export type TeamMember = {
  id: string;
  name: string;
  degree: string;
  /** What they teach, shown under the name. */
  speciality: string;
  courseCount: number;
  /** Learners enrolled across their courses (the field keeps the template's spelling). */
  studentAnroll: number;
  imgUrl: string;
  imgAlt: string;
};

const IMG = "/images/team";

export const teamMembers: TeamMember[] = [
  {
    id: "meera-nair",
    name: "Meera Nair",
    degree: "M.Tech, Cloud Computing",
    speciality: "Azure & cloud architecture",
    courseCount: 8,
    studentAnroll: 1240,
    imgUrl: `${IMG}/meera-nair.svg`,
    imgAlt: "Meera Nair's monogram",
  },
  {
    id: "arjun-kulkarni",
    name: "Arjun Kulkarni",
    degree: "B.E., Computer Science",
    speciality: "Kubernetes & DevOps",
    courseCount: 6,
    studentAnroll: 960,
    imgUrl: `${IMG}/arjun-kulkarni.svg`,
    imgAlt: "Arjun Kulkarni's monogram",
  },
  {
    id: "sneha-pillai",
    name: "Sneha Pillai",
    degree: "M.Sc., Statistics",
    speciality: "Data science & machine learning",
    courseCount: 7,
    studentAnroll: 1105,
    imgUrl: `${IMG}/sneha-pillai.svg`,
    imgAlt: "Sneha Pillai's monogram",
  },
  {
    id: "vikram-rao",
    name: "Vikram Rao",
    degree: "MCA",
    speciality: "Data engineering & Spark",
    courseCount: 5,
    studentAnroll: 720,
    imgUrl: `${IMG}/vikram-rao.svg`,
    imgAlt: "Vikram Rao's monogram",
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    degree: "B.Tech, Information Technology",
    speciality: "Cloud security",
    courseCount: 9,
    studentAnroll: 1380,
    imgUrl: `${IMG}/priya-raman.svg`,
    imgAlt: "Priya Raman's monogram",
  },
  {
    id: "daniel-mathew",
    name: "Daniel Mathew",
    degree: "M.S., Distributed Systems",
    speciality: "Blockchain development",
    courseCount: 4,
    studentAnroll: 530,
    imgUrl: `${IMG}/daniel-mathew.svg`,
    imgAlt: "Daniel Mathew's monogram",
  },
  {
    id: "kavya-shetty",
    name: "Kavya Shetty",
    degree: "B.Sc., Mathematics",
    speciality: "Python & scripting",
    courseCount: 6,
    studentAnroll: 845,
    imgUrl: `${IMG}/kavya-shetty.svg`,
    imgAlt: "Kavya Shetty's monogram",
  },
  {
    id: "imran-qureshi",
    name: "Imran Qureshi",
    degree: "M.Tech, Software Engineering",
    speciality: "Monitoring & observability",
    courseCount: 5,
    studentAnroll: 690,
    imgUrl: `${IMG}/imran-qureshi.svg`,
    imgAlt: "Imran Qureshi's monogram",
  },
];

/** "08 Courses", the template's two-digit style. */
export function formatCourseCount(count: number): string {
  return `${String(count).padStart(2, "0")} ${count === 1 ? "Course" : "Courses"}`;
}

export function formatStudentCount(count: number): string {
  return `${count.toLocaleString("en-US")} Students`;
}

function memberById(id: string): TeamMember {
  const member = teamMembers.find((candidate) => candidate.id === id);
  if (!member) throw new Error(`no team member ${id} in the sample content`);
  return member;
}

export type LanguageSkill = { language: string; percent: number };

export type Award = { id: string; title: string; giver: string; year: number; imgUrl: string; imgAlt: string };

/** The one full trainer profile, shown at /team-single. */
export const featuredTrainer = {
  member: memberById("meera-nair"),
  role: "Principal Cloud Architect & Corporate Trainer",
  /** docs/product.md section 9: trainer experience 22 years. */
  experienceYears: 22,
  bio: [
    "Meera has designed and run cloud platforms for banks, hospitals and online retailers since the early days of virtualisation. She moved into training to help teams skip the mistakes she made the hard way.",
    "Her workshops are known for small, well-tested labs and for a final day spent on the participants' own architecture diagrams. She mentors new Edukon trainers and reviews every Azure course we publish.",
  ],
  contacts: [
    { iconName: "pin" as const, label: "Location", value: "Bengaluru, Karnataka, India" },
    {
      iconName: "mail" as const,
      label: "Email",
      value: "meera.nair@edukon.example",
      href: "mailto:meera.nair@edukon.example",
    },
    { iconName: "phone" as const, label: "Phone", value: "+91 80 4567 8912", href: "tel:+918045678912" },
    { iconName: "globe" as const, label: "Website", value: "www.edukon.example", href: "https://www.edukon.example" },
  ],
  /** docs/product.md section 9: language-skill percentages 80, 70, 90, 50. */
  languages: [
    { language: "English", percent: 80 },
    { language: "Hindi", percent: 70 },
    { language: "Kannada", percent: 90 },
    { language: "German", percent: 50 },
  ] satisfies LanguageSkill[],
  awards: [
    {
      id: "trainer-of-the-year",
      title: "Trainer of the Year",
      giver: "Edukon Training",
      year: 2023,
      imgUrl: "/images/team-single/award-trainer-of-the-year.svg",
      imgAlt: "Gold medal with a star",
    },
    {
      id: "cloud-workshop",
      title: "Best Cloud Workshop",
      giver: "Bengaluru Tech Summit",
      year: 2021,
      imgUrl: "/images/team-single/award-cloud-workshop.svg",
      imgAlt: "Blue medal with a cloud",
    },
    {
      id: "learner-choice",
      title: "Learners' Choice Instructor",
      giver: "Corporate Learning Forum",
      year: 2019,
      imgUrl: "/images/team-single/award-learner-choice.svg",
      imgAlt: "Orange medal with a heart",
    },
    {
      id: "community-mentor",
      title: "Community Mentor",
      giver: "Women in Cloud India",
      year: 2016,
      imgUrl: "/images/team-single/award-community-mentor.svg",
      imgAlt: "Green medal with an open book",
    },
  ] satisfies Award[],
};

export type TeachCategory = { id: string; title: string; text: string; courseCount: number; imgUrl: string };

/** The subjects a new instructor can teach with us (/instructor). */
export const teachCategories: TeachCategory[] = [
  {
    id: "cloud-computing",
    title: "Cloud Computing",
    text: "Azure, AWS and GCP administration, architecture and migration.",
    courseCount: 24,
    imgUrl: "/images/instructor/cloud-computing.svg",
  },
  {
    id: "devops",
    title: "DevOps & Automation",
    text: "Pipelines, containers, Kubernetes and infrastructure as code.",
    courseCount: 31,
    imgUrl: "/images/instructor/devops.svg",
  },
  {
    id: "data-science",
    title: "Data Science",
    text: "Statistics, machine learning and model deployment with Python and R.",
    courseCount: 18,
    imgUrl: "/images/instructor/data-science.svg",
  },
  {
    id: "data-engineering",
    title: "Data Engineering",
    text: "Spark, Databricks, Airflow and data warehouse design.",
    courseCount: 16,
    imgUrl: "/images/instructor/data-engineering.svg",
  },
  {
    id: "blockchain",
    title: "Blockchain",
    text: "Foundations, solution architecture and smart-contract development.",
    courseCount: 6,
    imgUrl: "/images/instructor/blockchain.svg",
  },
  {
    id: "scripting",
    title: "Scripting & Programming",
    text: "Python, PowerShell, Bash, Groovy and Scala for engineers.",
    courseCount: 22,
    imgUrl: "/images/instructor/scripting.svg",
  },
  {
    id: "monitoring",
    title: "Monitoring Tools",
    text: "Splunk, Datadog and AppDynamics, from first dashboard to alerting.",
    courseCount: 9,
    imgUrl: "/images/instructor/monitoring.svg",
  },
  {
    id: "security",
    title: "Cyber Security",
    text: "Cloud security, identity and secure delivery practices.",
    courseCount: 12,
    imgUrl: "/images/instructor/security.svg",
  },
];

export const teachSteps = [
  {
    id: "apply",
    title: "Tell us what you teach",
    text: "Share your profile, the subjects you know best and when you are available.",
  },
  {
    id: "demo",
    title: "Run a short demo session",
    text: "Teach a twenty-minute topic of your choice to two of our senior trainers.",
  },
  {
    id: "teach",
    title: "Start with your first batch",
    text: "We match you with a client, share the lab kit and sit in on day one.",
  },
] as const;
