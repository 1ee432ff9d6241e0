import type { RouteObject } from 'react-router';
import { peopleListRoute, personProfileRoute } from './person-routes';

/**
 * People other than players (SPEC §2): coaches, referees, officials, medical staff, and their
 * profiles (`/coaches/{typeNo}`…). Lists take `?active=volley|beach` (the sidebar's filtered lists).
 */
export const personRoutes: RouteObject[] = [
  peopleListRoute('coaches', 'Coach', 'coaches'),
  personProfileRoute('coaches/:no', 'Coach', 'coachProfile'),
  peopleListRoute('referees', 'Referee', 'referees'),
  personProfileRoute('referees/:no', 'Referee', 'refereeProfile'),
  peopleListRoute('officials', 'Official', 'officials'),
  personProfileRoute('officials/:no', 'Official', 'officialProfile'),
  peopleListRoute('medical-staff', 'MedicalPerson', 'medicalStaff'),
  personProfileRoute('medical-staff/:no', 'MedicalPerson', 'medicalPersonProfile'),
];
