import type { Testimonial } from "~/content/testimonials";
import { TestimonialCard } from "./testimonial-card";

/** Testimonials as cards: quote, stars, then who said it. */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="testimonials">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className="testimonial">
          <TestimonialCard testimonial={testimonial} block="testimonial" avatarSize={64} />
        </li>
      ))}
    </ul>
  );
}
