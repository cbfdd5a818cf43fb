/**
 * The course catalogue (docs/product.md section 3, "Course catalogue item"): fixed content, about 40 courses
 * across the seven categories of `course-topics.ts`. Each course's title is one of the topics there,
 * so the trainer profile's skill suggestions and the catalogue speak of a subject by the same name.
 */
import { courseCategories, type CourseCategory } from "./course-topics";
import { paths } from "~/lib/paths";
import { courseArt, courseArtAlt } from "./course-art";

export type CoursePrice = "$0" | "$100";

export type Course = {
  /** URL-safe name, used for element ids and keys. */
  id: string;
  imgUrl: string;
  imgAlt: string;
  title: string;
  cate: CourseCategory;
  /** "$100": the seeded catalogue is at $0 or $100 (`CoursePrice`); the operator may set any price. */
  price: string;
  authorName: string;
  reviewCount: number;
  totalLessons: number;
  /** Hours of teaching the course takes in all (its lessons are 1 to 2 hours each). */
  hours: number;
  schedule: string;
  /** The label of the card's enrol action. */
  btnText: string;
  /** The course's tutorials page (SPEC's template page); only Azure Administration has one. */
  courseSingle: string | null;
  /** One sentence for the card's structured data (schema.org Course description). */
  description: string;
};

/** The size of a course's picture. */
export const COURSE_IMAGE_SIZE = { width: 640, height: 400 } as const;

/** Who teaches each category (the trainers of content/team.ts). */
const authors: Record<CourseCategory, string> = {
  Azure: "Meera Nair",
  Blockchain: "Daniel Mathew",
  DevOps: "Arjun Kulkarni",
  Scripting: "Kavya Shetty",
  "Data Science": "Sneha Pillai",
  "Data Engineering": "Vikram Rao",
  "Monitoring Tools": "Imran Qureshi",
};

type Entry = {
  title: string;
  cate: CourseCategory;
  price?: CoursePrice;
  lessons: number;
  hours: number;
  reviews: number;
  schedule?: string;
  author?: string;
  description: string;
};

