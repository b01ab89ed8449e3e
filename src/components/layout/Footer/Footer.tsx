import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui';
import { paths } from '@/config/routes';
import { Bottom, Brand, BrandName, ColumnTitle, Columns, FooterAnchor, FooterLink, Inner, LinkList, Root } from './Footer.styles';

export interface FooterProps {
  /** Shown in the copyright line ("© 2025 Name"). */
  year: number;
  providerName: string;
  contactEmail: string;
  /** External complaints-book site (Livro de Reclamações). */
  complaintsBookUrl: string;
  social: { instagram: string; facebook: string };
}

function External({ href, icon, children }: { href: string; icon?: IconName; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FooterAnchor href={href} target="_blank" rel="noopener noreferrer">
      {icon && <Icon name={icon} size={18} />}
      {children}
      <Icon name="external" size={14} />
      <span className="visually-hidden">{t('footer.newTab')}</span>
    </FooterAnchor>
  );
}

/**
 * The foot of every page: account, support and legal links, the external complaints book, social pages, a
 * mailto link and the current year, in four labelled columns that stack on a phone. (Product §2, footer.)
 */
export function Footer({ year, providerName, contactEmail, complaintsBookUrl, social }: FooterProps) {
  const { t } = useTranslation();
  const ids = { account: 'footer-account', help: 'footer-help', legal: 'footer-legal', follow: 'footer-follow' };
  return (
    <Root data-testid="site-footer" data-print="hide">
      <Inner>
        <Columns>
          <Brand>
            <BrandName>{providerName}</BrandName>
            <p>{t('footer.about')}</p>
          </Brand>
          <nav aria-labelledby={ids.account}>
            <ColumnTitle id={ids.account}>{t('footer.accountTitle')}</ColumnTitle>
            <LinkList>
              <li>
                <FooterLink to={paths.profile}>{t('footer.profile')}</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.cart}>{t('footer.cart')}</FooterLink>
              </li>
            </LinkList>
          </nav>
          <nav aria-labelledby={ids.help}>
            <ColumnTitle id={ids.help}>{t('footer.helpTitle')}</ColumnTitle>
            <LinkList>
              <li>
                <FooterLink to={paths.contact}>{t('footer.contact')}</FooterLink>
              </li>
              <li>
                <FooterLink to={`${paths.mentorshipDetails}#faq`}>{t('footer.faq')}</FooterLink>
              </li>
            </LinkList>
          </nav>
          <nav aria-labelledby={ids.legal}>
            <ColumnTitle id={ids.legal}>{t('footer.legalTitle')}</ColumnTitle>
            <LinkList>
              <li>
                {/* /politica: the privacy alias product §2.8 lists for the footer */}
                <FooterLink to={paths.privacyAliases[1]}>{t('footer.privacy')}</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.cookies}>{t('footer.cookies')}</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.terms}>{t('footer.terms')}</FooterLink>
              </li>
              <li>
                <External href={complaintsBookUrl}>{t('footer.complaints')}</External>
              </li>
            </LinkList>
          </nav>
          <div>
            <ColumnTitle id={ids.follow}>{t('footer.followTitle')}</ColumnTitle>
            <LinkList aria-labelledby={ids.follow}>
              <li>
                <External href={social.instagram} icon="instagram">
                  {t('footer.instagram')}
                </External>
              </li>
              <li>
                <External href={social.facebook} icon="facebook">
                  {t('footer.facebook')}
                </External>
              </li>
              <li>
                <FooterAnchor href={`mailto:${contactEmail}`}>
                  <Icon name="mail" size={18} />
                  <span className="visually-hidden">{t('footer.emailLabel')}: </span>
                  {contactEmail}
                </FooterAnchor>
              </li>
            </LinkList>
          </div>
        </Columns>
        <Bottom>
          <p>{t('footer.copyright', { year, name: providerName })}</p>
        </Bottom>
      </Inner>
    </Root>
  );
}
