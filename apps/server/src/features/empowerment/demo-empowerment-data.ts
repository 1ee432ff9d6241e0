import type { ProjectType } from '@libero/shared/empowerment/applications';
import type {
  APPLICATION_DOCUMENT_KINDS,
  PROJECT_STATUSES,
  TApplicationDetails,
  TBudgetLine,
  TCallInput,
} from '@libero/shared/empowerment/empowerment-api';
import type { ReportKind } from '@libero/shared/empowerment/reports';
import type { ShipmentStatus } from '@libero/shared/empowerment/shipments';
import { INVOICE_STATUS, type ApplicationStatus, type InvoiceStatus } from '@libero/shared/statuses/statuses';

/**
 * The empowerment demo as data (issue #23). Days are counted from today (negative: in the past);
 * money is in US cents.
 */
export type CallKey = 'coachSupport' | 'volleyballEquipment' | 'knowledgeTransfer' | 'lastYear';

export type DemoCall = {
  key: CallKey;
  /** `{year}` is the year the call closes. */
  title: string;
  description: string;
  opensIn: number;
  closesIn: number;
  budgetMinor: number;
  projectTypes: ProjectType[];
  criteria: TCallInput['criteria'];
};

const criterion = (key: string, label: string, weight: number) => ({ key, label, weight });
const IMPACT = criterion('impact', 'Impact on the federation’s teams', 4);
const SUSTAINABILITY = criterion('sustainability', 'Sustainability once the project ends', 3);
const FEASIBILITY = criterion('feasibility', 'Feasibility of the plan', 2);
const VALUE_FOR_MONEY = criterion('valueForMoney', 'Value for money', 1);

export const DEMO_CALLS: readonly DemoCall[] = [
  {
    key: 'coachSupport',
    title: '{year} Coach Support Programme',
    description:
      'Experienced coaches sent to national federations for up to a year: national teams, youth, beach or clubs.',
    opensIn: -60,
    closesIn: 45,
    budgetMinor: 30_000_000,
    projectTypes: ['coachSupport'],
    criteria: [IMPACT, SUSTAINABILITY, FEASIBILITY, VALUE_FOR_MONEY],
  },
  {
    key: 'volleyballEquipment',
    title: '{year} Equipment Grants',
    description: 'Balls, nets, posts and court kits from the programme’s catalogue, delivered to the federation.',
    opensIn: -50,
    closesIn: 60,
    budgetMinor: 20_000_000,
    projectTypes: ['volleyballEquipment'],
    criteria: [
      criterion('need', 'Need for the equipment', 4),
      criterion('reach', 'Players and clubs reached', 3),
      criterion('sustainability', 'Care and storage of the equipment', 2),
      VALUE_FOR_MONEY,
    ],
  },
  {
    key: 'knowledgeTransfer',
    title: '{year} Knowledge Transfer',
    description: 'Courses and seminars led by experts for coaches, referees and federation staff.',
    opensIn: -40,
    closesIn: 75,
    budgetMinor: 15_000_000,
    projectTypes: ['knowledgeTransfer'],
    criteria: [
      criterion('impact', 'Impact on the federation’s coaches or referees', 3),
      criterion('reach', 'Participants reached', 3),
      criterion('sustainability', 'Knowledge passed on afterwards', 2),
      criterion('valueForMoney', 'Value for money', 2),
    ],
  },
  {
    key: 'lastYear',
    title: '{year} Development Programme',
    description: 'Last year’s call, open to the three kinds of project.',
    opensIn: -330,
    closesIn: -240,
    budgetMinor: 60_000_000,
    projectTypes: ['coachSupport', 'volleyballEquipment', 'knowledgeTransfer'],
    criteria: [IMPACT, SUSTAINABILITY, FEASIBILITY, VALUE_FOR_MONEY],
  },
];

export type DemoInvoice = {
  description: string;
  reference: string;
  /** Null while Needs Upload; the federation uploads it two days after it is issued. */
  issuedIn: number | null;
  amountMinor: number;
  status: InvoiceStatus;
  rejectReason?: string;
};

