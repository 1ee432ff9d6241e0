import type { Language } from '../i18n/languages';
import type { WorkArea } from './work-queue-api';

/**
 * The words of the work queue (issue #26), in every language: the areas' names and what each item
 * asks (its `reason`, `area.code`). One catalogue for the dashboard, the notifications and the
 * daily digest e-mail, which the server writes.
 */
type Wording = { areas: Record<WorkArea, string>; reasons: Readonly<Record<string, Readonly<Record<string, string>>>> };

const WORDING: Record<Language, Wording> = {
  en: {
    areas: {
      transfers: 'Transfers',
      competitions: 'Competitions',
      legal: 'Legal cases',
      empowerment: 'Empowerment',
      media: 'Articles',
      medical: 'Injuries',
      federations: 'Federations',
    },
    reasons: {
      transfers: {
        draft: 'Submit the transfer',
        awaitingPayment: 'Pay the fee and upload the proof',
        inProgress: 'Sign the transfer',
        awaitingFederations: 'Sign the transfer',
        paymentInReview: 'Check the payment and approve',
      },
      competitions: { enterResult: 'Enter the result', confirmEntryList: 'Confirm the entry list' },
      legal: {
        draft: 'Submit the case',
        submitted: 'Examine the new case',
        awaitingCurrentFederation: 'Consent or object',
        awaitingNewFederation: 'Confirm the request',
        underReview: 'Decide',
        approved: 'Close the case',
        refused: 'Close the case',
      },
      empowerment: {
        writeFinalReport: 'Write the final report',
        uploadInvoice: 'Upload the invoices',
        confirmDelivery: 'Confirm the delivery',
        submitApplication: 'Submit the application',
        reviewApplication: 'Review the application',
        reviewInvoice: 'Check the invoices',
        payInvoice: 'Pay the invoices',
        shipEquipment: 'Ship the equipment',
      },
      medical: { followUp: 'Follow up the injury' },
      articles: {
        submit: 'Submit your draft for review',
        review: 'Review and publish',
        translate: 'Write the missing translations',
      },
      federations: {
        verifyBankAccount: 'Verify the bank account',
        uploadBankProof: "Upload the bank's proof",
        correctBankAccount: 'Correct the bank account',
      },
    },
  },
  fr: {
    areas: {
      transfers: 'Transferts',
      competitions: 'Compétitions',
      legal: 'Dossiers juridiques',
      empowerment: 'Empowerment',
      media: 'Articles',
      medical: 'Blessures',
      federations: 'Fédérations',
    },
    reasons: {
      transfers: {
        draft: 'Soumettre le transfert',
        awaitingPayment: 'Payer les frais et déposer la preuve',
        inProgress: 'Signer le transfert',
        awaitingFederations: 'Signer le transfert',
        paymentInReview: 'Vérifier le paiement et approuver',
      },
      competitions: { enterResult: 'Saisir le résultat', confirmEntryList: "Confirmer la liste d'inscription" },
      legal: {
        draft: 'Soumettre le dossier',
        submitted: 'Examiner le nouveau dossier',
        awaitingCurrentFederation: "Consentir ou s'opposer",
        awaitingNewFederation: 'Confirmer la demande',
        underReview: 'Décider',
        approved: 'Clore le dossier',
        refused: 'Clore le dossier',
      },
      empowerment: {
        writeFinalReport: 'Rédiger le rapport final',
        uploadInvoice: 'Déposer les factures',
        confirmDelivery: 'Confirmer la livraison',
        submitApplication: 'Soumettre la demande',
        reviewApplication: 'Examiner la demande',
        reviewInvoice: 'Vérifier les factures',
        payInvoice: 'Payer les factures',
        shipEquipment: "Expédier l'équipement",
      },
      medical: { followUp: 'Suivre la blessure' },
      articles: {
        submit: 'Soumettre votre brouillon à la relecture',
        review: 'Relire et publier',
        translate: 'Écrire les traductions manquantes',
      },
      federations: {
        verifyBankAccount: 'Vérifier le compte bancaire',
        uploadBankProof: 'Téléverser la preuve de la banque',
        correctBankAccount: 'Corriger le compte bancaire',
      },
    },
  },
  es: {
    areas: {
      transfers: 'Transferencias',
      competitions: 'Competiciones',
      legal: 'Casos jurídicos',
      empowerment: 'Empowerment',
      media: 'Artículos',
      medical: 'Lesiones',
      federations: 'Federaciones',
    },
    reasons: {
      transfers: {
        draft: 'Enviar la transferencia',
        awaitingPayment: 'Pagar la tasa y subir el comprobante',
        inProgress: 'Firmar la transferencia',
        awaitingFederations: 'Firmar la transferencia',
        paymentInReview: 'Comprobar el pago y aprobar',
      },
      competitions: { enterResult: 'Introducir el resultado', confirmEntryList: 'Confirmar la lista de inscripción' },
      legal: {
        draft: 'Enviar el caso',
        submitted: 'Examinar el nuevo caso',
        awaitingCurrentFederation: 'Consentir u oponerse',
        awaitingNewFederation: 'Confirmar la solicitud',
        underReview: 'Decidir',
        approved: 'Cerrar el caso',
        refused: 'Cerrar el caso',
      },
      empowerment: {
        writeFinalReport: 'Redactar el informe final',
        uploadInvoice: 'Subir las facturas',
        confirmDelivery: 'Confirmar la entrega',
        submitApplication: 'Enviar la solicitud',
        reviewApplication: 'Examinar la solicitud',
        reviewInvoice: 'Comprobar las facturas',
        payInvoice: 'Pagar las facturas',
        shipEquipment: 'Enviar el equipamiento',
      },
      medical: { followUp: 'Hacer el seguimiento de la lesión' },
      articles: {
        submit: 'Enviar su borrador a revisión',
        review: 'Revisar y publicar',
        translate: 'Escribir las traducciones que faltan',
      },
      federations: {
        verifyBankAccount: 'Verificar la cuenta bancaria',
        uploadBankProof: 'Subir la prueba del banco',
        correctBankAccount: 'Corregir la cuenta bancaria',
      },
    },
  },
};

/** An area's name (`Transfers`). */
export function workAreaName(area: WorkArea, language: Language): string {
  return WORDING[language].areas[area];
}

/** What an item asks (`Sign the transfer`), by its reason `area.code`; the code itself when unknown. */
export function workReasonText(reason: string, language: Language): string {
  const [area = '', code = ''] = reason.split('.');
  return WORDING[language].reasons[area]?.[code] ?? reason;
}
