import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A publishing list's main filter (the blog's statuses, the events' periods and statuses):
 * a segmented control labelled by `label` on wide screens, a select below 48em where the
 * segments would not fit. `id` names the label for the segmented control (unique on the page).
 */
export function PublicationFilter({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string | null) => void;
}) {
  const compact = useMediaQuery('(max-width: 48em)');
  if (compact) {
    return (
      <Select
        label={label}
        data={options}
        value={value}
        onChange={onChange}
        allowDeselect={false}
        w="100%"
      />
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} data={options} value={value} onChange={onChange} />
    </Stack>
  );
}
