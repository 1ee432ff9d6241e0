/**
 * Who handles a transfer (issue #9): the confederation when both federations belong to it,
 * otherwise the world federation.
 */
export type HandlingBody = { kind: 'world' } | { kind: 'confederation'; confederationNo: number };

type Member = { confederationNo: number | null };

export function handlingBodyOf(releasing: Member, receiving: Member): HandlingBody {
  const shared = releasing.confederationNo;
  return shared !== null && shared === receiving.confederationNo
    ? { kind: 'confederation', confederationNo: shared }
    : { kind: 'world' };
}
