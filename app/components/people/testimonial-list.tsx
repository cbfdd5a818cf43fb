import { Icon } from "~/components/icon";
import { RatingStars } from "~/components/rating-stars";
import type { Testimonial } from "~/content/testimonials";

/** Testimonials as cards: quote, stars, then who said it. */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="testimonials">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className="testimonial">
          <figure className="testimonial__figure">
            <Icon name="quote" size={32} className="testimonial__mark" />
            <blockquote className="testimonial__text">
              <p>{testimonial.text}</p>
            </blockquote>
            <RatingStars rating={testimonial.rating} />
            <figcaption className="testimonial__author">
              <img src={testimonial.image} alt={testimonial.imageAlt} width={64} height={64} loading="lazy" />
              <span>
                <span className="testimonial__name">{testimonial.name}</span>
                <span className="testimonial__designation">{testimonial.designation}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
