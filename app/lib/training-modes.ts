/**
 * How a trainer delivers training (docs/product.md section 5): the trainer profile's Basic section asks it, the
 * board's panel saves it, and the directory filters on it. One list for the browser and the server.
 */
export const TRAINING_MODES = ["in_person", "online", "hybrid"] as const;
export type TrainingMode = (typeof TRAINING_MODES)[number];
export const TRAINING_MODE_LABELS: Record<TrainingMode, string> = {
  in_person: "In person",
  online: "Online",
  hybrid: "Hybrid",
};
