const SIZE = 120;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A circular percentage drawn in SVG: a grey track, an arc for the share, the number in the middle.
 * The drawing is decorative; the caption says the same in words.
 */
export function SkillRing({ label, percent }: { label: string; percent: number }) {
  const clamped = Math.max(0, Math.min(100, percent));
  const dash = (CIRCUMFERENCE * clamped) / 100;
  return (
    <figure className="skill-ring">
      <svg
        className="skill-ring__chart"
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-hidden="true"
        focusable="false"
      >
        <circle className="skill-ring__track" cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} />
        <circle
          className="skill-ring__arc"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={`${dash.toFixed(2)} ${CIRCUMFERENCE.toFixed(2)}`}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        />
        <text className="skill-ring__value" x="50%" y="50%" dominantBaseline="central" textAnchor="middle">
          {clamped}%
        </text>
      </svg>
      <figcaption className="skill-ring__label">
        {label}
        <span className="visually-hidden">: {clamped}%</span>
      </figcaption>
    </figure>
  );
}
