import type { KeenSliderOptions } from "keen-slider/react.es.js";
import { Carousel } from "~/components/carousel";
import { Icon } from "~/components/icon";
import { RatingStars } from "~/components/rating-stars";
import { testimonials, type Testimonial } from "~/content/testimonials";

const sliderOptions: KeenSliderOptions = {
  loop: true,
  slides: { perView: 1, spacing: 20 },
  breakpoints: {
    "(min-width: 992px)": { slides: { perView: 2, spacing: 20 } },
  },
};

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="home-testimonial">
      <Icon name="quote" size={32} className="home-testimonial__mark" />
      <blockquote className="home-testimonial__text">
        <p>{testimonial.text}</p>
      </blockquote>
      <RatingStars rating={testimonial.rating} />
      <figcaption className="home-testimonial__author">
        <img src={testimonial.image} alt={testimonial.imageAlt} width={56} height={56} loading="lazy" />
        <span>
          <span className="home-testimonial__name">{testimonial.name}</span>
          <span className="home-testimonial__designation">{testimonial.designation}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialsSlider() {
  return (
    <section className="section section--alt" aria-labelledby="home-testimonials-title">
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow">Testimonials</p>
          <h2 id="home-testimonials-title">What teams say after training with us</h2>
        </header>
        <Carousel
          label="Testimonials"
          options={sliderOptions}
          className="carousel--testimonials"
          slides={testimonials.map((testimonial) => ({ key: testimonial.id, content: <TestimonialCard testimonial={testimonial} /> }))}
        />
      </div>
    </section>
  );
}
