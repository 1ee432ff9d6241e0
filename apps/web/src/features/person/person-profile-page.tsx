import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { askableFields } from '@libero/shared/registry/field-access';
import { countryName } from '@libero/shared/countries/countries';
import { currentLanguage } from '../../lib/i18n';
import { ORG_CODE } from '../../lib/product';
import { useEntity } from '../../lib/entities/entity-queries';
import { entityDef } from '../../lib/entities/entity-schema';
import type { EntityRow } from '../../lib/entities/entity-table';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { Flag } from '../../ui/flag';
import { FoldablePanel } from '../../ui/foldable-panel';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import type { SectionKey } from '../../lib/routing/sections';
import { PlayerCompetitionsPanel } from '../competitions';
import { FederationOfOriginPanel } from '../legal';
import { InjuriesPanel, QualificationsPanel, ServedTeamsPanel } from '../medical';
import { MediaPersonPanels } from '../media';
import { EditPersonLink } from './person-actions';
import { ContactsPanel } from './contacts-panel';
import { DocumentsPanel } from './documents-panel';
import { MeasurementsPanel } from './measurements-panel';
import { PersonAvatar } from './person-avatar';
import { PersonRoles } from './person-roles';
import { ENTITY_ROLES, personEntityName } from './person-entities';
import { writeAccess } from './person-permissions';
import { ProfileFields } from './profile-fields';

/** The panels of a profile and the fields each shows; fields an entity lacks are skipped. */
const PANELS = [
  {
    key: 'personal',
    fields: [
      'No',
      'FirstName',
      'LastName',
      'Gender',
      'BirthDate',
      'BirthPlace',
      'NationalityCode',
      'MaritalStatus',
      'Email',
    ],
  },
  { key: 'federation', fields: ['FederationCode', 'ConfederationCode'] },
  { key: 'passport', fields: ['PassportNo', 'PassportValidity'] },
  { key: 'address', fields: ['Address', 'PostalCode', 'City', 'Region', 'AddressCountryCode', 'ClosestAirports'] },
  {
    key: 'roles',
    fields: [
      'PlaysVolley',
      'PlaysBeach',
      'ActiveVolley',
      'ActiveBeach',
      'Position',
      'SpikeReach',
      'BlockReach',
      'ClubName',
      'Level',
    ],
  },
  { key: 'medical', fields: ['BloodGroup', 'RhesusFactor'] },
] as const;

type PersonProfilePageProps = { entity: string; section: SectionKey };

/** A person's profile in one of their roles (`/players/{no}`, `/coaches/{no}`…): grouped, foldable sections. */
export function PersonProfilePage({ entity: entityName, section }: PersonProfilePageProps) {
  const { t } = useTranslation(['people', 'common']);
  const entity = entityDef(entityName);
  const user = useCurrentUser();
  const no = Number(useParams().no);
  const fields = askableFields(entity, user);
  const query = useEntity(entity.name, no, { fields });
  const record = query.data?.data as EntityRow | undefined;
  const name = record
    ? `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim()
    : t(`common:sections.${section}`);
  const nationality = typeof record?.nationalityCode === 'string' ? record.nationalityCode : null;
  // Contacts and documents are for those who keep the person's data: admins, their federation, themself.
  const access = record ? writeAccess(entity, user, record) : 'none';
  const keepsPersonalData = access !== 'none';
  return (
    <PageLayout title={name} actions={<EditPersonLink entity={entity.name} record={record} />}>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {record ? (
        <div className="flex items-center gap-3">
          <PersonAvatar
            personNo={no}
            name={name}
            firstName={String(record.firstName ?? '')}
            lastName={String(record.lastName ?? '')}
            seesDocuments={keepsPersonalData}
          />
          <div className="flex flex-col">
            <span className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              {nationality ? (
                <Flag code={nationality} label={countryName(nationality, currentLanguage()) ?? nationality} />
              ) : null}
              {name}
            </span>
            <span className="text-sm text-slate-600">
              {t('people:profile.number', { no: String(record.no), product: ORG_CODE })}
            </span>
            <PersonRoles
              personNo={no}
              currentRole={ENTITY_ROLES[personEntityName(entity.name)]}
              canEdit={access === 'all'}
            />
          </div>
        </div>
      ) : null}
      {PANELS.map((panel) => {
        const shown = panel.fields.filter((field) => fields.includes(field));
        if (shown.length === 0) return null;
        return (
          <FoldablePanel key={panel.key} title={t(`people:profile.panels.${panel.key}`)} loading={query.isPending}>
            {record ? (
              <ProfileFields entity={entity} record={record} fields={shown} emptyText={t('people:profile.empty')} />
            ) : null}
          </FoldablePanel>
        );
      })}
      <MeasurementsPanel entity={entity} record={record} fields={fields} loading={query.isPending} />
      {entity.name === 'Player' && record ? (
        <>
          <FederationOfOriginPanel playerNo={no} />
          <PlayerCompetitionsPanel playerNo={no} />
          <InjuriesPanel playerNo={no} />
        </>
      ) : null}
      {entity.name === 'MediaPerson' && record ? <MediaPersonPanels personNo={no} record={record} /> : null}
      {entity.name === 'MedicalPerson' && record ? (
        <>
          <QualificationsPanel personNo={no} />
          <ServedTeamsPanel personNo={no} />
        </>
      ) : null}
      {record && keepsPersonalData ? (
        <>
          <ContactsPanel personNo={no} canEdit={keepsPersonalData} />
          <DocumentsPanel personNo={no} canEdit={keepsPersonalData} />
        </>
      ) : null}
    </PageLayout>
  );
}
