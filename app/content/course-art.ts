/**
 * What each course's picture shows (docs/design-system.md, "Course artwork"): a motif for the technology's family, the
 * course's own short label drawn in, on its category's colours. `scripts/course-art.ts` draws the files in
 * public/images/courses from this table, so the picture, its alt text and its label cannot drift apart.
 */

/** A technology family's motif: what a visitor recognises before reading the label. */
export type CourseMotif =
  | "cloud"
  | "pipeline"
  | "database"
  | "blueprint"
  | "shield"
  | "neural"
  | "assistant"
  | "chain"
  | "servers"
  | "branch"
  | "containers"
  | "orchestrator"
  | "package"
  | "terminal"
  | "chart"
  | "cluster"
  | "graph"
  | "logs"
  | "dashboard";

export type CourseArt = {
  motif: CourseMotif;
  /** The short label drawn in (at most 7 characters, our own abbreviation, never a product's logo type). */
  label: string;
  /** For the code motifs (terminal, servers): a few characters of the language drawn in, e.g. Python's ">>>". */
  glyph?: string;
  /** Which stage, block or cell the motif lights (0 to 3), so two courses of one family and category differ. */
  variant?: number;
};

/** What each motif shows, in words, for the alt text. */
export const motifWords: Record<CourseMotif, string> = {
  cloud: "A cloud over three resource blocks",
  pipeline: "A pipeline of four ticked stages joined by arrows",
  database: "A stack of three database cylinders",
  blueprint: "An architecture diagram of three connected boxes",
  shield: "A shield with a padlock",
  neural: "A neural network of three layers of nodes",
  assistant: "A chat bubble with a sparkle",
  chain: "Three blocks linked into a chain",
  servers: "Three servers configured from code",
  branch: "A branch line leaving the main line and merging back",
  containers: "Stacked shipping containers",
  orchestrator: "A hub steering six containers",
  package: "A package in a store of packages",
  terminal: "A terminal window with a prompt",
  chart: "A bar chart with a trend line",
  cluster: "A cluster of data blocks, some lit",
  graph: "A graph of connected nodes",
  logs: "A magnifying glass over lines of log text",
  dashboard: "A dashboard with a metric line and a gauge",
};

/** By course id (the slug of its title, `courses.ts`). */
export const courseArt: Record<string, CourseArt> = {
  "azure-administration": { motif: "cloud", label: "Admin" },
  "azure-devops": { motif: "pipeline", label: "DevOps", variant: 1 },
  "azure-data-engineer": { motif: "database", label: "Data" },
  "azure-solutions-architect": { motif: "blueprint", label: "Arch" },
  "azure-security": { motif: "shield", label: "Sec" },
  "azure-machine-learning": { motif: "neural", label: "AML" },
  "azure-ai": { motif: "assistant", label: "AI" },
  "blockchain-foundations": { motif: "chain", label: "101" },
  "blockchain-solution-architect": { motif: "blueprint", label: "Ledger" },
  "blockchain-developer": { motif: "chain", label: "Dev", variant: 1 },
  terraform: { motif: "servers", label: "TF", glyph: "{ }" },
  git: { motif: "branch", label: "Git" },
  docker: { motif: "containers", label: "Docker" },
  kubernetes: { motif: "orchestrator", label: "K8s" },
  artifactory: { motif: "package", label: "Artf" },
  chef: { motif: "servers", label: "Chef", glyph: "do", variant: 1 },
  puppet: { motif: "servers", label: "Puppet", glyph: "=>", variant: 2 },
  ansible: { motif: "servers", label: "Ansible", glyph: "---" },
  jenkins: { motif: "pipeline", label: "CI/CD" },
  python: { motif: "terminal", label: "Py", glyph: ">>>" },
  "r-programming": { motif: "terminal", label: "R", glyph: "<-" },
  scala: { motif: "terminal", label: "Scala", glyph: "=>" },
  "groovy-and-grails": { motif: "terminal", label: "Groovy", glyph: "{ }" },
  "shell-scripting": { motif: "terminal", label: "Bash", glyph: "$_" },
  "machine-learning": { motif: "neural", label: "ML" },
  "data-science": { motif: "chart", label: "DS" },
  "power-bi": { motif: "chart", label: "BI", variant: 1 },
  "big-data-and-hadoop": { motif: "cluster", label: "Hadoop" },
  spark: { motif: "cluster", label: "Spark", variant: 1 },
  databricks: { motif: "cluster", label: "DBX", variant: 2 },
  neo4j: { motif: "graph", label: "Neo4j" },
  cosmosdb: { motif: "database", label: "Cosmos" },
  cassandra: { motif: "database", label: "Cass", variant: 1 },
  airflow: { motif: "pipeline", label: "DAG" },
  "data-factory": { motif: "pipeline", label: "ADF", variant: 1 },
  nifi: { motif: "pipeline", label: "NiFi", variant: 2 },
  splunk: { motif: "logs", label: "Splunk" },
  datadog: { motif: "dashboard", label: "Ddog" },
  appdynamics: { motif: "dashboard", label: "AppD", variant: 1 },
  "prometheus-and-grafana": { motif: "dashboard", label: "Prom", variant: 2 },
};

/** The demo course page's picture (/course-single): a general cloud course, on the Azure category's colours. */
export const demoCourseArt: CourseArt & { kicker: string } = { motif: "cloud", label: "Intro", kicker: "Cloud" };

/** The alt text: what the picture shows, its label, and whose it is. */
export function courseArtAlt(art: CourseArt, title: string): string {
  const glyph = art.glyph ? ` showing ${art.glyph}` : "";
  return `${motifWords[art.motif]}${glyph}, labelled ${art.label}: the ${title} course illustration`;
}
