import { IDEMPOTENCY_HEADER } from "@ecrin/domain";
import { QueryClientProvider, type UseMutationResult } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect, vi } from "vitest";
import { testQueryClient } from "./render.tsx";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Envoi {
  url: string;
  method: string;
  key: string | undefined;
}

/**
 * A movement command's hook, clicked twice before the server answers (a double click), then once more
 * after it answered: the two first sends carry the same Idempotency-Key (the server records the
 * movement once), the next submission a new one. Returns what was sent.
 */
export async function verifierEnvoiUnique<V>(
  useCommande: () => Pick<UseMutationResult<unknown, Error, V>, "mutate">,
  vars: V,
): Promise<Envoi[]> {
  const envois: Envoi[] = [];
  const attente: Array<() => void> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      envois.push({
        url,
        method: init.method ?? "GET",
        key: (init.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER],
      });
      return new Promise<Response>((resolve) =>
        attente.push(() =>
          resolve(new Response(JSON.stringify({ id: 1, message: "ok", ofs: [] }), { status: 201 })),
        ),
      );
    }),
  );
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useCommande, { wrapper });
  act(() => {
    result.current.mutate(vars);
    result.current.mutate(vars);
  });
  await waitFor(() => expect(envois).toHaveLength(2));
  expect(envois[0]?.key).toMatch(UUID_V4);
  expect(envois[1]?.key).toBe(envois[0]?.key);
  await act(async () => {
    for (const answer of attente.splice(0)) answer();
  });
  act(() => result.current.mutate(vars));
  await waitFor(() => expect(envois.filter((e) => e.method !== "GET")).toHaveLength(3));
  const envoisCommande = envois.filter((e) => e.method !== "GET");
  expect(envoisCommande[2]?.key).toMatch(UUID_V4);
  expect(envoisCommande[2]?.key).not.toBe(envois[0]?.key);
  await act(async () => {
    for (const answer of attente.splice(0)) answer();
  });
  return envoisCommande;
}
