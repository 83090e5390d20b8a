// The repository's root folder (where package.json, migrations/ and openapi.json live),
// for code that reads the repository's own files. Imports nothing of the project.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
