import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CustomPagesSection } from '../../customPages/index.ts';
import { FeaturesSection } from './FeaturesSection.tsx';

/**
 * School settings → features and pages (spec 1 §2 Settings): two tabs, the menu's entries
 * (FeaturesSection) and the custom pages (issue 31 item 6), the one open kept in `?part=`.
 */
export function FeaturesAndPagesSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const part = params.get('part') === 'pages' ? 'pages' : 'menu';
  return (
    <Tabs
      value={part}
      keepMounted={false}
      onChange={(value) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('part', value === 'pages' ? 'pages' : 'menu');
          next.delete('page');
          return next;
        })
      }
    >
      <Tabs.List>
        <Tabs.Tab value="menu">{t('custompages_tab_menu')}</Tabs.Tab>
        <Tabs.Tab value="pages">{t('custompages_tab_pages')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="menu" pt="lg">
        <FeaturesSection />
      </Tabs.Panel>
      <Tabs.Panel value="pages" pt="lg">
        <CustomPagesSection />
      </Tabs.Panel>
    </Tabs>
  );
}
