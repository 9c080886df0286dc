import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { IMAGE_MAX_BYTES } from '@courtside/shared/constants';

/**
 * Spec section 5, "Picture upload": an image type and at most 5 MB, checked before sending
 * (the server decides the type by the content again). Returns the refusal, or null.
 */
export function pictureIssue(file: File): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return PROFILE_MESSAGES.imageTooLarge;
  return null;
}