export type DemoReport = {
  kind: ReportKind;
  title: string;
  periodIn: [number, number];
  body: string;
  submittedIn: number;
};

/** A shipment of the application's items; its later steps follow its shipping a few days apart. */
export type DemoShipment = { status: ShipmentStatus; carrier: string; trackingNumber: string; shippedIn: number };

export type DemoProject = {
  startIn: number;
  endIn: number;
  status: (typeof PROJECT_STATUSES)[number];
  /** Coached by the demo `coach` user's person. */
  coached?: true;
  milestones: { title: string; dueIn: number; doneIn: number | null }[];
  invoices?: DemoInvoice[];
  reports?: DemoReport[];
  shipments?: DemoShipment[];
};

/** `YYYY-MM-DD`, `offset` days from today. */
export type DayIn = (offset: number) => string;

export type DemoApplication = {
  federation: string;
  call: CallKey;
  status: ApplicationStatus;
  title: string;
  summary: string;
  details: (day: DayIn) => TApplicationDetails;
  /** For equipment, the lines beyond the catalogue's items (which are priced from the catalogue). */
  budget: TBudgetLine[];
  /** Its steps follow its creation a few days apart. */
  createdIn: number;
  /** Per criterion of its call; given once it is under review. */
  scores?: Record<string, number>;
  reason?: string;
  attachments?: (typeof APPLICATION_DOCUMENT_KINDS)[number][];
  project?: DemoProject;
};

const line = (
  description: string,
  category: TBudgetLine['category'],
  quantity: number,
  unitAmountMinor: number,
): TBudgetLine => ({ description, category, quantity, unitAmountMinor });

const coachBudget = (months: number, monthlyFee: number, flight: number, monthlyRent: number) => [
  line('Coach fee', 'staff', months, monthlyFee),
  line('Return flights', 'travel', 2, flight),
  line('Accommodation', 'accommodation', months, monthlyRent),
];

const { NeedsUpload, InReview, Paid, PaymentInProgess, Rejected, Accepted } = INVOICE_STATUS;

const KEN_COACH: DemoApplication = {
  federation: 'KEN',
  call: 'lastYear',
  status: 'approved',
  title: 'Head coach for the women’s national team',
  summary: 'A head coach for a year, to prepare the African Championship and train the Kenyan assistant coaches.',
  details: (day) => ({
    type: 'coachSupport',
    startDay: day(-150),
    endDay: day(210),
    level: 'nationalTeam',
    profile: 'A head coach with international experience of women’s national teams, who trains the Kenyan staff.',
  }),
  budget: coachBudget(12, 450_000, 180_000, 120_000),
  createdIn: -300,
  scores: { impact: 5, sustainability: 4, feasibility: 4, valueForMoney: 3 },
  reason: 'A clear plan for the national team and for the Kenyan coaches who work alongside: approved in full.',
  project: {
    startIn: -150,
    endIn: 210,
    status: 'running',
    coached: true,
    milestones: [
      { title: 'Head coach arrives in Nairobi', dueIn: -150, doneIn: -148 },
      { title: 'Mid-term review with the federation', dueIn: 30, doneIn: null },
      { title: 'Clinic for the Kenyan club coaches', dueIn: 90, doneIn: null },
      { title: 'Handover to the Kenyan assistant coaches', dueIn: 200, doneIn: null },
    ],
    invoices: [
      {
        description: 'Return flights Madrid–Nairobi',
        reference: 'IB-2291-0457',
        issuedIn: -149,
        amountMinor: 176_540,
        status: Paid,
      },
      {
        description: 'Coach fee, first month',
        reference: 'CS-KEN-001',
        issuedIn: -120,
        amountMinor: 450_000,
        status: Paid,
      },
      {
        description: 'Coach fee, second month',
        reference: 'CS-KEN-002',
        issuedIn: -90,
        amountMinor: 450_000,
        status: PaymentInProgess,
      },
      {
        description: 'Coach fee, third month',
        reference: 'CS-KEN-003',
        issuedIn: -60,
        amountMinor: 450_000,
        status: Accepted,
      },
      {
        description: 'Accommodation, first quarter',
        reference: 'NBO-APT-0312',
        issuedIn: -30,
        amountMinor: 360_000,
        status: InReview,
      },
      {
        description: 'Coach fee, fourth month',
        reference: '',
        issuedIn: null,
        amountMinor: 450_000,
        status: NeedsUpload,
      },
    ],
    reports: [
      {
        kind: 'progress',
        title: 'Progress report, first quarter',
        periodIn: [-150, -60],
        body: 'The head coach has settled in Nairobi and leads four sessions a week with 18 players. Two Kenyan assistant coaches attend every session.',
        submittedIn: -55,
      },
      {
        kind: 'coach',
        title: 'Coach’s report: the first three months',
        periodIn: [-150, -60],
        body: 'The players are strong at the net but the serve-receive needs work. The federation’s support is good; the hall is often shared with basketball.',
        submittedIn: -50,
      },
    ],
  },
};

