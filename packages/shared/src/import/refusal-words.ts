import type { Language } from '../i18n/languages';
import type { RefusalReason } from './conversion';

/** Why a row is refused: a cell's reason, or what the Save's own checks and the import found. */
export type ImportRefusal =
  | RefusalReason
  /** a field a new record must have is empty */
  | 'required'
  /** the value is refused by the field's rules */
  | 'invalid'
  /** a field the user may not set */
  | 'notAllowed'
  /** a federation's user names another federation */
  | 'otherFederation'
  /** the record to update changed between the dry run and the writing */
  | 'changedSince';

type Words = Record<Language, string>;

/** Each reason in the words of the forms, for the dry run's table and the refused rows' file. */
export const REFUSAL_WORDS: Record<ImportRefusal, Words> = {
  notADate: { en: 'not a date', fr: "n'est pas une date", es: 'no es una fecha' },
  impossibleDate: { en: 'this day does not exist', fr: "ce jour n'existe pas", es: 'este día no existe' },
  twoDigitYear: {
    en: 'write the year with four digits',
    fr: "écrivez l'année sur quatre chiffres",
    es: 'escriba el año con cuatro cifras',
  },
  yearOutOfRange: { en: 'the year is not plausible', fr: "l'année n'est pas plausible", es: 'el año no es plausible' },
  futureDate: {
    en: 'cannot be in the future',
    fr: 'ne peut pas être dans le futur',
    es: 'no puede estar en el futuro',
  },
  notANumber: { en: 'not a number', fr: "n'est pas un nombre", es: 'no es un número' },
  notAMeasure: {
    en: 'not a measure (e.g. 185 cm, 1.85 m, 72 kg)',
    fr: "n'est pas une mesure (p. ex. 185 cm, 1,85 m, 72 kg)",
    es: 'no es una medida (p. ej. 185 cm, 1,85 m, 72 kg)',
  },
  outOfRange: { en: 'out of the allowed range', fr: 'hors des limites permises', es: 'fuera del rango permitido' },
  unknownCode: {
    en: 'not one of the allowed values',
    fr: "n'est pas une des valeurs permises",
    es: 'no es uno de los valores permitidos',
  },
  ambiguousCode: {
    en: 'ambiguous: write it in words',
    fr: 'ambigu : écrivez-le en toutes lettres',
    es: 'ambiguo: escríbalo con palabras',
  },
  unknownCountry: { en: 'unknown country', fr: 'pays inconnu', es: 'país desconocido' },
  unknownRecord: { en: 'no such record', fr: "cette fiche n'existe pas", es: 'ese registro no existe' },
  notYesOrNo: { en: 'write yes or no', fr: 'écrivez oui ou non', es: 'escriba sí o no' },
  tooLong: { en: 'too long', fr: 'trop long', es: 'demasiado largo' },
  controlCharacter: {
    en: 'holds a character that is not allowed',
    fr: 'contient un caractère interdit',
    es: 'contiene un carácter no permitido',
  },
  invalidFormat: {
    en: 'not in the expected format',
    fr: "n'a pas le format attendu",
    es: 'no tiene el formato esperado',
  },
  notImportable: { en: 'cannot be imported', fr: 'ne peut pas être importé', es: 'no se puede importar' },
  required: { en: 'required', fr: 'obligatoire', es: 'obligatorio' },
  invalid: { en: 'not valid', fr: "n'est pas valide", es: 'no es válido' },
  notAllowed: {
    en: 'you may not set this field',
    fr: 'vous ne pouvez pas renseigner ce champ',
    es: 'no puede rellenar este campo',
  },
  otherFederation: {
    en: 'another federation: you import for your own only',
    fr: "une autre fédération : vous n'importez que pour la vôtre",
    es: 'otra federación: solo importa para la suya',
  },
  changedSince: {
    en: 'the record changed after the dry run',
    fr: 'la fiche a changé après la simulation',
    es: 'el registro cambió después de la simulación',
  },
};

/** A reason's words; an unknown one (a newer server's) as its code. */
export function refusalWords(reason: string, language: Language): string {
  return (REFUSAL_WORDS as Record<string, Words | undefined>)[reason]?.[language] ?? reason;
}
