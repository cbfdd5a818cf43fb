import { Link } from "@remix-run/react";
import type { Publication } from "~/content/publications";
import { HomeSection } from "./home-section";

export function Publications({ publications }: { publications: Publication[] }) {
  return (
    <HomeSection id="publications-title" eyebrow="Publications" title="Books by our trainers">
      <ul className="publications">
        {publications.map((publication) => (
          <li key={publication.id} className="card publication">
            <img
              src={publication.image}
              alt={publication.imageAlt}
              width={300}
              height={400}
              loading="lazy"
              className="publication__cover"
            />
            <div className="card__body">
              <span className="badge badge--accent publication__category">{publication.category}</span>
              <h3 className="card__title">
                <Link to={publication.url}>{publication.title}</Link>
              </h3>
              <p className="publication__prices">
                <del className="publication__old-price">
                  <span className="visually-hidden">Was </span>${publication.oldPrice}
                </del>{" "}
                <ins className="publication__new-price">
                  <span className="visually-hidden">Now </span>${publication.newPrice}
                </ins>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
