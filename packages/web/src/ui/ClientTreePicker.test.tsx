import type { Client } from "@ecrin/domain";
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render.tsx";
import { ClientTreePicker } from "./ClientTreePicker.tsx";

const client = (id: number, nomAgence: string, idParent: number | null, isParent = false): Client => ({
  id,
  label: nomAgence.toUpperCase(),
  idParent,
  nomAgence,
  adresse: "",
  cp: "",
  ville: "",
  actif: true,
  isParent,
});

const CLIENTS = [
  client(1, "Groupe Nord", null, true),
  client(2, "Bijouterie Lille", 1),
  client(3, "Bijouterie Arras", 1),
];

function Harness({
  onlySelectable,
  onPick,
}: {
  onlySelectable?: boolean;
  onPick: (id: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <ClientTreePicker
      clients={{ data: CLIENTS, isLoading: false, error: null }}
      value={value}
      onlySelectable={onlySelectable}
      onChange={(id) => {
        setValue(id);
        onPick(id);
      }}
    />
  );
}

async function openWith(text: string) {
  const input = await screen.findByLabelText("Client");
  // The Autocomplete keeps typed text only while focused, as when a person types.
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe("ClientTreePicker", () => {
  it("offers only clients that are not parents, with their group, and picks with the keyboard", async () => {
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    const input = await openWith("lille");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Bijouterie LilleGroupe Nord"]);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onPick).toHaveBeenCalledWith(2);
    fireEvent.change(input, { target: { value: "groupe" } });
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("offers the groups too when onlySelectable is false", async () => {
    renderWithProviders(<Harness onlySelectable={false} onPick={vi.fn()} />);
    await openWith("groupe");
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Groupe Nord"]);
  });
});
