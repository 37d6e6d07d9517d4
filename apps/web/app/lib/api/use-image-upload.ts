import { type ChangeEvent, useState } from 'react';
import { type ImageUploadKind, imageProblemOf, uploadImage } from './image-upload';

export interface ImageUploadOptions {
  kind: ImageUploadKind;
  /** Said when the upload fails without a message of its own. */
  failedMessage: string;
  /** Receives the uploaded image's address. */
  onChange: (url: string) => void;
  /** Tells the form an upload is running (saving waits for it). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A file input's picked image: checked here (type and size), uploaded at once, its address handed
 * to `onChange`; a refused or failed upload leaves the previous image and says why in `problem`.
 */
export const useImageUpload = ({
  kind,
  failedMessage,
  onChange,
  onBusyChange,
}: ImageUploadOptions) => {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const localProblem = imageProblemOf(kind, file);
    if (localProblem) {
      setProblem(localProblem);
      return;
    }
    setProblem(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      onChange(await uploadImage(kind, file, failedMessage));
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : failedMessage);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return { busy, problem, pick };
};
