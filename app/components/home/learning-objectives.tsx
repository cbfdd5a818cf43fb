import { Icon } from "~/components/icon";
import type { LearningObjective } from "~/content/home";
import { HomeSection } from "./home-section";

export function LearningObjectives({ objectives }: { objectives: LearningObjective[] }) {
  return (
    <HomeSection id="objectives-title" eyebrow="Learning objectives" title="What your team will be able to do">
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
    </HomeSection>
  );
}
