import { Carousel } from "~/components/carousel";
import { TestimonialCard } from "~/components/people/testimonial-card";
import type { Testimonial } from "~/content/testimonials";

/** One testimonial per view, two from 992 px (home.css). */
export function TestimonialsSlider({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <section className="section section--alt" aria-labelledby="home-testimonials-title">
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow">Testimonials</p>
          <h2 id="home-testimonials-title">What teams say after training with us</h2>
        </header>
        <Carousel
          label="Testimonials"
          className="carousel--testimonials"
          slides={testimonials.map((testimonial) => ({
            key: testimonial.id,
            content: <TestimonialCard testimonial={testimonial} block="home-testimonial" avatarSize={56} />,
          }))}
        />
      </div>
    </section>
  );
}
