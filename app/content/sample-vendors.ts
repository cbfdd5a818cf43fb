/** Sample training vendors with community ratings. Used by the seed of an empty database. */
export type SampleVendor = {
  name: string;
  website: string;
  description: string;
  ratings: number[];
};

export const sampleVendors: SampleVendor[] = [
  {
    name: "CloudCraft Academy",
    website: "https://cloudcraft-academy.example",
    description: "Azure and AWS certification bootcamps with lab environments included.",
    ratings: [5, 5, 4, 5],
  },
  {
    name: "PipelinePro Training",
    website: "https://pipelinepro.example",
    description: "DevOps courses: Jenkins, GitHub Actions, Kubernetes and Terraform for delivery teams.",
    ratings: [4, 4, 5],
  },
  {
    name: "DataForge Learning",
    website: "https://dataforge-learning.example",
    description: "Data engineering and analytics training on Spark, Databricks and Power BI.",
    ratings: [4, 3, 4, 4, 5],
  },
  {
    name: "ScriptWorks Institute",
    website: "https://scriptworks.example",
    description: "Python, PowerShell and Bash scripting for operations and QA engineers.",
    ratings: [3, 4, 3],
  },
  {
    name: "Ledger Labs Education",
    website: "https://ledgerlabs.example",
    description: "Blockchain fundamentals and smart-contract development workshops.",
    ratings: [3, 2, 4],
  },
  {
    name: "Observe & Learn",
    website: "https://observe-learn.example",
    description: "Monitoring and observability: Splunk, Datadog, AppDynamics and Prometheus.",
    ratings: [5, 4],
  },
];
