import type { RouteObject } from 'react-router';
import { peopleListRoute, personFormRoute, personProfileRoute } from './person-routes';

/**
 * People other than players (SPEC §2): coaches, referees, officials, medical staff, their
 * profiles (`/coaches/{typeNo}`…) and forms (`/coaches/new`, `/coaches/{no}/edit`). Lists take
 * `?active=volley|beach` (the sidebar's filtered lists).
 */
export const personRoutes: RouteObject[] = [
  peopleListRoute('coaches', 'Coach', 'coaches'),
  personFormRoute('coaches/new', 'Coach', 'coaches'),
  personProfileRoute('coaches/:no', 'Coach', 'coachProfile'),
  personFormRoute('coaches/:no/edit', 'Coach', 'coachProfile'),
  peopleListRoute('referees', 'Referee', 'referees'),
  personFormRoute('referees/new', 'Referee', 'referees'),
  personProfileRoute('referees/:no', 'Referee', 'refereeProfile'),
  personFormRoute('referees/:no/edit', 'Referee', 'refereeProfile'),
  peopleListRoute('officials', 'Official', 'officials'),
  personFormRoute('officials/new', 'Official', 'officials'),
  personProfileRoute('officials/:no', 'Official', 'officialProfile'),
  personFormRoute('officials/:no/edit', 'Official', 'officialProfile'),
  peopleListRoute('medical-staff', 'MedicalPerson', 'medicalStaff'),
  personFormRoute('medical-staff/new', 'MedicalPerson', 'medicalStaff'),
  personProfileRoute('medical-staff/:no', 'MedicalPerson', 'medicalPersonProfile'),
  personFormRoute('medical-staff/:no/edit', 'MedicalPerson', 'medicalPersonProfile'),
];
