import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { FormEvent, ReactNode } from "react";
import { useEnterNavigation } from "./useEnterNavigation.ts";

interface FormFlowProps {
  onSubmit: () => void;
  children: ReactNode;
  "aria-label"?: string;
  sx?: SxProps<Theme>;
}

/** A form with the Enter flow of useEnterNavigation; a submit button also calls onSubmit. */
export function FormFlow({ onSubmit, children, sx, "aria-label": ariaLabel }: FormFlowProps) {
  const onKeyDown = useEnterNavigation(onSubmit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} onKeyDown={onKeyDown} aria-label={ariaLabel} sx={sx}>
      {children}
    </Box>
  );
}
