import type { Language } from '../i18n/languages';
import type { ErrorCode } from './error-code-list';

export { isErrorCode, type ErrorCode } from './error-code-list';

/**
 * Stable error codes the server answers with, their HTTP status and their message in each
 * interface language. The web app shows `message`; scripts rely on `code`.
 */
export const ERRORS = {
  BadRequest: {
    status: 400,
    en: 'The request is not valid.',
    fr: "La requête n'est pas valide.",
    es: 'La solicitud no es válida.',
  },
  BadParameter: {
    status: 400,
    en: 'A parameter of the request is not valid.',
    fr: "Un paramètre de la requête n'est pas valide.",
    es: 'Un parámetro de la solicitud no es válido.',
  },
  ListTooLong: {
    status: 400,
    en: 'The list is too long to answer at once: ask for it page by page with Skip and Take.',
    fr: 'La liste est trop longue pour être renvoyée en une fois : demandez-la page par page avec Skip et Take.',
    es: 'La lista es demasiado larga para devolverla de una vez: pídala página a página con Skip y Take.',
  },
  UnknownEnvironment: {
    status: 400,
    en: 'Unknown network environment.',
    fr: 'Environnement réseau inconnu.',
    es: 'Entorno de red desconocido.',
  },
  NotAuthenticated: {
    status: 401,
    en: 'You are not signed in.',
    fr: "Vous n'êtes pas connecté.",
    es: 'No ha iniciado sesión.',
  },
  InvalidCredentials: {
    status: 401,
    en: 'Wrong username or password.',
    fr: "Nom d'utilisateur ou mot de passe incorrect.",
    es: 'Usuario o contraseña incorrectos.',
  },
  WrongPassword: {
    status: 403,
    en: 'The current password is not correct.',
    fr: "Le mot de passe actuel n'est pas correct.",
    es: 'La contraseña actual no es correcta.',
  },
  AccessDenied: {
    status: 403,
    en: 'You are not allowed to do this.',
    fr: "Vous n'êtes pas autorisé à faire cela.",
    es: 'No tiene permiso para hacer esto.',
  },
  CrossSiteRequest: {
    status: 403,
    en: 'Requests from another site are refused.',
    fr: "Les requêtes provenant d'un autre site sont refusées.",
    es: 'Se rechazan las solicitudes de otro sitio.',
  },
  NotFound: {
    status: 404,
    en: 'Not found.',
    fr: 'Introuvable.',
    es: 'No encontrado.',
  },
  InvalidToken: {
    status: 404,
    en: 'This link is not valid or has expired.',
    fr: "Ce lien n'est pas valide ou a expiré.",
    es: 'Este enlace no es válido o ha caducado.',
  },
  Conflict: {
    status: 409,
    en: 'The record was changed by someone else. Reload it and try again.',
    fr: "L'enregistrement a été modifié par quelqu'un d'autre. Rechargez-le et réessayez.",
    es: 'Otra persona modificó el registro. Vuelva a cargarlo e inténtelo de nuevo.',
  },
  UsernameTaken: {
    status: 409,
    en: 'This username is already taken.',
    fr: "Ce nom d'utilisateur est déjà pris.",
    es: 'Este nombre de usuario ya está en uso.',
  },
  EmailTaken: {
    status: 409,
    en: 'Another user already has this e-mail address.',
    fr: 'Un autre utilisateur a déjà cette adresse e-mail.',
    es: 'Otro usuario ya tiene esta dirección de correo electrónico.',
  },
  OwnAccount: {
    status: 403,
    en: 'You cannot deactivate your own account or change its type.',
    fr: 'Vous ne pouvez pas désactiver votre propre compte ni en changer le type.',
    es: 'No puede desactivar su propia cuenta ni cambiar su tipo.',
  },
  TransferWindowClosed: {
    status: 409,
    en: 'The transfer window of this season is closed. An administrator may record an exception.',
    fr: 'La période de transfert de cette saison est fermée. Un administrateur peut accorder une exception.',
    es: 'El periodo de transferencias de esta temporada está cerrado. Un administrador puede registrar una excepción.',
  },
  TransferStepRefused: {
    status: 409,
    en: 'This step is not possible at this stage of the transfer.',
    fr: "Cette étape n'est pas possible à ce stade du transfert.",
    es: 'Este paso no es posible en esta fase de la transferencia.',
  },
  LegalStepRefused: {
    status: 409,
    en: 'This step is not possible at this stage of the case.',
    fr: "Cette étape n'est pas possible à ce stade du dossier.",
    es: 'Este paso no es posible en esta fase del expediente.',
  },
  LegalRuleFailed: {
    status: 409,
    en: 'The player does not meet every eligibility rule: the change cannot be approved.',
    fr: "Le joueur ou la joueuse ne remplit pas toutes les règles d'éligibilité : le changement ne peut être approuvé.",
    es: 'El jugador o la jugadora no cumple todas las reglas de elegibilidad: el cambio no puede aprobarse.',
  },
  EmpowermentStepRefused: {
    status: 409,
    en: 'This step is not possible at this stage.',
    fr: "Cette étape n'est pas possible à ce stade.",
    es: 'Este paso no es posible en esta fase.',
  },
  BankAccountStepRefused: {
    status: 409,
    en: 'This is not possible while the bank account has this status. To change an account in use, submit a new one.',
    fr: "Ce n'est pas possible tant que le compte bancaire a ce statut. Pour changer un compte en service, soumettez-en un nouveau.",
    es: 'No es posible mientras la cuenta bancaria tenga este estado. Para cambiar una cuenta en uso, presente una nueva.',
  },
  BankAccountProofMissing: {
    status: 409,
    en: "The bank's proof of the account must be uploaded before the account is verified.",
    fr: 'La preuve du compte délivrée par la banque doit être téléversée avant que le compte soit vérifié.',
    es: 'La prueba de la cuenta emitida por el banco debe subirse antes de verificar la cuenta.',
  },
  NoActiveBankAccount: {
    status: 409,
    en: 'The federation has no verified bank account to pay into.',
    fr: "La fédération n'a aucun compte bancaire vérifié sur lequel payer.",
    es: 'La federación no tiene ninguna cuenta bancaria verificada en la que pagar.',
  },
  PlayerHasAgent: {
    status: 409,
    en: 'The player already has an agent on some of these dates: a player has one agent at a time.',
    fr: 'Le joueur ou la joueuse a déjà un agent à certaines de ces dates : un seul agent à la fois.',
    es: 'El jugador o la jugadora ya tiene un agente en algunas de estas fechas: un solo agente a la vez.',
  },
  AgentNotActive: {
    status: 409,
    en: "The agent's licence is suspended or expired: no new representation can start.",
    fr: "La licence de l'agent est suspendue ou expirée : aucune nouvelle représentation ne peut commencer.",
    es: 'La licencia del agente está suspendida o vencida: no puede empezar ninguna nueva representación.',
  },
  AccreditationStepRefused: {
    status: 409,
    en: 'This step is not possible at this stage of the accreditation.',
    fr: "Cette étape n'est pas possible à ce stade de l'accréditation.",
    es: 'Este paso no es posible en esta fase de la acreditación.',
  },
  OrganizationHasStaff: {
    status: 409,
    en: 'Media staff still work for this organisation: move them to another one first.',
    fr: "Du personnel média travaille encore pour cette organisation : rattachez-le d'abord à une autre.",
    es: 'Todavía hay personal de medios en esta organización: asígnelo primero a otra.',
  },
  NotEligible: {
    status: 409,
    en: 'The federation does not meet every eligibility rule of this call: the application cannot be submitted.',
    fr: "La fédération ne remplit pas toutes les règles d'éligibilité de cet appel : la demande ne peut être soumise.",
    es: 'La federación no cumple todas las reglas de elegibilidad de esta convocatoria: la solicitud no puede enviarse.',
  },
  PayloadTooLarge: {
    status: 413,
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
    es: 'La solicitud es demasiado grande.',
  },
  FileTooLarge: {
    status: 413,
    en: 'The file is larger than allowed.',
    fr: 'Le fichier dépasse la taille autorisée.',
    es: 'El archivo supera el tamaño permitido.',
  },
  UnsupportedMediaType: {
    status: 415,
    en: 'This content type is not supported.',
    fr: "Ce type de contenu n'est pas pris en charge.",
    es: 'Este tipo de contenido no es compatible.',
  },
  FileTypeNotAccepted: {
    status: 415,
    en: 'Only PDF, JPEG, PNG and WebP files are accepted.',
    fr: 'Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés.',
    es: 'Solo se aceptan archivos PDF, JPEG, PNG y WebP.',
  },
  ImageTypeNotAccepted: {
    status: 415,
    en: 'Only JPEG, PNG and WebP images are accepted.',
    fr: 'Seules les images JPEG, PNG et WebP sont acceptées.',
    es: 'Solo se aceptan imágenes JPEG, PNG y WebP.',
  },
  SpreadsheetNotAccepted: {
    status: 415,
    en: 'Only CSV and Excel (.xlsx) files are accepted.',
    fr: 'Seuls les fichiers CSV et Excel (.xlsx) sont acceptés.',
    es: 'Solo se aceptan archivos CSV y Excel (.xlsx).',
  },
  SpreadsheetUnreadable: {
    status: 422,
    en: 'The file could not be read: it is not what its name says, or it is damaged.',
    fr: "Le fichier n'a pas pu être lu : il n'est pas ce que son nom indique, ou il est endommagé.",
    es: 'No se pudo leer el archivo: no es lo que indica su nombre, o está dañado.',
  },
  SpreadsheetTooLong: {
    status: 413,
    en: 'The file holds more than 50,000 rows: split it.',
    fr: 'Le fichier contient plus de 50 000 lignes : divisez-le.',
    es: 'El archivo contiene más de 50.000 filas: divídalo.',
  },
  SpreadsheetEmpty: {
    status: 422,
    en: 'The file is empty: its first row should name the columns.',
    fr: 'Le fichier est vide : sa première ligne doit nommer les colonnes.',
    es: 'El archivo está vacío: su primera fila debe nombrar las columnas.',
  },
  ArticleStepRefused: {
    status: 409,
    en: 'This is not possible while the article has this status.',
    fr: "Ce n'est pas possible tant que l'article a ce statut.",
    es: 'No es posible mientras el artículo tenga este estado.',
  },
  AlbumNotEmpty: {
    status: 409,
    en: 'The album still holds images: delete them first.',
    fr: "L'album contient encore des images : supprimez-les d'abord.",
    es: 'El álbum todavía contiene imágenes: elimínelas primero.',
  },
  InvalidData: {
    status: 422,
    en: 'This field is not valid.',
    fr: "Ce champ n'est pas valide.",
    es: 'Este campo no es válido.',
  },
  Duplicate: {
    status: 409,
    en: 'Another record already has this value.',
    fr: 'Un autre enregistrement a déjà cette valeur.',
    es: 'Otro registro ya tiene este valor.',
  },
  PlayerInAnotherTeam: {
    status: 409,
    en: 'This player is already on another team of the tournament ({team}).',
    fr: 'Ce joueur fait déjà partie d’une autre équipe du tournoi ({team}).',
    es: 'Este jugador ya está en otro equipo del torneo ({team}).',
  },
  ShirtNumberTaken: {
    status: 409,
    en: 'Shirt number {number} is already worn by another player of the team.',
    fr: 'Le numéro de maillot {number} est déjà porté par un autre joueur de l’équipe.',
    es: 'El dorsal {number} ya lo lleva otro jugador del equipo.',
  },
  RosterFull: {
    status: 422,
    en: 'A team may enter at most {max} players in this tournament.',
    fr: 'Une équipe peut inscrire au plus {max} joueurs dans ce tournoi.',
    es: 'Un equipo puede inscribir como máximo {max} jugadores en este torneo.',
  },
  TooManyLiberos: {
    status: 422,
    en: 'A team may enter at most {max} liberos in this tournament.',
    fr: 'Une équipe peut inscrire au plus {max} libéros dans ce tournoi.',
    es: 'Un equipo puede inscribir como máximo {max} líberos en este torneo.',
  },
  OneCaptain: {
    status: 422,
    en: 'A team has one captain.',
    fr: 'Une équipe a un seul capitaine.',
    es: 'Un equipo tiene un solo capitán.',
  },
  RefereeFromTeamFederation: {
    status: 422,
    en: 'An official may not come from the federation of either team.',
    fr: 'Un arbitre ne peut pas venir de la fédération de l’une des deux équipes.',
    es: 'Un árbitro no puede pertenecer a la federación de ninguno de los dos equipos.',
  },
  SetMissing: {
    status: 422,
    en: 'Set {set}: a set is missing before the sets that follow it.',
    fr: 'Set {set} : il manque un set avant les sets suivants.',
    es: 'Set {set}: falta un set antes de los siguientes.',
  },
  NegativeOrNonInteger: {
    status: 422,
    en: 'Set {set}: points are whole numbers, zero or more.',
    fr: 'Set {set} : les points sont des nombres entiers positifs ou nuls.',
    es: 'Set {set}: los puntos son números enteros, cero o más.',
  },
  SetNotFinished: {
    status: 422,
    en: 'Set {set}: a set is won at {points} points with a {minLead}-point lead ({a}-{b} is not a finished set).',
    fr: 'Set {set} : un set se gagne à {points} points avec {minLead} points d’écart ({a}-{b} n’est pas un set terminé).',
    es: 'Set {set}: un set se gana a {points} puntos con {minLead} de diferencia ({a}-{b} no es un set terminado).',
  },
  SetOverplayed: {
    status: 422,
    en: 'Set {set}: {a}-{b} goes on after the set was won (at {points} points with a {minLead}-point lead).',
    fr: 'Set {set} : {a}-{b} continue après la fin du set (gagné à {points} points avec {minLead} points d’écart).',
    es: 'Set {set}: {a}-{b} sigue después de ganado el set (a {points} puntos con {minLead} de diferencia).',
  },
  SetAfterMatchWon: {
    status: 422,
    en: 'Set {set}: no set is played after a team has won {setsToWin} sets.',
    fr: 'Set {set} : aucun set ne se joue après qu’une équipe a gagné {setsToWin} sets.',
    es: 'Set {set}: no se juega ningún set después de que un equipo gane {setsToWin} sets.',
  },
  TooManySets: {
    status: 422,
    en: 'Set {set}: a match has at most {maxSets} sets.',
    fr: 'Set {set} : un match compte au plus {maxSets} sets.',
    es: 'Set {set}: un partido tiene como máximo {maxSets} sets.',
  },
  MatchNotFinished: {
    status: 422,
    en: 'A finished match is won by the first team to win {setsToWin} sets ({a}-{b} so far).',
    fr: 'Un match terminé est gagné par la première équipe à {setsToWin} sets ({a}-{b} pour l’instant).',
    es: 'Un partido terminado lo gana el primer equipo que gana {setsToWin} sets ({a}-{b} por ahora).',
  },
  ResultTypeNotAllowed: {
    status: 422,
    en: 'This kind of result ({type}) does not exist in this discipline.',
    fr: 'Ce type de résultat ({type}) n’existe pas dans cette discipline.',
    es: 'Este tipo de resultado ({type}) no existe en esta disciplina.',
  },
  MatchAlreadyWon: {
    status: 422,
    en: 'A team cannot retire from a match that is already won.',
    fr: 'Une équipe ne peut pas abandonner un match déjà gagné.',
    es: 'Un equipo no puede retirarse de un partido ya ganado.',
  },
  TournamentStepRefused: {
    status: 409,
    en: 'This step is not possible at this stage of the tournament.',
    fr: "Cette étape n'est pas possible à ce stade du tournoi.",
    es: 'Este paso no es posible en esta fase del torneo.',
  },
  EntriesClosed: {
    status: 409,
    en: 'Entries to this tournament are closed.',
    fr: 'Les inscriptions à ce tournoi sont closes.',
    es: 'Las inscripciones a este torneo están cerradas.',
  },
  TeamOfTwoFederations: {
    status: 422,
    en: 'Both players of a beach team play for the same federation.',
    fr: "Les deux joueurs d'une équipe de beach jouent pour la même fédération.",
    es: 'Los dos jugadores de un equipo de playa juegan para la misma federación.',
  },
  PlayerGender: {
    status: 422,
    en: "This player does not play in this tournament's gender.",
    fr: 'Ce joueur ne joue pas dans la catégorie (hommes ou femmes) de ce tournoi.',
    es: 'Este jugador no juega en la categoría (masculina o femenina) de este torneo.',
  },
  MatchTeamsUnknown: {
    status: 409,
    en: 'The two teams of this match are not known yet.',
    fr: 'Les deux équipes de ce match ne sont pas encore connues.',
    es: 'Los dos equipos de este partido aún no se conocen.',
  },
  ResultDecidesLaterMatch: {
    status: 409,
    en: 'This result decided a later match that already has a result: change that result first.',
    fr: 'Ce résultat a décidé un match suivant qui a déjà un résultat : modifiez d’abord celui-ci.',
    es: 'Este resultado decidió un partido posterior que ya tiene resultado: cambie primero ese resultado.',
  },
  ResultsClosed: {
    status: 409,
    en: "Results are entered between the draw and the tournament's final ranking.",
    fr: 'Les résultats se saisissent entre le tirage au sort et le classement final du tournoi.',
    es: 'Los resultados se introducen entre el sorteo y la clasificación final del torneo.',
  },
  TooFewTeams: {
    status: 409,
    en: 'A draw needs at least four teams in the main draw.',
    fr: 'Un tirage au sort demande au moins quatre équipes dans le tableau principal.',
    es: 'Un sorteo necesita al menos cuatro equipos en el cuadro principal.',
  },
  RankingIncomplete: {
    status: 409,
    en: 'Every match needs a result before the final ranking is made.',
    fr: 'Chaque match doit avoir un résultat avant le classement final.',
    es: 'Cada partido necesita un resultado antes de la clasificación final.',
  },
  ImportStepRefused: {
    status: 409,
    en: 'This is not possible while the import has this status.',
    fr: "Ce n'est pas possible tant que l'import a ce statut.",
    es: 'No es posible mientras la importación tenga este estado.',
  },
  ImportChanged: {
    status: 409,
    en: 'The import cannot be undone: records it wrote have changed since.',
    fr: "L'import ne peut pas être annulé : des fiches qu'il a écrites ont changé depuis.",
    es: 'La importación no se puede deshacer: registros que escribió han cambiado desde entonces.',
  },
  TooManyRequests: {
    status: 429,
    en: 'Too many attempts. Wait a moment and try again.',
    fr: 'Trop de tentatives. Patientez un moment et réessayez.',
    es: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.',
  },
  InternalError: {
    status: 500,
    en: 'Something wrong happened.',
    fr: "Un problème s'est produit.",
    es: 'Algo salió mal.',
  },
  ServiceUnavailable: {
    status: 503,
    en: 'The service is not available right now.',
    fr: "Le service n'est pas disponible pour le moment.",
    es: 'El servicio no está disponible en este momento.',
  },
} as const satisfies Record<ErrorCode, { status: number } & Record<Language, string>>;

/** One error as the server answers it: `{ errors: [ApiError, …] }` (the VIS JSON error shape). */
export type ApiError = {
  code: ErrorCode;
  status: string;
  message: string;
  /** What the error is about: a field name, a parameter. */
  detail?: string;
};

export type ApiErrorBody = { errors: ApiError[] };

/** Values a message names: `Set {set}: …` with `{ set: 3 }`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** The answer to a refusal, with the message in the caller's language. */
export function apiErrorBody(code: ErrorCode, language: Language, detail?: string, params?: ErrorParams): ApiErrorBody {
  const error: ApiError = { code, status: String(ERRORS[code].status), message: errorMessage(code, language, params) };
  return { errors: [detail ? { ...error, detail } : error] };
}

/** The message of `code` in `language`, with the values it names put in. */
export function errorMessage(code: ErrorCode, language: Language, params: ErrorParams = {}): string {
  return ERRORS[code][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