const entries: Entry[] = [
  {
    title: "Azure Administration",
    cate: "Azure",
    lessons: 24,
    hours: 48,
    reviews: 48,
    description:
      "Manage Azure subscriptions, identities, storage, virtual machines and networks, and prepare for the AZ-104 exam.",
  },
  {
    title: "Azure DevOps",
    cate: "Azure",
    lessons: 20,
    hours: 40,
    reviews: 31,
    description: "Plan work with Boards, keep code in Repos and ship it with multi-stage YAML pipelines.",
  },
  {
    title: "Azure Data Engineer",
    cate: "Azure",
    lessons: 22,
    hours: 44,
    reviews: 27,
    description: "Build batch and streaming data solutions on Azure with Synapse, Data Factory and Event Hubs.",
  },
  {
    title: "Azure Solutions Architect",
    cate: "Azure",
    lessons: 26,
    hours: 52,
    reviews: 22,
    description: "Design identity, governance, storage, compute and business continuity for real Azure estates.",
  },
  {
    title: "Azure Security",
    cate: "Azure",
    author: "Priya Raman",
    lessons: 18,
    hours: 36,
    reviews: 19,
    description: "Secure identities, networks, compute and data on Azure with Defender for Cloud and Sentinel.",
  },
  {
    title: "Azure Machine Learning",
    cate: "Azure",
    lessons: 16,
    hours: 32,
    reviews: 14,
    description: "Train, track and deploy models with Azure Machine Learning workspaces, pipelines and endpoints.",
  },
  {
    title: "Azure AI",
    cate: "Azure",
    price: "$0",
    lessons: 10,
    hours: 15,
    reviews: 36,
    description:
      "Add vision, language and speech to applications with Azure AI services, from first call to production.",
  },
  {
    title: "Blockchain Foundations",
    cate: "Blockchain",
    price: "$0",
    lessons: 8,
    hours: 12,
    reviews: 25,
    description: "How blocks, hashes, consensus and smart contracts fit together, explained without the hype.",
  },
  {
    title: "Blockchain Solution Architect",
    cate: "Blockchain",
    lessons: 14,
    hours: 28,
    reviews: 9,
    description: "Decide when a ledger fits a business problem and design permissioned and public solutions.",
  },
  {
    title: "Blockchain Developer",
    cate: "Blockchain",
    lessons: 18,
    hours: 36,
    reviews: 12,
    description: "Write, test and deploy Solidity smart contracts and connect them to web applications.",
  },
  {
    title: "Terraform",
    cate: "DevOps",
    lessons: 14,
    hours: 28,
    reviews: 33,
    description: "Describe cloud infrastructure as code with Terraform modules, state, workspaces and CI runs.",
  },
  {
    title: "GIT",
    cate: "DevOps",
    price: "$0",
    lessons: 8,
    hours: 12,
    reviews: 41,
    description: "Branch, merge, rebase and review with Git, and recover calmly when something goes wrong.",
  },
  {
    title: "Docker",
    cate: "DevOps",
    lessons: 12,
    hours: 24,
    reviews: 38,
    description: "Package applications into small, secure images and run them with Docker and Compose.",
  },
  {
    title: "Kubernetes",
    cate: "DevOps",
    lessons: 20,
    hours: 40,
    reviews: 35,
    description: "Deploy, scale and troubleshoot workloads on Kubernetes, from pods to Helm charts.",
  },
  {
    title: "Artifactory",
    cate: "DevOps",
    lessons: 8,
    hours: 16,
    reviews: 7,
    description: "Store and promote build artefacts and container images with JFrog Artifactory.",
  },
  {
    title: "Chef",
    cate: "DevOps",
    lessons: 10,
    hours: 20,
    reviews: 8,
    description: "Automate server configuration with Chef cookbooks, recipes and Test Kitchen.",
  },
  {
    title: "Puppet",
    cate: "DevOps",
    lessons: 10,
    hours: 20,
    reviews: 6,
    description: "Keep fleets of servers in their desired state with Puppet manifests and modules.",
  },
  {
    title: "Ansible",
    cate: "DevOps",
    lessons: 12,
    hours: 24,
    reviews: 29,
    description: "Configure servers and orchestrate deployments with agentless Ansible playbooks and roles.",
  },
  {
    title: "Jenkins",
    cate: "DevOps",
    lessons: 12,
    hours: 24,
    reviews: 24,
    description: "Build continuous integration and delivery with Jenkins pipelines, agents and shared libraries.",
  },
  {
    title: "Python",
    cate: "Scripting",
    price: "$0",
    lessons: 16,
    hours: 24,
    reviews: 52,
    description: "Write clear Python for automation and data work: types, functions, files, packages and tests.",
  },
  {
    title: "R Programming",
    cate: "Scripting",
    lessons: 14,
    hours: 28,
    reviews: 11,
    description: "Clean, explore and visualise data in R with the tidyverse and reproducible reports.",
  },
  {
    title: "Scala",
    cate: "Scripting",
    lessons: 14,
    hours: 28,
    reviews: 10,
    description: "Functional and object-oriented programming in Scala, the language of Spark.",
  },
  {
    title: "Groovy and Grails",
    cate: "Scripting",
    lessons: 12,
    hours: 24,
    reviews: 5,
    description: "Script the JVM with Groovy and build web applications quickly with Grails.",
  },
  {
    title: "Shell Scripting",
    cate: "Scripting",
    price: "$0",
    lessons: 8,
    hours: 12,
    reviews: 30,
    description: "Automate everyday Linux work with Bash: variables, loops, pipes, exit codes and cron.",
  },
  {
    title: "Machine Learning",
    cate: "Data Science",
    lessons: 20,
    hours: 40,
    reviews: 34,
    description: "Supervised and unsupervised learning with scikit-learn, from features to model evaluation.",
  },
  {
    title: "Data Science",
    cate: "Data Science",
    lessons: 22,
    hours: 44,
    reviews: 40,
    description: "The full data science workflow: questions, data wrangling, statistics, models and storytelling.",
  },
  {
    title: "Power BI",
    cate: "Data Science",
    lessons: 12,
    hours: 24,
    reviews: 28,
    description: "Model data and build interactive Power BI reports and dashboards that people actually use.",
  },
  {
    title: "Big Data and Hadoop",
    cate: "Data Engineering",
    lessons: 18,
    hours: 36,
    reviews: 21,
    description: "Store and process large data sets with HDFS, YARN, MapReduce, Hive and the Hadoop ecosystem.",
  },
  {
    title: "Spark",
    cate: "Data Engineering",
    lessons: 16,
    hours: 32,
    reviews: 26,
    description: "Process data at scale with Spark DataFrames, Spark SQL and Structured Streaming.",
  },
  {
    title: "Databricks",
    cate: "Data Engineering",
    lessons: 14,
    hours: 28,
    reviews: 23,
    description: "Build a lakehouse on Databricks with Delta Lake, notebooks, jobs and Unity Catalog.",
  },
  {
    title: "Neo4J",
    cate: "Data Engineering",
    lessons: 10,
    hours: 20,
    reviews: 8,
    description: "Model connected data as a graph and query it with Cypher in Neo4j.",
  },
  {
    title: "CosmosDB",
    cate: "Data Engineering",
    lessons: 10,
    hours: 20,
    reviews: 9,
    description: "Design partition keys, choose consistency levels and tune request units in Azure Cosmos DB.",
  },
  {
    title: "Cassandra",
    cate: "Data Engineering",
    lessons: 12,
    hours: 24,
    reviews: 10,
    description: "Model query-first tables and run resilient Apache Cassandra clusters.",
  },
  {
    title: "Airflow",
    cate: "Data Engineering",
    lessons: 10,
    hours: 20,
    reviews: 17,
    description: "Schedule and monitor data pipelines as code with Apache Airflow DAGs and operators.",
  },
  {
    title: "Data Factory",
    cate: "Data Engineering",
    lessons: 12,
    hours: 24,
    reviews: 20,
    description: "Move and transform data with Azure Data Factory pipelines, data flows and triggers.",
  },
  {
    title: "NiFi",
    cate: "Data Engineering",
    lessons: 8,
    hours: 16,
    reviews: 6,
    description: "Route, transform and trace data flows between systems with Apache NiFi.",
  },
  {
    title: "Splunk",
    cate: "Monitoring Tools",
    lessons: 12,
    hours: 24,
    reviews: 18,
    description: "Search, report and alert on machine data with Splunk SPL, dashboards and alerts.",
  },
  {
    title: "DataDog",
    cate: "Monitoring Tools",
    lessons: 10,
    hours: 20,
    reviews: 15,
    description: "Monitor infrastructure, APM traces and logs in Datadog, and alert on what matters.",
  },
  {
    title: "AppDynamics",
    cate: "Monitoring Tools",
    lessons: 10,
    hours: 20,
    reviews: 9,
    description: "Trace business transactions and find slow code with AppDynamics application monitoring.",
  },
  {
    title: "Prometheus and Grafana",
    cate: "Monitoring Tools",
    price: "$0",
    lessons: 10,
    hours: 15,
    reviews: 22,
    description: "Collect metrics with Prometheus, alert with Alertmanager and visualise them in Grafana.",
  },
];

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A course's picture is drawn from its row in `course-art.ts` (public/images/courses/<id>.svg, no product logos). */
function imgAltOf(title: string): string {
  const art = courseArt[slug(title)];
  if (!art) throw new Error(`Course "${title}" has no picture in course-art.ts`);
  return courseArtAlt(art, title);
}

