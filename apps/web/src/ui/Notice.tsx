import type { ReactNode } from 'react';
import classes from './Notice.module.css';

export type NoticeColor = 'red' | 'green' | 'blue' | 'yellow';

/**
 * A message box drawn as Mantine's light Alert (the colour's light background, its icon in
 * the colour), in plain markup: it shows on the sign-in page, which loads no Mantine.
 */
export function Notice({
  color,
  icon,
  role,
  children,
  ...rest
}: {
  color: NoticeColor;
  icon?: ReactNode;
  role: 'alert' | 'status';
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={classes.notice} data-color={color} role={role} {...rest}>
      {icon && <div className={classes.icon}>{icon}</div>}
      <div className={classes.message}>{children}</div>
    </div>
  );
}
