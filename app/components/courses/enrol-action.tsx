import { Link } from "@remix-run/react";
import { SignInControl } from "~/components/sign-in-control";
import { useUser } from "~/hooks/use-root-data";
import { paths } from "~/lib/paths";

/** Enroll Now for signed-in visitors; the sign-in control for everyone else. */
export function EnrolAction({ title, label = "Enroll Now" }: { title: string; label?: string }) {
  const user = useUser();
  return user ? (
    <Link className="btn btn--primary" to={paths.courseEnroll(title)}>
      {label}
    </Link>
  ) : (
    <SignInControl label="Sign In to enroll" />
  );
}
