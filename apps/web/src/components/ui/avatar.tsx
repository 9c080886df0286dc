import { User } from 'lucide-react';
import { AVATAR_COLORS } from '@courtside/shared/constants';
import { API_ORIGIN } from '@/lib/config';
import { i18n } from '@/lib/i18n';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<AvatarSize, string> = {
  sm: 'h-8 w-8 text-sm',
  md: 'h-10 w-10 text-base',
  lg: 'h-14 w-14 text-xl',
  xl: 'h-24 w-24 text-3xl',
};

/** A relative image path is served by the API; a full http(s) address is used as is. */
export function resolveImageUrl(src: string): string {
  if (/^https?:\/\//i.test(src) || src.startsWith('data:') || src.startsWith('blob:')) return src;
  return `${API_ORIGIN}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** One of the 10 avatar colours, chosen by a stable hash of the name. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) | 0;
  return AVATAR_COLORS[Math.abs(hash) % AVATAR_COLORS.length]!;
}

interface AvatarProps {
  name?: string | null;
  src?: string | null;
  size?: AvatarSize;
  className?: string;
  /** Beside the name shown as text: hidden from assistive technology, which reads the name once. */
  isDecorative?: boolean;
}

/**
 * The user's picture; without one, the first letter of the name (or 'U') on a
 * colour from the name; with neither, a generic user icon (spec section 2).
 */
export function Avatar({
  name,
  src,
  size = 'md',
  className = '',
  isDecorative = false,
}: AvatarProps) {
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${SIZES[size]} ${className}`;
  const label = name?.trim() || undefined;
  const labelled = (text: string) =>
    isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': text };
  if (src) {
    return (
      <img
        src={resolveImageUrl(src)}
        alt={isDecorative ? '' : (label ?? i18n.t('User'))}
        className={`${base} object-cover`}
      />
    );
  }
  if (name == null) {
    return (
      <span {...labelled(i18n.t('User'))} className={`${base} bg-slate-200 text-slate-600`}>
        <User aria-hidden="true" className="h-1/2 w-1/2" />
      </span>
    );
  }
  const initial = name.trim().charAt(0).toUpperCase() || 'U';
  return (
    <span
      {...labelled(label ?? i18n.t('User'))}
      className={`${base} font-semibold text-white ${avatarColor(name)}`}
    >
      {initial}
    </span>
  );
}
