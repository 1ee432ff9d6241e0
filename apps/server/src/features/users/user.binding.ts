import { sql } from 'drizzle-orm';
import { User } from '@libero/shared/registry/identity';
import { userAccesses, users } from '../../db/schema/identity';
import type { EntityBinding } from '../../gateway/binding';

/** Users as admins read them through the gateway: never their password data. */
export const userBinding: EntityBinding = {
  entity: User,
  from: sql`${users}`,
  columns: {
    No: sql`${users.no}`,
    Username: sql`${users.username}`,
    FirstName: sql`${users.firstName}`,
    LastName: sql`${users.lastName}`,
    Email: sql`${users.email}`,
    Type: sql`${users.type}`,
    TypeNo: sql`${users.typeNo}`,
    CountryCode: sql`${users.countryCode}`,
    Language: sql`${users.language}`,
    Active: sql`${users.active}`,
    Grants: sql`(select string_agg(${userAccesses.access}, ' ' order by ${userAccesses.access}) from ${userAccesses}
      where ${userAccesses.userNo} = ${users.no})`,
    LastLoginAt: sql`${users.lastLoginAt}`,
    CreatedAt: sql`${users.createdAt}`,
    Version: sql`${users.version}`,
  },
  searchText: sql`${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`,
  productionOnly: true,
};
