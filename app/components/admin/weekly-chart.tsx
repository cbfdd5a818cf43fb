type Week = { week: string; enquiries: number; applications: number; ratings: number };

const SERIES = [
  { key: "enquiries", label: "Enquiries", className: "chart__bar--enquiries" },
  { key: "applications", label: "Applications", className: "chart__bar--applications" },
  { key: "ratings", label: "Ratings", className: "chart__bar--ratings" },
] as const;

/** Enquiries, applications and ratings per week as grouped SVG bars, with the figures as a table too. */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const largest = Math.max(1, ...weeks.flatMap((week) => SERIES.map((series) => week[series.key])));
  const width = 640;
  const height = 180;
  const groupWidth = width / weeks.length;
  const barWidth = (groupWidth - 12) / SERIES.length;
  // The figures' table follows the figure: a <details> may not sit in a <figure> after its caption.
  return (
    <>
      <figure className="chart">
        <svg viewBox={`0 0 ${width} ${height + 24}`} width="100%" role="img" aria-labelledby="weekly-chart-caption">
          {weeks.map((week, index) => (
            <g key={week.week} transform={`translate(${index * groupWidth + 6} 0)`}>
              {SERIES.map((series, s) => {
                const value = week[series.key];
                const barHeight = (value / largest) * (height - 8);
                return (
                  <rect
                    key={series.key}
                    className={series.className}
                    x={s * barWidth}
                    y={height - barHeight}
                    width={barWidth - 2}
                    height={barHeight}
                  />
                );
              })}
              <text x={(groupWidth - 12) / 2} y={height + 18} textAnchor="middle" className="chart__label">
                {week.week.slice(5)}
              </text>
            </g>
          ))}
        </svg>
        <figcaption id="weekly-chart-caption">
          Per week (starting Monday):{" "}
          {SERIES.map((series) => (
            <span key={series.key} className={`chart__legend ${series.className}`}>
              {series.label}
            </span>
          ))}
        </figcaption>
      </figure>
      <details>
        <summary>Show the figures</summary>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{week.week}</th>
                {SERIES.map((series) => (
                  <td key={series.key}>{week[series.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
