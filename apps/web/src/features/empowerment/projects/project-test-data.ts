import type { TInvoice, TProjectDossier, TReport, TShipment } from '@libero/shared/empowerment/empowerment-api';

export const KENYA = { no: 40, code: 'KEN', name: 'Kenya Volleyball Federation' };

/** An invoice of project 3, waiting for its federation's upload. */
export function invoice(changes: Partial<TInvoice> = {}): TInvoice {
  return {
    no: 21,
    version: 2,
    description: 'Coach travel',
    reference: '',
    issuedOn: null,
    amountMinor: 125_000,
    status: 0,
    rejectReason: null,
    paidTo: null,
    document: null,
    canEdit: false,
    steps: [],
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...changes,
  };
}

export function report(changes: Partial<TReport> = {}): TReport {
  return {
    no: 31,
    kind: 'progress',
    title: 'First quarter',
    periodStart: '2026-01-01',
    periodEnd: '2026-03-31',
    body: 'The youth team trains twice a week.',
    author: 'kenya.federation',
    coachId: null,
    document: null,
    submittedAt: '2026-04-02T10:00:00.000Z',
    ...changes,
  };
}

/** Shipment 5: balls and nets, shipped, not yet through customs. */
export function shipment(changes: Partial<TShipment> = {}): TShipment {
  return {
    no: 5,
    version: 3,
    status: 'shipped',
    items: [
      { code: 'BALL', name: 'Indoor ball', quantity: 40 },
      { code: 'NET', name: 'Competition net', quantity: 2 },
    ],
    deliveryAddress: 'Kasarani Stadium, Nairobi',
    carrier: 'DHL',
    trackingNumber: 'JD0146',
    timeline: [
      { status: 'ordered', at: '2026-02-01T08:00:00.000Z', by: 'zonal.dev', text: '' },
      { status: 'shipped', at: '2026-02-10T08:00:00.000Z', by: 'zonal.dev', text: '' },
    ],
    steps: [],
    ...changes,
  };
}

/** Project 3: coach support for Kenya, running, a quarter of its budget paid. */
export function projectDossier(changes: Partial<TProjectDossier> = {}): TProjectDossier {
  return {
    no: 3,
    version: 7,
    applicationNo: 12,
    title: 'A coach for the youth team',
    projectType: 'coachSupport',
    status: 'running',
    federation: KENYA,
    currency: 'USD',
    budgetTotalMinor: 2_000_000,
    paidMinor: 500_000,
    startDay: '2026-01-01',
    endDay: '2026-12-31',
    coach: { no: 11, name: 'Paola Egonu' },
    experts: [],
    milestones: [
      { title: 'Training camp', dueDay: '2026-03-01', doneDay: '2026-02-27' },
      { title: 'Youth tournament', dueDay: '2099-06-01', doneDay: null },
    ],
    invoices: [invoice()],
    reports: [],
    shipments: [],
    roles: ['federation'],
    isCoach: false,
    canEdit: false,
    reportKinds: [],
    canAddInvoice: false,
    canAddShipment: false,
    ...changes,
  };
}

/**
 * The fields of a multipart request in order, a file as its name: read from the body itself, since
 * happy-dom's `formData()` drops empty fields.
 */
export async function multipartFields(request: Request): Promise<[string, string][]> {
  const text = await request.clone().text();
  const boundary = text.slice(0, text.indexOf('\r\n'));
  return text
    .split(boundary)
    .slice(1, -1)
    .map((part): [string, string] => {
      const [head = '', ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
      const fileName = /filename="([^"]*)"/.exec(head)?.[1];
      return [name, fileName ?? body.join('\r\n\r\n').replace(/\r\n$/, '')];
    });
}
