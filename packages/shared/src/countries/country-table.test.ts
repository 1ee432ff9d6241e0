import { describe, expect, it } from 'vitest';
import * as generated from './country-table';
import { countryTable } from './country-table-source';

describe('the generated country table', () => {
  it('matches world-countries (after an update of the package: npm run countries)', () => {
    expect({ ...generated }).toEqual(countryTable());
  });
});
