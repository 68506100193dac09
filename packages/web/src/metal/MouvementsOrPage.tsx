import {
  LIBELLES_ONGLETS,
  type LigneMouvement,
  ONGLETS,
  type Onglet,
  PAGE_SIZE_GRAND_LIVRE,
  PAGE_SIZE_GRAND_LIVRE_OPTIONS,
  SURBRILLANCE_MS,
  startOfYear,
  toIsoDate,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useRef, useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DateField } from "../ui/DateField.tsx";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import {
  type Filtres,
  paramsGrandLivre,
  urlPdfGrandLivre,
  useContexte,
  useDeleteMouvement,
  useLignes,
  useResume,
} from "./api.ts";
import { ClalForm } from "./ClalForm.tsx";
import { GrandLivreTable } from "./GrandLivreTable.tsx";
import { MouvementForm } from "./MouvementForm.tsx";

const filtresParDefaut = (): Filtres => ({
  debut: startOfYear(toIsoDate(new Date())),
  fin: "",
  fournisseur: null,
  client: null,
  metal: null,
  designation: "",
});

const ONGLET_DE_SOURCE = { clal: "clal", fournisseur: "fournisseurs", client: "clients" } as const;
const LIBELLE_SUPPRESSION = { clal: "CLAL", fournisseur: "fournisseur", client: "client" } as const;

