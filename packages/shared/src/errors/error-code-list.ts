/**
 * The error codes the server answers with, without their messages: what the web app needs to
 * read an answer (the server sends the message in the caller's language). `error-codes.ts` gives
 * each its HTTP status and its message in every interface language, for the server.
 */
export const ERROR_CODES = [
  'BadRequest',
  'BadParameter',
  'ListTooLong',
  'UnknownEnvironment',
  'NotAuthenticated',
  'InvalidCredentials',
  'WrongPassword',
  'AccessDenied',
  'CrossSiteRequest',
  'NotFound',
  'InvalidToken',
  'Conflict',
  'UsernameTaken',
  'EmailTaken',
  'OwnAccount',
  'TransferWindowClosed',
  'TransferStepRefused',
  'LegalStepRefused',
  'LegalRuleFailed',
  'EmpowermentStepRefused',
  'BankAccountStepRefused',
  'BankAccountProofMissing',
  'NoActiveBankAccount',
  'PlayerHasAgent',
  'AgentNotActive',
  'AccreditationStepRefused',
  'ArticleStepRefused',
  'OrganizationHasStaff',
  'NotEligible',
  'PayloadTooLarge',
  'FileTooLarge',
  'UnsupportedMediaType',
  'FileTypeNotAccepted',
  'ImageTypeNotAccepted',
  'AlbumNotEmpty',
  'InvalidData',
  'Duplicate',
  'PlayerInAnotherTeam',
  'ShirtNumberTaken',
  'RosterFull',
  'TooManyLiberos',
  'OneCaptain',
  'RefereeFromTeamFederation',
  'SetMissing',
  'NegativeOrNonInteger',
  'SetNotFinished',
  'SetOverplayed',
  'SetAfterMatchWon',
  'TooManySets',
  'MatchNotFinished',
  'ResultTypeNotAllowed',
  'MatchAlreadyWon',
  'TournamentStepRefused',
  'EntriesClosed',
  'TeamOfTwoFederations',
  'PlayerGender',
  'MatchTeamsUnknown',
  'ResultDecidesLaterMatch',
  'ResultsClosed',
  'TooFewTeams',
  'RankingIncomplete',
  'TooManyRequests',
  'InternalError',
  'ServiceUnavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