export const courses: Course[] = entries.map((entry, index) => ({
  id: slug(entry.title),
  imgUrl: `/images/courses/${slug(entry.title)}.svg`,
  imgAlt: imgAltOf(entry.title),
  title: entry.title,
  cate: entry.cate,
  price: entry.price ?? "$100",
  authorName: entry.author ?? authors[entry.cate],
  reviewCount: entry.reviews,
  totalLessons: entry.lessons,
  hours: entry.hours,
  schedule: entry.schedule ?? (index % 3 === 2 ? "Weekend Batch" : "Online Class"),
  btnText: "Enroll Now",
  courseSingle: index === 0 ? paths.courseAzureAdmin : null,
  description: entry.description,
}));

/** How many of `list` fall in each category, in the categories' order: the filters' counts. */
export function countByCategory(list: readonly Course[]): { category: CourseCategory; count: number }[] {
  return courseCategories.map((category) => ({
    category,
    count: list.filter((course) => course.cate === category).length,
  }));
}

/** A home carousel card (docs/product.md section 3: courseName, coursePrice, courseTitle, user count, commentCount). */
export type FeaturedCourse = {
  id: string;
  imgUrl: string;
  imgAlt: string;
  courseName: string;
  coursePrice: string;
  courseTitle: string;
  userCount: number;
  commentCount: number;
  totalLessons: number;
  hours: number;
  href: string;
};

