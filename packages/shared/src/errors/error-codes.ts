import type { Language } from '../i18n/languages';

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
  InvalidData: {
    status: 422,
    en: 'This field is not valid.',
    fr: "Ce champ n'est pas valide.",
    es: 'Este campo no es válido.',
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
} as const satisfies Record<string, { status: number } & Record<Language, string>>;

export type ErrorCode = keyof typeof ERRORS;

/** One error as the server answers it: `{ errors: [ApiError, …] }` (the VIS JSON error shape). */
export type ApiError = {
  code: ErrorCode;
  status: string;
  message: string;
  /** What the error is about: a field name, a parameter. */
  detail?: string;
};

export type ApiErrorBody = { errors: ApiError[] };

/** The answer to a refusal, with the message in the caller's language. */
export function apiErrorBody(code: ErrorCode, language: Language, detail?: string): ApiErrorBody {
  const error: ApiError = { code, status: String(ERRORS[code].status), message: ERRORS[code][language] };
  return { errors: [detail ? { ...error, detail } : error] };
}

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERRORS[code][language];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
