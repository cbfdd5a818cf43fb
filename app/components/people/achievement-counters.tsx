import { Icon } from "~/components/icon";
import { achievementCounters } from "~/content/about";

/** The four achievement counters (30 years, 3084 learners, 330 teachers, 2300+ courses). */
export function AchievementCounters({ title, titleId }: { title: string; titleId: string }) {
  return (
    <section className="section counters" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="visually-hidden">
          {title}
        </h2>
        <ul className="counters__list">
          {achievementCounters.map((counter) => (
            <li key={counter.id} className="counters__item">
              <span className="counters__icon">
                <Icon name={counter.iconName} size={28} />
              </span>
              <span className="counters__value">{counter.value}</span>
              <span className="counters__label">{counter.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
