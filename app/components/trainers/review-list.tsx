import type { SerializeFrom } from "@remix-run/node";
import { RatingStars } from "~/components/rating-stars";
import { formatDay } from "~/forms/manage-requirement";
import type { PublicReview } from "~/services/trainer-directory.server";

/**
 * A trainer's verified reviews, newest first: stars, date, the training it was about, the company's text and the
 * trainer's reply. Every text is React text, never markup.
 */
export function ReviewList({ reviews }: { reviews: SerializeFrom<PublicReview>[] }) {
  if (reviews.length === 0) return <p>No reviews yet.</p>;
  return (
    <ol className="review-list" aria-label="Verified reviews">
      {reviews.map((review) => (
        <li key={review.id} className="review" aria-labelledby={`review-${review.id}`}>
          <p id={`review-${review.id}`} className="review__head">
            <RatingStars rating={review.rating} /> <span className="badge badge--success">Verified engagement</span>{" "}
            <span className="review__meta">
              {formatDay(review.writtenAt)} · {review.topic}
            </span>
          </p>
          <p className="review__text">{review.text}</p>
          {review.reply ? (
            <div className="review__reply">
              <p className="review__meta">
                Reply from the trainer{review.repliedAt ? `, ${formatDay(review.repliedAt)}` : ""}
              </p>
              <p>{review.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
