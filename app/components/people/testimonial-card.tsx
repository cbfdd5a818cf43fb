import { Icon } from "~/components/icon";
import { Avatar } from "~/components/people/avatar";
import { RatingStars } from "~/components/rating-stars";
import type { Testimonial } from "~/content/testimonials";

type TestimonialCardProps = {
  testimonial: Testimonial;
  /** The BEM block its classes hang from: each page styles the card its own way. */
  block: "testimonial" | "home-testimonial";
  avatarSize: number;
};

/** One testimonial: quote mark, the words, stars, then who said it. */
export function TestimonialCard({ testimonial, block, avatarSize }: TestimonialCardProps) {
  return (
    <figure className={block === "testimonial" ? "testimonial__figure" : "home-testimonial"}>
      <Icon name="quote" size={32} className={`${block}__mark`} />
      <blockquote className={`${block}__text`}>
        <p>{testimonial.text}</p>
      </blockquote>
      <RatingStars rating={testimonial.rating} />
      <figcaption className={`${block}__author`}>
        <Avatar name={testimonial.name} size={avatarSize} />
        <span>
          <span className={`${block}__name`}>{testimonial.name}</span>
          <span className={`${block}__designation`}>{testimonial.designation}</span>
        </span>
      </figcaption>
    </figure>
  );
}
