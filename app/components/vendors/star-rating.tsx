const STAR = "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z";

/**
 * Five stars filled to the average (a clipped overlay, so 4.3 shows four and a third stars), with the
 * figures as text for screen readers and for anyone who prefers numbers.
 */
export function StarRating({ average, count }: { average: number; count: number }) {
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  const label =
    count === 0
      ? "No ratings yet"
      : `${average.toFixed(1)} out of 5 stars from ${count} ${count === 1 ? "rating" : "ratings"}`;
  return (
    <p className="stars" aria-label={label} role="img">
      <span className="stars__track" aria-hidden="true">
        <Stars className="stars__empty" />
        <span className="stars__fill" style={{ width: `${percent}%` }}>
          <Stars className="stars__full" />
        </span>
      </span>
      <span className="stars__figures" aria-hidden="true">
        {count === 0 ? "No ratings yet" : `${average.toFixed(1)} (${count} ${count === 1 ? "rating" : "ratings"})`}
      </span>
    </p>
  );
}

function Stars({ className }: { className: string }) {
  return (
    <svg className={className} width="110" height="22" viewBox="0 0 120 24" focusable="false">
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={STAR} transform={`translate(${index * 24} 0)`} />
      ))}
    </svg>
  );
}

/** How a vendor's ratings split across 1..5 stars, as a small bar chart with a text alternative. */
export function RatingBars({ distribution, count }: { distribution: readonly number[]; count: number }) {
  const largest = Math.max(1, ...distribution);
  return (
    <table className="rating-bars">
      <caption className="visually-hidden">How the {count} ratings split across one to five stars</caption>
      <tbody>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = distribution[stars - 1] ?? 0;
          return (
            <tr key={stars}>
              <th scope="row">{stars} ★</th>
              <td>
                <span className="rating-bars__bar" style={{ width: `${(n / largest) * 100}%` }} />
              </td>
              <td className="rating-bars__count">{n}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
