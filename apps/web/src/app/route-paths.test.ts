import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routePathById } from './route-paths';

const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      { index: true, id: 'home' },
      { path: 'empowerment/applications', id: 'applications' },
      { path: 'volley', children: [{ path: 'clubs', id: 'clubs' }] },
    ],
  },
];

describe('routePathById', () => {
  it('finds a named route wherever it is mounted', () => {
    expect(routePathById(tree, 'applications')).toBe('/empowerment/applications');
    expect(routePathById(tree, 'clubs')).toBe('/volley/clubs');
    expect(routePathById(tree, 'home')).toBe('/');
    expect(routePathById(tree, 'root')).toBe('/');
  });

  it('knows no unknown name', () => {
    expect(routePathById(tree, 'nothing')).toBeUndefined();
  });
});
