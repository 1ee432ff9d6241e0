import { useEffect, useState } from 'react';
import { UserRound } from 'lucide-react';
import { AVATAR_URL } from '../../lib/product';
import { useOnline } from './use-online';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The avatar service's address for an e-mail address (Gravatar: sha256 of the trimmed, lower-cased address). */
export async function avatarUrl(email: string, size: number): Promise<string> {
  const hash = await sha256Hex(email.trim().toLowerCase());
  return `${AVATAR_URL}${hash}?s=${size}&d=404`;
}

/** The picture's address once computed; none without an e-mail address or without SubtleCrypto. */
function useAvatarUrl(email: string, size: number): string | undefined {
  const [computed, setComputed] = useState<{ email: string; url: string }>();
  useEffect(() => {
    if (!email.trim() || !globalThis.crypto?.subtle) return;
    let current = true;
    avatarUrl(email, size).then(
      (url) => {
        if (current) setComputed({ email, url });
      },
      () => {}, // no picture: the placeholder stays
    );
    return () => {
      current = false;
    };
  }, [email, size]);
  return computed?.email === email ? computed.url : undefined;
}

/**
 * The user's picture from the avatar service, looked up by e-mail address (SPEC §4); a placeholder
 * icon when there is none, it fails to load, or the browser is offline. Decorative: the name is
 * always shown or spoken next to it.
 */
export function Avatar({ email, size = 32 }: { email: string; size?: number }) {
  const url = useAvatarUrl(email, size * 2);
  const online = useOnline();
  const [failed, setFailed] = useState<string>();
  const style = { width: size, height: size };
  if (!url || !online || failed === url) {
    return (
      <span
        aria-hidden="true"
        data-testid="avatar-placeholder"
        style={style}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-600"
      >
        <UserRound className="size-[60%]" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      style={style}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
      className="shrink-0 rounded-full bg-slate-200 object-cover"
    />
  );
}
