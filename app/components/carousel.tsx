import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from "keen-slider";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "~/components/icon";

/** docs/product.md section 9: carousels move every 5 s and loop. */
export const AUTOPLAY_MS = 5_000;

/**
 * Moves to the next slide every `intervalMs`, except while the pointer or the keyboard focus is on
 * the slider, while it is dragged, or while the visitor has paused it (WCAG 2.2.2).
 */
function autoplay(intervalMs: number, isPaused: () => boolean): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let held = false;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (held || isPaused() ? schedule() : slider.next()), intervalMs);
    };
    const hold = () => {
      held = true;
    };
    const release = () => {
      held = false;
    };
    slider.on("created", () => {
      slider.container.addEventListener("mouseenter", hold);
      slider.container.addEventListener("mouseleave", release);
      slider.container.addEventListener("focusin", hold);
      slider.container.addEventListener("focusout", release);
      schedule();
    });
    slider.on("dragStarted", () => clearTimeout(timer));
    slider.on("animationEnded", schedule);
    slider.on("updated", schedule);
    slider.on("destroyed", () => clearTimeout(timer));
  };
}

type CarouselProps = {
  /** The region's accessible name. */
  label: string;
  /** keen-slider options; keep them a module constant (the slider is rebuilt when they change). */
  options: KeenSliderOptions;
  slides: { key: string; content: ReactNode }[];
  /** A modifier class that sets the no-JavaScript slide widths. */
  className?: string;
};

/**
 * A keen-slider carousel that is a plain horizontally scrollable row until keen-slider takes over:
 * without JavaScript (and before hydration) every slide is reachable by scrolling. The controls are
 * rendered only once the slider runs, since they do nothing without it. keen-slider itself is loaded
 * once the page has hydrated, not with the page: the row works without it (decision record 0021).
 */
export function Carousel({ label, options, slides, className }: CarouselProps) {
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const instanceRef = useRef<KeenSliderInstance | null>(null);

  useEffect(() => {
    let unmounted = false;
    void import("keen-slider").then(({ default: KeenSlider }) => {
      if (unmounted || !trackRef.current) return;
      instanceRef.current = new KeenSlider(
        trackRef.current,
        {
          ...options,
          created(slider) {
            // A visitor may have scrolled the row before the slider started; keen-slider moves slides itself.
            slider.container.scrollLeft = 0;
            if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
              pausedRef.current = true;
              setPaused(true);
            }
            setReady(true);
          },
        },
        [autoplay(AUTOPLAY_MS, () => pausedRef.current)],
      );
    });
    return () => {
      unmounted = true;
      instanceRef.current?.destroy();
      instanceRef.current = null;
    };
  }, [options]);

  const togglePause = () => {
    pausedRef.current = !pausedRef.current;
    setPaused(pausedRef.current);
  };

  return (
    <div
      className={`carousel${className ? ` ${className}` : ""}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={trackRef}
        className={`keen-slider carousel__track${ready ? " is-ready" : ""}`}
        // Without the slider the row scrolls natively, and a scrollable area must be reachable by keyboard.
        tabIndex={ready ? undefined : 0}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className="keen-slider__slide carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {ready ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" onClick={() => instanceRef.current?.prev()}>
            <Icon name="arrowLeft" label="Previous slide" />
          </button>
          <button type="button" className="carousel__button" onClick={togglePause}>
            {paused ? "Play" : "Pause"}
            <span className="visually-hidden"> automatic sliding</span>
          </button>
          <button type="button" className="carousel__button" onClick={() => instanceRef.current?.next()}>
            <Icon name="arrowRight" label="Next slide" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
