import { useFormAction, useNavigation } from "@remix-run/react";

/**
 * Whether this form's submission is under way (with JavaScript; without it the browser's own navigation shows
 * progress). A page can hold several forms (the header's Sign Out, a profile's three sections), so a submission
 * counts only when its action and method are this form's (by default the route's own action, where a `<Form>`
 * without `action` posts) and, when given, its `intent`. `ignore` leaves out submissions of the same form that are
 * not the one this pending state is about (a profile list's Add/Remove buttons are not a save).
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
  ignore,
}: {
  formAction?: string;
  formMethod?: "POST" | "GET";
  intent?: string;
  ignore?: (formData: FormData) => boolean;
} = {}): boolean {
  const routeAction = useFormAction();
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod !== formMethod) return false;
  if (navigation.formAction !== (formAction ?? routeAction)) return false;
  const formData = navigation.formData;
  if (intent !== undefined && formData?.get("intent") !== intent) return false;
  return !(formData && ignore?.(formData));
}
