import { Icon } from "~/components/icon";
import type { AchievementCounter } from "~/content/about";

/** The achievement counters (docs/product.md section 9: 30 years, 3084 learners, 330 teachers, 2300 courses). */
export function HomeCounters({ counters }: { counters: AchievementCounter[] }) {
  return (
    <section className="home-counters" aria-labelledby="home-counters-title">
      <div className="container">
        <h2 id="home-counters-title" className="visually-hidden">
          Edukon in numbers
        </h2>
        <ul className="home-counters__list">
          {counters.map((counter) => (
            <li key={counter.id} className="home-counters__item">
              <Icon name={counter.iconName} size={28} className="home-counters__icon" />
              <span className="home-counters__value">{counter.value}</span>
              <span className="home-counters__label">{counter.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
