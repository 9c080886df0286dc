import { Camera, Trash2, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import toast from 'react-hot-toast';
import { PROFILE_MESSAGES, type PublicUser } from '@courtside/shared/api/user';
import { Avatar, resolveImageUrl } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';

import { useRemovePicture, useUploadPicture } from '../api/profile-picture';
import { pictureIssue } from '../lib/picture-check';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

interface Preview {
  file: File;
  url: string;
}

/**
 * The profile photo (spec sections 2, 4 and 5): chosen by click or dropped on the avatar, checked
 * (an image, at most 5 MB), previewed with a small remove button, then uploaded. The preview
 * stays until the stored picture has loaded, so the photo never flickers back to the old one.
 */
export function PictureUpload({ user }: { user: PublicUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [uploadedImage, setUploadedImage] = useState<string | null>(null);
  const upload = useUploadPicture(user.id);
  const remove = useRemovePicture(user.id);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const issueText = pictureIssue(file);
    const refusal = issueText && i18n.t(issueText);
    setIssue(refusal);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    setUploadedImage(null);
    setPreview({ file, url: URL.createObjectURL(file) });
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const send = () => {
    if (!preview) return;
    upload.mutate(preview.file, {
      onSuccess: (stored) => {
        toast.success(i18n.t(PROFILE_MESSAGES.pictureUpdated));
        setUploadedImage(stored.profileImage);
      },
      onError: (error) => toast.error(failureReason(error, i18n.t(PROFILE_MESSAGES.uploadFailed))),
    });
  };

  const discard = () => {
    setPreview(null);
    setIssue(null);
    setUploadedImage(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const removeStored = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(i18n.t(PROFILE_MESSAGES.pictureRemoved)),
      onError: (error) => toast.error(failureReason(error, i18n.t(PROFILE_MESSAGES.uploadFailed))),
    });

  const isBusy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
      <div className="relative">
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          aria-label={i18n.t('Change profile photo')}
          aria-describedby={hintId}
          disabled={isBusy}
          className={`group relative block rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            isDragging ? 'ring-4 ring-brand-500' : ''
          }`}
        >
          {preview ? (
            <img
              src={preview.url}
              alt={i18n.t('New profile photo preview')}
              className="h-24 w-24 rounded-full object-cover"
            />
          ) : (
            <Avatar name={user.name} src={user.profileImage} size="xl" />
          )}
          <span className="absolute right-0 bottom-0 rounded-full bg-brand-700 p-1.5 text-white shadow">
            <Camera aria-hidden="true" className="h-4 w-4" />
          </span>
        </button>
        {preview && !upload.isPending && (
          <button
            type="button"
            onClick={discard}
            aria-label={i18n.t('Remove photo preview')}
            className="absolute -top-1 -right-1 rounded-full bg-red-600 p-1 text-white shadow hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            <X aria-hidden="true" className="h-3.5 w-3.5" />
          </button>
        )}
        {/* Keeps the preview until the stored picture has arrived (spec section 4). */}
        {uploadedImage && preview && (
          <img
            src={resolveImageUrl(uploadedImage)}
            alt=""
            hidden
            data-testid="stored-picture"
            onLoad={discard}
            onError={discard}
          />
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={i18n.t('Profile photo file')}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <p id={hintId} className="text-sm text-slate-600">
          {i18n.t('Click or drop a photo. JPG, PNG up to 5MB')}
        </p>
        {issue && (
          <p role="alert" className="text-sm text-red-600">
            {issue}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {preview && !uploadedImage && (
            <Button size="sm" onClick={send} isLoading={upload.isPending}>
              {!upload.isPending && <Upload aria-hidden="true" className="h-4 w-4" />}
              {upload.isPending ? i18n.t('Uploading...') : i18n.t('Upload Photo')}
            </Button>
          )}
          {!preview && user.profileImage && (
            <Button size="sm" variant="ghost" onClick={removeStored} isLoading={remove.isPending}>
              {!remove.isPending && <Trash2 aria-hidden="true" className="h-4 w-4" />}
              {remove.isPending ? i18n.t('Removing...') : i18n.t('Remove Photo')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
