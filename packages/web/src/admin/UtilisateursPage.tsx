import {
  COLONNES_UTILISATEURS,
  MSG_MOT_DE_PASSE_REINITIALISE,
  MSG_UTILISATEUR_DESACTIVE,
  MSG_UTILISATEUR_ENREGISTRE,
  MSG_UTILISATEUR_REACTIVE,
  motDePasseResetSchema,
  msgUtilisateurAjoute,
  ROLES_UTILISATEUR,
  type Utilisateur,
  utilisateurCreationSchema,
} from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { DataTable } from "../ui/DataTable.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { listColumns } from "../ui/listColumns.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSurbrillance } from "../ui/useSurbrillance.ts";
import { useClients } from "./api.ts";
import { useSession } from "./auth/SessionProvider.tsx";
import {
  UTILISATEURS_QUERY_KEY,
  UTILISATEURS_URL,
  useCreerUtilisateur,
  useModifierUtilisateur,
  useResetMotDePasse,
} from "./utilisateurs/api.ts";

const columns = listColumns(COLONNES_UTILISATEURS, {
  screen: {
    idUser: { width: 60 },
    login: { flex: 1, minWidth: 110 },
    nom: { flex: 1, minWidth: 130 },
    role: { width: 130 },
    // An agency's name is long ("Maison Écrin (siège)"): it gets the room first.
    agence: { flex: 1.5, minWidth: 180 },
    actif: { width: 70 },
    derniereConnexion: { width: 160 },
  },
});

interface Draft {
  login: string;
  nom: string;
  role: number;
  numAgence: number | null;
  motDePasse: string;
}
const EMPTY: Draft = { login: "", nom: "", role: 6, numAgence: null, motDePasse: "" };

