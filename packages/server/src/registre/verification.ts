import {
  formatDate,
  msgBornesFausses,
  msgChaineRompue,
  msgFichierSceauxIllisible,
  msgJourNonScelle,
  msgNumerotationReprise,
  msgRuptureNumero,
  msgSceauAbsentBase,
  msgSceauDiffereFichier,
  msgSceauFaux,
  msgSceauHorsFichier,
  type RuptureRegistre,
  type VerificationRegistre,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import * as q from "./registre.queries.ts";
import { empreinte } from "./sceau.ts";
import { lireFichier } from "./sceaux-fichier.ts";

const TAILLE_LOT = 5000;

/** The whole register in number order, read by chunks. */
async function toutesEntrees(db: Db): Promise<q.EntreeRegistre[]> {
  const toutes: q.EntreeRegistre[] = [];
  for (let lot = await q.entreesApres(db, 0, TAILLE_LOT); lot.length > 0; ) {
    toutes.push(...lot);
    lot = lot.length < TAILLE_LOT ? [] : await q.entreesApres(db, lot.at(-1)?.num ?? 0, TAILLE_LOT);
  }
  return toutes;
}

/** What differs between a seal of the database and the same seal in the file, in words; null if none. */
function difference(base: q.Sceau, fichier: q.Sceau): string | null {
  if (base.jour !== fichier.jour) return `jour ${formatDate(fichier.jour)} au fichier`;
  if (base.dernier !== fichier.dernier)
    return `dernier n° ${fichier.dernier} au fichier, ${base.dernier} en base`;
  if (base.nombre !== fichier.nombre) return `${fichier.nombre} entrée(s) au fichier, ${base.nombre} en base`;
  if (base.empreinte !== fichier.empreinte || base.precedente !== fichier.precedente)
    return "empreinte différente";
  return null;
}

/**
 * Replays the register against its seals in the database AND in the seals' file, and says where it
 * breaks, with the day and the number: a gap or a repeat in the numbers, a seal whose entries no longer
 * give it (count, bounds or hash), a seal not chained to the one before, a seal of the file the database
 * lost (a day removed, a TRUNCATE), a seal that differs from the file or is not in it (recomputed in the
 * database), numbers the file seals on another day (numbering restarted).
 */
export async function verifierRegistre(db: Db, dataDir: string): Promise<VerificationRegistre> {
  const ruptures: RuptureRegistre[] = [];
  const [tousSceaux, entrees, fichier] = await Promise.all([
    q.sceaux(db),
    toutesEntrees(db),
    lireFichier(dataDir),
  ]);
  const rupture = (jour: string | null, num: number | null, message: string) =>
    ruptures.push({ jour, num, message });

  let attendu = 1;
  const parNum = new Map<number, q.EntreeRegistre>();
  for (const e of entrees) {
    if (e.num !== attendu) rupture(e.jour, e.num, msgRuptureNumero(attendu, e.num));
    attendu = e.num + 1;
    parNum.set(e.num, e);
  }
  const plage = (s: q.Sceau) => {
    const es: q.EntreeRegistre[] = [];
    for (let n = s.premier; n <= s.dernier; n++) {
      const e = parNum.get(n);
      if (e) es.push(e);
    }
    return es;
  };

  let precedente: string | null = null;
  let couvertJusqua = 0;
  for (const s of tousSceaux) {
    const jour = formatDate(s.jour);
    if (s.precedente !== precedente) rupture(s.jour, s.premier, msgChaineRompue(jour, s.premier));
    precedente = s.empreinte;
    const du = plage(s);
    if (empreinte(s.precedente, du) !== s.empreinte) {
      rupture(s.jour, s.premier, msgSceauFaux(jour, s.premier, s.dernier));
    } else if (
      du.length !== s.nombre ||
      du.some((e) => e.jour !== s.jour) ||
      s.premier !== couvertJusqua + 1
    ) {
      rupture(s.jour, s.premier, msgBornesFausses(jour, s.premier, s.dernier));
    }
    couvertJusqua = s.dernier;
  }
  const dernierClos = tousSceaux.findLast((s) => s.cloture)?.jour ?? "";
  const nonScelles = new Set(
    entrees.filter((e) => e.num > couvertJusqua && e.jour < dernierClos).map((e) => e.jour),
  );
  for (const jour of nonScelles) rupture(jour, null, msgJourNonScelle(formatDate(jour)));

  const enBase = new Map(tousSceaux.map((s) => [s.premier, s]));
  const auFichier = new Map<number, q.Sceau>();
  for (const l of fichier) {
    if ("illisible" in l) {
      rupture(null, null, msgFichierSceauxIllisible(l.ligne));
      continue;
    }
    const f = l.sceau;
    auFichier.set(f.premier, f);
    const b = enBase.get(f.premier);
    if (!b)
      rupture(f.jour, f.premier, msgSceauAbsentBase(formatDate(f.jour), f.premier, f.dernier, f.nombre));
    else {
      const d = difference(b, f);
      if (d) rupture(f.jour, f.premier, msgSceauDiffereFichier(formatDate(f.jour), f.premier, d));
    }
    for (let n = f.premier; n <= f.dernier; n++) {
      const e = parNum.get(n);
      if (e && e.jour !== f.jour) {
        rupture(e.jour, n, msgNumerotationReprise(formatDate(e.jour), n, formatDate(f.jour)));
        break;
      }
    }
  }
  for (const s of tousSceaux) {
    if (!auFichier.has(s.premier))
      rupture(s.jour, s.premier, msgSceauHorsFichier(formatDate(s.jour), s.premier));
  }

  ruptures.sort(
    (a, b) =>
      (a.jour ?? "").localeCompare(b.jour ?? "") ||
      (a.num ?? Number.MAX_SAFE_INTEGER) - (b.num ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    ok: ruptures.length === 0,
    entrees: entrees.length,
    joursScelles: new Set(tousSceaux.filter((s) => s.cloture).map((s) => s.jour)).size,
    sceaux: tousSceaux.length,
    sceauxFichier: auFichier.size,
    ruptures,
  };
}
