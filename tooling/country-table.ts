/**
 * `npm run countries`: writes packages/shared/src/countries/country-table.ts, the few columns of
 * world-countries the app uses (codes and the en/fr/es names), after an update of the package.
 * packages/shared/src/countries/country-table.test.ts fails until it is run.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryTable, countryTableSource } from '../packages/shared/src/countries/country-table-source';

const TARGET = join(dirname(fileURLToPath(import.meta.url)), '../packages/shared/src/countries/country-table.ts');

writeFileSync(TARGET, countryTableSource(countryTable()));
console.log(`Wrote ${TARGET}`);
