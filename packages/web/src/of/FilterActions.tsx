import type { ListeOf } from "@ecrin/domain";
import EditOutlined from "@mui/icons-material/EditOutlined";
import PictureAsPdfOutlined from "@mui/icons-material/PictureAsPdfOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import RefreshOutlined from "@mui/icons-material/RefreshOutlined";
import TimelineOutlined from "@mui/icons-material/TimelineOutlined";
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from "@mui/x-data-grid";
import type { FilterDialog } from "./FilterDialogs.tsx";
import { facturePdfUrl } from "./filter-api.ts";
import { printUrl } from "./tools-api.ts";

export interface ActionsOf {
  ouvrir: (d: NonNullable<FilterDialog>) => void;
  imprimer: (url: string) => void;
  rafraichir: () => void;
}

/**
 * The row actions of the OF lists (spec 03 section 2.8): trace, edit, print the OF sheet, the invoice
 * PDF once invoiced (standard channel: OFS LIVRES rows), refresh.
 */
export function colonneActions(liste: ListeOf, actions: ActionsOf): GridColDef<GridValidRowModel> {
  return {
    field: "actions",
    type: "actions",
    headerName: "Actions",
    width: 200,
    getActions: ({ row }) => {
      const n = row.numSachet as number;
      const items = [
        <GridActionsCellItem
          key="tracer"
          icon={<TimelineOutlined />}
          label={`Tracer l'OF ${n}`}
          onClick={() => actions.ouvrir({ type: "tracer", numSachet: n })}
        />,
        <GridActionsCellItem
          key="editer"
          icon={<EditOutlined />}
          label={`Éditer l'OF ${n}`}
          onClick={() => actions.ouvrir({ type: "editer", numSachet: n })}
        />,
        <GridActionsCellItem
          key="imprimer"
          icon={<PrintOutlined />}
          label={`Imprimer l'OF ${n}`}
          onClick={() => actions.imprimer(printUrl.fiche([n]))}
        />,
      ];
      if (liste === "livres" && typeof row.idFact === "number") {
        const idFact = row.idFact;
        items.push(
          <GridActionsCellItem
            key="facture"
            icon={<PictureAsPdfOutlined />}
            label={`Facture ${idFact} (PDF)`}
            onClick={() => window.open(facturePdfUrl(idFact), "_blank", "noopener")}
          />,
        );
      }
      items.push(
        <GridActionsCellItem
          key="rafraichir"
          icon={<RefreshOutlined />}
          label="Rafraîchir"
          onClick={actions.rafraichir}
        />,
      );
      return items;
    },
  };
}
