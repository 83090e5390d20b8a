// No Docker engine runs here, so the compose file is kept honest by reading it:
// it must agree with the gateway's own settings.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ANON_ROLE, API_SCHEMA, MAX_ROWS, readConfig } from '../../src/config.js';
import { REPO_ROOT } from '../../src/repo-root.js';

const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'));
const { db, migrate, rest, gateway } = compose.services;

describe('docker-compose.yml', () => {
  it('runs postgres 17, a one-shot migrate job, PostgREST v14 and the gateway', () => {
    expect(db.image).toBe('postgres:17');
    expect(rest.image).toMatch(/^postgrest\/postgrest:v14\./);
    expect(migrate.restart).toBe('no');
    expect(migrate.command.join(' ')).toContain('npm run migrate');
    expect(gateway.command.join(' ')).toContain('npm start');
  });

  it('exposes exactly the gateway schema and anon role, with the same row cut', () => {
    expect(rest.environment.PGRST_DB_SCHEMAS).toBe(API_SCHEMA);
    expect(rest.environment.PGRST_DB_ANON_ROLE).toBe(ANON_ROLE);
    expect(Number(rest.environment.PGRST_DB_MAX_ROWS)).toBe(MAX_ROWS);
    expect(rest.environment.PGRST_DB_URI).toMatch(/^postgres:\/\/authenticator:/);
    expect(rest.environment.PGRST_JWT_SECRET).toBe(gateway.environment.JWT_SECRET);
  });

  it('puts the gateway in proxy mode in front of PostgREST on the default port', () => {
    const restPort = rest.environment.PGRST_SERVER_PORT;
    expect(gateway.environment.GATEWAY_UPSTREAM).toBe(`http://rest:${restPort}`);
    const defaultPort = readConfig({}).port;
    expect(gateway.environment.PORT).toBe(String(defaultPort));
    expect(gateway.ports).toEqual([`${defaultPort}:${defaultPort}`]);
    expect(rest.environment.PGRST_ADMIN_SERVER_PORT).not.toBe(restPort);
  });

  it('orders start-up with healthchecks and depends_on conditions', () => {
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(rest.healthcheck.test).toEqual(['CMD', '/bin/postgrest', '--ready']);
    expect(migrate.depends_on.db.condition).toBe('service_healthy');
    expect(rest.depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(gateway.depends_on.rest.condition).toBe('service_healthy');
    expect(gateway.healthcheck.test.join(' ')).toContain('/docs/openapi.json');
  });

  it('keeps secrets out of the file', () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    expect(text).toMatch(/PGRST_JWT_SECRET: \$\{JWT_SECRET:\?/);
    expect(text).not.toMatch(/pk_demo_/);
  });
});
