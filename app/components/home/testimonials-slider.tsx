import { Carousel } from "~/components/carousel";
import { TestimonialCard } from "~/components/people/testimonial-card";
import type { Testimonial } from "~/content/testimonials";
import { HomeSection } from "./home-section";

/** One testimonial per view, two from 992 px (home.css). */
export function TestimonialsSlider({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <HomeSection id="home-testimonials-title" eyebrow="Testimonials" title="What teams say after training with us" alt>
      <Carousel
        label="Testimonials"
        className="carousel--testimonials"
        slides={testimonials.map((testimonial) => ({
          key: testimonial.id,
          content: <TestimonialCard testimonial={testimonial} block="home-testimonial" avatarSize={56} />,
        }))}
      />
    </HomeSection>
  );
}