const KEN_EQUIPMENT: DemoApplication = {
  federation: 'KEN',
  call: 'lastYear',
  status: 'approved',
  title: 'Equipment for the national training centre',
  summary: 'Balls, nets, posts and a referee stand to equip two courts of the Kasarani training centre.',
  details: () => ({
    type: 'volleyballEquipment',
    items: [
      { code: 'BALL-INDOOR', quantity: 40 },
      { code: 'NET-INDOOR', quantity: 4 },
      { code: 'POSTS', quantity: 2 },
      { code: 'ANTENNAS', quantity: 4 },
      { code: 'REF-STAND', quantity: 1 },
      { code: 'SCOREBOARD', quantity: 2 },
      { code: 'BALL-CART', quantity: 2 },
      { code: 'FIRST-AID', quantity: 2 },
    ],
    deliveryAddress: 'Kenya Volleyball Federation, Kasarani Indoor Arena, Thika Road, Nairobi, Kenya',
  }),
  budget: [line('Freight and insurance to Nairobi', 'other', 1, 240_000)],
  createdIn: -298,
  scores: { impact: 4, sustainability: 4, feasibility: 5, valueForMoney: 4 },
  reason: 'The centre trains the national teams and hosts the league: approved.',
  project: {
    startIn: -90,
    endIn: 60,
    status: 'running',
    milestones: [
      { title: 'Equipment ordered', dueIn: -20, doneIn: -20 },
      { title: 'Equipment delivered to Kasarani', dueIn: 10, doneIn: null },
      { title: 'Both courts equipped and in use', dueIn: 45, doneIn: null },
    ],
    invoices: [
      {
        description: 'Equipment supplier, deposit',
        reference: 'MIK-24-1187',
        issuedIn: -80,
        amountMinor: 451_000,
        status: Paid,
      },
      {
        description: 'Freight and insurance to Nairobi',
        reference: 'DHL-NBO-88213',
        issuedIn: -10,
        amountMinor: 240_000,
        status: Rejected,
        rejectReason:
          'The invoice is made out to another federation: please upload the one made out to the Kenya Volleyball Federation.',
      },
      {
        description: 'Equipment supplier, balance',
        reference: '',
        issuedIn: null,
        amountMinor: 451_000,
        status: NeedsUpload,
      },
    ],
    shipments: [{ status: 'shipped', carrier: 'DHL Express', trackingNumber: '4829157360', shippedIn: -6 }],
  },
};

