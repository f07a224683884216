import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatIcon, GlobeIcon, ShieldIcon, SparkIcon } from '../../../components/ui/icons';
import { Grid, IconBubble, IconRow, Inner, Section, SectionLead, SectionTitle } from './section';

const List = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const RELEASES = [
  { key: 'follow', Icon: ChatIcon },
  { key: 'professionals', Icon: ShieldIcon },
  { key: 'recommendations', Icon: SparkIcon },
  { key: 'languages', Icon: GlobeIcon },
] as const;

/** "What's new" (SPEC §2's releases): what recently arrived, the target of the menu's releases link. */
export function Releases() {
  const { t } = useTranslation();
  return (
    <Section id="releases" aria-labelledby="releases-title">
      <Inner>
        <SectionTitle id="releases-title">{t('landing.releases.title')}</SectionTitle>
        <SectionLead>{t('landing.releases.subtitle')}</SectionLead>
        <List as="ul" $min="230px" data-testid="releases">
          {RELEASES.map(({ key, Icon }) => (
            <IconRow as="li" key={key}>
              <IconBubble><Icon size={22} /></IconBubble>
              <div>
                <h3>{t(`landing.releases.${key}Title`)}</h3>
                <p>{t(`landing.releases.${key}Text`)}</p>
              </div>
            </IconRow>
          ))}
        </List>
      </Inner>
    </Section>
  );
}
