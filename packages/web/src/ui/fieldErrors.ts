import { ApiError } from "../api/http.ts";

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** First message per top-level field of a failed schema parse, for the helper texts under the fields. */
export function issuesToFieldErrors(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === "string" && out[key] === undefined) out[key] = issue.message;
  }
  return out;
}

/** The server's field errors when it refused the input (400), else nothing. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
