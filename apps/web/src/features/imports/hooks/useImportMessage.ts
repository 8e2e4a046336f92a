import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportMessage } from '../importMessages.ts';

/** Turns a report message into text in the interface language, or its raw text. */
export function useImportMessage(): (message: ImportMessage) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: ImportMessage) => (message.key ? t(message.key, message.values) : message.raw),
    [t],
  );
}
