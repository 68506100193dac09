import { configure } from "@testing-library/react";

// The first render of a file loads MUI and the DataGrid: on a loaded 2-core machine that alone can
// take seconds. Waiting longer changes no assertion, only how long a slow machine is given.
configure({ asyncUtilTimeout: 5_000 });
