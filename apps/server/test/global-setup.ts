import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/** Migrates and seeds one template database; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const template = await createTemplate();
  project.provide('databaseTemplate', template);
  return () => dropTemplate(template);
}
