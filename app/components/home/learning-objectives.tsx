import { Icon } from "~/components/icon";
import type { LearningObjective } from "~/content/home";

export function LearningObjectives({ objectives }: { objectives: LearningObjective[] }) {
  return (
    <section className="section" aria-labelledby="objectives-title">
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow">Learning objectives</p>
          <h2 id="objectives-title">What your team will be able to do</h2>
        </header>
        <ul className="objectives">
          {objectives.map((objective) => (
            <li key={objective.id} className="objective">
              <span className="objective__icon">
                <Icon name={objective.iconName} size={24} />
              </span>
              <h3 className="objective__title">{objective.title}</h3>
              <p>{objective.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
