/**
 * Imports every module that registers a background service, so that start-up runs them all.
 * A new worker adds one import here.
 */
import "./outbox-worker.server";
