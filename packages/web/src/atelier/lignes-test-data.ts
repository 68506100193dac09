import type { LigneAtelier } from "@ecrin/domain";

/** A jeweller line in progress of OF 1204 (bag BG1001), for the component tests of the workshop forms. */
export const ligneEnCours = (id: number, idOuvrier: number, ouvrier: string): LigneAtelier => ({
  genre: "joaillier",
  id,
  numSachet: 1204,
  idOuvrier,
  ouvrier,
  dateEnvoi: "2026-11-20",
  poidsEnvoye: "12.400",
  poidsRendu: "0.000",
  temps: "0.00",
  rendu: 0,
  dateRetour: null,
  ref: "BG1001",
  description: "Bague",
});

/** The two jewellers the workshop forms offer in their tests. */
export const OUVRIERS_TEST = {
  joailliers: [
    { id: 3, label: "Léa Moreau", avatar: null },
    { id: 5, label: "Paul Roux", avatar: null },
  ],
  sertisseurs: [],
};
