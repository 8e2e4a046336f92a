import { Typography } from '@mantine/core';
import classes from './PostContent.module.css';

/**
 * A post's text: HTML the server sanitised at write time (issue "Feed…": scripts, event
 * handlers and unknown tags are removed before storage), shown as HTML.
 */
export function PostContent({ html }: { html: string }) {
  if (html.trim() === '') return null;
  return (
    <Typography className={classes.content} data-testid="post-content">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitize-html at write time) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