const featuredEntries: { title: string; courseTitle: string; userCount: number; commentCount: number }[] = [
  {
    title: "Azure Administration",
    courseTitle: "Run production workloads on Azure with confidence",
    userCount: 412,
    commentCount: 48,
  },
  { title: "Kubernetes", courseTitle: "Deploy and scale containers on Kubernetes", userCount: 356, commentCount: 35 },
  {
    title: "Terraform",
    courseTitle: "Infrastructure as code that the whole team can review",
    userCount: 298,
    commentCount: 33,
  },
  {
    title: "Azure DevOps",
    courseTitle: "From backlog to release with Azure Pipelines",
    userCount: 275,
    commentCount: 31,
  },
  {
    title: "Databricks",
    courseTitle: "Build a lakehouse with Databricks and Delta Lake",
    userCount: 214,
    commentCount: 23,
  },
  {
    title: "Machine Learning",
    courseTitle: "Models that survive contact with real data",
    userCount: 331,
    commentCount: 34,
  },
  {
    title: "Docker",
    courseTitle: "Ship the same container from laptop to production",
    userCount: 389,
    commentCount: 38,
  },
  { title: "Splunk", courseTitle: "Find the signal in your logs with Splunk", userCount: 167, commentCount: 18 },
];

/**
 * The home page's course carousel: featured catalogue courses by slug, with their carousel lines. The course service
 * (app/services/course-catalogue.server.ts) gives each the catalogue's own price, lessons and hours, so a
 * featured course is never dearer or cheaper on the home page than in the catalogue.
 */
export const featured = featuredEntries.map(({ title, ...item }) => ({ id: slug(title), ...item }));

/**
 * What the course page's outline says of a course when it is seeded (docs/product.md, "Courses, batches and
 * seats"): what a learner does in each category, and who the course is for. The operator edits it from there.
 */
const outlineByCategory: Record<CourseCategory, { learn: string[]; audience: string }> = {
  Azure: {
    learn: [
      "Work in the Azure portal, the CLI and Bicep templates side by side",
      "Set up identities, roles and policies the way an audited company needs them",
      "Keep costs, monitoring and backups in view from the first day",
    ],
    audience: "Administrators, developers and architects who run or are moving workloads to Azure",
  },
  Blockchain: {
    learn: [
      "Read a ledger, a block and a transaction byte by byte",
      "Weigh public and permissioned networks against a plain database",
      "Build and test a small working project end to end",
    ],
    audience: "Developers, analysts and architects asked whether a ledger fits their problem",
  },
  DevOps: {
    learn: [
      "Automate a build, a test run and a release on a real repository",
      "Keep configuration and infrastructure in version control",
      "Recover from a failed deployment calmly and quickly",
    ],
    audience: "Developers, testers and operations engineers who ship software together",
  },
  Scripting: {
    learn: [
      "Write small, readable scripts that do a day's chores in seconds",
      "Handle files, text, errors and arguments the way the language intends",
      "Test and share scripts so that colleagues can run them too",
    ],
    audience: "Anyone who repeats the same steps at a computer and wants to stop",
  },
  "Data Science": {
    learn: [
      "Clean, explore and chart a real data set",
      "Train, evaluate and explain a model honestly",
      "Present findings so that a decision can be made on them",
    ],
    audience: "Analysts, engineers and managers who work with numbers every day",
  },
  "Data Engineering": {
    learn: [
      "Move data from sources to a warehouse or lake on a schedule",
      "Model tables so that reports stay fast and correct",
      "Watch pipelines, and rerun them safely when they fail",
    ],
    audience: "Engineers and analysts who build or look after data pipelines",
  },
  "Monitoring Tools": {
    learn: [
      "Collect metrics, logs and traces from real services",
      "Build dashboards a team on call actually reads",
      "Alert on symptoms, not noise, and tune alerts that cry wolf",
    ],
    audience: "Operations, reliability and support engineers who keep systems running",
  },
};

/** A seeded course's outline, one point a line. */
export function seedOutline(course: Course): string {
  const { learn, audience } = outlineByCategory[course.cate];
  return [
    `${course.totalLessons} lessons, ${course.hours} hours in all, each with a hands-on lab`,
    ...learn,
    `Who it is for: ${audience}`,
  ].join("\n");
}
