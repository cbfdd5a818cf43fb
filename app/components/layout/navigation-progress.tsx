import { useNavigation } from "@remix-run/react";

/** A thin bar at the top of the window while a page loads or a form is being submitted. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      className={`nav-progress nav-progress--${navigation.state}`}
      role="progressbar"
      aria-label={navigation.state === "submitting" ? "Submitting" : "Loading page"}
      aria-valuetext="In progress"
    />
  );
}
