// The two calls every api test makes of its function: an answer expected to be
// 200 (its rows), and a refusal expected to be 400 22023 in the four-key shape.
import { expect } from 'vitest';
import type { RunningApi } from './api.js';

export type Row = Record<string, string | number | null>;
export interface Refusal {
  message: string;
  details: string;
  hint: string;
}

export function rpcCalls(api: () => RunningApi, fn: string) {
  return {
    async ok(body: unknown, headers?: Record<string, string>): Promise<Row[]> {
      const res = await api().rpc(fn, body, headers);
      expect(res.status, await res.clone().text()).toBe(200);
      return res.json();
    },
    async refused(body: unknown, headers?: Record<string, string>): Promise<Refusal> {
      const res = await api().rpc(fn, body, headers);
      expect(res.status).toBe(400);
      const error = await res.json();
      expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(error.code).toBe('22023');
      return error as Refusal;
    },
  };
}
