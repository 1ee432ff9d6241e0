import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, listAnswer, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { ProjectPage } from './project-page';
import { invoice, multipartFields, projectDossier, report, shipment } from './project-test-data';

const FEDERATION = { ...testUser('Federation', 40), federationEmpowerment: true };
const REVIEWER = testUser('ZonalDevProject', 1, ['empowerment.admin']);

function renderPage(dossier: TProjectDossier, rest: RestAnswers = {}, user = FEDERATION) {
  const server = stubServer({}, { [`GET /api/empowerment/projects/${dossier.no}`]: () => dossier, ...rest });
  const rendered = renderRoute(<ProjectPage />, {
    path: '/empowerment/projects/:no',
    url: `/empowerment/projects/${dossier.no}`,
    user,
  });
  return { ...rendered, ...server };
}

function requestsTo(method: string, path: string): Request[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

const loaded = () => screen.findByRole('region', { name: 'Summary of the project' });
const messages = () => getNotifications().map((notification) => notification.message);
const invoiceRow = (description: string) =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getByText(description)
    .closest('tr') as HTMLElement;

describe('the project page', () => {
  beforeAll(async () => {
    await loadNamespaces(['projects', 'empowerment']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('shows its coach neither the invoices nor the application, which are not theirs', async () => {
    const coach = { ...testUser('Coach', 11), accesses: ['empowerment' as const] };
    renderPage(projectDossier({ roles: [], isCoach: true, invoices: [], reportKinds: ['coach'] }), {}, coach);
    const summary = await loaded();
    expect(within(summary).queryByRole('link', { name: /Application no\./ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Invoices' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invoices' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add report' })).toBeTruthy();
  });

  it('shows the project, its budget paid, its coach and its milestones', async () => {
    renderPage(projectDossier());
    const summary = await loaded();
    expect(within(summary).getByText('A coach for the youth team')).toBeTruthy();
    expect(within(summary).getByText('Coach support · project no. 3')).toBeTruthy();
    expect(within(summary).getByText('Running')).toBeTruthy();
    expect(within(summary).getByText('KEN — Kenya Volleyball Federation')).toBeTruthy();
    expect(within(summary).getByText('1 Jan 2026 to 31 Dec 2026')).toBeTruthy();
    expect(within(summary).getByText('USD 5,000.00 paid of USD 20,000.00')).toBeTruthy();
    expect(
      within(summary).getByRole('progressbar', { name: 'Share of the budget paid' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(within(summary).getByRole('link', { name: 'Paola Egonu' }).getAttribute('href')).toBe('/coaches/11');
    expect(within(summary).getByRole('link', { name: 'Application no. 12' }).getAttribute('href')).toBe(
      '/empowerment/applications/12',
    );
    const milestones = screen.getByRole('list', { name: 'Milestones' });
    expect(within(milestones).getByText('Done on 27 Feb 2026')).toBeTruthy();
    expect(within(milestones).getByText('Open')).toBeTruthy();
    // Not an equipment project, and no shipment: no shipments panel; no edit for a federation.
    expect(screen.queryByRole('region', { name: 'Equipment shipments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit project' })).toBeNull();
  });

  it('offers its federation the upload of an invoice that needs it, and no review step', async () => {
    renderPage(projectDossier({ invoices: [invoice({ canEdit: true, steps: ['upload'] })] }));
    await loaded();
    const row = invoiceRow('Coach travel');
    expect(within(row).getByText('Needs Upload')).toBeTruthy();
    expect(within(row).getByText('USD 1,250.00')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Upload invoice' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    for (const name of ['Accept', 'Reject', 'Start payment', 'Mark paid'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
  });

  it('offers a reviewer accept and reject on an invoice in review, and no edit', async () => {
    const inReview = invoice({
      status: 1,
      steps: ['accept', 'reject'],
      reference: 'INV-881',
      issuedOn: '2026-02-20',
      document: {
        no: 8,
        kind: 'invoice',
        fileName: 'inv-881.pdf',
        sizeBytes: 1200,
        uploadedAt: '2026-02-21T08:00:00Z',
      },
    });
    renderPage(projectDossier({ roles: ['reviewer'], invoices: [inReview] }), {}, REVIEWER);
    await loaded();
    const row = invoiceRow('Coach travel');
    expect(within(row).getByText('In Review')).toBeTruthy();
    expect(within(row).getByText('20 Feb 2026')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'inv-881.pdf' }).getAttribute('href')).toBe(
      '/api/empowerment/invoices/21/document',
    );
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Upload invoice' })).toBeNull();
  });

  it('asks the reason of a rejection, and sends nothing without it', async () => {
    const inReview = invoice({ status: 1, steps: ['accept', 'reject'] });
    const rejected = invoice({ version: 3, status: 4, rejectReason: 'The amount is wrong.', steps: [] });
    const { user } = renderPage(
      projectDossier({ roles: ['reviewer'], invoices: [inReview] }),
      { 'POST /api/empowerment/invoices/21/steps/reject': () => projectDossier({ invoices: [rejected] }) },
      REVIEWER,
    );
    await loaded();
    await user.click(within(invoiceRow('Coach travel')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the invoice' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason of the rejection' });
    await user.type(reason, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(requestsTo('POST', '/api/empowerment/invoices/21/steps/reject')).toHaveLength(0);

    await user.type(reason, 'The amount is wrong.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject the invoice' })).toBeNull());
    const [request] = requestsTo('POST', '/api/empowerment/invoices/21/steps/reject');
    expect(await request?.clone().json()).toEqual({ version: 2, text: 'The amount is wrong.' });
    expect(messages()).toContain('The invoice "Coach travel" has been rejected.');
    const row = invoiceRow('Coach travel');
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('Rejected: The amount is wrong.')).toBeTruthy();
  });

  it('confirms a step before sending it with the version read', async () => {
    const accepted = invoice({ version: 3, status: 5, steps: ['startPayment'] });
    const { user } = renderPage(
      projectDossier({ roles: ['reviewer'], invoices: [invoice({ status: 1, steps: ['accept', 'reject'] })] }),
      { 'POST /api/empowerment/invoices/21/steps/accept': () => projectDossier({ invoices: [accepted] }) },
      REVIEWER,
    );
    await loaded();
    await user.click(within(invoiceRow('Coach travel')).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept the invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(messages()).toContain('The invoice "Coach travel" has been accepted.'));
    const [request] = requestsTo('POST', '/api/empowerment/invoices/21/steps/accept');
    expect(await request?.clone().json()).toEqual({ version: 2 });
    expect(within(invoiceRow('Coach travel')).getByRole('button', { name: 'Start payment' })).toBeTruthy();
  });

  it('says someone changed the project meanwhile, and reads it again', async () => {
    const { user } = renderPage(
      projectDossier({ roles: ['reviewer'], invoices: [invoice({ status: 1, steps: ['accept'] })] }),
      { 'POST /api/empowerment/invoices/21/steps/accept': () => apiFailure('Conflict', 409, 'Version conflict.') },
      REVIEWER,
    );
    await loaded();
    await user.click(within(invoiceRow('Coach travel')).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept the invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(messages()).toContain(
        'Someone changed this project meanwhile. It has been read again: check it and try again.',
      ),
    );
    await waitFor(() => expect(requestsTo('GET', '/api/empowerment/projects/3')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog', { name: 'Accept the invoice' })).toBeNull();
  });

  it('edits the fields of an invoice that needs its upload, without a file', async () => {
    const editable = invoice({ canEdit: true, steps: ['upload'] });
    const { user } = renderPage(projectDossier({ invoices: [editable] }), {
      'PUT /api/empowerment/invoices/21': () => projectDossier({ invoices: [{ ...editable, version: 3 }] }),
    });
    await loaded();
    await user.click(within(invoiceRow('Coach travel')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the invoice' });
    expect(within(dialog).queryByLabelText('Invoice document')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Invoice number' }), 'INV-7');
    await user.click(within(dialog).getByRole('button', { name: 'Save the invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the invoice' })).toBeNull());
    const [request] = requestsTo('PUT', '/api/empowerment/invoices/21');
    expect(await request?.clone().json()).toEqual({
      version: 2,
      description: 'Coach travel',
      reference: 'INV-7',
      issuedOn: null,
      amountMinor: 125_000,
    });
  });

  it('shows a shipment’s way in a timeline and lets the federation confirm its delivery', async () => {
    const delivered = shipment({
      version: 4,
      status: 'delivered',
      steps: [],
      timeline: [
        ...shipment().timeline,
        { status: 'delivered', at: '2026-02-20T08:00:00.000Z', by: 'kenya', text: '' },
      ],
    });
    const { user } = renderPage(
      projectDossier({ projectType: 'volleyballEquipment', shipments: [shipment({ steps: ['confirmDelivery'] })] }),
      {
        'POST /api/empowerment/shipments/5/steps/confirmDelivery': () =>
          projectDossier({ projectType: 'volleyballEquipment', shipments: [delivered] }),
      },
    );
    await loaded();
    const card = screen.getByRole('article', { name: 'Shipment 5' });
    expect(within(card).getByText('40 × Indoor ball')).toBeTruthy();
    expect(within(card).getByText('DHL')).toBeTruthy();
    expect(within(card).getByText('JD0146')).toBeTruthy();
    const timeline = within(card).getByRole('list', { name: 'Progress of shipment 5' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span:not([aria-hidden])')?.textContent)).toEqual([
      'Ordered',
      'Shipped',
      'In customs',
      'Delivered',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(within(steps[2] as HTMLElement).getByText('Not yet')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Ship' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Confirm delivery' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm the delivery of shipment 5' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(messages()).toContain('The delivery of shipment 5 has been confirmed.'));
    const [request] = requestsTo('POST', '/api/empowerment/shipments/5/steps/confirmDelivery');
    expect(await request?.clone().json()).toEqual({ version: 3 });
    const after = within(screen.getByRole('list', { name: 'Progress of shipment 5' })).getAllByRole('listitem');
    // Delivered without customs: that stage was skipped.
    expect(within(after[2] as HTMLElement).getByText('Skipped')).toBeTruthy();
    expect(after[3]?.getAttribute('aria-current')).toBe('step');
  });

  it('lets a reviewer ship with a carrier and tracking number', async () => {
    const { user } = renderPage(
      projectDossier({
        projectType: 'volleyballEquipment',
        roles: ['reviewer'],
        shipments: [shipment({ status: 'ordered', carrier: '', trackingNumber: '', steps: ['ship'] })],
      }),
      { 'POST /api/empowerment/shipments/5/steps/ship': () => projectDossier({ shipments: [shipment()] }) },
      REVIEWER,
    );
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship shipment 5' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Carrier' }), 'DHL');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(requestsTo('POST', '/api/empowerment/shipments/5/steps/ship')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'JD0146');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(messages()).toContain('Shipment 5 has been shipped.'));
    const [request] = requestsTo('POST', '/api/empowerment/shipments/5/steps/ship');
    expect(await request?.clone().json()).toEqual({ version: 3, carrier: 'DHL', trackingNumber: 'JD0146' });
  });

  it('lists the reports the dossier gives, by kind, their text on demand', async () => {
    const { user } = renderPage(
      projectDossier({
        reports: [
          report(),
          report({
            no: 32,
            kind: 'final',
            title: 'Final report',
            body: 'All goals reached.',
            document: {
              no: 9,
              kind: 'report',
              fileName: 'final.pdf',
              sizeBytes: 10,
              uploadedAt: '2026-12-20T08:00:00Z',
            },
          }),
        ],
      }),
    );
    await loaded();
    const reports = screen.getByRole('region', { name: 'Reports' });
    const progress = within(reports).getByRole('region', { name: 'Progress report' });
    expect(within(progress).getByText('First quarter')).toBeTruthy();
    expect(within(progress).getByText(/^By kenya\.federation, 2 Apr 2026/)).toBeTruthy();
    expect(within(progress).getByText(/Period: 1 Jan 2026 to 31 Mar 2026/)).toBeTruthy();
    expect(within(reports).getByRole('region', { name: 'Final report' })).toBeTruthy();
    expect(within(reports).queryByRole('region', { name: 'Coach report' })).toBeNull();
    expect(within(reports).getByRole('link', { name: 'final.pdf' }).getAttribute('href')).toBe(
      '/api/empowerment/reports/32/document',
    );
    const text = within(progress).getByText('The youth team trains twice a week.');
    expect(text.closest('details')?.open).toBe(false);
    await user.click(within(progress).getByText('Read the report'));
    expect(text.closest('details')?.open).toBe(true);
    expect(within(reports).queryByRole('button', { name: 'Add report' })).toBeNull();
  });

  it('offers only the report kinds the dossier allows, and sends the report as a form', async () => {
    const { user } = renderPage(projectDossier({ reportKinds: ['progress', 'final'] }), {
      'POST /api/empowerment/projects/3/reports': () => projectDossier({ reports: [report()] }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a report' });
    const kind = within(dialog).getByRole('combobox', { name: 'Kind of report' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose the kind…', 'Progress report', 'Final report']);
    await user.selectOptions(kind, 'Progress report');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'First quarter');
    await user.type(within(dialog).getByRole('textbox', { name: 'Report' }), 'Twice a week.');
    await user.click(within(dialog).getByRole('button', { name: 'Add the report' }));
    await waitFor(() => expect(messages()).toContain('The report "First quarter" has been added.'));
    const [request] = requestsTo('POST', '/api/empowerment/projects/3/reports');
    expect(await multipartFields(request as Request)).toEqual([
      ['kind', 'progress'],
      ['title', 'First quarter'],
      ['periodStart', ''],
      ['periodEnd', ''],
      ['body', 'Twice a week.'],
    ]);
    expect(screen.getByText('First quarter')).toBeTruthy();
  });

  it('lets a reviewer edit the project: its coach, period, status and milestones', async () => {
    const server = stubServer(
      {
        GetCoachList: (xml) =>
          listAnswer(xml, [{ no: 15, firstName: 'Karch', lastName: 'Kiraly', federationCode: 'USA' }]),
      },
      {
        'GET /api/empowerment/projects/3': () => projectDossier({ canEdit: true, roles: ['reviewer'] }),
        'PUT /api/empowerment/projects/3': () =>
          projectDossier({ version: 8, coach: { no: 15, name: 'Karch Kiraly' } }),
      },
    );
    const { user } = renderRoute(<ProjectPage />, {
      path: '/empowerment/projects/:no',
      url: '/empowerment/projects/3',
      user: REVIEWER,
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the project' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Paola Egonu' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a coach' }), 'Kir');
    await user.click(await within(dialog).findByRole('button', { name: 'Karch Kiraly (USA, no. 15)' }));
    expect(server.requests.at(-1)).toContain('Search="Kir"');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(within(dialog).getByRole('button', { name: 'Add a milestone' }));
    const milestone = within(dialog).getByRole('group', { name: 'Milestone 3' });
    await user.type(within(milestone).getByRole('textbox', { name: 'Title' }), 'Final camp');
    await user.click(within(dialog).getByRole('button', { name: 'Save the project' }));
    expect(await within(milestone).findByText('This field is required.')).toBeTruthy();
    expect(requestsTo('PUT', '/api/empowerment/projects/3')).toHaveLength(0);
    await user.type(within(milestone).getByLabelText('Due on'), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save the project' }));

    await waitFor(() => expect(messages()).toContain('The project has been saved.'));
    const [request] = requestsTo('PUT', '/api/empowerment/projects/3');
    expect(await request?.clone().json()).toEqual({
      version: 7,
      startDay: '2026-01-01',
      endDay: '2026-12-31',
      coachPersonNo: 15,
      expertPersonNos: [],
      milestones: [
        { title: 'Training camp', dueDay: '2026-03-01', doneDay: '2026-02-27' },
        { title: 'Youth tournament', dueDay: '2099-06-01', doneDay: null },
        { title: 'Final camp', dueDay: '2026-11-30', doneDay: null },
      ],
      status: 'completed',
    });
    expect(
      within(await loaded())
        .getByRole('link', { name: 'Karch Kiraly' })
        .getAttribute('href'),
    ).toBe('/coaches/15');
  });

  it('lets a reviewer order equipment of the catalogue', async () => {
    const catalogue = {
      currency: 'USD',
      items: [
        { code: 'BALL', name: 'Indoor ball', unit: 'piece', unitPriceMinor: 6_000 },
        { code: 'NET', name: 'Competition net', unit: 'piece', unitPriceMinor: 45_000 },
      ],
    };
    const { user } = renderPage(
      projectDossier({ projectType: 'volleyballEquipment', roles: ['reviewer'], canAddShipment: true }),
      {
        'GET /api/empowerment/catalogue': () => catalogue,
        'POST /api/empowerment/projects/3/shipments': () =>
          projectDossier({ projectType: 'volleyballEquipment', shipments: [shipment({ status: 'ordered' })] }),
      },
      REVIEWER,
    );
    await loaded();
    expect(
      within(screen.getByRole('region', { name: 'Equipment shipments' })).getByText('No shipments yet.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New equipment shipment' });
    const first = within(dialog).getByRole('group', { name: 'Item 1' });
    const equipment = within(first).getByRole('combobox', { name: 'Equipment' });
    const ball = await within(equipment).findByRole('option', { name: /^Indoor ball \(piece, USD.60\.00\)$/ });
    await user.selectOptions(equipment, ball);
    const quantity = within(first).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Add equipment' }));
    const second = within(dialog).getByRole('group', { name: 'Item 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Equipment' }), 'NET');
    await user.type(within(dialog).getByRole('textbox', { name: 'Delivery address' }), 'Kasarani Stadium, Nairobi');
    await user.click(within(dialog).getByRole('button', { name: 'Order the shipment' }));

    await waitFor(() => expect(messages()).toContain('The shipment has been ordered.'));
    const [request] = requestsTo('POST', '/api/empowerment/projects/3/shipments');
    expect(await request?.clone().json()).toEqual({
      items: [
        { code: 'BALL', quantity: 40 },
        { code: 'NET', quantity: 1 },
      ],
      deliveryAddress: 'Kasarani Stadium, Nairobi',
    });
    expect(screen.getByRole('article', { name: 'Shipment 5' })).toBeTruthy();
  });

  it('says a project the viewer may not see does not exist', async () => {
    stubServer({}, { 'GET /api/empowerment/projects/9': () => apiFailure('AccessDenied', 403, 'Access denied.') });
    renderRoute(<ProjectPage />, { path: '/empowerment/projects/:no', url: '/empowerment/projects/9' });
    expect(await screen.findByText('There is no project 9, or it is not one of yours.')).toBeTruthy();
  });

  it('offers a retry when the project cannot be read', async () => {
    // The wrapper tries a GET three times before it gives up.
    let calls = 0;
    const { user } = renderPage(projectDossier(), {
      'GET /api/empowerment/projects/3': () =>
        ++calls <= 3 ? apiFailure('InternalError', 500, 'Something went wrong.') : projectDossier(),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 }));
    expect(await loaded()).toBeTruthy();
  });
});
