/** `npm run a11y:report`: writes docs/accessibility.md from the report's data. */
import fs from 'node:fs';
import path from 'node:path';
import { REPORT_PATH, renderReport } from './render';

const target = path.resolve(import.meta.dirname, '../../..', REPORT_PATH);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, renderReport());
console.log(`Wrote ${REPORT_PATH}`);
