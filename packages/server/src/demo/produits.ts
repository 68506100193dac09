import type { DemoContext } from "./context.ts";
import { FAMILLES, LIGNES, MOTIFS, PRENOMS_LIGNE } from "./names.ts";
import type { Pierre } from "./pierres.ts";
import { cents, isoOf, milli, Random } from "./random.ts";
import type { DemoTables } from "./tables.ts";

type Famille = (typeof FAMILLES)[number]["nom"];

interface LignePierre {
  pierre: Pierre;
  qte: number;
  /** Carats of the line, thousandths. */
  caratsMilli: number;
  centre: boolean;
}

export interface Produit {
  idCentre: number;
  ref: string;
  refCv: string;
  description: string;
  famille: Famille;
  idStade: number;
  /** Weight in milligrams. */
  poidsMg: number;
  /** Labour, minutes. */
  faconMin: number;
  sertiCents: number;
  diversCents: number;
  pierres: LignePierre[];
  /** Cost of the stones at today's prices, cents. */
  pierresCents: number;
  /** Selling coefficient, hundredths. */
  coeff: number;
  image: string | null;
  nomLigne: string | null;
  prenomLigne: string | null;
  /** Relative popularity. */
  popularite: number;
}

export interface Catalogue {
  produits: Produit[];
  /** Cumulative popularity, for fast weighted picks. */
  cumul: number[];
  produitStock: Produit;
}

const FIRST_CENTRE = 500;

/**
 * Centre vides (mountings), centres (the sellable pieces, with their stones) and their produit rows.
 * Centre ids start at 500 so that the stock product of the settings (619) is one of them.
 */
export async function generateProduits(
  ctx: DemoContext,
  t: DemoTables,
  pierres: Pierre[],
): Promise<Catalogue> {
  const r = Random.forArea(ctx.seed, "produits");
  const { typesProduit, tarifsProduit, stades } = ctx.ref;
  const typeOf = (nom: string) =>
    typesProduit.find((tp) => tp.description.toLowerCase() === nom.toLowerCase())?.id ?? typesProduit[0]!.id;
  const melee = pierres.filter((p) => p.melee && p.typeId === pierres[0]!.typeId);
  const centres = pierres.filter((p) => !p.melee);
  const couleurs = pierres.filter((p) => p.typeId !== pierres[0]!.typeId);
  const stadeOf = (id: number) => (stades.includes(id) ? id : stades[0]!);
  const uploaded = isoOf(ctx.start);

  // Centre vides.
  interface Cv {
    id: number;
    ref: string;
    famille: (typeof FAMILLES)[number];
    motif: string;
    faconMin: number;
    poidsMg: number;
    sertiCents: number;
    image: string | null;
    prenomLigne: string | null;
    nomLigne: string | null;
  }
  const cvs: Cv[] = [];
  const altName = ctx.settings.nomLigneCanalAlternatif;
  let idImage = 1;
  for (let i = 0; i < ctx.scale.centresVides; i++) {
    const famille = FAMILLES[i % FAMILLES.length]!;
    const ref = `${famille.prefixe}${String(1001 + i)}`;
    const lourd = famille.nom === "Bracelet" || famille.nom === "Collier" || famille.nom === "Chevalière";
    const poidsMg = lourd ? r.int(6000, 22000) : r.int(1500, 7000);
    const image = r.chance(0.75) ? `${ref.toLowerCase()}.jpg` : null;
    if (image) {
      const taille = r.int(90_000, 980_000);
      await t.image.add([
        idImage++,
        image,
        taille * r.int(2, 6),
        taille,
        1000,
        r.int(700, 1000),
        `${uploaded} 10:00:00+01`,
      ]);
    }
    const nomLigne = r.weighted<string | null>([
      [altName, 15],
      [r.pick(LIGNES), 25],
      [null, 60],
    ]);
    const cv: Cv = {
      id: i + 1,
      ref,
      famille,
      motif: r.pick(MOTIFS),
      faconMin: r.int(60, lourd ? 600 : 360),
      poidsMg,
      sertiCents: r.int(0, 8000),
      image,
      nomLigne,
      prenomLigne: nomLigne ? r.pick(PRENOMS_LIGNE) : null,
    };
    cvs.push(cv);
    await t.centreVide.add([
      cv.id,
      cv.ref,
      String(cv.faconMin),
      milli(Math.round(poidsMg * 1.15) * 1000),
      milli(poidsMg * 1000),
      typeOf(famille.nom),
      cents(cv.sertiCents),
      cv.prenomLigne,
      cv.nomLigne,
      r.chance(0.3) ? 1 : 0,
      cv.image,
    ]);
  }

  // Centres: each centre vide completed with different stones.
  const produits: Produit[] = [];
  let produitStock: Produit | undefined;
  let idCp = 1;
  for (let i = 0; i < ctx.scale.centres; i++) {
    const idCentre = FIRST_CENTRE + i;
    if (idCentre === ctx.settings.produitStock) {
      const cv = cvs[0]!;
      produitStock = {
        idCentre,
        ref: "STOCK",
        refCv: cv.ref,
        description: "Pièce de stock à définir",
        famille: cv.famille.nom,
        idStade: stadeOf(2),
        poidsMg: cv.poidsMg,
        faconMin: 0,
        sertiCents: 0,
        diversCents: 0,
        pierres: [],
        pierresCents: 0,
        coeff: 200,
        image: null,
        nomLigne: null,
        prenomLigne: null,
        popularite: 0,
      };
      await t.centre.add([
        idCentre,
        "STOCK",
        produitStock.description,
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        cv.id,
        null,
      ]);
      await t.produit.add([
        idCentre,
        tarifsProduit[0] ?? null,
        produitStock.idStade,
        milli(cv.poidsMg * 1000),
      ]);
      continue;
    }
    const cv = cvs[i % cvs.length]!;
    const variante = Math.floor(i / cvs.length);
    const lignes = pierresPour(r, cv.famille.nom, melee, centres, couleurs);
    const principale = lignes.find((l) => l.centre) ?? lignes[0];
    const desc = [
      cv.famille.nom,
      cv.motif.toLowerCase(),
      principale ? principale.pierre.description.split(" ")[0]!.toLowerCase() : "or",
      principale
        ? `${cents(Math.round(lignes.reduce((s, l) => s + l.caratsMilli, 0) / 10)).replace(".", ",")} ct`
        : "",
    ]
      .filter(Boolean)
      .join(" ");
    const ref =
      variante === 0
        ? cv.ref
        : `${cv.ref}-${String.fromCharCode(65 + ((variante - 1) % 26))}${variante > 26 ? variante : ""}`;
    const faconMin = cv.faconMin + r.int(0, 60);
    const poidsMg = cv.poidsMg + r.int(-200, 400);
    const sertiCents = lignes.reduce((s, l) => s + l.qte, 0) * r.int(150, 600);
    const diversCents = r.chance(0.3) ? r.int(500, 4000) : 0;
    const pierresCents = lignes.reduce(
      (s, l) => s + Math.ceil((l.caratsMilli * l.pierre.euroCtCents) / 1000),
      0,
    );
    const idStade = stadeOf(
      r.weighted([
        [2, 50],
        [4, 20],
        [1, 10],
        [3, 10],
        [8, 10],
      ]),
    );
    const p: Produit = {
      idCentre,
      ref,
      refCv: cv.ref,
      description: desc.charAt(0).toUpperCase() + desc.slice(1),
      famille: cv.famille.nom,
      idStade,
      poidsMg,
      faconMin,
      sertiCents,
      diversCents,
      pierres: lignes,
      pierresCents,
      coeff: r.int(180, 260),
      image: cv.image,
      nomLigne: cv.nomLigne,
      prenomLigne: cv.prenomLigne,
      // Zipf-like: a few best sellers.
      popularite: Math.max(1, Math.round(1000 / (1 + ((i * 7919) % ctx.scale.centres) / 8))),
    };
    produits.push(p);
    await t.centre.add([
      idCentre,
      ref,
      p.description,
      String(faconMin),
      milli(Math.round(poidsMg * 1.1) * 1000),
      milli(poidsMg * 1000),
      cents(sertiCents),
      cents(diversCents),
      String(r.chance(0.4) ? r.int(30, 240) : 0),
      cv.id,
      cv.image,
    ]);
    for (const l of lignes) {
      await t.centrePierres.add([
        idCp++,
        idCentre,
        l.pierre.id,
        l.pierre.idQual,
        l.qte,
        milli(l.caratsMilli),
        l.centre ? 1 : 0,
      ]);
    }
    await t.produit.add([idCentre, r.pick(tarifsProduit), idStade, milli(poidsMg * 1000)]);
  }
  await t.centrePierres.flush();
  await t.produit.flush();
  if (!produitStock) throw new Error("Échelle trop petite : le produit de stock n'a pas été créé.");
  const cumul: number[] = [];
  let acc = 0;
  for (const p of produits) {
    acc += p.popularite;
    cumul.push(acc);
  }
  return { produits, cumul, produitStock };
}

