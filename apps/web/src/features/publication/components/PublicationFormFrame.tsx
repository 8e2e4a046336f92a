import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import type { ErrorTarget } from '../../../ui/form/formState.ts';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import type { PublicationSaveAction } from '../saveActions.ts';
import { PublicationRefusalNotice } from './PublicationRefusalNotice.tsx';
import { PublicationSaveButtons } from './PublicationSaveButtons.tsx';

/**
 * The frame of a publishing form (spec 1 §4 Publication; §5 Blog, Event, Job): a `<form>`
 * named by `labelledBy` (the page's heading) that sends `onSubmit` (default
 * `publication.submit`), with, above the area's fields (`children`), the refusal notice of a
 * refused `item` (`refusedTitle`, then its reason) and the form's own errors, and below them
 * the save buttons (PublicationSaveButtons) of `publication` (usePublicationForm's result).
 */
export function PublicationFormFrame<Item extends PublicationItem>({
  area,
  publication,
  item,
  refusedTitle,
  labelledBy,
  onSubmit,
  children,
}: {
  area: PublicationWebArea<Item>;
  publication: {
    form: Pick<ErrorTarget, 'errors'>;
    actions: readonly PublicationSaveAction[];
    intent: RefObject<PublicationSaveAction>;
    saving: boolean;
    submit: (event?: FormEvent<HTMLFormElement>) => void;
  };
  item: { status: string; refusal_reason: string | null } | null;
  refusedTitle: string;
  labelledBy: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit ?? publication.submit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="lg">
        {item?.status === 'refused' && item.refusal_reason && (
          <PublicationRefusalNotice title={refusedTitle} reason={item.refusal_reason} />
        )}
        <FormErrorAlert errors={formErrorsOf(publication.form)} />
        {children}
        <PublicationSaveButtons
          area={area}
          actions={publication.actions}
          intent={publication.intent}
          saving={publication.saving}
        />
      </Stack>
    </form>
  );
}
