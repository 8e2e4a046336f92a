import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../api/notifyError.tsx';
import { apiFormErrors } from './formErrors.ts';

/**
 * What the upload fields share (ImageUploadField, DocumentUploadField): a chosen file is
 * first checked in the browser by `check` (a message to show, or undefined when it may be
 * sent), then sent by `upload` at once; `onUploaded` receives the server's answer. A refusal
 * shows the server's 400 on `file` under the field and notifies the failure.
 *
 * Returns `choose` (for a FileButton's onChange), `error` (the message to show, if any) and
 * `pending` (true while the file is sent).
 */
export function useFileUpload<T>({
  upload,
  check,
  onUploaded,
}: {
  upload: (file: File) => Promise<T>;
  check: (file: File) => string | undefined;
  onUploaded: (uploaded: T) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const sending = useMutation({ mutationFn: upload });
  const choose = (file: File | null) => {
    if (!file) return;
    const refused = check(file);
    setError(refused);
    if (refused) return;
    sending.mutate(file, {
      onSuccess: onUploaded,
      onError: (failure) => {
        setError(apiFormErrors(failure)?.fields.file);
        notifyError(failure);
      },
    });
  };
  return { choose, error, pending: sending.isPending };
}
