/**
 * Set once a process has been told to stop (SIGTERM): /healthz answers 503 from then on, so a load
 * balancer takes the process out of rotation while its in-flight requests finish.
 */
let draining = false;

export function beginDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
