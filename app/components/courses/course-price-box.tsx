import type { ReactNode } from "react";

type CoursePriceBoxProps = {
  price: string;
  /** Label and value pairs under the price: trainer, lessons, schedule... */
  facts: { label: string; value: ReactNode }[];
  /** The call to action: enrol, sign in, or sign up. */
  children: ReactNode;
};

/** The course pages' sidebar box: the price, the course's facts, and what to do next. */
export function CoursePriceBox({ price, facts, children }: CoursePriceBoxProps) {
  return (
    <div className="panel course-price-box">
      <p className="course-price-box__price">
        <span className="visually-hidden">Price: </span>
        {price}
      </p>
      <dl className="course-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="course-facts__row">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
