// @legs direct postgrest docker
// The real @supabase/supabase-js against the gateway, set up as the README says:
// `db.schema: 'api'`, an empty Authorization (the publishable key is no JWT, so
// the default `Authorization: Bearer <key>` is refused), a minted JWT for a
// signed-in caller, and a WebSocket transport where Node lacks one (Node < 22).
// Runs in the direct leg and over the real PostgREST binary.
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { describe, expect, it } from 'vitest';
import { API_KEY, token, useHarness } from './harness.js';

const h = useHarness();
const realtime = { transport: ws as unknown as NonNullable<SupabaseClientOptions<'api'>['realtime']>['transport'] };
const anonymous = () => createClient(h.base, API_KEY, { db: { schema: 'api' }, global: { headers: { Authorization: '' } }, realtime });
const signedIn = (jwt: string) => createClient(h.base, API_KEY, { db: { schema: 'api' }, accessToken: async () => jwt, realtime });

describe('@supabase/supabase-js', () => {
  it('calls a function and reads a view anonymously', async () => {
    const client = anonymous();
    const sum = await client.rpc('conf_add', { a: 2, b: 3 });
    expect([sum.error, sum.status, sum.data]).toEqual([null, 200, 5]);
    const rows = await client.from('conf_items').select('id,name', { count: 'exact' }).gt('id', 12).order('id', { ascending: false }).range(0, 1);
    expect([rows.error, rows.status, rows.count, rows.data]).toEqual([null, 206, 3, [{ id: 15, name: null }, { id: 14, name: 'item 14' }]]);
    const gucs = await client.rpc('conf_gucs');
    expect((gucs.data as { role: string }).role).toBe('anon');
  });

  it('calls a function and reads a view signed in with a minted JWT', async () => {
    const client = signedIn(await token({ role: 'authenticated', sub: 'analyst-1' }, { expiresIn: 300 }));
    const gucs = await client.rpc('conf_gucs');
    expect(gucs.error).toBeNull();
    expect(gucs.data).toMatchObject({ role: 'authenticated', claims: { role: 'authenticated', sub: 'analyst-1' } });
    const rows = await client.from('conf_items').select('id').eq('id', 2);
    expect([rows.error, rows.data]).toEqual([null, [{ id: 2 }]]);
  });

  it('surfaces a function refusal as the four-key error', async () => {
    const { data, error, status } = await anonymous().rpc('conf_refuse', { p_n: 11 });
    expect([data, status]).toEqual([null, 400]);
    expect(error).toMatchObject({ code: '22023', message: 'conf_refuse: 11 is above the cap of 10', details: 'Only 10 rows per call.', hint: 'Ask for fewer.' });
  });

  it('is refused with its defaults: the key as Bearer is no JWT, and the public schema is not exposed', async () => {
    const keyAsBearer = await createClient(h.base, API_KEY, { db: { schema: 'api' }, realtime }).rpc('conf_add', { a: 1 });
    expect([keyAsBearer.status, keyAsBearer.error?.code, keyAsBearer.error?.message]).toEqual([401, 'PGRST301', 'Expected 3 parts in JWT; got 1']);
    const publicSchema = await createClient(h.base, API_KEY, { global: { headers: { Authorization: '' } }, realtime }).from('conf_items').select('id');
    expect([publicSchema.status, publicSchema.error?.code]).toEqual([401, 'PGRST106']);
  });

  it.skipIf(typeof globalThis.WebSocket === 'function')('needs a WebSocket transport on Node without one (Node < 22)', () => {
    expect(() => createClient(h.base, API_KEY, { db: { schema: 'api' } })).toThrow(/without native WebSocket support/);
  });
});
