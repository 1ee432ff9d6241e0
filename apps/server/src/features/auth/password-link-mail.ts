import { isLanguage, type Language } from '@libero/shared/i18n/languages';
import type { Db } from '../../db/connection';
import { enqueueMail, type QueuedMail } from '../mail';
import { createPasswordToken, PASSWORD_TOKEN_TTL_MS, WELCOME_TOKEN_TTL_MS } from './password-tokens';

/** `reset`: the user asked, or an admin sent it; `welcome`: a new account's first password. */
export type PasswordLinkKind = 'reset' | 'welcome';

type LinkMail = { subject: string; body: (username: string, link: string) => string };

/** The mails in the user's language. */
const MAILS: Record<PasswordLinkKind, Record<Language, LinkMail>> = {
  reset: {
    en: {
      subject: 'Reset your password',
      body: (username, link) =>
        `Hello ${username},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for it, ignore this message.`,
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      body: (username, link) =>
        `Bonjour ${username},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\nSi vous ne l'avez pas demandé, ignorez ce message.`,
    },
    es: {
      subject: 'Restablezca su contraseña',
      body: (username, link) =>
        `Hola ${username}:\n\nPara elegir una nueva contraseña, abra este enlace antes de una hora:\n${link}\n\nSi no lo ha solicitado, ignore este mensaje.`,
    },
  },
  welcome: {
    en: {
      subject: 'Your account is ready',
      body: (username, link) =>
        `Hello,\n\nAn account was opened for you. Your username is ${username}.\nTo choose your password, open this link within seven days:\n${link}`,
    },
    fr: {
      subject: 'Votre compte est prêt',
      body: (username, link) =>
        `Bonjour,\n\nUn compte a été ouvert pour vous. Votre nom d'utilisateur est ${username}.\nPour choisir votre mot de passe, ouvrez ce lien dans les sept jours :\n${link}`,
    },
    es: {
      subject: 'Su cuenta está lista',
      body: (username, link) =>
        `Hola:\n\nSe ha abierto una cuenta para usted. Su nombre de usuario es ${username}.\nPara elegir su contraseña, abra este enlace antes de siete días:\n${link}`,
    },
  },
};

/**
 * Creates a single-use password link for `user` and queues the mail holding it, in the caller's
 * transaction: no link without its mail, no mail without its link.
 */
export async function queuePasswordLink(
  db: Db,
  publicUrl: string,
  user: { no: number; username: string; email: string; language: string },
  kind: PasswordLinkKind,
  origin: Pick<QueuedMail, 'queuedByUserNo' | 'source'>,
): Promise<void> {
  const { token } = await createPasswordToken(
    db,
    user.no,
    kind === 'welcome' ? WELCOME_TOKEN_TTL_MS : PASSWORD_TOKEN_TTL_MS,
  );
  const mail = MAILS[kind][isLanguage(user.language) ? user.language : 'en'];
  await enqueueMail(db, {
    kind: `password-${kind}`,
    to: user.email,
    subject: mail.subject,
    text: mail.body(user.username, `${publicUrl}/reset-password/${token}`),
    ...origin,
  });
}
