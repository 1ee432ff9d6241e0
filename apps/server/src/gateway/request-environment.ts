import type { Environment } from '@libero/shared/http/environments';
import { requestTarget } from '@libero/shared/registry/registry';
import { AppError } from '../lib/app-error';
import { bindingOf } from './bindings';
import type { ParsedRequest } from './parse-request';

const livesInProduction = (request: Pick<ParsedRequest, 'type'>) => {
  const target = requestTarget(request.type);
  return target !== undefined && bindingOf(target.entity.name).productionOnly === true;
};

/**
 * The environment whose database answers `requests`: the caller's, but production for entities
 * that live there only (users: one identity across environments). A batch reads one database, so
 * it asks for users alone or not at all.
 */
export function environmentFor(requests: readonly Pick<ParsedRequest, 'type'>[], asked: Environment): Environment {
  const production = requests.filter(livesInProduction).length;
  if (production === 0) return asked;
  if (production < requests.length)
    throw new AppError('BadParameter', 'Type: users are asked for in a batch of their own');
  return 'production';
}