export function pickProduit(cat: Catalogue, r: Random): Produit {
  const total = cat.cumul[cat.cumul.length - 1]!;
  const x = r.float() * total;
  let lo = 0;
  let hi = cat.cumul.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cat.cumul[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return cat.produits[lo]!;
}

function pierresPour(
  r: Random,
  famille: string,
  melee: Pierre[],
  centres: Pierre[],
  couleurs: Pierre[],
): LignePierre[] {
  const ligne = (pierre: Pierre, qte: number, centre: boolean): LignePierre => ({
    pierre,
    qte,
    caratsMilli: pierre.poidsMilli * qte,
    centre,
  });
  const pave = (min: number, max: number) => ligne(r.pick(melee), r.int(min, max), false);
  switch (famille) {
    case "Solitaire":
      return r.chance(0.5)
        ? [ligne(r.pick(centres), 1, true)]
        : [ligne(r.pick(centres), 1, true), pave(6, 20)];
    case "Bague":
      return r.chance(0.4) ? [ligne(r.pick(couleurs), 1, true), pave(8, 24)] : [pave(10, 40)];
    case "Alliance":
      return r.chance(0.3) ? [] : [pave(8, 30)];
    case "Pendentif":
      return [
        ligne(r.pick(r.chance(0.5) ? centres : couleurs), 1, true),
        ...(r.chance(0.5) ? [pave(6, 16)] : []),
      ];
    case "Boucles d'oreilles":
      return [ligne(r.pick(r.chance(0.5) ? melee : couleurs), 2, true)];
    case "Bracelet":
      return r.chance(0.4) ? [] : [pave(20, 60)];
    case "Collier":
      return r.chance(0.5) ? [] : [ligne(r.pick(couleurs), 1, true)];
    default:
      return r.chance(0.7) ? [] : [ligne(r.pick(centres), 1, true)];
  }
}
