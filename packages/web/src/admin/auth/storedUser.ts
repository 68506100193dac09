import { type SessionUser, sessionUserSchema } from "@ecrin/domain";

/** Spec 01 section 6: the logged-in state is kept in the browser under the key `user`. */
export const USER_STORAGE_KEY = "user";

type StoredUser = { kind: "none" } | { kind: "corrupt" } | { kind: "ok"; user: SessionUser };

/**
 * Reads the stored user. Spec 01 section 2: a stored session counts only with a user id and an agency
 * number; anything else (bad JSON, missing keys, wrong types) is corrupt and must be cleared.
 */
export function readStoredUser(storage: Storage): StoredUser {
  const raw = storage.getItem(USER_STORAGE_KEY);
  if (raw === null) return { kind: "none" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: "corrupt" };
  }
  if (typeof value !== "object" || value === null || !("idUser" in value) || !("numAgence" in value)) {
    return { kind: "corrupt" };
  }
  const parsed = sessionUserSchema.safeParse(value);
  return parsed.success ? { kind: "ok", user: parsed.data } : { kind: "corrupt" };
}

export function writeStoredUser(storage: Storage, user: SessionUser): void {
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function clearStoredUser(storage: Storage): void {
  storage.removeItem(USER_STORAGE_KEY);
}
