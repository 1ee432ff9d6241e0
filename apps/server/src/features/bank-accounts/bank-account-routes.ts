import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import { ZBankAccountStep, type BankAccountStep } from '@libero/shared/bodies/bank-accounts';
import { publicUrl } from '../../config';
import type { Db } from '../../db/connection';
import { bankAccounts } from '../../db/schema/bank-accounts';
import { federations } from '../../db/schema/bodies';
import { AppError } from '../../lib/app-error';
import { numberParam, signedIn } from '../../lib/route-params';
import { validate } from '../../lib/validate';
import { actorOf, writeAudit } from '../audit';
import { attachFile, createDocumentStorage, receiveForm, sendAttachedFile, type AttachedFile } from '../documents';
import { enqueueMail } from '../mail';
import { mailsOfBankAccount, type BankAccountNews } from './bank-account-mails';
import { readableAccount, type BankAccountRow } from './bank-account-records';

type Params = { Params: { no: string } };

const ENTITY = 'BankAccount';

const proofOf = (account: BankAccountRow): AttachedFile => ({
  fileName: account.proofFileName,
  contentType: account.proofContentType,
  sizeBytes: account.proofSizeBytes,
  storageKey: account.proofStorageKey,
});

/** A version read that is no longer the account's: 409, nothing written. */
function checkVersion(account: BankAccountRow, version: number) {
  if (account.version !== version) throw new AppError('Conflict', 'version');
}

/** An admin's step: only a submitted account is verified or rejected. */
function checkSubmitted(account: BankAccountRow, step: BankAccountStep) {
  if (account.status !== 'submitted') throw new AppError('BankAccountStepRefused', `${step}: ${account.status}`);
  if (step === 'verify' && !account.proofStorageKey) throw new AppError('BankAccountProofMissing');
}

/**
 * Verification makes the account its federation's active one and the one before it `replaced`;
 * rejection sends it back with the reason. Answers the account as it is now.
 */
async function takeStep(trx: Db, account: BankAccountRow, step: BankAccountStep, reason: string, userNo: number) {
  const now = new Date();
  if (step === 'reject') {
    if (reason === '') throw new AppError('InvalidData', 'reason');
    const [after] = await trx
      .update(bankAccounts)
      .set({ status: 'rejected', rejectReason: reason, updatedAt: now })
      .where(eq(bankAccounts.no, account.no))
      .returning();
    return after!;
  }
  await trx
    .update(bankAccounts)
    .set({ status: 'replaced', replacedAt: now, updatedAt: now })
    .where(and(eq(bankAccounts.federationNo, account.federationNo), eq(bankAccounts.status, 'active')));
  const [after] = await trx
    .update(bankAccounts)
    .set({ status: 'active', verifiedAt: now, verifiedByUserNo: userNo, rejectReason: null, updatedAt: now })
    .where(eq(bankAccounts.no, account.no))
    .returning();
  return after!;
}

/**
 * A federation's bank accounts beside the gateway's `BankAccount` (`/api/bank-accounts/{no}/…`):
 * the proof, uploaded by the federation while the account awaits verification and read by it and
 * admins; the admins' verification and rejection. Every write is audited and mailed to the
 * federation's users. Accounts live in production whatever the network (see the binding).
 */
export async function bankAccountRoutes(app: FastifyInstance) {
  const storage = createDocumentStorage(app.config);
  await app.register(multipart);
  const db = () => app.identityDb.db;
  const settings = { orgCode: app.config.ORG_CODE, publicUrl: publicUrl(app.config) };

  const announce = async (trx: Db, account: BankAccountRow, news: BankAccountNews, userNo: number, reason = '') => {
    const [federation] = await trx
      .select({ code: federations.code })
      .from(federations)
      .where(eq(federations.no, account.federationNo));
    const facts = { ...account, federationCode: federation?.code ?? '' };
    for (const mail of await mailsOfBankAccount(trx, settings, facts, news, userNo, reason))
      await enqueueMail(trx, mail);
  };

  const step = (name: BankAccountStep) => async (request: FastifyRequest<Params>) => {
    const viewer = signedIn(request);
    const no = numberParam(request.params.no, 'no');
    const input = validate(ZBankAccountStep, request.body);
    const after = await db().transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const account = await readableAccount(trx, viewer, no, true);
      checkVersion(account, input.version);
      checkSubmitted(account, name);
      const changed = await takeStep(trx, account, name, input.reason, viewer.no);
      await writeAudit(trx, actorOf(request), {
        action: name,
        entity: ENTITY,
        entityNo: no,
        before: account,
        after: changed,
      });
      await announce(trx, changed, name === 'verify' ? 'verified' : 'rejected', viewer.no, input.reason);
      return changed;
    });
    return { no: after.no, status: after.status, version: after.version };
  };
  app.post<Params>('/api/bank-accounts/:no/verify', step('verify'));
  app.post<Params>('/api/bank-accounts/:no/reject', step('reject'));

  app.get<Params>('/api/bank-accounts/:no/proof', async (request, reply) => {
    const account = await readableAccount(db(), signedIn(request), numberParam(request.params.no, 'no'));
    return sendAttachedFile(reply, storage, proofOf(account), 'proof');
  });

  app.put<Params>('/api/bank-accounts/:no/proof', async (request) => {
    const viewer = signedIn(request);
    const no = numberParam(request.params.no, 'no');
    // Who may not add the proof learns so before sending it.
    await readableAccount(db(), viewer, no);
    const { fields, file } = await receiveForm(request, storage, app.config.DOCUMENT_MAX_BYTES, {
      fields: ['version'],
      check: (given) => numberParam(given.version, 'version'),
    });
    return attachFile(storage, file, () =>
      db().transaction(async (tx) => {
        const trx = tx as unknown as Db;
        const account = await readableAccount(trx, viewer, no, true);
        checkVersion(account, numberParam(fields.version, 'version'));
        if (account.status !== 'submitted') throw new AppError('BankAccountStepRefused', `proof: ${account.status}`);
        const [changed] = await trx
          .update(bankAccounts)
          .set({
            proofFileName: file.fileName,
            proofContentType: file.contentType,
            proofSizeBytes: file.sizeBytes,
            proofStorageKey: file.storageKey,
            updatedAt: new Date(),
          })
          .where(eq(bankAccounts.no, no))
          .returning();
        await writeAudit(trx, actorOf(request), {
          action: 'upload',
          entity: ENTITY,
          entityNo: no,
          before: account,
          after: changed,
        });
        return {
          replacedKey: account.proofStorageKey,
          answer: { no, version: changed!.version, proofFileName: changed!.proofFileName },
        };
      }),
    );
  });
}
