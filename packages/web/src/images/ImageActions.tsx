import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";

interface Props {
  nom: string;
  onRename: () => void;
  onDelete: () => void;
}

/** The rename and delete icons of an image (gallery and assignment screen). */
export function ImageActions({ nom, onRename, onDelete }: Props) {
  return (
    <>
      <Tooltip title="Renommer">
        <IconButton size="small" aria-label={`Renommer ${nom}`} onClick={onRename}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Supprimer">
        <IconButton size="small" aria-label={`Supprimer ${nom}`} onClick={onDelete}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
