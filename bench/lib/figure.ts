import type { Row } from "./table";

/** One measured figure of the benchmark: its rows of the table. */
export interface Figure {
  /** Short name, to run only some figures: `npm run bench -- <name>...`. */
  name: string;
  measure(): Promise<Row[]>;
}
