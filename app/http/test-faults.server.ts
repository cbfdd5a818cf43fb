import { getConfig } from "~/infra/config.server";

/** The request header through which a browser test asks one loader to fail. */
export const TEST_FAULT_HEADER = "x-test-fault";

/**
 * Fault injection for the browser tests, so that a test can see an error boundary without breaking the
 * database under the tests running beside it: with TEST_FAULTS=1 (set by tests/support/harness.ts only;
 * the configuration refuses it on a public origin) a request whose `x-test-fault` header names `where`
 * fails here. Everywhere else this does nothing.
 */
export function failIfTestFaultAsked(request: Request, where: string): void {
  if (!getConfig().testFaults) return;
  if (request.headers.get(TEST_FAULT_HEADER) === where) throw new Error(`Fault injected by a test at ${where}`);
}
