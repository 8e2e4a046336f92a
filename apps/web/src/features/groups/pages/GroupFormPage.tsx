import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { formItemId, PublicationFormGate } from '../../publication/index.ts';
import { GroupForm } from '../components/GroupForm.tsx';
import { canCreateGroups } from '../groupRules.ts';
import { useGroup } from '../hooks/useGroup.ts';

/**
 * `/groups/create` and `/groups/edit/{id}` (spec 1 §2 Groups "form"; issue 33 item 1): the group
 * form, empty or with the group to edit (read by id: its managers, Club validators and admins).
 * `/groups/edit` without an id creates one; a group the viewer may not edit is a 403 page (the
 * publication kit's PublicationFormGate).
 */
export default function GroupFormPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { path } = useRouteLocale();
  const { user } = useViewer();
  const params = useParams();
  const editing = path.startsWith('/groups/edit');
  const query = useGroup(editing ? formItemId(params.id) : null);
  return (
    <PublicationFormGate
      editing={editing}
      rawId={params.id}
      newPath="/groups/create"
      canWrite={canCreateGroups(user, school)}
      query={query}
      forbidden={t('groups_edit_forbidden')}
      heading={(group) => t(group ? 'page_title_group_edit' : 'page_title_group_create')}
      headingId="group-form-title"
      hint={t('groups_form_required_hint')}
    >
      {(group) => <GroupForm key={group?.id ?? 'new'} group={group} />}
    </PublicationFormGate>
  );
}
