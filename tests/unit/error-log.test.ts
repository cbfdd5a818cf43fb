import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";

describe("what the server logs of an error", () => {
  it("logs no stack trace for a 405 (POST / without ?index), and still logs a fault", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("http://localhost/", { method: "POST" });
    const methodNotAllowed = new ErrorResponse(
      405,
      "Method Not Allowed",
      new Error('You made a POST request to "/" but did not provide an `action` for route "root"'),
      true,
    );
    handleError(methodNotAllowed, { request });
    expect(log).not.toHaveBeenCalled();
    const fault = new Error("a bug");
    handleError(fault, { request });
    expect(log).toHaveBeenCalledWith(fault);
    log.mockRestore();
  });
});