/** Kenya (the `federation` demo user): an application in every status, two running projects. */
const KENYA: readonly DemoApplication[] = [
  KEN_COACH,
  KEN_EQUIPMENT,
  {
    federation: 'KEN',
    call: 'lastYear',
    status: 'notApproved',
    title: 'Sports science seminar for the national team staff',
    summary: 'A three-day seminar on strength and conditioning for the staff of the national teams.',
    details: (day) => ({
      type: 'knowledgeTransfer',
      topic: 'Strength and conditioning for volleyball',
      experts: 'A strength and conditioning coach of a European national team',
      participants: 12,
      startDay: day(-220),
      endDay: day(-218),
    }),
    budget: [
      line('Expert’s return flights', 'travel', 1, 150_000),
      line('Expert’s accommodation', 'accommodation', 4, 9_000),
      line('Seminar room', 'venue', 3, 30_000),
    ],
    createdIn: -305,
    scores: { impact: 2, sustainability: 2, feasibility: 3, valueForMoney: 2 },
    reason: 'Twelve participants are too few for the cost: apply again with the national team staff of the region.',
  },
  {
    federation: 'KEN',
    call: 'knowledgeTransfer',
    status: 'review',
    title: 'Referee development seminar',
    summary: 'Four days for the national referees on the rules, the signals and the video challenge.',
    details: (day) => ({
      type: 'knowledgeTransfer',
      topic: 'Indoor refereeing: rules, signals and the video challenge',
      experts: 'An FIVB referee instructor and a video challenge operator',
      participants: 30,
      startDay: day(50),
      endDay: day(53),
    }),
    budget: [
      line('Experts’ return flights', 'travel', 2, 160_000),
      line('Experts’ accommodation', 'accommodation', 8, 9_000),
      line('Seminar room with video equipment', 'venue', 4, 35_000),
      line('Course materials', 'other', 30, 2_000),
    ],
    createdIn: -35,
    scores: { impact: 4, reach: 4, sustainability: 3, valueForMoney: 4 },
  },
  {
    federation: 'KEN',
    call: 'volleyballEquipment',
    status: 'submitted',
    title: 'Beach volleyball equipment for the coastal region',
    summary: 'Beach balls, nets and court kits for the Mombasa beach centre and its clubs.',
    details: () => ({
      type: 'volleyballEquipment',
      items: [
        { code: 'BALL-BEACH', quantity: 30 },
        { code: 'NET-BEACH', quantity: 4 },
        { code: 'BEACH-KIT', quantity: 2 },
        { code: 'FIRST-AID', quantity: 2 },
      ],
      deliveryAddress: 'Kenya Volleyball Federation, Mombasa Beach Centre, Mama Ngina Drive, Mombasa, Kenya',
    }),
    budget: [line('Freight to Mombasa', 'other', 1, 180_000)],
    createdIn: -20,
    attachments: ['letter'],
  },
  {
    federation: 'KEN',
    call: 'knowledgeTransfer',
    status: 'draft',
    title: 'Beach volleyball coaching course, level 1',
    summary: 'A five-day course in Mombasa for 24 beach volleyball coaches of the clubs and schools.',
    details: (day) => ({
      type: 'knowledgeTransfer',
      topic: 'Beach volleyball coaching, level 1',
      experts: 'Two FIVB-certified beach volleyball coaching instructors',
      participants: 24,
      startDay: day(100),
      endDay: day(104),
    }),
    budget: [
      line('Instructors’ return flights', 'travel', 2, 150_000),
      line('Instructors’ accommodation', 'accommodation', 10, 9_000),
      line('Beach court hire, Mombasa', 'venue', 5, 40_000),
      line('Course materials', 'other', 24, 2_500),
    ],
    createdIn: -3,
  },
];

