import type { RouteObject } from 'react-router';
import { plannedRoute } from '../core/planned-route';

/**
 * People other than players (SPEC §2): coaches, referees, officials, medical staff, and their
 * profiles (`/coaches/{typeNo}`…). Lists take `?active=volley|beach` (the sidebar's filtered lists).
 */
export const personRoutes: RouteObject[] = [
  plannedRoute('coaches', 'coaches'),
  plannedRoute('coaches/:no', 'coachProfile'),
  plannedRoute('referees', 'referees'),
  plannedRoute('referees/:no', 'refereeProfile'),
  plannedRoute('officials', 'officials'),
  plannedRoute('officials/:no', 'officialProfile'),
  plannedRoute('medical-staff', 'medicalStaff'),
  plannedRoute('medical-staff/:no', 'medicalPersonProfile'),
];
