/**
 * A background service (the mail worker, ...): started after the database is ready, stopped before it
 * closes. Its own module, so that a service can implement it without importing the lifecycle that
 * starts it (which imports every service).
 */
export type BackgroundService = { start: () => void | Promise<void>; stop: () => void | Promise<void> };
