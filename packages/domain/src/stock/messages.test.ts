import { describe, expect, it } from "vitest";
import * as etiquette from "./etiquette.ts";
import * as mouvements from "./mouvements.ts";
import * as reintegration from "./reintegration.ts";
import * as reservation from "./reservation.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  [
    "MSG_ETIQUETTE_TROP_LONGUE",
    etiquette.MSG_ETIQUETTE_TROP_LONGUE,
    "La description est trop longue : l'étiquette fait 15 caractères au maximum.",
  ],
  ["MSG_OF_OBLIGATOIRE_STOCK", mouvements.MSG_OF_OBLIGATOIRE_STOCK, "N° OF obligatoire."],
  ["MSG_POIDS_STOCK", mouvements.MSG_POIDS_STOCK, "Poids valide obligatoire."],
  ["MSG_PRIX_STOCK", mouvements.MSG_PRIX_STOCK, "Prix valide obligatoire."],
  ["MSG_PRIX_REVIENT_STOCK", mouvements.MSG_PRIX_REVIENT_STOCK, "Prix de revient valide obligatoire."],
  ["MSG_SELECTION_VIDE", mouvements.MSG_SELECTION_VIDE, "Sélectionnez au moins un produit."],
  ["MSG_CLIENT_OBLIGATOIRE", mouvements.MSG_CLIENT_OBLIGATOIRE, "Client obligatoire."],
  ["MSG_PLATEAU_OBLIGATOIRE", mouvements.MSG_PLATEAU_OBLIGATOIRE, "Plateau obligatoire."],
  [
    "MSG_SELECTION_TROP_GRANDE",
    mouvements.MSG_SELECTION_TROP_GRANDE,
    "Sélection trop grande (500 produits au plus).",
  ],
  [
    "MSG_CONFIE_PLUSIEURS_CLIENTS",
    mouvements.MSG_CONFIE_PLUSIEURS_CLIENTS,
    "Impression bon de confie impossible car plusieurs clients sont presents",
  ],
  ["msgPasEnStock(7)", mouvements.msgPasEnStock(7), "L'OF 7 n'est pas en stock."],
  ["msgRentreEnStock(7)", mouvements.msgRentreEnStock(7), "OF 7 rentré en stock."],
  ['msgConfies(7, "ALPHA")', mouvements.msgConfies(7, "ALPHA"), "7 produit(s) confié(s) à ALPHA."],
  ["msgRetourStock(7)", mouvements.msgRetourStock(7), "7 produit(s) revenu(s) en stock."],
  ['msgPlateau(7, "ALPHA")', mouvements.msgPlateau(7, "ALPHA"), "7 produit(s) posé(s) sur le plateau ALPHA."],
  ["msgFactures(7)", mouvements.msgFactures(7), "7 produit(s) prêt(s) à facturer (/livraion)."],
  ["MSG_OF_REINTEGRE", reintegration.MSG_OF_REINTEGRE, "OF réintégré n° {n}"],
  ["msgOfReintegre(7)", reintegration.msgOfReintegre(7), "OF réintégré n° 7"],
  ["MSG_OF_OBLIGATOIRE", reintegration.MSG_OF_OBLIGATOIRE, "Le numéro d'OF est obligatoire."],
  [
    "msgOfNonLivre(7)",
    reintegration.msgOfNonLivre(7),
    "L'OF 7 n'est pas livré : seul un OF prêt à facturer ou facturé peut être réintégré.",
  ],
  ["msgOfDejaEnStock(7)", reintegration.msgOfDejaEnStock(7), "L'OF 7 est déjà en stock."],
  ["msgReserve(7, 12)", reservation.msgReserve(7, 12), "OF 7 réservé pour la commande 12."],
  ["msgDereserve(7)", reservation.msgDereserve(7), "Réservation de l'OF 7 supprimée."],
  [
    "msgPieceDejaReservee(7, 12)",
    reservation.msgPieceDejaReservee(7, 12),
    "L'OF 7 est déjà réservé pour la commande 12.",
  ],
  [
    "msgCommandeDejaServie(7, 12)",
    reservation.msgCommandeDejaServie(7, 12),
    "La commande 7 a déjà l'OF 12 en réservation.",
  ],
  ["msgPasUneCommande(7)", reservation.msgPasUneCommande(7), "L'OF 7 n'est pas une commande en cours."],
  [
    "msgProduitDifferent(7, 12)",
    reservation.msgProduitDifferent(7, 12),
    "L'OF 7 n'est pas le même produit que la commande 12.",
  ],
  ["msgNonReserve(7)", reservation.msgNonReserve(7), "L'OF 7 n'est pas réservé."],
  [
    'msgProduitProche(7, 12, ["ALPHA", "BRAVO"])',
    reservation.msgProduitProche(7, 12, ["ALPHA", "BRAVO"]),
    "L'OF 7 n'est pas identique à la commande 12 (ALPHA, BRAVO). Réserver quand même ?",
  ],
  [
    'msgComptagePlateauEnregistre("P3")',
    mouvements.msgComptagePlateauEnregistre("P3"),
    "Comptage du plateau P3 enregistré.",
  ],
];

describe("stock: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [etiquette, mouvements, reintegration, reservation].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
