import { IMAGE_SIZES_PX } from '@alumni/domain';
import { Box, Image } from '@mantine/core';

/**
 * A job ad's company logo (spec 2 §9 "jobs logo 200x200") shown at `size` pixels in a square
 * reserved before the image arrives, so that nothing next to it moves. Decorative: the
 * company's name is written beside it.
 */
export function JobLogo({ url, size }: { url: string; size: number }) {
  const { width, height } = IMAGE_SIZES_PX.jobLogo;
  return (
    <Box
      w={size}
      h={size}
      bg="gray.1"
      style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
      data-testid="job-logo"
    >
      {url && (
        <Image src={url} alt="" width={width} height={height} w={size} h={size} fit="contain" />
      )}
    </Box>
  );
}
