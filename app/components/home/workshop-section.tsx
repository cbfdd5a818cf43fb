import type { WorkshopFormData } from "~/server/workshop-form.server";

/** The home page's workshop registration section; its form is built by the enquiries issue. */
export function WorkshopSection(_props: { form: WorkshopFormData }) {
  return (
    <section className="section workshop" aria-labelledby="workshop-title">
      <div className="container">
        <p className="section__eyebrow">100% Scholarship</p>
        <h2 id="workshop-title">Join Workshop for Azure Cloud</h2>
      </div>
    </section>
  );
}
