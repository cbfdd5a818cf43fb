import { EnquiryForm } from "~/components/form/enquiry-form";
import type { WorkshopPitch } from "~/content/home";
import type { Challenge } from "~/forms/abuse";
import type { EnquiryReply } from "~/forms/enquiry";
import { workshopForm } from "~/forms/workshop";

/** The home page's workshop registration: 100% Scholarship, Join Workshop for Azure Cloud, Register Now. */
export function WorkshopSection({
  pitch,
  challenge,
  reply,
  defaults,
}: {
  pitch: WorkshopPitch;
  challenge: Challenge;
  reply: EnquiryReply | undefined;
  /** The signed-in visitor's name and e-mail (docs/product.md sections 2 and 6: forms prefill them). */
  defaults: { name: string; email: string };
}) {
  return (
    <section className="section workshop" id="workshop" aria-labelledby="workshop-title">
      <div className="container workshop__layout">
        <div className="workshop__pitch">
          <p className="section__eyebrow">{pitch.eyebrow}</p>
          <h2 id="workshop-title">{pitch.title}</h2>
          <p>{pitch.text}</p>
          <ul className="check-list">
            {pitch.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className="panel workshop__form">
          <h3 className="panel__title">{pitch.formTitle}</h3>
          <EnquiryForm
            form={workshopForm}
            challenge={reply?.challenge ?? challenge}
            reply={reply}
            defaultValue={defaults}
          />
        </div>
      </div>
    </section>
  );
}
