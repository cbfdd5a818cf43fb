import { getFormProps } from "@conform-to/react";
import { useForm } from "~/components/form/use-form";
import { getZodConstraint, parseWithZod } from "~/forms/parse-with-zod";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, TextField } from "~/components/form/field";
import { FormAnswer, shownErrors, useAnswerAction } from "~/components/form/form-answer";
import { localSignInSchema } from "~/forms/local-sign-in";
import { paths } from "~/lib/paths";
import { pageMeta } from "~/lib/page-meta";
import { action, loader } from "./auth-local.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    matches,
    title: "Local sign-in",
    description: "Local development sign-in: a name and an e-mail address, no password.",
    path: paths.authLocal(),
  }),
  { name: "robots", content: "noindex" },
];

export default function LocalSignIn() {
  const { redirectTo, adminEmails } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "local-sign-in",
    lastResult: reply?.result,
    constraint: getZodConstraint(localSignInSchema),
    // On submit, then as the visitor corrects: the refusal is one summary at the top of the form (docs/product.md
    // section 5, "Where answers appear"), whether the browser or the server caught it.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: localSignInSchema }),
  });
  const answerAction = useAnswerAction(form.id);
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: 520 }}>
        <div className="panel stack">
          <h1>Local sign-in</h1>
          <p>
            <strong>This is a local development sign-in.</strong> There is no password and no identity provider: type
            any name and e-mail address and you are signed in as that person. It is offered because this site runs on
            this machine without Google sign-in.
          </p>
          {adminEmails.length > 0 ? (
            <p className="field__hint">To open the back office, sign in as {adminEmails.join(" or ")}.</p>
          ) : null}
          <Form method="post" action={answerAction.action} {...getFormProps(form)} noValidate className="stack">
            <FormAnswer
              id={`${form.id}-answer`}
              errors={shownErrors(form, [fields.name, fields.email])}
              answer={reply}
            />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <TextField meta={fields.name} label="Your Name" autoComplete="name" />
            <TextField meta={fields.email} label="Email Address" type="email" autoComplete="email" />
            <SubmitButton pendingLabel="Signing in..." formAction={answerAction.pendingAction}>
              Sign in locally
            </SubmitButton>
          </Form>
        </div>
      </div>
    </section>
  );
}
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
