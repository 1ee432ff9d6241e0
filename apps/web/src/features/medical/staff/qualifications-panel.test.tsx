import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { listAnswer, stubServer } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { QualificationsPanel } from './qualifications-panel';

const QUALIFICATIONS = [
  {
    no: 1,
    title: 'Doctor of Medicine',
    issuer: 'University of Tokyo',
    obtainedOn: '2008-03-25',
    validUntil: null,
    valid: 1,
    version: 3,
  },
  {
    no: 2,
    title: 'Pitch-side first aid',
    issuer: 'Red Cross',
    obtainedOn: '2019-04-10',
    validUntil: '2023-04-09',
    valid: 0,
    version: 4,
  },
];

function renderPanel(user = testUser('MedicalPerson', 6)) {
  const { requests } = stubServer({ GetMedicalQualificationList: (xml) => listAnswer(xml, QUALIFICATIONS) });
  renderRoute(<QualificationsPanel personNo={6} />, { user });
  return requests;
}

describe('QualificationsPanel', () => {
  beforeAll(async () => {
    await loadNamespaces(['medicalStaff']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists a medical person's qualifications, the expired one marked, and lets them keep their own", async () => {
    const requests = renderPanel();
    const expired = (await screen.findByText('Pitch-side first aid')).closest('li')!;
    expect(within(expired).getByText('Expired')).toBeTruthy();
    const valid = screen.getByText('Doctor of Medicine').closest('li')!;
    expect(within(valid).queryByText('Expired')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a qualification' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Pitch-side first aid' })).toBeTruthy();
    expect(requests[0]).toContain('<Filter NoPerson="6"/>');
  });

  it("shows another medical person's qualifications without letting them be changed", async () => {
    renderPanel(testUser('MedicalPerson', 7));
    expect(await screen.findByText('Doctor of Medicine')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a qualification' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('lets a medical administrator keep anyone’s', async () => {
    renderPanel(testUser('MedicalAdministrator'));
    expect(await screen.findByRole('button', { name: 'Edit Doctor of Medicine' })).toBeTruthy();
  });
});
