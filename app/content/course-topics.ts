/**
 * The catalogue's seven categories and the topics our courses teach. The course catalogue builds on
 * them, and the trainer profile suggests them as skills, so both speak of a topic by the same name.
 */
export const courseCategories = [
  "Azure",
  "Blockchain",
  "DevOps",
  "Scripting",
  "Data Science",
  "Data Engineering",
  "Monitoring Tools",
] as const;

export type CourseCategory = (typeof courseCategories)[number];

export const courseTopics: readonly string[] = [
  "Azure Administration",
  "Azure DevOps",
  "Azure Data Engineer",
  "Azure Solutions Architect",
  "Azure Security",
  "Azure Machine Learning",
  "Azure AI",
  "Blockchain Foundations",
  "Blockchain Solution Architect",
  "Blockchain Developer",
  "Terraform",
  "Python",
  "Machine Learning",
  "R Programming",
  "Data Science",
  "Big Data and Hadoop",
  "GIT",
  "Spark",
  "Scala",
  "Databricks",
  "Docker",
  "Kubernetes",
  "Artifactory",
  "Chef",
  "Puppet",
  "Ansible",
  "Jenkins",
  "Neo4J",
  "CosmosDB",
  "Cassandra",
  "Airflow",
  "Data Factory",
  "Power BI",
  "Groovy and Grails",
  "Shell Scripting",
  "NiFi",
  "Splunk",
  "DataDog",
  "AppDynamics",
  "Prometheus and Grafana",
];
