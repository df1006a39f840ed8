import { useTranslation } from 'react-i18next';
import { ProjectTypePicker } from '../../../ui';
import { projectTypes } from '../../content/technologies';
import { useTexts } from '../../i18n/texts';
import { island } from '../../islands/island';

/** The technologies page's project-type picker. */
function SiteProjectTypePicker() {
  const { t } = useTranslation('technologies');
  const { types } = useTexts('technologies');
  return (
    <ProjectTypePicker
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      hint={t('picker.hint')}
      detailsTitle={t('picker.detailsTitle')}
      recommendedTitle={t('picker.recommendedTitle')}
      types={projectTypes.map((type) => ({
        id: type.id,
        title: t(`types.${type.id}.title`),
        description: t(`types.${type.id}.description`),
        details: types[type.id].details,
        recommended: [...type.recommended],
      }))}
    />
  );
}

/** The project-type picker's island (texts: technologies). */
export default island(SiteProjectTypePicker);
