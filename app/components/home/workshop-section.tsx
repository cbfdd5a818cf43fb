import { useActionData } from "@remix-run/react";
import { workshopFields } from "~/forms/enquiry-fields";
import type { Challenge } from "~/components/form/abuse-fields";
import { EnquiryForm, type EnquiryReply } from "~/components/form/enquiry-form";
import { workshopSchema } from "~/forms/workshop";

/** The home page's workshop registration: 100% Scholarship, Join Workshop for Azure Cloud, Register Now. */
export function WorkshopSection({ form }: { form: { challenge: Challenge } }) {
  const reply = useActionData() as EnquiryReply | undefined;
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
            id="workshop-form"
            schema={workshopSchema}
            fields={workshopFields}
            challenge={reply?.challenge ?? form.challenge}
            reply={reply}
            submitLabel="Register Now"
            hidden={{ form_name: "register-for-workshop", subject: "Request for Azure Workshop" }}
          />
        </div>
      </div>
    </section>
  );
}
