import { getFormProps } from "@conform-to/react";
import { useForm } from "~/components/form/use-form";
import { getZodConstraint, parseWithZod } from "~/forms/parse-with-zod";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage, SubmitButton, TextField } from "~/components/form/field";
import { LOCAL_SIGN_IN_FAILED, localSignInSchema } from "~/forms/local-sign-in";
import { paths } from "~/lib/paths";
import { pageMeta } from "~/lib/page-meta";
import { action, loader } from "./auth-local.server";

export const meta: MetaFunction = () => [
  ...pageMeta({
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
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: localSignInSchema }),
  });
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
          <Form method="post" {...getFormProps(form)} noValidate className="stack">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <div aria-live="polite">
              {reply?.reason === "failed" ? <FormMessage kind="error">{LOCAL_SIGN_IN_FAILED}</FormMessage> : null}
            </div>
            <TextField meta={fields.name} label="Your Name" autoComplete="name" />
            <TextField meta={fields.email} label="Email Address" type="email" autoComplete="email" />
            <SubmitButton pendingLabel="Signing in...">Sign in locally</SubmitButton>
          </Form>
        </div>
      </div>
    </section>
  );
}
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