/** /utilisateurs (role 1): the users, their role, agency, last login; add, change, reset, deactivate. */
export function UtilisateursPage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const { user } = useSession();
  const clients = useClients();
  const creer = useCreerUtilisateur();
  const modifier = useModifierUtilisateur();
  const reset = useResetMotDePasse();
  const [selected, setSelected] = useState<Utilisateur | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const load = (u: Utilisateur | null) => {
    setSelected(u);
    setErrors({});
    setDraft(
      u ? { login: u.login, nom: u.nom, role: u.role, numAgence: u.numAgence, motDePasse: "" } : EMPTY,
    );
  };
  const enregistre = useSurbrillance<number>();
  /** A saved user: shown in the form, and its row in the list highlighted. */
  const montrer = (u: Utilisateur) => {
    load(u);
    enregistre.marquer(u.idUser);
  };
  const onError = (e: unknown) => {
    setErrors(serverFieldErrors(e));
    notify(errorMessage(e), { severity: "error" });
  };

  const onAjouter = () => {
    const parsed = utilisateurCreationSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    creer.mutate(parsed.data, {
      onSuccess: (u) => {
        notify(msgUtilisateurAjoute(u.login));
        montrer(u);
      },
      onError,
    });
  };

  const onEnregistrer = () => {
    if (!selected) return;
    modifier.mutate(
      { id: selected.idUser, input: { nom: draft.nom, role: draft.role, numAgence: draft.numAgence } },
      {
        onSuccess: (u) => {
          notify(MSG_UTILISATEUR_ENREGISTRE);
          montrer(u);
        },
        onError,
      },
    );
  };

  const onActif = async (actif: boolean) => {
    if (!selected) return;
    if (!actif) {
      const ok = await confirm({
        title: "Désactiver cet utilisateur ?",
        message: `${selected.login} ne pourra plus se connecter ; ses sessions ouvertes sont fermées.`,
        confirmLabel: "Désactiver",
      });
      if (!ok) return;
    }
    modifier.mutate(
      { id: selected.idUser, input: { actif } },
      {
        onSuccess: (u) => {
          notify(actif ? MSG_UTILISATEUR_REACTIVE : MSG_UTILISATEUR_DESACTIVE);
          montrer(u);
        },
        onError,
      },
    );
  };

  const onReset = () => {
    if (!selected) return;
    const parsed = motDePasseResetSchema.safeParse({ motDePasse: draft.motDePasse });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    reset.mutate(
      { id: selected.idUser, motDePasse: parsed.data.motDePasse },
      {
        onSuccess: () => {
          notify(MSG_MOT_DE_PASSE_REINITIALISE);
          setDraft({ ...draft, motDePasse: "" });
          setErrors({});
        },
        onError,
      },
    );
  };

  const pending = creer.isPending || modifier.isPending || reset.isPending;
  const motDePasse = (
    <TextField
      label={selected ? "Nouveau mot de passe" : "Mot de passe"}
      type="password"
      autoComplete="new-password"
      value={draft.motDePasse}
      onChange={(e) => setDraft({ ...draft, motDePasse: e.target.value })}
      error={Boolean(errors.motDePasse)}
      helperText={errors.motDePasse ?? "10 caractères au moins."}
      size="small"
    />
  );

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 380px" } }}>
      <Box component="section" aria-labelledby="utilisateurs-title" sx={{ minWidth: 0 }}>
        <Typography id="utilisateurs-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          Utilisateurs
        </Typography>
        <DataTable<Utilisateur>
          label="Liste des utilisateurs"
          columns={columns}
          queryKey={UTILISATEURS_QUERY_KEY}
          url={UTILISATEURS_URL}
          getRowId={(row) => row.idUser}
          defaultSort={{ field: "login", dir: "asc" }}
          onRowClick={load}
          selectedId={selected?.idUser ?? null}
          surbrillance={enregistre.cles}
          exportName="utilisateurs"
          searchLabel="Rechercher (identifiant, nom)"
        />
      </Box>
      <Paper component="section" aria-labelledby="utilisateur-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="utilisateur-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {selected
            ? `Utilisateur ${selected.login}${selected.actif ? "" : " (désactivé)"}`
            : "Nouvel utilisateur"}
        </Typography>
        <FormFlow
          onSubmit={selected ? onEnregistrer : onAjouter}
          aria-label={selected ? "Fiche de l'utilisateur" : "Nouvel utilisateur"}
          sx={{ display: "grid", gap: 2 }}
        >
          <TextField
            label="Identifiant"
            value={draft.login}
            disabled={selected !== null}
            onChange={(e) => setDraft({ ...draft, login: e.target.value })}
            error={Boolean(errors.login)}
            helperText={errors.login}
            size="small"
            autoComplete="off"
          />
          <TextField
            label="Nom"
            value={draft.nom}
            onChange={(e) => setDraft({ ...draft, nom: e.target.value })}
            error={Boolean(errors.nom)}
            helperText={errors.nom}
            size="small"
          />
          <TextField
            select
            label="Rôle"
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: Number(e.target.value) })}
            error={Boolean(errors.role)}
            helperText={errors.role}
            size="small"
          >
            {ROLES_UTILISATEUR.map((r) => (
              <MenuItem key={r.role} value={r.role}>
                {r.role} – {r.label}
              </MenuItem>
            ))}
          </TextField>
          <ClientTreePicker
            clients={clients}
            label="Agence"
            value={draft.numAgence}
            onChange={(id) => setDraft({ ...draft, numAgence: id })}
            onlySelectable={false}
            size="small"
          />
          {selected === null ? (
            <>
              {motDePasse}
              <Box sx={{ display: "flex", gap: 1 }}>
                <Button type="submit" variant="contained" disabled={pending}>
                  Ajouter
                </Button>
              </Box>
            </>
          ) : (
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              <Button type="submit" variant="contained" disabled={pending}>
                Enregistrer
              </Button>
              {selected.actif ? (
                <Button
                  color="error"
                  onClick={() => void onActif(false)}
                  disabled={pending || selected.idUser === user?.idUser}
                >
                  Désactiver
                </Button>
              ) : (
                <Button onClick={() => void onActif(true)} disabled={pending}>
                  Réactiver
                </Button>
              )}
              <Button onClick={() => load(null)}>Nouveau</Button>
            </Box>
          )}
        </FormFlow>
        {selected && (
          <>
            <Divider sx={{ my: 2 }} />
            {/* Its own form: Enter in the new password resets it, never saves the fields above. */}
            <FormFlow
              onSubmit={onReset}
              aria-label="Réinitialisation du mot de passe"
              sx={{ display: "grid", gap: 2 }}
            >
              {motDePasse}
              <Box>
                <Button type="submit" disabled={pending}>
                  Réinitialiser le mot de passe
                </Button>
              </Box>
            </FormFlow>
          </>
        )}
      </Paper>
    </Box>
  );
}
