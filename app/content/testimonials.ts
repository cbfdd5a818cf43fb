/**
 * Sample testimonials (docs/product.md section 3: image, text, name, designation), shown on /about and
 * available to the home page's testimonials slider. The image is the person's monogram (`Avatar`), drawn from the
 * name: we have no photos of them, and a cartoon stands for nobody.
 */
export type Testimonial = {
  id: string;
  text: string;
  name: string;
  designation: string;
  /** Stars out of 5. */
  rating: number;
};

export const testimonials: Testimonial[] = [
  {
    id: "neha-bhatia",
    text: "Our platform team went from reading about Kubernetes to running it in production within a quarter. The labs mirrored our own setup, so nothing felt like a toy example.",
    name: "Neha Bhatia",
    designation: "Engineering Manager, logistics company",
    rating: 5,
  },
  {
    id: "rahul-verma",
    text: "Finding a trainer for a forty-person batch used to take weeks of calls. Edukon matched us with the right instructor in two days, and our feedback scores were the best of the year.",
    name: "Rahul Verma",
    designation: "Learning & Development Lead",
    rating: 5,
  },
  {
    id: "aisha-khan",
    text: "I sat the Azure administrator exam two weeks after the course and passed at the first attempt. The practice scenarios were harder than the exam itself, which is exactly what I needed.",
    name: "Aisha Khan",
    designation: "Cloud Support Engineer",
    rating: 4,
  },
];
