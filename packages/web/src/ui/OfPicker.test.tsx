import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { FormFlow } from "./FormFlow.tsx";
import { type OfNumero, OfPicker } from "./OfPicker.tsx";

const OFS: OfNumero[] = [
  { numSachet: 1234, ref: "BA-001", client: "Bijouterie Lille", statut: 50 },
  { numSachet: 12345, ref: "BO-777", client: "Bijouterie Arras", statut: 575 },
];

function Harness({ onPick }: { onPick: (of: OfNumero | null) => void }) {
  const [value, setValue] = useState<OfNumero | null>(null);
  return (
    <OfPicker
      value={value}
      onChange={(of) => {
        setValue(of);
        onPick(of);
      }}
    />
  );
}

function stubNumeros() {
  return stubFetch((url) => {
    const u = new URL(url, "http://localhost");
    if (u.pathname !== "/api/of/numeros") return undefined;
    const q = u.searchParams.get("q") ?? "";
    return { body: OFS.filter((o) => String(o.numSachet).startsWith(q)) };
  });
}

describe("OfPicker", () => {
  it("searches from the first digit after 250 ms and shows n° — ref — client", async () => {
    const fetch = stubNumeros();
    renderWithProviders(<Harness onPick={vi.fn()} />);
    const input = screen.getByLabelText("N° OF");
    input.focus();
    fireEvent.change(input, { target: { value: "1" } });
    fireEvent.change(input, { target: { value: "12" } });
    expect(fetch).not.toHaveBeenCalled();
    expect(await screen.findByText("1234 — BA-001 — Bijouterie Lille")).toBeTruthy();
    expect(screen.getByText("12345 — BO-777 — Bijouterie Arras")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/of/numeros?q=12&limit=20");
  });

  it("selects the OF whose number is typed exactly on Enter", async () => {
    stubNumeros();
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    const input = screen.getByLabelText("N° OF");
    input.focus();
    fireEvent.change(input, { target: { value: "1234" } });
    // Enter before the debounce: the picker asks the server at once.
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter" });
    });
    await vi.waitFor(() => expect(onPick).toHaveBeenCalledWith(OFS[0]), { timeout: 15_000 });
  });

  it("a scanned number + Enter selects the OF, then the form goes on (Enter on the last field submits)", async () => {
    stubNumeros();
    const onSubmit = vi.fn();
    function Form() {
      const [value, setValue] = useState<OfNumero | null>(null);
      return (
        <FormFlow onSubmit={() => onSubmit(value)}>
          <OfPicker value={value} onChange={setValue} />
        </FormFlow>
      );
    }
    renderWithProviders(<Form />);
    const input = screen.getByLabelText("N° OF");
    input.focus();
    // A scanner: the digits and Enter at once, before any suggestion is loaded.
    fireEvent.change(input, { target: { value: "12345" } });
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter" });
    });
    // vi.waitFor gives up after 1 s by default, which a loaded machine can take to answer the number's look-up.
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(OFS[1]), { timeout: 15_000 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
