import {
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  type SchoolDetails,
  type SchoolInfoInput,
} from '@alumni/domain';
import { Button, Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import { useSchoolPatchForm } from '../hooks/useSchoolPatchForm.ts';

type Values = Required<
  Pick<SchoolInfoInput, 'map_enabled' | 'user_map' | 'map_center' | 'map_zoom'>
>;

const valuesOf = (school: SchoolDetails): Values => ({
  map_enabled: school.map_details.enabled,
  user_map: school.flags.user_map,
  map_center: [school.map_details.center[0], school.map_details.center[1]],
  map_zoom: school.map_details.zoom,
});

/**
 * School settings → map (spec 1 §3 School `map_details`, flag "user map"): whether the
 * school's maps are on, whether its members are shown on one in the directory (both must be
 * on), and where the maps open (centre in degrees, zoom 1–18). Saved with `PATCH
 * /api/schools/{id}/`; the app reads them from the school's details, fetched again.
 */
export function SchoolMapSection() {
  const school = useSchool();
  return <SchoolMapForm key={school.id} school={school} />;
}

function SchoolMapForm({ school }: { school: SchoolDetails }) {
  const { t } = useTranslation();
  const { form, onSubmit, saving } = useSchoolPatchForm({
    initialValues: valuesOf(school),
    saved: 'schoolsettings_map_saved',
  });
  return (
    <form noValidate data-testid="school-map-form" onSubmit={onSubmit}>
      <Stack gap="md" maw={720}>
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Checkbox
          label={t('schoolsettings_map_enabled')}
          description={t('schoolsettings_map_enabled_help')}
          {...form.getInputProps('map_enabled', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('schoolsettings_map_user_map')}
          description={t('schoolsettings_map_user_map_help')}
          {...form.getInputProps('user_map', { type: 'checkbox' })}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('schoolsettings_map_latitude')}
            min={-90}
            max={90}
            decimalScale={6}
            clampBehavior="none"
            {...form.getInputProps('map_center.0')}
          />
          <NumberInput
            label={t('schoolsettings_map_longitude')}
            min={-180}
            max={180}
            decimalScale={6}
            clampBehavior="none"
            {...form.getInputProps('map_center.1')}
          />
          <NumberInput
            label={t('schoolsettings_map_zoom')}
            description={t('schoolsettings_map_zoom_help', {
              min: MAP_ZOOM_MIN,
              max: MAP_ZOOM_MAX,
            })}
            min={MAP_ZOOM_MIN}
            max={MAP_ZOOM_MAX}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('map_zoom')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('schoolsettings_info_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
