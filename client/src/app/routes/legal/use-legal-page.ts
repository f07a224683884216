import { useTranslation } from 'react-i18next';
import './load-legal';

export type LegalPageName = 'terms' | 'privacy' | 'cookies';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface LegalPage {
  title: string;
  intro: string;
  sections: LegalSection[];
}

const TERMS = ['service', 'age', 'accuracy', 'professionals', 'conduct', 'content', 'plans', 'liability', 'changes'] as const;
const PRIVACY = ['stored', 'encryption', 'anonymity', 'assistants', 'deletion', 'emails', 'rights'] as const;
const COOKIES = ['trackers', 'manage'] as const;

const paragraphs = (body: string) => body.split(/\n{2,}/).filter(Boolean);

/** The translated title, intro and sections of one legal page (a body splits into paragraphs on blank lines). */
export function useLegalPage(page: LegalPageName): LegalPage {
  const { t } = useTranslation('legal');
  if (page === 'terms') {
    return {
      title: t('terms.title'),
      intro: t('terms.intro'),
      sections: TERMS.map((id) => ({ id, title: t(`terms.${id}.title`), paragraphs: paragraphs(t(`terms.${id}.body`)) })),
    };
  }
  if (page === 'privacy') {
    return {
      title: t('privacy.title'),
      intro: t('privacy.intro'),
      sections: PRIVACY.map((id) => ({ id, title: t(`privacy.${id}.title`), paragraphs: paragraphs(t(`privacy.${id}.body`)) })),
    };
  }
  return {
    title: t('cookies.title'),
    intro: t('cookies.intro'),
    sections: [
      { id: 'list', title: t('cookies.list.title'), paragraphs: [] },
      ...COOKIES.map((id) => ({ id, title: t(`cookies.${id}.title`), paragraphs: paragraphs(t(`cookies.${id}.body`)) })),
    ],
  };
}

/** The three page titles, for the legal navigation. */
export function useLegalTitles(): Record<LegalPageName, string> {
  const { t } = useTranslation('legal');
  return { terms: t('terms.title'), privacy: t('privacy.title'), cookies: t('cookies.title') };
};
