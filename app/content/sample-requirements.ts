/** Sample training requirements, as companies post them. Used by the seed of an empty database. */
export type SampleRequirement = {
  topic: string;
  trainingTopicName: string;
  details: string;
  deliveryLocation: string;
  daysAgo: number;
};

export const sampleRequirements: SampleRequirement[] = [
  {
    topic: "Azure",
    trainingTopicName: "Azure Administration (AZ-104) for an operations team",
    details:
      "We need a 5-day instructor-led Azure administration course for 12 system administrators moving from on-premises VMware. Cover subscriptions, resource groups, virtual networks, Windows and Ubuntu VMs, storage accounts and Azure Monitor. Hands-on labs in our own tenant.",
    deliveryLocation: "Bengaluru, Karnataka",
    daysAgo: 1,
  },
  {
    topic: "DevOps",
    trainingTopicName: "Kubernetes and Docker for developers",
    details:
      "Looking for a trainer to run a 3-day hands-on workshop on Docker images, Kubernetes deployments, services, Helm charts and troubleshooting pods for 20 Java developers. Online delivery, IST afternoon slots.",
    deliveryLocation: "Online",
    daysAgo: 2,
  },
  {
    topic: "Data Engineering",
    trainingTopicName: "Azure Data Factory and Databricks pipelines",
    details:
      "Our analytics team of 8 needs practical training on Azure Data Factory pipelines, Databricks notebooks with Spark and Delta Lake, and scheduling with Airflow. Prior SQL knowledge assumed.",
    deliveryLocation: "Pune, Maharashtra",
    daysAgo: 3,
  },
  {
    topic: "Scripting",
    trainingTopicName: "Python for automation engineers",
    details:
      "Python scripting course for network and QA engineers: data types, files, REST APIs with requests, pandas basics and writing small automation tools. Four half-day sessions, beginner level.",
    deliveryLocation: "Chennai, Tamil Nadu",
    daysAgo: 4,
  },
  {
    topic: "DevOps",
    trainingTopicName: "Terraform infrastructure as code",
    details:
      "Need a Terraform trainer for platform engineers: modules, state management with remote backends, workspaces and CI pipelines with Jenkins. Azure provider preferred, AWS examples welcome.",
    deliveryLocation: "Hyderabad, Telangana",
    daysAgo: 5,
  },
  {
    topic: "Data Science",
    trainingTopicName: "Machine Learning with Python",
    details:
      "Two-week machine learning bootcamp for graduate hires: scikit-learn, feature engineering, model evaluation, and an introduction to deep learning. Python and statistics refresher on day one.",
    deliveryLocation: "Online",
    daysAgo: 6,
  },
  {
    topic: "Monitoring Tools",
    trainingTopicName: "Splunk administration and searching",
    details:
      "Splunk training for our security operations centre: indexes, forwarders, SPL searches, dashboards and alerts. Around 10 analysts, in person for three days.",
    deliveryLocation: "Gurugram, Haryana",
    daysAgo: 7,
  },
  {
    topic: "Blockchain",
    trainingTopicName: "Blockchain foundations for architects",
    details:
      "A two-day blockchain foundations course for solution architects: consensus, smart contracts, permissioned ledgers and when not to use a blockchain. Case studies from supply chain and banking.",
    deliveryLocation: "Mumbai, Maharashtra",
    daysAgo: 9,
  },
  {
    topic: "DevOps",
    trainingTopicName: "Ansible configuration management",
    details:
      "We want an Ansible course covering inventories, playbooks, roles, Ansible Vault and AWX for a team that currently uses Chef and Puppet. Online, five sessions of three hours.",
    deliveryLocation: "Online",
    daysAgo: 10,
  },
  {
    topic: "Data Science",
    trainingTopicName: "Power BI dashboards for managers",
    details:
      "Power BI training for finance and sales managers: importing data, DAX measures, visuals and publishing reports. No coding background; plenty of practical exercises with our sample data.",
    deliveryLocation: "Kochi, Kerala",
    daysAgo: 12,
  },
  {
    topic: "Monitoring Tools",
    trainingTopicName: "Datadog and AppDynamics observability",
    details:
      "Observability workshop for SRE team: Datadog agents, APM traces, dashboards and monitors, plus comparing with AppDynamics which another business unit uses. Two days, online.",
    deliveryLocation: "Online",
    daysAgo: 14,
  },
  {
    topic: "Data Engineering",
    trainingTopicName: "Big Data with Hadoop, Spark and Scala",
    details:
      "Training on the Hadoop ecosystem, Spark with Scala, Kafka basics and NiFi flows for 15 data engineers migrating batch jobs. Five days, hands-on, cluster provided by us.",
    deliveryLocation: "Noida, Uttar Pradesh",
    daysAgo: 16,
  },
  {
    topic: "Azure",
    trainingTopicName: "Azure Security Engineer (AZ-500) preparation",
    details:
      "Certification preparation for AZ-500: identity and access, Microsoft Entra ID, Key Vault, network security groups, Defender for Cloud and Sentinel. Six participants, weekend batches.",
    deliveryLocation: "Online",
    daysAgo: 18,
  },
  {
    topic: "DevOps",
    trainingTopicName: "Git and Jenkins CI/CD pipelines",
    details:
      "Git branching strategies, pull requests and Jenkins declarative pipelines with shared libraries and Artifactory for a team of 25 developers. Groovy basics needed for pipeline code.",
    deliveryLocation: "Ahmedabad, Gujarat",
    daysAgo: 21,
  },
];
