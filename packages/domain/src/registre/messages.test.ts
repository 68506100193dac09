import { describe, expect, it } from "vitest";
import * as partie from "./partie.ts";
import * as registre from "./registre.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  [
    'msgPartieSansAdresse("Gemmes & Couleurs SARL")',
    partie.msgPartieSansAdresse("Gemmes & Couleurs SARL"),
    "Le fournisseur « Gemmes & Couleurs SARL » n'a pas d'adresse complète (adresse, code postal, ville) : le livre de police ne peut pas l'inscrire. Renseignez son adresse sur l'écran Fournisseurs, puis recommencez.",
  ],
  ["MSG_PERIODE_REGISTRE", registre.MSG_PERIODE_REGISTRE, "La date de fin doit suivre la date de début."],
  [
    "msgRuptureNumero(7, 12)",
    registre.msgRuptureNumero(7, 12),
    "Numérotation interrompue : n° 7 attendu, n° 12 trouvé.",
  ],
  [
    'msgSceauFaux("2026-03-14", 7, 12)',
    registre.msgSceauFaux("2026-03-14", 7, 12),
    "Le sceau du 2026-03-14 (n° 7 à 12) ne correspond plus aux entrées : une entrée a été modifiée ou supprimée.",
  ],
  [
    'msgChaineRompue("2026-03-14", 7)',
    registre.msgChaineRompue("2026-03-14", 7),
    "Le sceau du 2026-03-14 (à partir du n° 7) ne suit pas le sceau précédent : la chaîne est rompue.",
  ],
  [
    'msgBornesFausses("2026-03-14", 7, 7)',
    registre.msgBornesFausses("2026-03-14", 7, 7),
    "Les numéros scellés le 2026-03-14 (n° 7) ne correspondent plus aux entrées de ce jour.",
  ],
  [
    'msgJourNonScelle("2026-03-14")',
    registre.msgJourNonScelle("2026-03-14"),
    "Des entrées datées du 2026-03-14 figurent entre des jours scellés sans avoir été scellées.",
  ],
  [
    'msgSceauAbsentBase("2026-03-14", 7, 12, 6)',
    registre.msgSceauAbsentBase("2026-03-14", 7, 12, 6),
    "Le sceau du 2026-03-14 (n° 7 à 12, 6 entrée(s)) figure au fichier des sceaux mais plus dans la base : ce jour a disparu.",
  ],
  [
    'msgSceauDiffereFichier("2026-03-14", 7, "empreinte")',
    registre.msgSceauDiffereFichier("2026-03-14", 7, "empreinte"),
    "Le sceau du 2026-03-14 (à partir du n° 7) diffère du fichier des sceaux : empreinte.",
  ],
  [
    'msgSceauHorsFichier("2026-03-14", 7)',
    registre.msgSceauHorsFichier("2026-03-14", 7),
    "Le sceau du 2026-03-14 (à partir du n° 7) ne figure pas au fichier des sceaux : il n'a pas été écrit par l'application.",
  ],
  [
    'msgNumerotationReprise("2026-03-15", 7, "2026-03-14")',
    registre.msgNumerotationReprise("2026-03-15", 7, "2026-03-14"),
    "Le n° 7 est daté du 2026-03-15 alors que le fichier des sceaux le scelle le 2026-03-14 : la numérotation a repris.",
  ],
  [
    "msgFichierSceauxIllisible(3)",
    registre.msgFichierSceauxIllisible(3),
    "La ligne 3 du fichier des sceaux est illisible : le fichier a été modifié.",
  ],
];

describe("registre: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [registre, partie].flatMap((m) => Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k))),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
