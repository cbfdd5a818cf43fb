import { useEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "~/components/icon";

/** docs/product.md section 9: carousels move every 5 s and loop. */
export const AUTOPLAY_MS = 5_000;

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls the row by one slide (the distance between two slides: how many show is the stylesheet's), and from either
 * end to the other (the loop: no cloned slides, so every slide is once in the page and in the tab order). The row
 * snaps, so a move that starts mid-way still ends on a slide.
 */
function move(track: HTMLElement, by: 1 | -1) {
  const [first, second] = track.children;
  if (!first || !second) return;
  const step = second.getBoundingClientRect().left - first.getBoundingClientRect().left;
  const end = track.scrollWidth - track.clientWidth;
  // A move asked while the last one still scrolls starts from where that one goes: Next pressed twice quickly on the
  // way to the last slide then loops, instead of stepping again from a position short of the end.
  const [to, since] = heading.get(track) ?? [0, -1e4];
  const at = performance.now() - since < 1e3 ? to : track.scrollLeft;
  // 2 px of slack: a fractional scroll position never quite reaches the end.
  const left = by > 0 ? (at > end - 2 ? 0 : at + step) : at < 2 ? end : at - step;
  heading.set(track, [left, performance.now()]);
  track.scrollTo({ left, behavior: reducedMotion() ? "auto" : "smooth" });
}

/** Where each row's last move is taking it, and since when. */
const heading = new WeakMap<HTMLElement, [number, number]>();

type CarouselProps = {
  /** The region's accessible name. */
  label: string;
  slides: { key: string; content: ReactNode }[];
  /** A modifier class (`carousel--{name}`) whose rules set the slides per view. */
  className?: string;
};

/**
 * A row of slides that scrolls sideways by itself (CSS scroll snap, decision record 0054): without JavaScript, and
 * before hydration, every slide is reached by swiping, scrolling or the keyboard (the row is focusable). The slides per
 * view are the stylesheet's and do not change when the script starts, so the row never jumps. The script adds the
 * arrows (rendered once it runs: they do nothing without it; their space is kept from the first paint) and the
 * autoplay: every 5 s, looping, held while the pointer is on the carousel or the keyboard is in it, off under reduced
 * motion and by Pause (WCAG 2.2.2). A click does not stop it (SPEC: the blog slider does not stop on interaction).
 */
export function Carousel({ label, slides, className }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (reducedMotion()) setPaused(true);
    setReady(true);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    const region = track?.parentElement;
    if (!ready || paused || !track || !region) return;
    let hovered = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(tick, AUTOPLAY_MS);
    };
    const tick = () => {
      // Focus that a mouse click leaves on an arrow is not :focus-visible, so it does not hold the autoplay.
      if (!hovered && !document.hidden && !region.querySelector(":focus-visible")) move(track, 1);
      schedule();
    };
    const enter = () => {
      hovered = true;
    };
    const leave = () => {
      hovered = false;
    };
    region.addEventListener("pointerenter", enter);
    region.addEventListener("pointerleave", leave);
    // A visitor's own move (an arrow, a swipe, the wheel) gives the slide they chose its full 5 s.
    region.addEventListener("pointerdown", schedule);
    region.addEventListener("wheel", schedule, { passive: true });
    schedule();
    return () => {
      clearTimeout(timer);
      region.removeEventListener("pointerenter", enter);
      region.removeEventListener("pointerleave", leave);
      region.removeEventListener("pointerdown", schedule);
      region.removeEventListener("wheel", schedule);
    };
  }, [ready, paused]);

  const moveBy = (by: 1 | -1) => trackRef.current && move(trackRef.current, by);

  return (
    <div
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
        {ready ? (
          <>
            <button type="button" className="carousel__button" onClick={() => moveBy(-1)}>
              <Icon name="arrowLeft" label="Previous slide" />
            </button>
            <button type="button" className="carousel__button" onClick={() => setPaused(!paused)}>
              {paused ? "Play" : "Pause"}
              <span className="visually-hidden"> automatic sliding</span>
            </button>
            <button type="button" className="carousel__button" onClick={() => moveBy(1)}>
              <Icon name="arrowRight" label="Next slide" />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
