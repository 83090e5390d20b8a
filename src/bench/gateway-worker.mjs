// Worker entry: worker threads do not inherit tsx's loader, so register it here
// before loading the TypeScript gateway worker.
import { register } from 'tsx/esm/api';

register();
await import('./gateway-worker.ts');
