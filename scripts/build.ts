/**
 * `npm run build`: a production build that records its input hash, so `npm start` knows the
 * build is current and does not rebuild. It also writes the precompressed copies of the build's
 * static assets (scripts/lib/production-build.ts).
 */
import path from 'node:path';
import { runProductionBuild } from './lib/production-build';

const root = path.resolve(import.meta.dirname, '..');
if (!(await runProductionBuild(root))) process.exit(1);
