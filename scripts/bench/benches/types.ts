export interface BenchOptions {
  quick: boolean;
  profile: boolean;
  /** `--fanout=100,1000`: only these subscriber counts */
  fanoutSizes?: number[];
}

/** One line of the table: the measured figure, its same-run baseline, and the target it is held to. */
export interface Row {
  bench: string;
  case: string;
  metric: string;
  psycare: number;
  baseline: number | null;
  ratio: number | null;
  target: string;
  met: boolean;
  note?: string;
}
