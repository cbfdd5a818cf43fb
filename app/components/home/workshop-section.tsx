import { EnquiryForm } from "~/components/form/enquiry-form";
import type { Challenge } from "~/forms/abuse";
import type { EnquiryReply } from "~/forms/enquiry";
import { workshopForm } from "~/forms/workshop";

/** The home page's workshop registration: 100% Scholarship, Join Workshop for Azure Cloud, Register Now. */
export function WorkshopSection({
  challenge,
  reply,
  defaults,
}: {
  challenge: Challenge;
  reply: EnquiryReply | undefined;
  /** The signed-in visitor's name and e-mail (docs/product.md sections 2 and 6: forms prefill them). */
  defaults: { name: string; email: string };
}) {
  return (
    <section className="section workshop" id="workshop" aria-labelledby="workshop-title">
      <div className="container workshop__layout">
        <div className="workshop__pitch">
          <p className="section__eyebrow">100% Scholarship</p>
          <h2 id="workshop-title">Join Workshop for Azure Cloud</h2>
          <p>
            A free, hands-on weekend workshop: create a subscription, deploy Windows and Ubuntu virtual machines, and
            secure them, guided by a trainer with 22 years of experience.
          </p>
          <ul className="check-list">
            <li>Live online, two mornings</li>
            <li>Labs in a sandbox Azure tenant</li>
            <li>Certificate of participation</li>
          </ul>
        </div>
        <div className="panel workshop__form">
          <h3 className="panel__title">Register Now</h3>
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