/** The other programme federations: the reviewers' queue, a refusal, and two ended projects. */
const OTHERS: readonly DemoApplication[] = [
  {
    federation: 'RWA',
    call: 'lastYear',
    status: 'approved',
    title: 'Regional youth coaching course',
    summary: 'A six-day course in Kigali for the youth coaches of Rwanda, Burundi and the DR Congo.',
    details: (day) => ({
      type: 'knowledgeTransfer',
      topic: 'Youth coaching: methods and season planning',
      experts: 'Two FIVB coaching instructors',
      participants: 36,
      startDay: day(-120),
      endDay: day(-115),
    }),
    budget: [
      line('Instructors’ return flights', 'travel', 2, 170_000),
      line('Instructors’ accommodation', 'accommodation', 12, 8_000),
      line('Hall hire, Kigali', 'venue', 6, 30_000),
      line('Course materials', 'other', 36, 3_000),
    ],
    createdIn: -302,
    scores: { impact: 5, sustainability: 4, feasibility: 4, valueForMoney: 4 },
    reason: 'A regional course reaching three federations: approved.',
    project: {
      startIn: -210,
      endIn: -60,
      status: 'completed',
      milestones: [
        { title: 'Participants selected', dueIn: -150, doneIn: -152 },
        { title: 'Course held in Kigali', dueIn: -115, doneIn: -115 },
      ],
      invoices: [
        {
          description: 'Instructors’ return flights',
          reference: 'RW-AIR-5521',
          issuedIn: -130,
          amountMinor: 335_800,
          status: Paid,
        },
      ],
      reports: [
        {
          kind: 'final',
          title: 'Final report',
          periodIn: [-210, -60],
          body: 'The course trained 36 youth coaches, 14 of them women. Each has since run a youth clinic in their region; the materials are on the federation’s website.',
          submittedIn: -45,
        },
      ],
    },
  },
  {
    federation: 'NEP',
    call: 'lastYear',
    status: 'approved',
    title: 'Indoor equipment for the Kathmandu training hall',
    summary: 'Balls, nets and a scoreboard for the national training hall.',
    details: () => ({
      type: 'volleyballEquipment',
      items: [
        { code: 'BALL-INDOOR', quantity: 24 },
        { code: 'NET-INDOOR', quantity: 2 },
        { code: 'ANTENNAS', quantity: 2 },
        { code: 'SCOREBOARD', quantity: 1 },
        { code: 'FIRST-AID', quantity: 1 },
      ],
      deliveryAddress: 'Nepal Volleyball Association, Dasharath Stadium, Tripureshwor, Kathmandu, Nepal',
    }),
    budget: [line('Freight to Kathmandu', 'other', 1, 210_000)],
    createdIn: -296,
    scores: { impact: 4, sustainability: 3, feasibility: 4, valueForMoney: 4 },
    reason: 'The hall is used by every national team: approved.',
    // Ended without its final report: Nepal is not eligible until it sends one.
    project: {
      startIn: -240,
      endIn: -30,
      status: 'completed',
      milestones: [{ title: 'Equipment delivered', dueIn: -200, doneIn: -210 }],
      shipments: [{ status: 'delivered', carrier: 'DHL Express', trackingNumber: '7301846295', shippedIn: -220 }],
    },
  },
  {
    federation: 'NEP',
    call: 'coachSupport',
    status: 'draft',
    title: 'Beach coach for the national teams',
    summary: 'A beach volleyball coach for six months, for the men’s and women’s national beach teams.',
    details: (day) => ({
      type: 'coachSupport',
      startDay: day(120),
      endDay: day(300),
      level: 'beach',
      profile: 'A beach volleyball coach who has taken teams to continental championships.',
    }),
    budget: coachBudget(6, 400_000, 200_000, 100_000),
    createdIn: -7,
  },
  {
    federation: 'RWA',
    call: 'coachSupport',
    status: 'submitted',
    title: 'Coach for the youth national teams',
    summary: 'A youth coach for six months, to build the under-19 and under-21 teams.',
    details: (day) => ({
      type: 'coachSupport',
      startDay: day(90),
      endDay: day(270),
      level: 'youth',
      profile: 'A youth coach who speaks French or English and has led a youth national team.',
    }),
    budget: coachBudget(6, 380_000, 150_000, 90_000),
    createdIn: -18,
  },
  {
    federation: 'GHA',
    call: 'knowledgeTransfer',
    status: 'submitted',
    title: 'Beach volleyball referee course',
    summary: 'A four-day course in Accra for the beach volleyball referees of Ghana.',
    details: (day) => ({
      type: 'knowledgeTransfer',
      topic: 'Beach volleyball refereeing',
      experts: 'An FIVB beach referee instructor',
      participants: 20,
      startDay: day(80),
      endDay: day(83),
    }),
    budget: [
      line('Instructor’s return flights', 'travel', 1, 140_000),
      line('Instructor’s accommodation', 'accommodation', 5, 8_000),
      line('Beach court hire, Accra', 'venue', 4, 25_000),
    ],
    createdIn: -16,
  },
  {
    federation: 'BOL',
    call: 'volleyballEquipment',
    status: 'submitted',
    title: 'Balls and nets for the Altiplano clubs',
    summary: 'Match and training balls and nets for the clubs of La Paz and El Alto.',
    details: () => ({
      type: 'volleyballEquipment',
      items: [
        { code: 'BALL-INDOOR', quantity: 30 },
        { code: 'BALL-TRAIN', quantity: 40 },
        { code: 'NET-INDOOR', quantity: 5 },
      ],
      deliveryAddress: 'Federación Boliviana de Voleibol, Coliseo Julio Borelli Viterito, La Paz, Bolivia',
    }),
    budget: [line('Freight to La Paz', 'other', 1, 260_000)],
    createdIn: -12,
  },
  {
    federation: 'UGA',
    call: 'volleyballEquipment',
    status: 'review',
    title: 'Equipment for school volleyball in Kampala',
    summary: 'Training balls, nets and posts for the school volleyball programme of Kampala.',
    details: () => ({
      type: 'volleyballEquipment',
      items: [
        { code: 'BALL-TRAIN', quantity: 80 },
        { code: 'NET-INDOOR', quantity: 6 },
        { code: 'POSTS', quantity: 3 },
        { code: 'BALL-CART', quantity: 4 },
      ],
      deliveryAddress: 'Uganda Volleyball Federation, Lugogo Indoor Stadium, Kampala, Uganda',
    }),
    budget: [line('Freight to Kampala', 'other', 1, 200_000)],
    createdIn: -40,
    scores: { need: 5, reach: 5, sustainability: 3, valueForMoney: 4 },
  },
  {
    federation: 'FIJ',
    call: 'coachSupport',
    status: 'review',
    title: 'Beach coach for the Pacific Games',
    summary: 'A beach volleyball coach for six months, to prepare the teams for the Pacific Games.',
    details: (day) => ({
      type: 'coachSupport',
      startDay: day(60),
      endDay: day(240),
      level: 'beach',
      profile: 'A beach coach with experience of island federations and small squads.',
    }),
    budget: coachBudget(6, 420_000, 250_000, 110_000),
    createdIn: -30,
    scores: { impact: 4, sustainability: 3, feasibility: 4, valueForMoney: 3 },
  },
  {
    federation: 'HAI',
    call: 'coachSupport',
    status: 'review',
    title: 'Coach for the national youth programme',
    summary: 'A youth coach for six months, for the youth centres of Port-au-Prince.',
    details: (day) => ({
      type: 'coachSupport',
      startDay: day(75),
      endDay: day(255),
      level: 'youth',
      profile: 'A French-speaking youth coach used to working with few facilities.',
    }),
    budget: coachBudget(6, 350_000, 120_000, 80_000),
    createdIn: -22,
  },
  {
    federation: 'CMR',
    call: 'volleyballEquipment',
    status: 'notApproved',
    title: 'Scoreboards for the national league',
    summary: 'A scoreboard and a referee stand for every hall of the national league.',
    details: () => ({
      type: 'volleyballEquipment',
      items: [
        { code: 'SCOREBOARD', quantity: 20 },
        { code: 'REF-STAND', quantity: 10 },
      ],
      deliveryAddress: 'Fédération Camerounaise de Volleyball, Palais Polyvalent des Sports, Yaoundé, Cameroon',
    }),
    budget: [line('Freight to Yaoundé', 'other', 1, 300_000)],
    createdIn: -40,
    scores: { need: 2, reach: 2, sustainability: 3, valueForMoney: 2 },
    reason:
      'Equipping every league hall goes beyond what the grants fund: apply for the national training centre’s needs.',
  },
];

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [...KENYA, ...OTHERS];
