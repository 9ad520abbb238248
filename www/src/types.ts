// The result shapes of docs/API.md that the pages read (the wasm facade types them as `any`).

export interface YakuEntry {
  id: string;
  name: string;
  han: number;
  yakuman: number;
  points?: number;
}
export type SeatMap = { E: number; S: number; W: number; N?: number };
export interface ScoreResult {
  yaku: YakuEntry[];
  han: number;
  fu: number;
  fuParts: { reason: string; fu: number }[];
  dora: number;
  red: number;
  ura: number;
  yakuman: number;
  limit: string;
  total: number;
  deltas: SeatMap;
  chips?: SeatMap;
  [flavour: string]: unknown;
}
