import { describe, expect, it } from "vitest";
import { readStoredUser, USER_STORAGE_KEY } from "./storedUser.ts";

function storageWith(value: string | null): Storage {
  const s = window.localStorage;
  s.clear();
  if (value !== null) s.setItem(USER_STORAGE_KEY, value);
  return s;
}

describe("readStoredUser", () => {
  it("reads a complete user", () => {
    const user = { idUser: 7, login: "marie", role: 1, numAgence: 3 };
    expect(readStoredUser(storageWith(JSON.stringify(user)))).toEqual({ kind: "ok", user });
  });

  it("accepts a null agency number (the key is present)", () => {
    const user = { idUser: 7, login: "marie", role: 6, numAgence: null };
    expect(readStoredUser(storageWith(JSON.stringify(user))).kind).toBe("ok");
  });

  it("has nothing when the key is absent", () => {
    expect(readStoredUser(storageWith(null))).toEqual({ kind: "none" });
  });

  it.each([
    ["invalid JSON", "{idUser: 7"],
    ["missing idUser", JSON.stringify({ login: "marie", role: 1, numAgence: 3 })],
    ["missing numAgence", JSON.stringify({ idUser: 7, login: "marie", role: 1 })],
    ["not an object", JSON.stringify("marie")],
    ["null", "null"],
    ["wrong types", JSON.stringify({ idUser: "7", login: "marie", role: 1, numAgence: 3 })],
  ])("is corrupt: %s", (_case, raw) => {
    expect(readStoredUser(storageWith(raw))).toEqual({ kind: "corrupt" });
  });
});
