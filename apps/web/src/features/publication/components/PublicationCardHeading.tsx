import { Anchor, Badge, Group, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import { PublicationStatusBadge } from './PublicationStatusBadge.tsx';

/**
 * The head every published item's card shares (articles, events, job ads; spec 1 §2 lists):
 * a row of badges (`label`, its kind: category or contract, test id `labelTestId`; the status
 * in `area`'s words unless it is `publicStatus`; `restrictedLabel` with a lock when the item
 * is restricted to some degrees or roles), then the title at `headingOrder`, linking to `to`
 * (`onClick` may open it in place, e.g. a details modal; test id `linkTestId`).
 */
export function PublicationCardHeading<Item extends PublicationItem>({
  area,
  status,
  publicStatus,
  label,
  labelTestId,
  restricted,
  restrictedLabel,
  headingOrder,
  to,
  onClick,
  linkTestId,
  children,
}: {
  area: PublicationWebArea<Item>;
  status: string;
  publicStatus: string;
  label: string;
  labelTestId?: string;
  restricted: boolean;
  restrictedLabel: string;
  headingOrder: 2 | 3;
  to: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  linkTestId: string;
  /** The title's text. */
  children: ReactNode;
}) {
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" color="dark" tt="none" data-testid={labelTestId}>
          {label}
        </Badge>
        {status !== publicStatus && <PublicationStatusBadge area={area} status={status} />}
        {restricted && (
          <Badge
            variant="outline"
            color="dark"
            tt="none"
            leftSection={<IconLock aria-hidden="true" size={12} />}
          >
            {restrictedLabel}
          </Badge>
        )}
      </Group>
      <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
        <Anchor component={Link} to={to} c="inherit" onClick={onClick} data-testid={linkTestId}>
          {children}
        </Anchor>
      </Title>
    </>
  );
}
