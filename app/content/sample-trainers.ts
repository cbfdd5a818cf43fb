/**
 * Sample trainers who show their profile to companies (the directory, decision record 0047), each with the engagements behind
 * their verified reviews: a closed sample requirement, the trainer's application engaged and delivered, and the
 * company's review. Used by the seed of an empty database, so that a first `npm start` shows a directory and a
 * public trainer page with reviews and a reply. All names, companies and texts are invented for the sample.
 */
export type SampleEngagement = {
  /** The requirement the company posted (closed once the training was delivered). */
  topic: string;
  trainingTopicName: string;
  company: string;
  rating: 1 | 2 | 3 | 4 | 5;
  review: string;
  /** The trainer's public reply, if any. */
  reply?: string;
  /** When the review was written, in days before the seed. */
  daysAgo: number;
};

export type SampleTrainer = {
  name: string;
  slug: string;
  location: string;
  skills: string[];
  mode: "in_person" | "online" | "hybrid";
  experience: number;
  trainingExperience: number;
  languages: string[];
  perDayCharge: number;
  showRate: boolean;
  /** The public page's line under the name (optional in a real profile). */
  headline: string;
  engagements: SampleEngagement[];
};

export const sampleTrainers: SampleTrainer[] = [
  {
    name: "Kavya Raman",
    headline: "Kubernetes and platform engineering, taught on your own clusters",
    slug: "kavya-raman",
    location: "Bengaluru, Karnataka",
    skills: ["Kubernetes", "Docker", "Helm", "Terraform"],
    mode: "hybrid",
    experience: 12,
    trainingExperience: 7,
    languages: ["English", "Kannada", "Tamil"],
    perDayCharge: 18000,
    showRate: true,
    engagements: [
      {
        topic: "DevOps",
        trainingTopicName: "Kubernetes operations for a platform team",
        company: "Northwind Logistics",
        rating: 5,
        review:
          "Three days of labs on our own clusters. Every engineer left able to roll out, debug and roll back a deployment. She adapted the last day to the questions we actually had.",
        reply: "Thank you. Your team's questions on pod disruption budgets made the last day the best one.",
        daysAgo: 40,
      },
      {
        topic: "DevOps",
        trainingTopicName: "Docker images for Java developers",
        company: "Blue Harbour Software",
        rating: 5,
        review:
          "Clear, patient and practical. The image size of our main service went from 900 MB to 180 MB during the workshop.",
        daysAgo: 95,
      },
      {
        topic: "Cloud",
        trainingTopicName: "Terraform modules and remote state",
        company: "Meridian Insurance",
        rating: 4,
        review:
          "Strong on module design. We would have liked more time on testing, which she offered to cover in a follow-up.",
        daysAgo: 150,
      },
    ],
  },
  {
    name: "Arjun Mehta",
    headline: "Azure administration and security for teams moving off their own data centres",
    slug: "arjun-mehta",
    location: "Pune, Maharashtra",
    skills: ["Python", "Pandas", "Apache Spark", "Databricks"],
    mode: "online",
    experience: 9,
    trainingExperience: 5,
    languages: ["English", "Hindi", "Marathi"],
    perDayCharge: 15000,
    showRate: false,
    engagements: [
      {
        topic: "Data Engineering",
        trainingTopicName: "Spark on Databricks for analysts",
        company: "Silverline Retail",
        rating: 4,
        review:
          "Good pace for analysts new to Spark, with notebooks we still use. The online sessions ran on time every day.",
        reply: "Glad the notebooks are still in use. Thank you for the smooth set-up of the workspace.",
        daysAgo: 25,
      },
      {
        topic: "Programming",
        trainingTopicName: "Python for test automation engineers",
        company: "Quartz Medical Devices",
        rating: 5,
        review: "Exactly the level we asked for: fixtures, parametrised tests and a small framework built together.",
        daysAgo: 70,
      },
    ],
  },
  {
    name: "Fatima Sheikh",
    headline: "Data engineering with Spark and Databricks, from notebooks to production pipelines",
    slug: "fatima-sheikh",
    location: "Hyderabad, Telangana",
    skills: ["Azure", "Azure DevOps", "PowerShell", "Microsoft Entra ID"],
    mode: "in_person",
    experience: 15,
    trainingExperience: 10,
    languages: ["English", "Hindi", "Urdu", "Telugu"],
    perDayCharge: 20000,
    showRate: true,
    engagements: [
      {
        topic: "Azure",
        trainingTopicName: "Azure administration for system administrators",
        company: "Eastgate Manufacturing",
        rating: 5,
        review:
          "Five days on site. Our administrators now build and secure their own subscriptions. The lab guide is excellent.",
        daysAgo: 55,
      },
    ],
  },
  {
    name: "Rohan D'Souza",
    headline: "Python and shell scripting for operations teams who automate their own work",
    slug: "rohan-dsouza",
    location: "Mumbai, Maharashtra",
    skills: ["AWS", "Linux", "Ansible", "Bash"],
    mode: "hybrid",
    experience: 7,
    trainingExperience: 3,
    languages: ["English", "Konkani"],
    perDayCharge: 12000,
    showRate: false,
    engagements: [],
  },
];
