import { Icon } from "~/components/icon";

/** A row of five stars with `rating` filled, read out as "Rated 4 out of 5". */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="star" size={size} className={star <= rating ? undefined : "is-empty"} />
      ))}
    </span>
  );
}