/** Spec 03 section 2.18, /mouvements_or: the metal ledger of the CLAL, the suppliers and the customers. */
export function MouvementsOrPage() {
  const contexte = useContexte();
  const clients = useClients();
  const confirm = useConfirm();
  const notify = useNotify();
  const supprimer = useDeleteMouvement();
  const [onglet, setOnglet] = useState<Onglet>("clal");
  const [filtres, setFiltres] = useState<Filtres>(filtresParDefaut);
  const [metalChoisi, setMetalChoisi] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_GRAND_LIVRE);
  const [edition, setEdition] = useState<LigneMouvement | null>(null);
  /** A supplier row edited from the CLAL tab: back to the CLAL tab once saved. */
  const [retourClal, setRetourClal] = useState(false);
  const [surbrillance, setSurbrillance] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  const designation = useDebouncedValue(filtres.designation, 300);
  const base = useMemo(
    () => paramsGrandLivre(onglet, { ...filtres, designation }),
    [onglet, filtres, designation],
  );
  const resume = useResume(base);
  const metaux = resume.data ?? [];
  const or = contexte.data?.metalParDefaut ?? 1;
  // The active pill: the filtered metal, else the one chosen, else metal 1 when it has rows.
  const metalActif =
    filtres.metal ??
    (metalChoisi !== null && metaux.some((m) => m.metalId === metalChoisi)
      ? metalChoisi
      : ((metaux.find((m) => m.metalId === or) ?? metaux[0])?.metalId ?? or));
  const params = { ...base, metal: metalActif };
  const lignes = useLignes({ ...params, page, pageSize });
  const total = metaux.find((m) => m.metalId === metalActif);
  const pages = Math.max(1, Math.ceil((lignes.data?.total ?? 0) / pageSize));

  // biome-ignore lint/correctness/useExhaustiveDependencies: back to the first page when what is listed changes
  useEffect(() => setPage(0), [onglet, filtres, designation, metalActif, pageSize]);

  // The date takes the focus on a tab change (retries at 50 and 150 ms while the form mounts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a tab change only
  useEffect(() => {
    const focus = () => {
      const form = formRef.current;
      // A retry never takes the focus back from a field the user already went to.
      if (!form || (document.activeElement && form.contains(document.activeElement))) return;
      form.querySelector<HTMLElement>(".MuiPickersInputBase-root input")?.focus();
    };
    focus();
    const t1 = setTimeout(focus, 50);
    const t2 = setTimeout(focus, 150);
    return () => {
      clearTimeout(t1);
      clearTimeout(t2);
    };
  }, [onglet]);

  useEffect(() => {
    if (surbrillance === null) return;
    const t = setTimeout(() => setSurbrillance(null), SURBRILLANCE_MS);
    return () => clearTimeout(t);
  }, [surbrillance]);

  const changerOnglet = (o: Onglet) => {
    setEdition(null);
    setRetourClal(false);
    setOnglet(o);
  };

  const editer = (l: LigneMouvement) => {
    const cible = ONGLET_DE_SOURCE[l.source];
    setRetourClal(onglet === "clal" && l.source === "fournisseur");
    setEdition(l);
    setOnglet(cible);
  };

  const enregistre = (source: LigneMouvement["source"]) => (id: number) => {
    setSurbrillance(`${source}-${id}`);
    if (edition) setEdition(null);
    if (retourClal) {
      setRetourClal(false);
      setOnglet("clal");
    }
  };

  const effacer = async (l: LigneMouvement) => {
    const ok = await confirm({
      title: "Confirmer la suppression",
      message: (
        <>
          Supprimer définitivement ce mouvement {LIBELLE_SUPPRESSION[l.source]} ?
          <br />
          Cette action est irréversible.
        </>
      ),
      confirmLabel: "Supprimer",
      cancelLabel: "Annuler",
    });
    if (!ok) return;
    supprimer.mutate(
      { genre: ONGLET_DE_SOURCE[l.source], id: l.id },
      {
        onSuccess: () => {
          if (edition?.cle === l.cle) setEdition(null);
        },
        onError: (e) => notify(e.message, { severity: "error" }),
      },
    );
  };

  const set = <K extends keyof Filtres>(k: K, v: Filtres[K]) => setFiltres((f) => ({ ...f, [k]: v }));
  const ctx = contexte.data;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Typography variant="h5" component="h1">
        Mouvements or
      </Typography>
      <Tabs value={onglet} onChange={(_, o: Onglet) => changerOnglet(o)} aria-label="Comptes métal">
        {ONGLETS.map((o) => (
          <Tab key={o} value={o} label={LIBELLES_ONGLETS[o]} />
        ))}
      </Tabs>
      <Box
        role="search"
        aria-label="Filtres des mouvements"
        sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}
      >
        <Box sx={{ width: 170 }}>
          <DateField
            label="Date début"
            name="debut"
            value={filtres.debut}
            onChange={(d) => set("debut", d)}
          />
        </Box>
        <Box sx={{ width: 170 }}>
          <DateField label="Date fin" name="fin" value={filtres.fin} onChange={(d) => set("fin", d)} />
        </Box>
        {onglet === "fournisseurs" && (
          <TextField
            select
            size="small"
            label="Fournisseur"
            name="filtreFournisseur"
            sx={{ width: 220 }}
            value={filtres.fournisseur ?? ""}
            onChange={(e) => set("fournisseur", e.target.value === "" ? null : Number(e.target.value))}
          >
            <MenuItem value="">Tous</MenuItem>
            {(ctx?.fournisseurs ?? []).map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {onglet === "clients" && (
          <Box sx={{ width: 260 }}>
            <ClientTreePicker
              clients={clients}
              value={filtres.client}
              onChange={(id) => set("client", id)}
              size="small"
            />
          </Box>
        )}
        <TextField
          select
          size="small"
          label="Métal"
          name="filtreMetal"
          sx={{ width: 150 }}
          value={filtres.metal ?? ""}
          onChange={(e) => set("metal", e.target.value === "" ? null : Number(e.target.value))}
        >
          <MenuItem value="">Tous</MenuItem>
          {(ctx?.metaux ?? []).map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Désignation"
          name="filtreDesignation"
          sx={{ width: 240 }}
          value={filtres.designation}
          onChange={(e) => set("designation", e.target.value)}
        />
        <Button onClick={() => setFiltres(filtresParDefaut())} sx={{ alignSelf: "center" }}>
          Réinit.
        </Button>
      </Box>
      {contexte.isError && <Alert severity="error">{contexte.error.message}</Alert>}
      <Box
        sx={{
          display: "grid",
          // The spec's 520 px form, narrowed under 1530 px wide so that the ledger keeps its columns.
          gridTemplateColumns: { xs: "1fr", lg: "min(520px, 34vw) minmax(0, 1fr)" },
          gap: 2,
          alignItems: "start",
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          {ctx &&
            (onglet === "clal" ? (
              <ClalForm
                contexte={ctx}
                edition={edition?.source === "clal" ? edition : null}
                onSaved={enregistre("clal")}
                onCancelEdit={() => setEdition(null)}
                formRef={formRef}
              />
            ) : (
              <MouvementForm
                key={onglet}
                genre={onglet}
                contexte={ctx}
                clients={clients}
                edition={edition && ONGLET_DE_SOURCE[edition.source] === onglet ? edition : null}
                onSaved={enregistre(onglet === "fournisseurs" ? "fournisseur" : "client")}
                onCancelEdit={() => {
                  setEdition(null);
                  setRetourClal(false);
                }}
                formRef={formRef}
              />
            ))}
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: 2, display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}
        >
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }} aria-label="Métaux">
            {metaux.map((m) => (
              <Chip
                key={m.metalId}
                label={`${m.metal} (${m.lignes})`}
                color={m.metalId === metalActif ? "primary" : "default"}
                variant={m.metalId === metalActif ? "filled" : "outlined"}
                onClick={() => setMetalChoisi(m.metalId)}
                aria-pressed={m.metalId === metalActif}
              />
            ))}
            <Box sx={{ flex: 1 }} />
            <Button
              variant="outlined"
              onClick={() =>
                ouvrirPdf(urlPdfGrandLivre(params)).catch((e: Error) =>
                  notify(e.message, { severity: "error" }),
                )
              }
            >
              Imprimer la liste
            </Button>
          </Box>
          {lignes.isError && <Alert severity="error">{lignes.error.message}</Alert>}
          <GrandLivreTable
            lignes={lignes.data?.rows ?? []}
            total={total}
            surbrillance={surbrillance}
            onEdit={editer}
            onDelete={(l) => void effacer(l)}
          />
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <TextField
              select
              size="small"
              label={onglet === "clal" ? "Lignes CLAL/page" : "Lignes/page"}
              sx={{ width: 160 }}
              value={pageSize}
              onChange={(e) => setPageSize(Number(e.target.value))}
            >
              {PAGE_SIZE_GRAND_LIVRE_OPTIONS.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
            <Button disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              Précédent
            </Button>
            <Typography variant="body2">
              Page {page + 1} / {pages}
            </Typography>
            <Button disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              Suivant
            </Button>
            <Typography variant="body2" sx={{ ml: "auto" }}>
              {onglet === "clal" ? "Total CLAL" : "Total"} : {lignes.data?.total ?? 0} lignes
            </Typography>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
