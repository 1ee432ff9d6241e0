import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { stubServer } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import type { BankAccountRow } from './bank-accounts-api';
import { BankAccountsPanel } from './bank-accounts-panel';

const KENYA = 9;

function account(changes: Partial<BankAccountRow>): BankAccountRow {
  return {
    no: 11,
    noFederation: KENYA,
    federationCode: 'KEN',
    accountHolder: 'Kenya Volleyball Federation',
    bankName: 'Equity Bank Kenya Limited',
    bankAddress: null,
    iban: null,
    accountNumber: '0180 2912 3456 7',
    bic: 'EQBLKENA',
    currency: 'KES',
    countryCode: 'KE',
    status: 'active',
    rejectReason: null,
    proofFileName: 'bank-letter.pdf',
    submittedAt: '2026-01-10T09:00:00.000Z',
    submittedBy: 'Faith Wanjiru',
    verifiedAt: '2026-01-12T09:00:00.000Z',
    verifiedBy: 'Ana Silva',
    replacedAt: null,
    version: 5,
    ...changes,
  };
}

const SWISS = account({
  no: 12,
  bankName: 'UBS Switzerland AG',
  iban: 'CH9300762011623852957',
  accountNumber: null,
  bic: 'UBSWCHZH80A',
  currency: 'CHF',
  countryCode: 'CH',
  status: 'submitted',
  proofFileName: null,
  verifiedAt: null,
  verifiedBy: null,
  version: 8,
});

function renderPanel(user: TCurrentUser, accounts: BankAccountRow[], rest = {}) {
  const server = stubServer(
    {
      GetBankAccountList: () => ({ data: accounts, nbItems: accounts.length, version: 1 }),
      SaveBankAccount: () => ({ data: { ...SWISS, no: 13, version: 9 } }),
    },
    rest,
  );
  renderRoute(<BankAccountsPanel federationNo={KENYA} />, { user });
  return server;
}

describe('BankAccountsPanel', () => {
  beforeAll(async () => {
    await loadNamespaces(['bodies']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it("shows the federation its active account, and the new one waiting for the bank's proof", async () => {
    renderPanel(testUser('Federation', KENYA), [SWISS, account({})]);
    const active = await screen.findByRole('region', { name: 'Active account' });
    expect(within(active).getByText('0180 2912 3456 7')).toBeTruthy();
    expect(within(active).getByText('Verified on 12 Jan 2026 by Ana Silva')).toBeTruthy();
    expect(within(active).getByRole('link', { name: 'bank-letter.pdf' }).getAttribute('href')).toBe(
      '/api/bank-accounts/11/proof',
    );
    const pending = screen.getByRole('region', { name: 'New account' });
    expect(within(pending).getByText('CH93 0076 2011 6238 5295 7')).toBeTruthy();
    expect(within(pending).getByText('Awaiting verification')).toBeTruthy();
    expect(within(pending).getByText('Upload the proof so that an administrator can verify the account.')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Upload the proof' })).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit a new account' })).toBeNull();
  });

  it('lets an admin verify an account once its proof is in, at the version read', async () => {
    const { paths } = renderPanel(testUser('Administrator'), [{ ...SWISS, proofFileName: 'letter.pdf' }], {
      'POST /api/bank-accounts/12/verify': () => ({ no: 12, status: 'active', version: 10 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Verify this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(paths).toContain('/api/bank-accounts/12/verify'));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.message)).toContain('The account is verified: payments now go to it.'),
    );
  });

  it('checks a new account as it is typed: the IBAN checksum, its country, the BIC', async () => {
    const { requests } = renderPanel(testUser('Federation', KENYA), [account({})]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit a new account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bank account' });
    const field = (name: string) => within(dialog).getByLabelText(name);
    await user.type(field('Account holder'), 'Kenya Volleyball Federation');
    await user.type(field('Bank'), 'UBS Switzerland AG');
    await user.type(field('IBAN'), 'CH94 0076 2011 6238 5295 7');
    expect(
      await within(dialog).findByText('This is not a valid IBAN: check its length and check digits.'),
    ).toBeTruthy();
    await user.clear(field('IBAN'));
    await user.type(field('IBAN'), 'CH93 0076 2011 6238 5295 7');
    await user.type(field('SWIFT/BIC'), 'UBS1');
    expect(await within(dialog).findByText('This is not a valid SWIFT/BIC (8 or 11 characters).')).toBeTruthy();
    await user.clear(field('SWIFT/BIC'));
    await user.type(field('SWIFT/BIC'), 'UBSWCHZH80A');
    await user.type(field('Currency'), 'CHF');
    await user.selectOptions(field("Bank's country"), 'CH');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((xml) => xml.includes('SaveBankAccount'))).toBe(true));
    const saved = requests.find((xml) => xml.includes('SaveBankAccount'))!;
    expect(saved).toContain(`NoFederation="${KENYA}"`);
    expect(saved).toContain('Iban="CH93 0076 2011 6238 5295 7"');
  });
});
