import type { KeenSliderInstance, KeenSliderPlugin } from "keen-slider";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "~/components/icon";

/** docs/product.md section 9: carousels move every 5 s and loop. */
export const AUTOPLAY_MS = 5_000;
/** docs/product.md section 9: 20 px between slides (the stylesheet's gap until keen-slider takes over). */
const SPACING_PX = 20;
/** How near the viewport a carousel is when keen-slider is fetched: in time for the visitor to see it move. */
const NEAR_VIEWPORT = "0px 0px 300px 0px";

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * keen-slider's autoplay, as its documentation writes the plugin: the next slide every 5 s, started again after each
 * move (a visitor's own move gives the slide they chose its full 5 s), and held while `held()` says so.
 */
function autoplay(held: () => boolean): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (held() ? schedule() : slider.next()), AUTOPLAY_MS);
    };
    slider.on("created", schedule);
    slider.on("dragStarted", () => clearTimeout(timer));
    slider.on("animationEnded", schedule);
    slider.on("updated", schedule);
    slider.on("destroyed", () => clearTimeout(timer));
  };
}

type CarouselProps = {
  /** The region's accessible name. */
  label: string;
  slides: { key: string; content: ReactNode }[];
  /** A modifier class (`carousel--{name}`) whose rules set the slides per view. */
  className?: string;
};

/**
 * A carousel driven by keen-slider (decision record 0057), which is a native row until then: without JavaScript, and
 * until the carousel nears the viewport, the row scrolls sideways with scroll snap, every slide reached by swiping,
 * scrolling or the keyboard (the row is focusable). keen-slider is fetched (`import()`) when the row comes within
 * 300 px of the viewport, or when an arrow is pressed first, so it never delays the first paint. It takes each
 * slide's width from the stylesheet (`perView: "auto"`: 1, 2 or 3 per view by width, decision record 0036, are the
 * stylesheet's alone), so the row does not jump when it takes over. Autoplay every 5 s, looping, held while the
 * pointer is on the carousel or the keyboard is in it, off under reduced motion and by Pause (WCAG 2.2.2). A click
 * does not stop it: the blog's slider keeps going after one (docs/product.md section 9).
 */
export function Carousel({ label, slides, className }: CarouselProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<Promise<KeenSliderInstance | null> | null>(null);
  const pausedRef = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  const [paused, setPaused] = useState(false);

  /** Fetches keen-slider and hands it the row, once; null when the carousel left the page meanwhile. */
  const slider = () => {
    sliderRef.current ??= import("keen-slider").then(({ default: KeenSlider }) => {
      const track = trackRef.current;
      const region = regionRef.current;
      if (!track || !region) return null;
      let hovered = false;
      region.addEventListener("pointerenter", () => (hovered = true));
      region.addEventListener("pointerleave", () => (hovered = false));
      // keen-slider moves the slides, not the row: a row the visitor scrolled natively starts from its start.
      track.scrollLeft = 0;
      track.classList.add("keen-slider");
      const instance = new KeenSlider(
        track,
        {
          loop: true,
          selector: ".carousel__slide",
          slides: { perView: "auto", spacing: SPACING_PX },
          defaultAnimation: { duration: reducedMotion() ? 0 : 500 },
        },
        // Focus that a mouse click leaves on an arrow is not :focus-visible, so it does not hold the autoplay.
        [autoplay(() => pausedRef.current || hovered || document.hidden || !!region.querySelector(":focus-visible"))],
      );
      // A link focused in a slide out of view: the browser would scroll the row under keen-slider; the slider shows
      // that slide instead, so nothing focusable is hidden.
      track.addEventListener("focusin", (event) => {
        const index = [...track.children].findIndex((slide) => slide.contains(event.target as Node));
        track.scrollLeft = 0;
        if (index >= 0 && (instance.track.details.slides[index]?.portion ?? 0) < 0.99) instance.moveToIdx(index);
      });
      // The row keeps its place in the tab order: focused, the arrow keys move the slider as they scrolled the row.
      track.addEventListener("keydown", (event) => {
        if (event.target !== track) return;
        if (event.key === "ArrowRight") instance.next();
        else if (event.key === "ArrowLeft") instance.prev();
        else return;
        event.preventDefault();
      });
      return instance;
    });
    return sliderRef.current;
  };

  useEffect(() => {
    if (reducedMotion()) {
      pausedRef.current = true;
      setPaused(true);
    }
    setHydrated(true);
    const track = trackRef.current;
    if (!track) return;
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        void slider();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    near.observe(track);
    return () => {
      near.disconnect();
      void sliderRef.current?.then((instance) => instance?.destroy());
    };
    // `slider` reads refs only: the observer is set up once per carousel.
  }, []);

  const togglePause = () => {
    pausedRef.current = !pausedRef.current;
    setPaused(pausedRef.current);
  };

  return (
    <div
      ref={regionRef}
      className={`carousel${className ? ` ${className}` : ""}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* A scrollable area must be reachable by keyboard: focused, the arrow keys scroll it. */}
      <div ref={trackRef} className="carousel__track" tabIndex={0}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        {hydrated ? (
          <>
            <button type="button" className="carousel__button" onClick={() => void slider().then((s) => s?.prev())}>
              <Icon name="arrowLeft" label="Previous slide" />
            </button>
            <button type="button" className="carousel__button" onClick={togglePause}>
              {paused ? "Play" : "Pause"}
              <span className="visually-hidden"> automatic sliding</span>
            </button>
            <button type="button" className="carousel__button" onClick={() => void slider().then((s) => s?.next())}>
              <Icon name="arrowRight" label="Next slide" />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
