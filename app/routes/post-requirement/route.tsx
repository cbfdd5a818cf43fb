import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requirementFields } from "~/forms/enquiry-fields";
import { EnquiryForm, type EnquiryReply } from "~/components/form/enquiry-form";
import { pageMeta } from "~/lib/page-meta";
import { PageBanner } from "~/components/page-banner";
import { requirementSchema } from "~/forms/requirement";
import { getUser } from "~/server/http/auth.server";
import { handleEnquiry } from "~/server/http/enquiry-action.server";
import { enquiryChallenge } from "~/server/services/enquiries.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Post a Training Requirement",
    description: "Tell us what your team needs to learn; matching trainers apply and we help you choose.",
    path: "/post-requirement",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return json({
    challenge: enquiryChallenge("requirement"),
    defaults: { name: user?.name ?? "", email: user?.email ?? "" },
  });
}

export function action({ request }: ActionFunctionArgs) {
  return handleEnquiry(request, "requirement");
}

export default function PostRequirement() {
  const { challenge, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as EnquiryReply | undefined;
  return (
    <>
      <PageBanner
        title="Post Requirement"
        lead="Describe the training your team needs. We check each requirement and publish it on the board for trainers."
        crumbs={[{ label: "Requirements", to: "/training-requirements" }, { label: "Post Requirement" }]}
      />
      <section className="section">
        <div className="container" style={{ maxWidth: 820 }}>
          <div className="panel stack">
            <p>
              Your contact details stay private: trainers see the topic and the details only. Browse the{" "}
              <Link to="/training-requirements">published requirements</Link> for examples.
            </p>
            <EnquiryForm
              id="requirement-form"
              schema={requirementSchema}
              fields={requirementFields}
              challenge={reply?.challenge ?? challenge}
              reply={reply}
              defaultValue={defaults}
              submitLabel="Submit Requirement"
              hidden={{ form_name: "post-requirement" }}
            />
          </div>
        </div>
      </section>
    </>
  );
}
